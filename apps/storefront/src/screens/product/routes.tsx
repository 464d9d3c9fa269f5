import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { coreApi, filesApi, type AppStore } from '@gartenwerk/api-client';
import { notFound } from '../../app/errors';
import { prefetch } from '../../app/prefetch';
import { ProductPage } from './ProductPage';

/** Reads the product and its images before the page renders. */
function loadProduct(store: AppStore) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.id;
    if (!id) notFound();
    const product = await prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProduct.initiate(id)));
    const media = product.media ?? [];
    if (media.length > 0) {
      await prefetch(store, (dispatch) => dispatch(filesApi.endpoints.getFilesBatch.initiate(media)));
    }
    return null;
  };
}

/** The product page, alone (/p/:id) and within its group (/shop/:group/:id). */
export function productRoutes(store: AppStore): RouteObject[] {
  return [
    { path: 'p/:id', loader: loadProduct(store), Component: ProductPage },
    { path: 'shop/:group/:id', loader: loadProduct(store), Component: ProductPage },
  ];
}
