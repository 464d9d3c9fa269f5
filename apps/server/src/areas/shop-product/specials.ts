import { isSpecialOfferActive, type SpecialOffer } from '@gartenwerk/domain';
import { and, arrayOverlaps, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { List } from '../../core/schemas';
import type { ProductGroup } from '../shop-productgroup/schemas';
import { offeringGroups } from '../shop-productgroup/service';
import type { Product } from './schemas';
import { toProduct } from './to-product';
import { withAvailability } from './availability';
import { productColumns, shopProducts } from './table';

const running = (offers: readonly SpecialOffer[] | undefined, now: Date) =>
  (offers ?? []).some((offer) => isSpecialOfferActive(offer, now));

/** Online groups with a special offer running now, by order and title. */
export async function specialGroups(db: Database, now = new Date()): Promise<ProductGroup[]> {
  return (await offeringGroups(db)).filter((group) => running(group.special_offers, now));
}

/** Online products with a special offer of their own running now, by order and title. */
export async function specialProducts(db: Database, now = new Date()): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(shopProducts)
    .where(
      and(
        eq(shopProducts.offline, false),
        sql`jsonb_array_length(coalesce(${shopProducts.data}->'special_offers', '[]'::jsonb)) > 0`,
      ),
    )
    .orderBy(asc(shopProducts.order), asc(shopProducts.title));
  return withAvailability(db, rows.filter((row) => running(row.data.special_offers, now)).map(toProduct));
}

/**
 * Everything on special now: products with a running offer of their own, then the other online
 * products of groups with a running offer.
 */
export async function listSpecials(db: Database, now = new Date()): Promise<List<Product>> {
  const own = await specialProducts(db, now);
  const groups = await specialGroups(db, now);
  const seen = new Set(own.map((product) => product._id));
  const ofGroups: Product[] = [];
  if (groups.length > 0) {
    const rows = await db
      .select(productColumns)
      .from(shopProducts)
      .where(
        and(
          eq(shopProducts.offline, false),
          arrayOverlaps(
            shopProducts.productGroups,
            groups.map((group) => group._id),
          ),
        ),
      )
      .orderBy(asc(shopProducts.order), asc(shopProducts.title));
    for (const row of rows) if (!seen.has(row.id)) ofGroups.push(toProduct(row));
  }
  const items = await withAvailability(db, [...own, ...ofGroups]);
  return { items, total: items.length };
}
