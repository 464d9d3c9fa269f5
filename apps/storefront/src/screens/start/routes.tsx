import type { RouteObject } from 'react-router-dom';
import { coreApi, type AppStore } from '@gartenwerk/api-client';
import { lazyPage } from '../../app/lazy-page';
import { prefetch } from '../../app/prefetch';
import { loadEntries, pageQuery } from '../site/usePageEntry';
import type * as StartPages from './pages';

const START_ROUTE = '/';

/** The start page with its data-preloading step. */
export function startRoutes(store: AppStore): RouteObject[] {
  return [
    {
      index: true,
      loader: async () => {
        await Promise.all([
          loadEntries(store, pageQuery(START_ROUTE), true),
          prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroups.initiate())),
        ]);
        return null;
      },
      ...lazyPage<typeof StartPages>('start', (pages) => <pages.StartPage route={START_ROUTE} />),
    },
  ];
}
