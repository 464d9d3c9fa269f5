import { fromCents, toCents } from '@gartenwerk/domain';
import { asc, eq } from 'drizzle-orm';
import { browse, containsText, itemsByIds, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import type { List } from '../../core/schemas';
import type {
  ShippingDiscount,
  ShippingDiscountCreate,
  ShippingDiscountQuery,
  ShippingDiscountUpdate,
  SHIPPING_DISCOUNT_SORTS,
} from './schemas';
import { shopShippingDiscounts, type ShippingDiscountRow } from './table';

export function toShippingDiscount(row: ShippingDiscountRow): ShippingDiscount {
  return {
    _id: row.id,
    title: row.title,
    active: row.active,
    type: row.type,
    value: row.type === 'flat' ? fromCents(row.value) : row.value,
    min_cart_value: fromCents(row.minCartCents),
    countries: row.countries,
    product_groups: row.productGroups,
    roles: row.roles,
    created: row.created.toISOString(),
  };
}

const BROWSE: BrowseSpec<(typeof SHIPPING_DISCOUNT_SORTS)[number]> = {
  table: shopShippingDiscounts,
  id: shopShippingDiscounts.id,
  sortable: { title: shopShippingDiscounts.title, created: shopShippingDiscounts.created },
  defaultOrder: [asc(shopShippingDiscounts.title), asc(shopShippingDiscounts.id)],
  search: (words) => containsText(words, [shopShippingDiscounts.title]),
  defaultLimit: 1000,
};

export const listShippingDiscounts = (
  db: Database,
  query: ShippingDiscountQuery,
): Promise<List<ShippingDiscount>> => browse(db, BROWSE, query, [], toShippingDiscount);

export const getShippingDiscountsByIds = (db: Database, ids: string[]) =>
  itemsByIds(db, BROWSE, ids, toShippingDiscount);

/** The active rules, as the checkout prices with them. */
export async function activeShippingDiscounts(db: Database): Promise<ShippingDiscount[]> {
  const rows = await db.select().from(shopShippingDiscounts).where(eq(shopShippingDiscounts.active, true));
  return rows.map(toShippingDiscount);
}

export async function getShippingDiscount(db: Database, id: string): Promise<ShippingDiscount> {
  const [row] = await db.select().from(shopShippingDiscounts).where(eq(shopShippingDiscounts.id, id));
  if (!row) throw notFound('shipping discount not found');
  return toShippingDiscount(row);
}

/** The columns of the fields an input carries; flat values are stored in cents. */
function columnsOf(input: ShippingDiscountUpdate, type: ShippingDiscount['type']) {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...(input.value !== undefined ? { value: type === 'flat' ? toCents(input.value) : input.value } : {}),
    ...(input.min_cart_value !== undefined ? { minCartCents: toCents(input.min_cart_value) } : {}),
    ...(input.countries !== undefined ? { countries: input.countries } : {}),
    ...(input.product_groups !== undefined ? { productGroups: input.product_groups } : {}),
    ...(input.roles !== undefined ? { roles: input.roles } : {}),
  };
}

export async function createShippingDiscount(
  db: Database,
  input: ShippingDiscountCreate,
): Promise<ShippingDiscount> {
  const [row] = await db
    .insert(shopShippingDiscounts)
    .values({ ...columnsOf(input, input.type), title: input.title, type: input.type })
    .returning();
  return toShippingDiscount(row!);
}

export async function updateShippingDiscount(
  db: Database,
  id: string,
  input: ShippingDiscountUpdate,
): Promise<ShippingDiscount> {
  const current = await getShippingDiscount(db, id);
  const type = input.type ?? current.type;
  // A new type reads the value in its own unit: keep the value the rule had in euros or percent.
  const fields = columnsOf({ value: current.value, ...input }, type);
  const [row] = await db
    .update(shopShippingDiscounts)
    .set(fields)
    .where(eq(shopShippingDiscounts.id, id))
    .returning();
  if (!row) throw notFound('shipping discount not found');
  return toShippingDiscount(row);
}

export async function deleteShippingDiscount(db: Database, id: string): Promise<ShippingDiscount> {
  const [row] = await db.delete(shopShippingDiscounts).where(eq(shopShippingDiscounts.id, id)).returning();
  if (!row) throw notFound('shipping discount not found');
  return toShippingDiscount(row);
}
