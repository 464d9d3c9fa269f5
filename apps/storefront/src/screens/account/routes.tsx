import type { RouteObject } from 'react-router-dom';
import { checkoutApi, type AppStore } from '@gartenwerk/api-client';
import type { ShopPaths } from '@gartenwerk/domain';
import { requireUser } from '../auth/routes';
import { lazyPage } from '../../app/lazy-page';
import { PERSONAL_PAGE } from '../../app/personal';
import { prefetch } from '../../app/prefetch';
import { routePath } from '../../app/shop-paths';
import type * as AccountPages from './pages';

/** The customer's shop account: addresses and orders, signed-in only (guests go to the login). */
export function accountRoutes(store: AppStore, paths: ShopPaths): RouteObject[] {
  const loader = requireUser(store);
  const account = routePath(paths.account);
  return [
    {
      path: `${account}/addresses`,
      loader,
      ...lazyPage<typeof AccountPages>('account', (pages) => <pages.AddressesPage />, PERSONAL_PAGE),
    },
    {
      path: `${account}/addresses/add`,
      loader,
      ...lazyPage<typeof AccountPages>('account', (pages) => <pages.AddressEditPage />, PERSONAL_PAGE),
    },
    {
      path: `${account}/addresses/edit/:uuid?`,
      loader,
      ...lazyPage<typeof AccountPages>('account', (pages) => <pages.AddressEditPage />, PERSONAL_PAGE),
    },
    {
      path: `${account}/orders`,
      // The orders are in the page as served, with the dates the server writes.
      loader: async (args) => {
        await loader(args);
        await prefetch(store, (dispatch) => dispatch(checkoutApi.endpoints.getMyOrders.initiate()));
        return null;
      },
      ...lazyPage<typeof AccountPages>('account', (pages) => <pages.OrdersPage />, PERSONAL_PAGE),
    },
    {
      path: `${account}/orders/:id`,
      loader,
      ...lazyPage<typeof AccountPages>('account', (pages) => <pages.OrderPage />, PERSONAL_PAGE),
    },
  ];
}
