import type { AppStore } from '@gartenwerk/api-client';
import { toNavigationError } from './errors';

/** What dispatching an endpoint's `initiate()` gives back. */
interface QueryCall<Data> {
  unwrap(): Promise<Data>;
  unsubscribe(): void;
}

/**
 * A loader's data-preloading step: runs the query into the store and waits for it. The screen
 * subscribes through its hook; the loader lets its own subscription go once the data is there.
 * A failed query is passed on as a navigation error.
 */
export async function prefetch<Data>(
  store: AppStore,
  start: (dispatch: AppStore['dispatch']) => QueryCall<Data>,
) {
  const call = start(store.dispatch);
  try {
    return await call.unwrap();
  } catch (error) {
    return toNavigationError(error);
  } finally {
    call.unsubscribe();
  }
}
