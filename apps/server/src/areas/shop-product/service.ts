import { and, arrayContains, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import { fromCents } from '@gartenwerk/domain';
import type { List } from '../../core/schemas';
import type { Visibility } from '../shop-productgroup/service';
import type { Product, ProductQuery } from './schemas';
import { shopProducts, type ProductRow } from './table';

export function toProduct(row: ProductRow): Product {
  const details = row.data;
  return {
    _id: row.id,
    title: row.title,
    name_de: details.name_de ?? row.title,
    description: details.description ?? '',
    price: row.priceCents === null ? null : fromCents(row.priceCents),
    available: row.available,
    offline: row.offline,
    order: row.order,
    tags: row.tags,
    type: row.type,
    parent: details.parent ?? null,
    children: details.children ?? [],
    product_groups: row.productGroups,
    variants: details.variants ?? [],
    media: details.media ?? [],
    downloads: details.downloads ?? [],
    colors: details.colors ?? [],
    slots: details.slots ?? [],
    shipping_groups: details.shipping_groups ?? [],
    vat_groups: details.vat_groups ?? [],
    discount_groups: details.discount_groups ?? [],
    special_offers: details.special_offers ?? [],
    shipping_data: details.shipping_data ?? {},
    expected_days_until_shipping: details.expected_days_until_shipping ?? null,
    sale: details.sale ?? false,
    new: details.new ?? false,
    created: row.created.toISOString(),
  };
}

/** Products by order, then title; optionally only those of one group. */
export async function listProducts(
  db: Database,
  query: ProductQuery,
  visibility: Visibility,
): Promise<List<Product>> {
  const conditions: SQL[] = [];
  if (!visibility.includeOffline) conditions.push(eq(shopProducts.offline, false));
  if (query.product_groups !== undefined) {
    conditions.push(arrayContains(shopProducts.productGroups, [query.product_groups]));
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(shopProducts)
    .where(where)
    .orderBy(asc(shopProducts.order), asc(shopProducts.title))
    .limit(query.limit ?? 1000)
    .offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count() }).from(shopProducts).where(where);
  return { items: rows.map(toProduct), total: counted?.total ?? 0 };
}

export async function getProduct(db: Database, id: string, visibility: Visibility): Promise<Product> {
  const [row] = await db.select().from(shopProducts).where(eq(shopProducts.id, id)).limit(1);
  if (!row || (row.offline && !visibility.includeOffline)) throw notFound('product not found');
  return toProduct(row);
}
