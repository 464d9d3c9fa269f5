import type { Product } from '@gartenwerk/api-client';

/** How long the add-to-cart toast stays (it holds a link to the cart; hovering or focusing it holds it longer). */
export const ADD_TO_CART_TOAST_MS = 6000;

/** How many products of the same group the product page shows. */
export const RELATED_PRODUCTS = 4;

/** The products of its group shown under a product: up to RELATED_PRODUCTS others, in the list's order. */
export const relatedProducts = (product: Product, groupProducts: readonly Product[]): Product[] =>
  groupProducts.filter((candidate) => candidate._id !== product._id).slice(0, RELATED_PRODUCTS);

/** The group a product page is seen in: the one in its address, else the product's first. */
export function productGroupKey(product: Product, fromAddress: string | undefined): string | undefined {
  return fromAddress ?? product.product_groups?.[0];
}
