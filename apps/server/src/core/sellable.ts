import type { FastifyInstance } from 'fastify';

/**
 * Told after a write that may have made products sellable again (their stock raised by hand, by a CSV
 * import or by a goods receipt, or their availability switched on): shop-notify's
 * `productsMaybeSellable`, handed to the writing areas as a route option by areas/index.ts. Never
 * throws.
 */
export type ProductsMaybeSellable = (app: FastifyInstance, productIds: readonly string[]) => Promise<void>;

/** For an area started without shop-notify (a test of the area alone). */
export const nothingSellable: ProductsMaybeSellable = async () => {};

/** The route option of the areas that tell. */
export interface SellableOptions {
  productsMaybeSellable?: ProductsMaybeSellable;
}
