import type { ProductQuery } from '@gartenwerk/api-client';

/** How many specials, new products and news items the home page shows. */
export const HOME_PRODUCTS_SHOWN = 4;
export const HOME_NEWS_SHOWN = 3;

/** The products marked new, as many as the home page shows. */
export const newProductsQuery: ProductQuery = { new: true, limit: HOME_PRODUCTS_SHOWN };
