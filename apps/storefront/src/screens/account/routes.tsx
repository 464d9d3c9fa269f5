import type { RouteObject } from 'react-router-dom';
import type { AppStore } from '@gartenwerk/api-client';
import { requireUser } from '../auth/routes';
import { lazyPage } from '../../app/lazy-page';
import type * as AccountPages from './pages';

/** The customer's shop account: addresses and orders, signed-in only (guests go to the login). */
export function accountRoutes(store: AppStore): RouteObject[] {
  const loader = requireUser(store);
  return [
    {
      path: 'account/addresses',
      loader,
      ...lazyPage<typeof AccountPages>('account', (pages) => <pages.AddressesPage />),
    },
    {
      path: 'account/addresses/add',
      loader,
      ...lazyPage<typeof AccountPages>('account', (pages) => <pages.AddressEditPage />),
    },
    {
      path: 'account/addresses/edit/:uuid?',
      loader,
      ...lazyPage<typeof AccountPages>('account', (pages) => <pages.AddressEditPage />),
    },
    {
      path: 'account/orders',
      loader,
      ...lazyPage<typeof AccountPages>('account', (pages) => <pages.OrdersPage />),
    },
    {
      path: 'account/orders/:id',
      loader,
      ...lazyPage<typeof AccountPages>('account', (pages) => <pages.OrderPage />),
    },
  ];
}
