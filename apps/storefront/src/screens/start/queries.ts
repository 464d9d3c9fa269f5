import type { Product, ProductQuery } from '@gartenwerk/api-client';

/** How many specials, new products and news items the home page shows. */
export const HOME_PRODUCTS_SHOWN = 4;
export const HOME_NEWS_SHOWN = 3;

/** The products marked new, as many as the home page shows. */
export const newProductsQuery: ProductQuery = { new: true, limit: HOME_PRODUCTS_SHOWN };

/** The specials the home page shows, of those the shop has. */
export const homeSpecials = (specials: readonly Product[]) => specials.slice(0, HOME_PRODUCTS_SHOWN);

/** The new products the home page shows, of those `newProductsQuery` read. */
export const homeNewProducts = (products: readonly Product[]) =>
  products.filter((product) => product.new).slice(0, HOME_PRODUCTS_SHOWN);

/** How many upcoming events the start page shows. */
export const HOME_EVENTS_SHOWN = 3;
