import {
  combineReducers,
  configureStore,
  type Reducer,
  type ReducersMapObject,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { api } from './api';
import { configSlice } from './config-slice';
import type { RequestOptions } from './request';

const baseReducers = {
  [api.reducerPath]: api.reducer,
  [configSlice.reducerPath]: configSlice.reducer,
};

type BaseReducers = typeof baseReducers;

type StateOf<Reducers extends ReducersMapObject> = {
  [Key in keyof Reducers]: Reducers[Key] extends Reducer<infer State> ? State : never;
};

/** State of a store with only the shared slices; apps with own reducers extend it. */
export type RootState = StateOf<BaseReducers>;

export interface CreateStoreOptions<Extra extends ReducersMapObject> {
  /** State to start from, e.g. `window.__PRELOADED_STATE__` rendered by the server. */
  preloadedState?: Partial<RootState & StateOf<Extra>>;
  /** Replaces `fetch` for every API call; the server passes its own in-process fetch. */
  fetchFn?: typeof fetch;
  /** Prefix of every API path; needed where relative URLs do not resolve (on the server, in tests). */
  baseUrl?: string;
  /** Answers of reads held in memory, taken without a request (RequestOptions.readInMemory). */
  readInMemory?: RequestOptions['readInMemory'];
  /** Further slices of an app (cart, toasts, …). */
  reducers?: Extra;
}

/** Builds the Redux store the storefront, the admin app and server-side rendering share. */
export function createStore<Extra extends ReducersMapObject = Record<never, never>>(
  options: CreateStoreOptions<Extra> = {},
) {
  const requestOptions: RequestOptions = {
    fetchFn: options.fetchFn,
    baseUrl: options.baseUrl,
    readInMemory: options.readInMemory,
  };
  type State = RootState & StateOf<Extra>;
  // combineReducers cannot follow the generic map; the cast states what it builds.
  const reducer = combineReducers({ ...options.reducers, ...baseReducers }) as unknown as Reducer<
    State,
    UnknownAction,
    Partial<State>
  >;
  return configureStore({
    reducer,
    preloadedState: options.preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: requestOptions } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
