import { RESERVED_GROUP_SLUGS, type SeasonFields } from '@gartenwerk/domain';
import { and, arrayContains, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { browse, containsText, itemsByIds, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { memoizeByPublicData } from '../../core/data-memo';
import { AppError, notFound } from '../../core/errors';
import { assertIdsExist, assertUuidsKnown } from '../../core/references';
import { assertFilesExist } from '../file/service';
import { assertSeasons, seasonDetailsOf } from '../../core/seasons';
import type { List } from '../../core/schemas';
import { assertSlugFree, newSlugs, retryOnSlugClash, type SlugTable } from '../../core/slugs';
import { getConfig } from '../config/service';
import type {
  PRODUCT_GROUP_SORTS,
  ProductGroup,
  ProductGroupCreate,
  ProductGroupQuery,
  ProductGroupUpdate,
} from './schemas';
import { shopProductGroups, type ProductGroupRow } from './table';
import { recordOldSlug } from '../shop-paths/service';

export interface Visibility {
  /** Admins see groups and products that are offline; everyone else does not. */
  includeOffline: boolean;
}

export function toProductGroup(row: ProductGroupRow): ProductGroup {
  return {
    _id: row.id,
    title: row.title,
    title_en: row.titleEn,
    slug: row.slug,
    order: row.order,
    tags: row.tags,
    product_groups: row.productGroups,
    media: row.data.media ?? [],
    offline: row.offline,
    special_offers: row.data.special_offers ?? [],
    sales_season: row.data.sales_season ?? null,
    shipping_season: row.data.shipping_season ?? null,
    pickup_season: row.data.pickup_season ?? null,
    preorders_allowed: row.preordersAllowed,
  };
}

export const GROUP_SLUGS: SlugTable = {
  table: shopProductGroups,
  id: shopProductGroups.id,
  slug: shopProductGroups.slug,
  fallback: 'gruppe',
  reserved: RESERVED_GROUP_SLUGS,
  taken: 'errors:slug.takenGroup',
};

/**
 * The group an id or a slug names (the id first: the shop's old links carry ids), offline ones
 * only when asked for.
 */
export async function findProductGroup(
  db: Database,
  idOrSlug: string,
  visibility: Visibility,
): Promise<ProductGroupRow | undefined> {
  const rows = await db
    .select()
    .from(shopProductGroups)
    .where(or(eq(shopProductGroups.id, idOrSlug), eq(shopProductGroups.slug, idOrSlug)))
    .limit(2);
  const row = rows.find((candidate) => candidate.id === idOrSlug) ?? rows[0];
  return row && (!row.offline || visibility.includeOffline) ? row : undefined;
}

const GROUP_BROWSE: BrowseSpec<(typeof PRODUCT_GROUP_SORTS)[number]> = {
  table: shopProductGroups,
  id: shopProductGroups.id,
  sortable: { order: shopProductGroups.order, title: shopProductGroups.title, slug: shopProductGroups.slug },
  defaultOrder: [asc(shopProductGroups.order), asc(shopProductGroups.title), asc(shopProductGroups.id)],
  search: (words) =>
    containsText(words, [shopProductGroups.title, shopProductGroups.slug, shopProductGroups.tags]),
  defaultLimit: 1000,
};

/** Product groups by order, then title; optionally the children of one group. */
export async function listProductGroups(
  db: Database,
  query: ProductGroupQuery,
  visibility: Visibility,
): Promise<List<ProductGroup>> {
  const parent =
    query.product_groups === undefined
      ? undefined
      : ((await findProductGroup(db, query.product_groups, { includeOffline: true }))?.id ??
        query.product_groups);
  return browse(
    db,
    GROUP_BROWSE,
    query,
    [
      visibility.includeOffline ? undefined : eq(shopProductGroups.offline, false),
      parent === undefined ? undefined : arrayContains(shopProductGroups.productGroups, [parent]),
    ],
    toProductGroup,
  );
}

/** The groups of the ids the caller may see, in the order asked for. */
export const getProductGroupsByIds = (db: Database, ids: string[], visibility: Visibility) =>
  itemsByIds(
    db,
    GROUP_BROWSE,
    ids,
    toProductGroup,
    (row: ProductGroupRow) => visibility.includeOffline || !row.offline,
  );

/** One group by its id or its slug. */
export async function getProductGroup(
  db: Database,
  idOrSlug: string,
  visibility: Visibility,
): Promise<ProductGroup> {
  const row = await findProductGroup(db, idOrSlug, visibility);
  if (!row) throw notFound('product group not found');
  return toProductGroup(row);
}

async function assertReferences(db: Database, id: string | undefined, input: ProductGroupUpdate) {
  assertSeasons(input);
  if (id !== undefined && input.product_groups?.includes(id)) {
    throw new AppError('VALIDATION', 400, 'body/product_groups: a group cannot be its own parent');
  }
  await assertIdsExist(db, shopProductGroups, shopProductGroups.id, 'product_groups', input.product_groups);
  await assertFilesExist(db, 'media', input.media);
  if (input.slug !== undefined) await assertSlugFree(db, GROUP_SLUGS, input.slug, id);
  if (input.special_offers) {
    const { discount_groups } = (await getConfig(db)).components.shop;
    for (const offer of input.special_offers) {
      assertUuidsKnown('special_offers/discount_groups', offer.discount_groups, discount_groups);
    }
  }
}

function detailsOf(input: ProductGroupUpdate) {
  return {
    ...(input.media !== undefined ? { media: input.media } : {}),
    ...(input.special_offers !== undefined ? { special_offers: input.special_offers } : {}),
    ...seasonDetailsOf(input),
  };
}

function columnsOf(input: ProductGroupUpdate) {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.title_en !== undefined ? { titleEn: input.title_en } : {}),
    ...(input.slug !== undefined ? { slug: input.slug } : {}),
    ...(input.order !== undefined ? { order: input.order } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.product_groups !== undefined ? { productGroups: input.product_groups } : {}),
    ...(input.offline !== undefined ? { offline: input.offline } : {}),
    ...(input.preorders_allowed !== undefined ? { preordersAllowed: input.preorders_allowed } : {}),
  };
}

export async function createProductGroup(db: Database, input: ProductGroupCreate): Promise<ProductGroup> {
  return retryOnSlugClash(async () => {
    await assertReferences(db, undefined, input);
    const slug = input.slug ?? (await newSlugs(db, GROUP_SLUGS, [input.title]))[0]!;
    const [row] = await db
      .insert(shopProductGroups)
      .values({ ...columnsOf(input), title: input.title, slug, data: detailsOf(input) })
      .returning();
    return toProductGroup(row!);
  });
}

export async function updateProductGroup(
  db: Database,
  id: string,
  input: ProductGroupUpdate,
): Promise<ProductGroup> {
  // The slug stays when the title changes: links to the group keep working.
  return retryOnSlugClash(() => updateProductGroupOnce(db, id, input));
}

async function updateProductGroupOnce(
  db: Database,
  id: string,
  input: ProductGroupUpdate,
): Promise<ProductGroup> {
  await assertReferences(db, id, input);
  const [current] = await db.select().from(shopProductGroups).where(eq(shopProductGroups.id, id)).limit(1);
  if (!current) throw notFound('product group not found');
  const [row] = await db
    .update(shopProductGroups)
    .set({ ...columnsOf(input), data: { ...current.data, ...detailsOf(input) } })
    .where(eq(shopProductGroups.id, id))
    .returning();
  // Links to the old address lead here.
  if (row && row.slug !== current.slug) await recordOldSlug(db, 'group', current.slug, id);
  return toProductGroup(row!);
}

/** Whether other groups belong to the group (its products: shop-product's productsInGroup). */
export async function hasChildGroups(db: Database, id: string): Promise<boolean> {
  const [children] = await db
    .select({ total: count() })
    .from(shopProductGroups)
    .where(arrayContains(shopProductGroups.productGroups, [id]));
  return (children?.total ?? 0) > 0;
}

/** Refuses group ids none of the groups has (a product's groups). */
export const assertProductGroupsExist = (db: Database, field: string, ids: readonly string[] | undefined) =>
  assertIdsExist(db, shopProductGroups, shopProductGroups.id, field, ids);

/** Online groups with special offers, by order and title: their offers apply to their products. */
export async function offeringGroups(db: Database): Promise<ProductGroup[]> {
  const rows = await db
    .select()
    .from(shopProductGroups)
    .where(
      and(
        eq(shopProductGroups.offline, false),
        sql`jsonb_array_length(coalesce(${shopProductGroups.data}->'special_offers', '[]'::jsonb)) > 0`,
      ),
    )
    .orderBy(asc(shopProductGroups.order), asc(shopProductGroups.title));
  return rows.map(toProductGroup);
}

export async function deleteProductGroup(db: Database, id: string): Promise<ProductGroup> {
  const [row] = await db.delete(shopProductGroups).where(eq(shopProductGroups.id, id)).returning();
  if (!row) throw notFound('product group not found');
  return toProductGroup(row);
}

/** An online group by its slug, with its titles (the page's meta tags). */
export async function onlineGroupBySlug(db: Database, slug: string) {
  const [group] = await db
    .select({ id: shopProductGroups.id, title: shopProductGroups.title, titleEn: shopProductGroups.titleEn })
    .from(shopProductGroups)
    .where(and(eq(shopProductGroups.slug, slug), eq(shopProductGroups.offline, false)))
    .limit(1);
  return group;
}

/** The online groups' slugs (the sitemap). */
export async function onlineGroupSlugs(db: Database) {
  return db
    .select({ id: shopProductGroups.id, slug: shopProductGroups.slug, created: shopProductGroups.created })
    .from(shopProductGroups)
    .where(eq(shopProductGroups.offline, false));
}

export type { ProductGroupRow } from './table';

/** The stored groups of the given ids, offline ones too; unknown ids are left out. */
export async function productGroupRowsByIds(
  db: Database,
  ids: readonly string[],
): Promise<ProductGroupRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(shopProductGroups)
    .where(inArray(shopProductGroups.id, [...ids]));
}

/** The seasons of a group and whether it takes pre-orders, as a product's availability reads them. */
export interface GroupSeasons extends SeasonFields {
  preorders_allowed: boolean;
}

/**
 * The seasons of every group that has one or takes pre-orders, by group id: read once until the
 * public data changes (every product answer and cart reads them; groups change through public-data
 * routes only). Callers must not change the map.
 */
export const groupSeasons = memoizeByPublicData(async (db: Database): Promise<Map<string, GroupSeasons>> => {
  const rows = await db
    .select({
      id: shopProductGroups.id,
      data: shopProductGroups.data,
      preorders: shopProductGroups.preordersAllowed,
    })
    .from(shopProductGroups)
    .where(
      or(
        eq(shopProductGroups.preordersAllowed, true),
        sql`jsonb_exists_any(${shopProductGroups.data}, array['sales_season', 'shipping_season', 'pickup_season'])`,
      ),
    );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        sales_season: row.data.sales_season ?? null,
        shipping_season: row.data.shipping_season ?? null,
        pickup_season: row.data.pickup_season ?? null,
        preorders_allowed: row.preorders,
      },
    ]),
  );
});
