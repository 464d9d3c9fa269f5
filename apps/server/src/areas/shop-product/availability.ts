import {
  formatDayMonth,
  frostStopOf,
  productAvailability,
  productSeasons,
  type ProductAvailability,
  type ProductSeasons,
  type SeasonFields,
} from '@gartenwerk/domain';
import { shopNow } from '../../core/clock';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { getConfig } from '../config/read';
import { text } from '../../core/texts';
import { groupSeasons } from '../shop-productgroup/service';

/** What a product's seasons are read from: its own seasons and its groups, in its order. */
export type SeasonedProduct = SeasonFields & { product_groups: readonly string[] };

/**
 * The seasons that hold for each product (its own, else its first group's that has one) and the
 * shop's frost stop when it names one of the product's groups.
 */
export async function seasonsOfProducts(
  db: Database,
  products: readonly SeasonedProduct[],
): Promise<ProductSeasons[]> {
  const grouped = products.some((product) => product.product_groups.length > 0);
  const groups = grouped ? await groupSeasons(db) : new Map();
  const frost = grouped ? (await getConfig(db)).components.shop.frost_stop : null;
  return products.map((product) => ({
    ...productSeasons(
      product,
      product.product_groups.map((id) => groups.get(id)),
    ),
    frost_stop: frostStopOf(frost, product.product_groups),
  }));
}

/** The products with whether and how they can be ordered at `now` (the shop's clock). */
export async function withAvailability<T extends SeasonedProduct>(
  db: Database,
  products: readonly T[],
  now: Date = shopNow(),
): Promise<Array<T & { availability: ProductAvailability }>> {
  const seasons = await seasonsOfProducts(db, products);
  return products.map((product, index) => ({
    ...product,
    availability: productAvailability(seasons[index]!, now),
  }));
}

/**
 * The refusal of a product outside its season (409): it names the product and the day it can be
 * ordered again, in the language of the answer.
 */
export function outOfSeasonError(title: string, availability: ProductAvailability): AppError {
  const from = availability.state === 'not_orderable' ? availability.orderable_from : null;
  return new AppError(
    'NOT_ORDERABLE',
    409,
    from
      ? text('errors:season.notOrderable', {
          title,
          date: (language: string) => formatDayMonth(from, language),
        })
      : text('errors:season.notOrderableAtAll', { title }),
  );
}
