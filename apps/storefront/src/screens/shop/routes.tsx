import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { coreApi, shopApi, type AppStore } from '@gartenwerk/api-client';
import { SHOP_URL_DEFAULTS } from '@gartenwerk/domain';
import { notFound } from '../../app/errors';
import { prefetch } from '../../app/prefetch';
import { lazyPage } from '../../app/lazy-page';
import type * as ShopPages from './pages';

/** The shop screens with their data-preloading steps (product and cart screens have their own). */
export function shopRoutes(store: AppStore): RouteObject[] {
  const groups = () => prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroups.initiate()));
  const pageSpecials = () =>
    prefetch(store, (dispatch) => dispatch(shopApi.endpoints.getPageSpecials.initiate()));
  return [
    {
      path: 'shop',
      loader: async () => {
        await Promise.all([groups(), pageSpecials()]);
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
          groups(),
          prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroup.initiate(groupId))),
          prefetch(store, (dispatch) =>
            dispatch(coreApi.endpoints.getProducts.initiate({ product_groups: groupId })),
          ),
        ]);
        return null;
      },
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.GroupPage />),
    },
    {
      path: 'search',
      loader: async ({ request }: LoaderFunctionArgs) => {
        const text = new URL(request.url).searchParams.get('q')?.trim();
        // Search is a POST: only the browser has a signed-in visitor's CSRF header for it.
        if (text && typeof document !== 'undefined')
          await prefetch(store, (dispatch) => dispatch(shopApi.endpoints.searchProducts.initiate(text)));
        return null;
      },
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.SearchPage />),
    },
    {
      path: 'specials',
      loader: async () => {
        await Promise.all([
          prefetch(store, (dispatch) => dispatch(shopApi.endpoints.getSpecials.initiate())),
          pageSpecials(),
        ]);
        return null;
      },
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.SpecialsPage />),
    },
    // The shipping costs under our own path and under the spec's default shop URL.
    ...['shipping', SHOP_URL_DEFAULTS.shipping.slice(1)].map((path) => ({
      path,
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.ShippingPage />),
    })),
  ];
}
