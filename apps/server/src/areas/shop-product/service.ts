import { toCents } from '@gartenwerk/domain';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { browse, itemsByIds, preparePage, type BrowseSpec } from '../../core/browse';
import { escapeLike } from '../../core/like';
import type { Database } from '../../core/db';
import { preparedPerDatabase } from '../../core/prepared';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import { assertIdsExist, assertKnownIds, assertUuidsKnown } from '../../core/references';
import { assertFilesExist } from '../file/service';
import type { List } from '../../core/schemas';
import { assertSlugFree, newSlugs, retryOnSlugClash, type SlugTable } from '../../core/slugs';
import { getConfig } from '../config/service';
import { colorTitles } from '../shop-color/service';
import { assertVoucherTemplatesExist } from '../shop-voucher/service';
import { assertProductGroupsExist, findProductGroup, type Visibility } from '../shop-productgroup/service';
import { prefixQuery, refreshSearchIndex } from './search';
import type {
  PRODUCT_SORTS,
  Product,
  ProductCreate,
  ProductOffline,
  ProductQuery,
  ProductUpdate,
} from './schemas';
import { productColumns, shopProducts, type ProductDetails, type ProductRow } from './table';
import { recordOldSlug } from '../shop-paths/service';
import { toProduct } from './to-product';
import { withAvailability } from './availability';
import { assertSeasons } from '../../core/seasons';

export { toProduct } from './to-product';
export type { ProductRow } from './table';

const PRODUCT_BROWSE: BrowseSpec<(typeof PRODUCT_SORTS)[number]> = {
  table: shopProducts,
  id: shopProducts.id,
  columns: productColumns,
  sortable: {
    order: shopProducts.order,
    title: shopProducts.title,
    price: shopProducts.priceCents,
    created: shopProducts.created,
    // Filled in by listProducts for the admin's lists (an expression: a bare 0 would be a position).
    waiting: sql`cast(0 as integer)`,
  },
  defaultOrder: [asc(shopProducts.order), asc(shopProducts.title), asc(shopProducts.id)],
  search: (text) => {
    const words = prefixQuery(text);
    if (!words) return undefined;
    // Full-text words (prefixes too), or a plain part of the title such as an article number.
    return or(
      sql`${shopProducts.search} @@ to_tsquery('german', ${words})`,
      ilike(shopProducts.title, `%${escapeLike(text.trim())}%`),
    );
  },
  defaultLimit: 1000,
};

/** Sorts of the product list whose values another area owns, each an SQL value per product id. */
export interface ProductSorts {
  /** How many people wait for the product (shop-notify). */
  waiting?: (productId: typeof shopProducts.id) => SQL;
}
let foreignSorts: ProductSorts = {};

/** Hands in the sorts other areas own (areas/index.ts, once). */
export function useProductSorts(sorts: ProductSorts): void {
  foreignSorts = sorts;
}

const ONLINE = eq(shopProducts.offline, false);

/** The shop's plain list and its pages: the online products in their order. */
const onlineProductsPage = preparedPerDatabase((db) =>
  preparePage(db, PRODUCT_BROWSE, [ONLINE], 'online_products_page'),
);

/**
 * Products by order, then title, unless sorted; optionally only those of one group, of some colours,
 * with some tags, available or not, within a price range (the entered price).
 */
export async function listProducts(
  db: Database,
  query: ProductQuery,
  visibility: Visibility,
): Promise<List<Product>> {
  const conditions: SQL[] = [];
  if (!visibility.includeOffline) conditions.push(ONLINE);
  if (query.product_groups !== undefined) {
    // The shop's group pages name their group by slug.
    const group = await findProductGroup(db, query.product_groups, { includeOffline: true });
    conditions.push(arrayContains(shopProducts.productGroups, [group?.id ?? query.product_groups]));
  }
  if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max)
    throw new AppError(
      'VALIDATION',
      400,
      text('errors:productFilter.priceRange', { min: query.price_min, max: query.price_max }),
    );
  if (query.colors !== undefined)
    conditions.push(arrayOverlaps(shopProducts.colors, query.colors.split(',')));
  if (query.tags !== undefined) conditions.push(arrayContains(shopProducts.tags, query.tags.split(',')));
  if (query.available !== undefined) conditions.push(eq(shopProducts.available, query.available));
  // Products on request (no price) match no price bound.
  if (query.price_min !== undefined) conditions.push(gte(shopProducts.priceCents, toCents(query.price_min)));
  if (query.price_max !== undefined) conditions.push(lte(shopProducts.priceCents, toCents(query.price_max)));
  if (query.offline !== undefined) conditions.push(eq(shopProducts.offline, query.offline));
  if (query.type !== undefined) conditions.push(eq(shopProducts.type, query.type));
  for (const flag of ['sale', 'new'] as const) {
    const wanted = query[flag];
    if (wanted !== undefined) {
      const set = sql`coalesce((${shopProducts.data}->>${flag})::boolean, false)`;
      conditions.push(wanted ? sql`${set}` : sql`not ${set}`);
    }
  }
  // Who waits for what is the owner's to know: the shop's own lists do not sort by it.
  const waiting =
    (visibility.includeOffline && foreignSorts.waiting?.(shopProducts.id)) || PRODUCT_BROWSE.sortable.waiting;
  const spec = { ...PRODUCT_BROWSE, sortable: { ...PRODUCT_BROWSE.sortable, waiting } };
  const plain = conditions.length === 1 && conditions[0] === ONLINE;
  const list = await browse(
    db,
    spec,
    query,
    conditions,
    toProduct,
    plain ? onlineProductsPage(db) : undefined,
  );
  return { ...list, items: await withAvailability(db, list.items) };
}

export const PRODUCT_SLUGS: SlugTable = {
  table: shopProducts,
  id: shopProducts.id,
  slug: shopProducts.slug,
  fallback: 'produkt',
  taken: 'errors:slug.takenProduct',
};

/**
 * The product an id or a slug names (the id first: the shop's old links carry ids), offline ones
 * only when asked for.
 */
const productByIdOrSlugQuery = preparedPerDatabase((db) => {
  const idOrSlug = sql.placeholder('idOrSlug');
  return db
    .select(productColumns)
    .from(shopProducts)
    .where(or(eq(shopProducts.id, idOrSlug), eq(shopProducts.slug, idOrSlug)))
    .limit(2)
    .prepare('product_by_id_or_slug');
});

export async function findProduct(
  db: Database,
  idOrSlug: string,
  visibility: Visibility,
): Promise<ProductRow | undefined> {
  const rows = await productByIdOrSlugQuery(db).execute({ idOrSlug });
  const row = rows.find((candidate) => candidate.id === idOrSlug) ?? rows[0];
  return row && (!row.offline || visibility.includeOffline) ? row : undefined;
}

/** One product by its id or its slug. */
export async function getProduct(db: Database, idOrSlug: string, visibility: Visibility): Promise<Product> {
  const row = await findProduct(db, idOrSlug, visibility);
  if (!row) throw notFound('product not found');
  const [product] = await withAvailability(db, [toProduct(row)]);
  return product!;
}

/** The products of the given ids that the caller may see, in the order asked for. */
export const getProductsByIds = async (db: Database, ids: readonly string[], visibility: Visibility) =>
  withAvailability(
    db,
    await itemsByIds(
      db,
      PRODUCT_BROWSE,
      ids,
      toProduct,
      (row: ProductRow) => visibility.includeOffline || !row.offline,
    ),
  );

/**
 * The stored products of the given ids, offline ones too, without the search index: a cart, an
 * order and a price request check themselves what may be sold. Unknown ids are left out.
 */
export async function productRowsByIds(db: Database, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(shopProducts)
    .where(inArray(shopProducts.id, [...ids]));
}

/** Every id a product refers to must exist: groups, colours, products, files and settings groups. */
async function assertReferences(db: Database, input: ProductUpdate, id?: string): Promise<void> {
  assertSeasons(input);
  if (input.slug !== undefined) await assertSlugFree(db, PRODUCT_SLUGS, input.slug, id);
  await assertProductGroupsExist(db, 'product_groups', input.product_groups);
  assertKnownIds('colors', input.colors, await colorTitles(db, input.colors ?? []));
  const products = [
    ...(input.parent ? [input.parent] : []),
    ...(input.children ?? []),
    ...(input.slots ?? []).map((slot) => slot.product),
  ];
  await assertIdsExist(db, shopProducts, shopProducts.id, 'products', products);
  await assertFilesExist(db, 'media', input.media);
  await assertFilesExist(db, 'downloads', input.downloads);
  if (input.voucher_template) await assertVoucherTemplatesExist(db, [input.voucher_template]);
  if (input.vat_groups || input.shipping_groups || input.discount_groups || input.special_offers) {
    const shop = (await getConfig(db)).components.shop;
    assertUuidsKnown('vat_groups', input.vat_groups, shop.vat_groups);
    assertUuidsKnown('shipping_groups', input.shipping_groups, shop.shipping_groups);
    assertUuidsKnown('discount_groups', input.discount_groups, shop.discount_groups);
    for (const offer of input.special_offers ?? []) {
      assertUuidsKnown('special_offers/discount_groups', offer.discount_groups, shop.discount_groups);
    }
  }
}

const DETAIL_FIELDS = [
  'name_de',
  'name_en',
  'description',
  'description_en',
  'parent',
  'children',
  'variants',
  'content',
  'media',
  'downloads',
  'slots',
  'shipping_groups',
  'vat_groups',
  'discount_groups',
  'special_offers',
  'shipping_data',
  'expected_days_until_shipping',
  'voucher_template',
  'sale',
  'new',
  'sales_season',
  'shipping_season',
  'pickup_season',
] as const satisfies readonly (keyof ProductDetails & keyof ProductUpdate)[];

function detailsOf(input: ProductUpdate): ProductDetails {
  const details: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) if (input[field] !== undefined) details[field] = input[field];
  return details as ProductDetails;
}

function columnsOf(input: ProductUpdate) {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.slug !== undefined ? { slug: input.slug } : {}),
    ...(input.price !== undefined ? { priceCents: input.price === null ? null : toCents(input.price) } : {}),
    ...(input.available !== undefined ? { available: input.available } : {}),
    ...(input.offline !== undefined ? { offline: input.offline } : {}),
    ...(input.order !== undefined ? { order: input.order } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.product_groups !== undefined ? { productGroups: input.product_groups } : {}),
    ...(input.colors !== undefined ? { colors: input.colors } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
  };
}

export async function createProduct(db: Database, input: ProductCreate): Promise<Product> {
  const row = await retryOnSlugClash(async () => {
    await assertReferences(db, input);
    const slug = input.slug ?? (await newSlugs(db, PRODUCT_SLUGS, [input.title]))[0]!;
    const [inserted] = await db
      .insert(shopProducts)
      .values({ ...columnsOf(input), title: input.title, slug, data: detailsOf(input) })
      .returning(productColumns);
    return inserted!;
  });
  await refreshSearchIndex(db, [row.id]);
  return toProduct(row);
}

/**
 * Changes the fields the input carries and keeps the others; the slug stays when the title changes,
 * so that links to the product keep working.
 */
export async function updateProduct(db: Database, id: string, input: ProductUpdate): Promise<Product> {
  return retryOnSlugClash(() => updateProductOnce(db, id, input));
}

async function updateProductOnce(db: Database, id: string, input: ProductUpdate): Promise<Product> {
  await assertReferences(db, input, id);
  const [current] = await db
    .select(productColumns)
    .from(shopProducts)
    .where(eq(shopProducts.id, id))
    .limit(1);
  if (!current) throw notFound('product not found');
  const [row] = await db
    .update(shopProducts)
    .set({ ...columnsOf(input), data: { ...current.data, ...detailsOf(input) } })
    .where(eq(shopProducts.id, id))
    .returning(productColumns);
  // Links to the old address lead here.
  if (row && row.slug !== current.slug) await recordOldSlug(db, 'product', current.slug, id);
  await refreshSearchIndex(db, [id]);
  return toProduct(row!);
}

/** Takes the given products offline or brings them online; unknown ids are refused (404). */
export async function setProductsOffline(db: Database, input: ProductOffline): Promise<List<Product>> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(shopProducts)
      .set({ offline: input.offline })
      .where(inArray(shopProducts.id, ids))
      .returning(productColumns);
    if (rows.length !== ids.length) throw notFound('product not found');
    return { items: rows.map(toProduct), total: rows.length };
  });
}

export async function deleteProduct(db: Database, id: string): Promise<Product> {
  const [row] = await db.delete(shopProducts).where(eq(shopProducts.id, id)).returning(productColumns);
  if (!row) throw notFound('product not found');
  return toProduct(row);
}

/** An online product by its slug: its title and details (the page's meta tags). */
export async function onlineProductBySlug(db: Database, slug: string) {
  const [product] = await db
    .select({ title: shopProducts.title, data: shopProducts.data })
    .from(shopProducts)
    .where(and(eq(shopProducts.slug, slug), eq(shopProducts.offline, false)))
    .limit(1);
  return product;
}

/** The online products' slugs with their groups (the sitemap). */
export async function onlineProductSlugs(db: Database) {
  return db
    .select({ slug: shopProducts.slug, groups: shopProducts.productGroups, created: shopProducts.created })
    .from(shopProducts)
    .where(eq(shopProducts.offline, false));
}

/** Whether a product shows the colour (the shop-color area does not remove such a colour). */
export async function productsShowColor(db: Database, colorId: string): Promise<boolean> {
  const [used] = await db
    .select({ total: count() })
    .from(shopProducts)
    .where(arrayContains(shopProducts.colors, [colorId]));
  return (used?.total ?? 0) > 0;
}

/** Whether products belong to the group (it is not removed then). */
export async function productsInGroup(db: Database, groupId: string): Promise<boolean> {
  const [product] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(arrayContains(shopProducts.productGroups, [groupId]))
    .limit(1);
  return product !== undefined;
}

/**
 * The stored products of the given ids (offline ones too) with a value of each that another area
 * works out in the same statement (`extra` of the product's id column): a cart reads its products
 * with their stock at every write. Prepared once per database under `name`.
 */
export function productRowsWith<Extra>(
  name: string,
  extra: (productId: AnyPgColumn) => SQL<Extra>,
): (db: Database, ids: readonly string[]) => Promise<Array<ProductRow & { extra: Extra }>> {
  const query = preparedPerDatabase((db) =>
    db
      .select({ ...productColumns, extra: extra(shopProducts.id) })
      .from(shopProducts)
      .where(sql`${shopProducts.id} = any(${sql.placeholder('ids')})`)
      .prepare(name),
  );
  return async (db, ids) => (ids.length === 0 ? [] : query(db).execute({ ids: [...ids] }));
}

/**
 * What a list of another area joins of the products it names (the stock levels sort and search by
 * the product's title): the join on its product id column, the title and the details.
 */
export const productJoin = (productId: AnyPgColumn) => ({
  table: shopProducts,
  on: eq(shopProducts.id, productId),
  title: shopProducts.title,
  details: shopProducts.data,
});
