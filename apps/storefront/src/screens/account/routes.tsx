import type { RouteObject } from 'react-router-dom';
import type { AppStore } from '@gartenwerk/api-client';
import { requireUser } from '../auth/routes';
import { AddressEditPage } from './AddressEditPage';
import { AddressesPage } from './AddressesPage';
import { OrderPage, OrdersPage } from './OrdersPage';

/** The customer's shop account: addresses and orders, signed-in only (guests go to the login). */
export function accountRoutes(store: AppStore): RouteObject[] {
  const loader = requireUser(store);
  return [
    { path: 'account/addresses', loader, Component: AddressesPage },
    { path: 'account/addresses/add', loader, Component: AddressEditPage },
    { path: 'account/addresses/edit/:uuid?', loader, Component: AddressEditPage },
    { path: 'account/orders', loader, Component: OrdersPage },
    { path: 'account/orders/:id', loader, Component: OrderPage },
  ];
}
