import { redirect, type RouteObject } from 'react-router-dom';
import type { AppStore } from '@gartenwerk/api-client';
import { checkoutStepPath, type ShopPaths } from '@gartenwerk/domain';
import { lazyPage } from '../../app/lazy-page';
import { PERSONAL_PAGE } from '../../app/personal';
import { routePath } from '../../app/shop-paths';
import type * as CheckoutPages from './pages';

/**
 * The checkout: the address step at its own configured address (default /shop/cart/checkout/2), the
 * later steps and the confirmation below the checkout URL (/checkout/2, /checkout/3, /checkout/done).
 */
export function checkoutRoutes(_store: AppStore, paths: ShopPaths): RouteObject[] {
  const checkout = routePath(paths.checkout);
  const addressStep = checkoutStepPath(paths, '1');
  const oldAddressStep = `${paths.checkout}/1`;
  return [
    // The address step's number below the checkout URL leads to its own address.
    ...(addressStep === oldAddressStep
      ? []
      : [{ path: routePath(oldAddressStep), loader: () => redirect(addressStep, 301) }]),
    {
      path: `${checkout}/done`,
      ...lazyPage<typeof CheckoutPages>('checkout', (pages) => <pages.ConfirmationPage />, PERSONAL_PAGE),
    },
    {
      path: routePath(paths.checkout_address),
      ...lazyPage<typeof CheckoutPages>(
        'checkout',
        (pages) => <pages.CheckoutPage step="1" />,
        PERSONAL_PAGE,
      ),
    },
    {
      path: `${checkout}/:step`,
      ...lazyPage<typeof CheckoutPages>('checkout', (pages) => <pages.CheckoutPage />, PERSONAL_PAGE),
    },
  ];
}
