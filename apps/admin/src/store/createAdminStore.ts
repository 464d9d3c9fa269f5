import { createStore } from '@gartenwerk/api-client';
import { debugReducer, loadDebugState, saveDebugState } from './debugSlice';

export interface CreateAdminStoreOptions {
  /** Replaces `fetch` for every API call (tests). */
  fetchFn?: typeof fetch;
  /** Prefix of every API path; relative paths are fine in the browser. */
  baseUrl?: string;
  /** Where the debug flag persists; localStorage unless given. */
  storage?: Storage;
}

/** The shared store plus the admin centre's own client state (debug mode, persisted). */
export function createAdminStore(options: CreateAdminStoreOptions = {}) {
  const storage = options.storage ?? globalThis.localStorage;
  const store = createStore({
    fetchFn: options.fetchFn,
    baseUrl: options.baseUrl,
    reducers: { debug: debugReducer },
    preloadedState: { debug: loadDebugState(storage) },
  });

  let persisted = store.getState().debug;
  store.subscribe(() => {
    const current = store.getState().debug;
    if (current === persisted) return;
    persisted = current;
    saveDebugState(current, storage);
  });
  return store;
}

export type AdminStore = ReturnType<typeof createAdminStore>;
export type AdminState = ReturnType<AdminStore['getState']>;
