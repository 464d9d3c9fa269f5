import {
  contentApi,
  useGetContentEntriesQuery,
  type AppStore,
  type ContentQuery,
} from '@gartenwerk/api-client';
import { notFound } from '../../app/errors';
import { prefetch } from '../../app/prefetch';

/** The query of a route's page entry (the first page there by order). */
export const pageQuery = (route: string): ContentQuery => ({ route, type: 'page', limit: 1 });

/** A route's page entry, read from the store the loader filled. */
export function usePageEntry(route: string) {
  return useGetContentEntriesQuery(pageQuery(route)).data?.items[0];
}

/** Loads the entries of `query`; without any, the page does not exist (404) unless `optional`. */
export async function loadEntries(store: AppStore, query: ContentQuery, optional = false) {
  const list = await prefetch(store, (dispatch) =>
    dispatch(contentApi.endpoints.getContentEntries.initiate(query)),
  );
  if (!optional && list.items.length === 0) notFound();
  return list;
}
