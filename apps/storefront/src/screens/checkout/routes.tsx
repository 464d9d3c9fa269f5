import { redirect, type RouteObject } from 'react-router-dom';
import type { AppStore } from '@gartenwerk/api-client';
import { lazyPage } from '../../app/lazy-page';
import type * as CheckoutPages from './pages';

/** Checkout steps (/checkout/1–3), the confirmation, and the spec's default checkout address path. */
export function checkoutRoutes(_store: AppStore): RouteObject[] {
  return [
    {
      path: 'checkout/done',
      ...lazyPage<typeof CheckoutPages>('checkout', (pages) => <pages.ConfirmationPage />),
    },
    {
      path: 'checkout/:step',
      ...lazyPage<typeof CheckoutPages>('checkout', (pages) => <pages.CheckoutPage />),
    },
    // The spec's default checkout address step; the address step here is the first.
    { path: 'shop/cart/checkout/2', loader: () => redirect('/checkout/1') },
  ];
}
