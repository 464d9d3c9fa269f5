import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { coreApi, filesApi, shopApi, type AppStore } from '@gartenwerk/api-client';
import type { ShopPaths } from '@gartenwerk/domain';
import { notFound } from '../../app/errors';
import { prefetch } from '../../app/prefetch';
import { lazyPage } from '../../app/lazy-page';
import { routePath } from '../../app/shop-paths';
import { filtersFromSearch, groupProductQuery, NO_FILTERS, type ProductFilters } from './filters';
import { firstImageIds } from './first-images';
import type * as ShopPages from './pages';

/** The shop screens with their data-preloading steps (product and cart screens have their own). */
export function shopRoutes(store: AppStore, paths: ShopPaths): RouteObject[] {
  const groups = () => prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroups.initiate()));
  const colors = () => prefetch(store, (dispatch) => dispatch(shopApi.endpoints.getColors.initiate()));
  const pageSpecials = () =>
    prefetch(store, (dispatch) => dispatch(shopApi.endpoints.getPageSpecials.initiate()));
  return [
    {
      path: routePath(paths.shop),
      loader: async () => {
        await Promise.all([groups(), pageSpecials()]);
        return null;
      },
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.ShopPage />),
    },
    {
      path: `${routePath(paths.shop)}/:group`,
      loader: async ({ params, request }: LoaderFunctionArgs) => {
        const groupId = params.group;
        if (!groupId) notFound();
        // The filters and the sort of the address, so the server renders the list they name.
        const filters = filtersFromSearch(new URL(request.url).searchParams);
        const products = (wanted: ProductFilters) =>
          prefetch(store, (dispatch) =>
            dispatch(coreApi.endpoints.getProducts.initiate(groupProductQuery(groupId, wanted))),
          );
        const [, , , shown] = await Promise.all([
          groups(),
          prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroup.initiate(groupId))),
          products(NO_FILTERS),
          products(filters),
          colors(),
        ]);
        // The cards' pictures come with the page (the first is its Largest Contentful Paint); the
        // page stands without them.
        const pictures = firstImageIds(shown.items);
        if (pictures.length > 0)
          await prefetch(store, (dispatch) =>
            dispatch(filesApi.endpoints.getFilesByIds.initiate(pictures)),
          ).catch(() => undefined);
        return null;
      },
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.GroupPage />),
    },
    {
      path: routePath(paths.search),
      loader: async ({ request }: LoaderFunctionArgs) => {
        const text = new URL(request.url).searchParams.get('q')?.trim();
        // The results come with the page (a GET, which the server's render may ask too).
        await Promise.all([
          colors(),
          text
            ? prefetch(store, (dispatch) => dispatch(shopApi.endpoints.searchProducts.initiate(text)))
            : null,
        ]);
        return null;
      },
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.SearchPage />),
    },
    {
      path: routePath(paths.specials),
      loader: async () => {
        await Promise.all([
          prefetch(store, (dispatch) => dispatch(shopApi.endpoints.getSpecials.initiate())),
          pageSpecials(),
          colors(),
        ]);
        return null;
      },
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.SpecialsPage />),
    },
    // The table of the shipping costs; the shop's shipping URL names the page that explains them.
    {
      path: 'shipping',
      ...lazyPage<typeof ShopPages>('shop', (pages) => <pages.ShippingPage />),
    },
  ];
}
