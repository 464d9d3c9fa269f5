import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { coreApi, filesApi, type AppStore } from '@gartenwerk/api-client';
import type { ShopPaths } from '@gartenwerk/domain';
import { notFound } from '../../app/errors';
import { prefetch } from '../../app/prefetch';
import { lazyPage } from '../../app/lazy-page';
import { routePath } from '../../app/shop-paths';
import type * as ProductPages from './pages';
import { firstImageIds } from '../shop/first-images';
import { productGroupKey, relatedProducts } from './related';

/** Reads the product and its images before the page renders. */
function loadProduct(store: AppStore) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.id;
    if (!id) notFound();
    const product = await prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProduct.initiate(id)));
    const media = product.media ?? [];
    // On the server too, so the main image (the page's LCP) is in the server-rendered HTML. Images
    // are not worth an error page: a failed read leaves the page without them.
    const reads: Array<Promise<unknown>> = [];
    if (media.length > 0) {
      const images = store.dispatch(filesApi.endpoints.getFilesByIds.initiate(media));
      reads.push(images.then(() => images.unsubscribe()));
    }
    // The other products of its group, shown under it, with their pictures (read in the browser,
    // they would appear after the page); like the images, not worth an error page.
    const group = productGroupKey(product, params.group);
    if (group) {
      const related = store.dispatch(coreApi.endpoints.getProducts.initiate({ product_groups: group }));
      reads.push(
        related.then(async ({ data }) => {
          related.unsubscribe();
          const pictures = firstImageIds(relatedProducts(product, data?.items ?? []));
          if (pictures.length === 0) return;
          const files = store.dispatch(filesApi.endpoints.getFilesByIds.initiate(pictures));
          await files;
          files.unsubscribe();
        }),
      );
    }
    await Promise.all(reads);
    return null;
  };
}

/** The product page, alone (/p/:id) and within its group (<shop base>/:group/:id). */
export function productRoutes(store: AppStore, paths: ShopPaths): RouteObject[] {
  return [
    {
      path: 'p/:id',
      loader: loadProduct(store),
      ...lazyPage<typeof ProductPages>('product', (pages) => <pages.ProductPage />),
    },
    {
      path: `${routePath(paths.shop)}/:group/:id`,
      loader: loadProduct(store),
      ...lazyPage<typeof ProductPages>('product', (pages) => <pages.ProductPage />),
    },
    // The links of the "notify me when available" mails.
    {
      path: 'notify/confirm/:token',
      ...lazyPage<typeof ProductPages>('product', (pages) => <pages.NotifyConfirmPage />),
    },
    {
      path: 'notify/cancel/:token',
      ...lazyPage<typeof ProductPages>('product', (pages) => <pages.NotifyCancelPage />),
    },
  ];
}
