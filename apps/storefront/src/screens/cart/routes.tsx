import type { RouteObject } from 'react-router-dom';
import { cartApi, type AppStore, type CartKind } from '@gartenwerk/api-client';
import type { ShopPaths } from '@gartenwerk/domain';
import { prefetch } from '../../app/prefetch';
import { lazyPage } from '../../app/lazy-page';
import { PERSONAL_PAGE } from '../../app/personal';
import { routePath } from '../../app/shop-paths';
import type * as CartPages from './pages';

/** Reads the visitor's cart of that kind (the request carries the visitor's cookies). */
const loadCart = (store: AppStore, kind: CartKind) => async () => {
  await prefetch(store, (dispatch) => dispatch(cartApi.endpoints.getCart.initiate(kind)));
  return null;
};

/** The cart (the checkout URL), the favourites and the price-request cart. */
export function cartRoutes(store: AppStore, paths: ShopPaths): RouteObject[] {
  return [
    {
      path: routePath(paths.checkout),
      loader: loadCart(store, 'cart'),
      ...lazyPage<typeof CartPages>('cart', (pages) => <pages.CartPage />, PERSONAL_PAGE),
    },
    {
      path: 'favorites',
      loader: loadCart(store, 'favorites'),
      ...lazyPage<typeof CartPages>('cart', (pages) => <pages.FavoritesPage />, PERSONAL_PAGE),
    },
    {
      path: routePath(paths.pricerequest),
      loader: loadCart(store, 'pricerequest'),
      ...lazyPage<typeof CartPages>('cart', (pages) => <pages.PriceRequestPage />, PERSONAL_PAGE),
    },
  ];
}
