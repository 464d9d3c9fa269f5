import { and, arrayContains, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { List } from '../../core/schemas';
import type { Visibility } from '../shop-productgroup/service';
import type { Product } from './schemas';
import { toProduct } from './service';
import { productColumns, shopProducts } from './table';

/** Most products a search answers with. */
export const SEARCH_LIMIT = 50;

const SEARCH_VECTOR = sql`setweight(to_tsvector('german', ${shopProducts.title}), 'A')
  || setweight(to_tsvector('german', coalesce(${shopProducts.data}->>'name_de', '')), 'A')
  || setweight(to_tsvector('german', array_to_string(${shopProducts.tags}, ' ')), 'B')
  || setweight(to_tsvector('german', coalesce(
       (select string_agg(g.title, ' ') from shop_productgroups g where g.id = any(${shopProducts.productGroups})),
       '')), 'C')`;

/**
 * Rebuilds the German full-text index of products (all, or the given ones): title and name_de
 * weigh most, then tags, then the titles of their groups.
 */
export async function refreshSearchIndex(db: Database, productIds?: readonly string[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  await db
    .update(shopProducts)
    .set({ search: SEARCH_VECTOR })
    .where(productIds ? inArray(shopProducts.id, [...productIds]) : undefined);
}

/** Rebuilds the index of a group's products, e.g. after the group was renamed. */
export async function refreshSearchIndexOfGroup(db: Database, groupId: string): Promise<void> {
  await db
    .update(shopProducts)
    .set({ search: SEARCH_VECTOR })
    .where(arrayContains(shopProducts.productGroups, [groupId]));
}

/** Words of the text as a prefix query: "thuja sma" finds "Thuja 'Smaragd'". */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 10);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** Products matching the text, best first (POST /shop/search). */
export async function searchProducts(
  db: Database,
  text: string,
  visibility: Visibility,
): Promise<List<Product>> {
  const query = prefixQuery(text);
  if (!query) return { items: [], total: 0 };
  const tsquery = sql`to_tsquery('german', ${query})`;
  const conditions: SQL[] = [sql`${shopProducts.search} @@ ${tsquery}`];
  if (!visibility.includeOffline) conditions.push(eq(shopProducts.offline, false));
  const rows = await db
    .select(productColumns)
    .from(shopProducts)
    .where(and(...conditions))
    .orderBy(
      desc(sql`ts_rank(${shopProducts.search}, ${tsquery})`),
      asc(shopProducts.order),
      asc(shopProducts.title),
    )
    .limit(SEARCH_LIMIT);
  return { items: rows.map(toProduct), total: rows.length };
}
