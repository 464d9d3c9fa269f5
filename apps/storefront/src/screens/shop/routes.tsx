import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { coreApi, type AppStore } from '@gartenwerk/api-client';
import { notFound } from '../../app/errors';
import { lazyPage } from '../../app/lazy-page';
import { prefetch } from '../../app/prefetch';
import type * as ShopPages from './pages';

/** The shop screens with their data-preloading steps. */
export function shopRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: 'shop',
      loader: async () => {
        await prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroups.initiate()));
        return null;
      },
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.ShopPage />),
    },
    {
      path: 'shop/:group',
      loader: async ({ params }: LoaderFunctionArgs) => {
        const groupId = params.group;
        if (!groupId) notFound();
        await Promise.all([
          prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroup.initiate(groupId))),
          prefetch(store, (dispatch) =>
            dispatch(coreApi.endpoints.getProducts.initiate({ product_groups: groupId })),
          ),
        ]);
        return null;
      },
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.GroupPage />),
    },
  ];
}
