import { customizationColor, formatDate, isValidEmail } from '@gartenwerk/domain';
import { desc, eq } from 'drizzle-orm';
import { browse, containsText, itemsByIds, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import type { List } from '../../core/schemas';
import { colorTitles } from '../shop-color/service';
import { SET_NOT_OF_PRODUCT, setProductIds, setTitlesOf } from '../shop-cart/service';
import { getConfig } from '../config/service';
import { productRowsByIds } from '../shop-product/service';
import type { Mailer } from '../mail/service';
import type {
  PRICE_REQUEST_SORTS,
  PriceRequest,
  PriceRequestInput,
  PriceRequestQuery,
  PriceRequestUpdate,
} from './schemas';
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
  const rows = await productRowsByIds(db, ids);
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

const PRICE_REQUEST_BROWSE: BrowseSpec<(typeof PRICE_REQUEST_SORTS)[number]> = {
  table: shopPriceRequests,
  id: shopPriceRequests.id,
  sortable: {
    created: shopPriceRequests.created,
    name: shopPriceRequests.name,
    email: shopPriceRequests.email,
    status: shopPriceRequests.status,
  },
  defaultOrder: [desc(shopPriceRequests.created), desc(shopPriceRequests.id)],
  search: (words) =>
    containsText(words, [
      shopPriceRequests.name,
      shopPriceRequests.email,
      shopPriceRequests.phone,
      shopPriceRequests.message,
      shopPriceRequests.tags,
    ]),
  defaultLimit: 100,
};

export const listPriceRequests = (db: Database, query: PriceRequestQuery): Promise<List<PriceRequest>> =>
  browse(
    db,
    PRICE_REQUEST_BROWSE,
    query,
    [query.status ? eq(shopPriceRequests.status, query.status) : undefined],
    toPriceRequest,
  );

export const getPriceRequestsByIds = (db: Database, ids: string[]): Promise<PriceRequest[]> =>
  itemsByIds(db, PRICE_REQUEST_BROWSE, ids, toPriceRequest);

export async function getPriceRequest(db: Database, id: string): Promise<PriceRequest> {
  const [row] = await db.select().from(shopPriceRequests).where(eq(shopPriceRequests.id, id));
  if (!row) throw notFound('price request not found');
  return toPriceRequest(row);
}

/** Changes status, tags or message; an answer also marks the request answered. */
async function updatePriceRequest(
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

/** Changes a request; with an answer, the offer goes to the customer by mail first. */
export async function changePriceRequest(
  db: Database,
  mailer: Mailer,
  id: string,
  input: PriceRequestUpdate,
): Promise<PriceRequest> {
  if (input.answer !== undefined) {
    const request = await getPriceRequest(db, id);
    const { urls } = (await getConfig(db)).components.shop;
    await mailer.sendMail({
      to: request.email,
      template: 'priceRequestAnswer',
      language: 'de',
      values: {
        link: urls.shop || '/',
        name: request.name,
        date: formatDate(request.created),
        answer: input.answer,
      },
    });
  }
  return updatePriceRequest(db, id, input);
}

export async function deletePriceRequest(db: Database, id: string): Promise<PriceRequest> {
  const [row] = await db.delete(shopPriceRequests).where(eq(shopPriceRequests.id, id)).returning();
  if (!row) throw notFound('price request not found');
  return toPriceRequest(row);
}
