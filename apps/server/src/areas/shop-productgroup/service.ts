import { and, arrayContains, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import type { List } from '../../core/schemas';
import type { ProductGroup, ProductGroupQuery } from './schemas';
import { shopProductGroups, type ProductGroupRow } from './table';

export interface Visibility {
  /** Admins see groups and products that are offline; everyone else does not. */
  includeOffline: boolean;
}

export function toProductGroup(row: ProductGroupRow): ProductGroup {
  return {
    _id: row.id,
    title: row.title,
    order: row.order,
    tags: row.tags,
    product_groups: row.productGroups,
    media: row.data.media ?? [],
    offline: row.offline,
    special_offers: row.data.special_offers ?? [],
  };
}

/** Product groups by order, then title. */
export async function listProductGroups(
  db: Database,
  query: ProductGroupQuery,
  visibility: Visibility,
): Promise<List<ProductGroup>> {
  const conditions: SQL[] = [];
  if (!visibility.includeOffline) conditions.push(eq(shopProductGroups.offline, false));
  if (query.product_groups !== undefined) {
    conditions.push(arrayContains(shopProductGroups.productGroups, [query.product_groups]));
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(shopProductGroups)
    .where(where)
    .orderBy(asc(shopProductGroups.order), asc(shopProductGroups.title))
    .limit(query.limit ?? 1000)
    .offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count() }).from(shopProductGroups).where(where);
  return { items: rows.map(toProductGroup), total: counted?.total ?? 0 };
}

export async function getProductGroup(
  db: Database,
  id: string,
  visibility: Visibility,
): Promise<ProductGroup> {
  const [row] = await db.select().from(shopProductGroups).where(eq(shopProductGroups.id, id)).limit(1);
  if (!row || (row.offline && !visibility.includeOffline)) throw notFound('product group not found');
  return toProductGroup(row);
}
