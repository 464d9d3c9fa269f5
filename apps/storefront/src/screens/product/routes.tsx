import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { coreApi, filesApi, type AppStore } from '@gartenwerk/api-client';
import { notFound } from '../../app/errors';
import { prefetch } from '../../app/prefetch';
import { lazyPage } from '../../app/lazy-page';
import type * as ProductPages from './pages';

/** Reads the product and its images before the page renders. */
function loadProduct(store: AppStore) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.id;
    if (!id) notFound();
    const product = await prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProduct.initiate(id)));
    const media = product.media ?? [];
    // The batch read is a POST: a signed-in visitor's one needs the CSRF header, which only the
    // browser has; the server-rendered page gets its images after hydration.
    if (media.length > 0 && typeof document !== 'undefined') {
      await prefetch(store, (dispatch) => dispatch(filesApi.endpoints.getFilesBatch.initiate(media)));
    }
    return null;
  };
}

/** The product page, alone (/p/:id) and within its group (/shop/:group/:id). */
export function productRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: 'p/:id',
      loader: loadProduct(store),
      ...lazyPage<typeof ProductPages>('product', (pages) => <pages.ProductPage />),
    },
    {
      path: 'shop/:group/:id',
      loader: loadProduct(store),
      ...lazyPage<typeof ProductPages>('product', (pages) => <pages.ProductPage />),
    },
  ];
}
