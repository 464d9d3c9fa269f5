import type { RouteObject } from 'react-router-dom';
import { coreApi, openingHoursApi, shopShippingDiscountApi, type AppStore } from '@gartenwerk/api-client';
import { accountRoutes } from '../screens/account/routes';
import { authRoutes } from '../screens/auth/routes';
import { checkoutRoutes } from '../screens/checkout/routes';
import { legalRoutes } from '../screens/legal/routes';
import { newsletterRoutes } from '../screens/newsletter/routes';
import { cartRoutes } from '../screens/cart/routes';
import { productRoutes } from '../screens/product/routes';
import { shopRoutes } from '../screens/shop/routes';
import { addedPageRoute, siteRoutes } from '../screens/site/routes';
import { startRoutes } from '../screens/start/routes';
import { RootError, RouteError } from './errors';
import { Layout } from './Layout';
import { prefetch } from './prefetch';
import { shopPathsOf } from './shop-paths';

/**
 * The storefront's route tree. Loaders are the spec's data-preloading steps: they fill `store`
 * (a fresh one per server render, the hydrated one in the browser) before the screen renders.
 * The shop's pages answer at the addresses the configuration gives them (components.shop.urls).
 */
export function createRoutes(store: AppStore): RouteObject[] {
  const paths = shopPathsOf(store);
  return [
    {
      id: 'root',
      path: '/',
      Component: Layout,
      ErrorBoundary: RootError,
      loader: async () => {
        await Promise.all([
          prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getConfig.initiate())),
          prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getCurrentUser.initiate())),
          // Prices read the special offers of the product groups and the shipping discounts (the
          // page stands without these; read in the browser, they would change the prices after it).
          prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroups.initiate())),
          prefetch(store, (dispatch) =>
            dispatch(shopShippingDiscountApi.endpoints.getShippingDiscounts.initiate()),
          ).catch(() => undefined),
          // The footer's and the pickup details' opening hours (the booking module's).
          prefetch(store, (dispatch) => dispatch(openingHoursApi.endpoints.getOpeningHours.initiate())).catch(
            () => undefined,
          ),
        ]);
        return null;
      },
      // The configuration and the user change only with a login or logout, not with the page.
      shouldRevalidate: ({ defaultShouldRevalidate, formMethod }) =>
        Boolean(formMethod) && defaultShouldRevalidate,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...startRoutes(store),
            ...siteRoutes(store, paths),
            ...shopRoutes(store, paths),
            ...productRoutes(store, paths),
            ...cartRoutes(store, paths),
            ...authRoutes(store, paths),
            ...checkoutRoutes(store, paths),
            ...accountRoutes(store, paths),
            ...legalRoutes(),
            ...newsletterRoutes(),
            addedPageRoute(store),
          ],
        },
      ],
    },
  ];
}
