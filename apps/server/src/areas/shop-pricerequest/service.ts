import { customizationColor, isValidEmail } from '@gartenwerk/domain';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import type { List } from '../../core/schemas';
import { colorTitles } from '../shop-color/service';
import { SET_NOT_OF_PRODUCT, setProductIds, setTitlesOf } from '../shop-cart/service';
import { shopProducts } from '../shop-product/table';
import type { PriceRequest, PriceRequestInput, PriceRequestQuery, PriceRequestUpdate } from './schemas';
import { shopPriceRequests, type PriceRequestRow } from './table';

const PRICE_REQUEST_PRODUCT_MESSAGE = text('errors:priceRequest.productUnknown');
const PRICE_REQUEST_VARIANT_MESSAGE = (title: string) => text('errors:order.variantUnknown', { title });

export function toPriceRequest(row: PriceRequestRow): PriceRequest {
  return {
    _id: row.id,
    status: row.status,
    email: row.email,
    name: row.name,
    phone: row.phone,
    message: row.message,
    perm: { owner: row.owner },
    items: row.items,
    tags: row.tags,
    created: row.created.toISOString(),
  };
}

/** Stores a price request with its items, named as the products were when asked for. */
export async function createPriceRequest(
  db: Database,
  input: PriceRequestInput,
  owner: string | null,
): Promise<PriceRequest> {
  if (!isValidEmail(input.email)) throw new AppError('VALIDATION', 400, text('auth:emailInvalid'));
  // One query for the asked products and the products their sets name.
  const ids = [...new Set(input.items.flatMap((line) => [line.item, ...setProductIds(line.set)]))];
  const rows = await db.select().from(shopProducts).where(inArray(shopProducts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const colors = await colorTitles(
    db,
    input.items.flatMap((line) => customizationColor(line.customization) ?? []),
  );
  const items = input.items.map((line) => {
    const product = byId.get(line.item);
    if (!product || product.offline) throw new AppError('VALIDATION', 400, PRICE_REQUEST_PRODUCT_MESSAGE);
    const variant = line.variant ?? '';
    const chosen = (product.data.variants ?? []).find((candidate) => candidate.key === variant);
    if (variant && !chosen) {
      throw new AppError('VALIDATION', 400, PRICE_REQUEST_VARIANT_MESSAGE(product.title));
    }
    const color = customizationColor(line.customization);
    const colorTitle = color === undefined ? undefined : colors.get(color);
    const setTitles = setTitlesOf(line.set, product.data.slots, byId);
    if (!setTitles) throw new AppError('VALIDATION', 400, SET_NOT_OF_PRODUCT(product.title));
    return {
      item: product.id,
      title: product.title,
      variant,
      ...(chosen ? { variant_title: chosen.value || chosen.key } : {}),
      amount: line.amount,
      ...(line.order_desc ? { order_desc: line.order_desc } : {}),
      ...(line.customization !== undefined ? { customization: line.customization } : {}),
      ...(colorTitle !== undefined ? { color_title: colorTitle } : {}),
      ...(line.set !== undefined ? { set: line.set, set_titles: setTitles } : {}),
    };
  });
  const [row] = await db
    .insert(shopPriceRequests)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      phone: input.phone?.trim() ?? '',
      message: input.message ?? '',
      owner,
      items,
    })
    .returning();
  return toPriceRequest(row!);
}

export async function listPriceRequests(db: Database, query: PriceRequestQuery): Promise<List<PriceRequest>> {
  const where = query.status ? eq(shopPriceRequests.status, query.status) : undefined;
  const rows = await db
    .select()
    .from(shopPriceRequests)
    .where(where)
    .orderBy(desc(shopPriceRequests.created), desc(shopPriceRequests.id))
    .limit(query.limit ?? 100)
    .offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count() }).from(shopPriceRequests).where(where);
  return { items: rows.map(toPriceRequest), total: counted?.total ?? 0 };
}

export async function getPriceRequest(db: Database, id: string): Promise<PriceRequest> {
  const [row] = await db.select().from(shopPriceRequests).where(eq(shopPriceRequests.id, id));
  if (!row) throw notFound('price request not found');
  return toPriceRequest(row);
}

/** Changes status, tags or message; an answer also marks the request answered. */
export async function updatePriceRequest(
  db: Database,
  id: string,
  input: PriceRequestUpdate,
): Promise<PriceRequest> {
  const status = input.answer !== undefined ? 'answered' : input.status;
  const changes = {
    ...(status !== undefined ? { status } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.message !== undefined ? { message: input.message } : {}),
  };
  if (Object.keys(changes).length === 0) return getPriceRequest(db, id);
  const [row] = await db
    .update(shopPriceRequests)
    .set(changes)
    .where(eq(shopPriceRequests.id, id))
    .returning();
  if (!row) throw notFound('price request not found');
  return toPriceRequest(row);
}

export async function deletePriceRequest(db: Database, id: string): Promise<PriceRequest> {
  const [row] = await db.delete(shopPriceRequests).where(eq(shopPriceRequests.id, id)).returning();
  if (!row) throw notFound('price request not found');
  return toPriceRequest(row);
}
