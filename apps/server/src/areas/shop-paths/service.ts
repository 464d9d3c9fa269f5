import { SHOP_PAGE_KEYS, shopPaths, type ShopPaths, type ShopUrlKey } from '@gartenwerk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { getConfig } from '../config/read';
import { shopMovedPaths, shopOldSlugs } from './table';

/** The addresses of the shop pages as the configuration has them now. */
export async function currentShopPaths(db: Database): Promise<ShopPaths> {
  return shopPaths((await getConfig(db)).components.shop.urls);
}

/**
 * Remembers the addresses of the pages a configuration change moved, so that they redirect. An
 * address in use again is no longer an old one.
 */
export async function recordMovedPaths(db: Database, before: ShopPaths, after: ShopPaths): Promise<void> {
  const moved = SHOP_PAGE_KEYS.filter((key) => before[key] !== after[key]);
  if (moved.length === 0) return;
  const current = SHOP_PAGE_KEYS.map((key) => after[key].toLowerCase());
  await db.delete(shopMovedPaths).where(inArray(sql`lower(${shopMovedPaths.path})`, current));
  for (const key of moved) {
    if (current.includes(before[key].toLowerCase())) continue;
    await db
      .insert(shopMovedPaths)
      .values({ path: before[key], key })
      .onConflictDoUpdate({ target: shopMovedPaths.path, set: { key, moved: new Date() } });
  }
}

/**
 * Where a page that moved with the configuration is now: an old address of a shop page, or an
 * address below it (/shop/obstbaeume when the shop moved to /laden), leads to the same place at the
 * page's current address. Undefined for every other address. Routes ignore case.
 */
export async function movedPagePath(
  db: Database,
  pathname: string,
  paths: ShopPaths,
): Promise<string | undefined> {
  const lower = pathname.toLowerCase();
  // A page's current address, and what lies below it, is where it is.
  if (SHOP_PAGE_KEYS.some((key) => lower === paths[key].toLowerCase())) return undefined;
  const segments = lower.split('/').slice(1);
  const prefixes = segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  if (prefixes.length === 0) return undefined;
  const rows = await db
    .select()
    .from(shopMovedPaths)
    .where(inArray(sql`lower(${shopMovedPaths.path})`, prefixes));
  // The longest old address that holds the page asked for.
  const [row] = rows.sort((a, b) => b.path.length - a.path.length);
  if (!row || !(SHOP_PAGE_KEYS as string[]).includes(row.key)) return undefined;
  const target = `${paths[row.key as ShopUrlKey]}${pathname.slice(row.path.length)}`;
  return target.toLowerCase() === lower ? undefined : target;
}

/** Remembers the slug a product or group had before an admin changed it. */
export async function recordOldSlug(
  db: Database,
  kind: 'product' | 'group',
  slug: string,
  itemId: string,
): Promise<void> {
  await db
    .insert(shopOldSlugs)
    .values({ kind, slug, itemId })
    .onConflictDoUpdate({
      target: [shopOldSlugs.kind, shopOldSlugs.slug],
      set: { itemId, changed: new Date() },
    });
}

/** The id of the product or group that had this slug before, if one had. */
export async function itemOfOldSlug(
  db: Database,
  kind: 'product' | 'group',
  slug: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ itemId: shopOldSlugs.itemId })
    .from(shopOldSlugs)
    .where(and(eq(shopOldSlugs.kind, kind), eq(shopOldSlugs.slug, slug)))
    .limit(1);
  return row?.itemId;
}
