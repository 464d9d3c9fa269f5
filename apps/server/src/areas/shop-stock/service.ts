import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { containsText, orderOf, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import type { List } from '../../core/schemas';
import { documentJoin } from '../invoice/service';
import { productJoin, productRowsByIds, productRowsWith, type ProductRow } from '../shop-product/service';
import type {
  MovementQuery,
  StockAdjustment,
  StockLevel,
  StockMovement,
  StockQuery,
  StockSort,
} from './schemas';
import { shopStock, shopStockMovements, type StockMovementRow } from './table';

const NEGATIVE_STOCK_MESSAGE = text('errors:stock.negative');
const outOfStockMessage = (title: string, variant: string) =>
  text('errors:stock.notEnough', { product: variant ? `${title} (${variant})` : title });
const UNKNOWN_VARIANT_MESSAGE = text('errors:stock.unknownVariant');

/** Who changes stock and why; orders name themselves. */
export interface StockChange {
  reason: string;
  userId: string | null;
  orderId?: string | null;
  /** The vendor order of a goods receipt. */
  documentId?: string | null;
}

/** One line taking or returning stock. */
export interface StockLine {
  productId: string;
  variant: string;
  amount: number;
  title: string;
}

function toMovement(
  row: StockMovementRow,
  joined: { documentNumber?: string | null; title?: string | null; variantTitle?: string | null } = {},
): StockMovement {
  return {
    _id: row.id,
    product: row.productId,
    variant: row.variant,
    delta: row.delta,
    quantity: row.quantity,
    reason: row.reason,
    user: row.userId,
    order: row.orderId,
    document: row.documentId,
    document_number: joined.documentNumber ?? null,
    ...(joined.title ? { title: joined.title, variant_title: joined.variantTitle ?? row.variant } : {}),
    created: row.created.toISOString(),
  };
}

/** What is in stock of products, by product and variant ('' is the product itself); untracked ones are absent. */
export async function availableStock(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ product: shopStock.productId, variant: shopStock.variant, quantity: shopStock.quantity })
    .from(shopStock)
    .where(inArray(shopStock.productId, [...productIds]));
  return new Map(rows.map((row) => [stockKey(row.product, row.variant), Math.max(0, row.quantity)]));
}

/** The products with their stock levels as [variant, quantity] pairs (null: not tracked), in one statement. */
const productRowsWithStockLevels = productRowsWith(
  'products_with_stock',
  (productId) => sql<Array<[string, number]> | null>`(
    select json_agg(json_build_array(${shopStock.variant}, ${shopStock.quantity}))
    from ${shopStock} where ${shopStock.productId} = ${productId})`,
);

/**
 * The stored products of the given ids (offline ones too) with what is in stock of them, as
 * `productRowsByIds` and `availableStock` answer, in one statement: a cart's every write reads both.
 */
export async function productRowsWithStock(
  db: Database,
  ids: readonly string[],
): Promise<{ rows: ProductRow[]; stock: Map<string, number> }> {
  const stock = new Map<string, number>();
  const rows = (await productRowsWithStockLevels(db, ids)).map(({ extra: levels, ...row }) => {
    for (const [variant, quantity] of levels ?? [])
      stock.set(stockKey(row.id, variant), Math.max(0, quantity));
    return row;
  });
  return { rows, stock };
}

export const stockKey = (product: string, variant: string | undefined) => `${product}\u0000${variant ?? ''}`;

/** A stock level's product: its title to sort and search by, its variants' names. */
const levelProduct = productJoin(shopStock.productId);

/** The columns a stock list sorts by; the lowest levels first without a sort, and after it. */
const STOCK_SORTS: Pick<BrowseSpec<StockSort>, 'sortable' | 'defaultOrder'> = {
  sortable: {
    title: sql`lower(${levelProduct.title})`,
    quantity: shopStock.quantity,
    updated: shopStock.updated,
  },
  defaultOrder: [asc(shopStock.quantity), asc(levelProduct.title), asc(shopStock.variant)],
};

export async function listStock(db: Database, query: StockQuery): Promise<List<StockLevel>> {
  const conditions: SQL[] = [];
  if (query.product !== undefined) conditions.push(eq(shopStock.productId, query.product));
  if (query.below !== undefined) conditions.push(lt(shopStock.quantity, query.below));
  const found = containsText(query.text ?? '', [levelProduct.title, shopStock.variant]);
  if (found) conditions.push(found);
  const where = and(...conditions);
  const rows = await db
    .select({
      product: shopStock.productId,
      title: levelProduct.title,
      variant: shopStock.variant,
      quantity: shopStock.quantity,
      updated: shopStock.updated,
      details: levelProduct.details,
    })
    .from(shopStock)
    .innerJoin(levelProduct.table, levelProduct.on)
    .where(where)
    .orderBy(...orderOf(STOCK_SORTS, query.sort))
    .limit(query.limit ?? 1000)
    .offset(query.skip ?? 0);
  const [counted] = await db
    .select({ total: count() })
    .from(shopStock)
    .innerJoin(levelProduct.table, levelProduct.on)
    .where(where);
  return {
    items: rows.map(({ details, ...row }) => ({
      ...row,
      variant_title: details.variants?.find((variant) => variant.key === row.variant)?.value ?? row.variant,
      updated: row.updated.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

const movementProduct = productJoin(shopStockMovements.productId);
const movementDocument = documentJoin(shopStockMovements.documentId);

export async function listMovements(db: Database, query: MovementQuery): Promise<List<StockMovement>> {
  const where = query.product !== undefined ? eq(shopStockMovements.productId, query.product) : undefined;
  const rows = await db
    .select({
      movement: shopStockMovements,
      documentNumber: movementDocument.number,
      title: movementProduct.title,
      // The variant's name as the product gives it, for lists of several products' movements.
      variantTitle: sql<
        string | null
      >`(select choice->>'value' from jsonb_array_elements(coalesce(${movementProduct.details}->'variants', '[]'::jsonb)) as choice where choice->>'key' = ${shopStockMovements.variant} limit 1)`,
    })
    .from(shopStockMovements)
    .leftJoin(movementProduct.table, movementProduct.on)
    .leftJoin(movementDocument.table, movementDocument.on)
    .where(where)
    .orderBy(desc(shopStockMovements.created), desc(shopStockMovements.id))
    .limit(query.limit ?? 100)
    .offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count() }).from(shopStockMovements).where(where);
  return {
    items: rows.map((row) => toMovement(row.movement, row)),
    total: counted?.total ?? 0,
  };
}

export async function recordMovement(
  db: Database,
  line: { productId: string; variant: string },
  delta: number,
  quantity: number,
  change: StockChange,
): Promise<StockMovement> {
  const [row] = await db
    .insert(shopStockMovements)
    .values({
      productId: line.productId,
      variant: line.variant,
      delta,
      quantity,
      reason: change.reason,
      userId: change.userId,
      orderId: change.orderId ?? null,
      documentId: change.documentId ?? null,
    })
    .returning();
  return toMovement(row!);
}

/** Sets or changes a stock level with a reason; the level never drops below zero (409). */
export async function adjustStock(
  db: Database,
  input: StockAdjustment,
  userId: string | null,
): Promise<StockMovement> {
  if ((input.delta === undefined) === (input.quantity === undefined)) {
    throw new AppError('VALIDATION', 400, 'body must have either delta or quantity');
  }
  const variant = input.variant ?? '';
  const [stocked] = await productRowsByIds(db, [input.product]);
  if (!stocked) throw notFound('product not found');
  if (variant !== '' && !(stocked.data.variants ?? []).some((candidate) => candidate.key === variant)) {
    throw new AppError('VALIDATION', 400, UNKNOWN_VARIANT_MESSAGE);
  }
  const line = { productId: input.product, variant };
  const change = { reason: input.reason, userId };
  return db.transaction(async (tx) => {
    // Creates the level at 0 when it is new; the row lock then orders concurrent adjustments.
    await tx
      .insert(shopStock)
      .values({ ...line, quantity: 0 })
      .onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(shopStock)
      .where(and(eq(shopStock.productId, line.productId), eq(shopStock.variant, variant)))
      .for('update');
    const before = current!.quantity;
    const after = input.quantity ?? before + input.delta!;
    if (after < 0) throw new AppError('NEGATIVE_STOCK', 409, NEGATIVE_STOCK_MESSAGE);
    await tx
      .update(shopStock)
      .set({ quantity: after, updated: new Date() })
      .where(and(eq(shopStock.productId, line.productId), eq(shopStock.variant, variant)));
    return recordMovement(tx, line, after - before, after, change);
  });
}

/**
 * Takes the lines' amounts from stock inside the caller's transaction. A line whose product has
 * no stock level is not stock-kept and passes; one without enough stock refuses the whole order
 * (409). The decrement is conditional, so concurrent orders never take more than there is.
 */
export async function takeStock(tx: Database, lines: readonly StockLine[], change: StockChange) {
  // A fixed order of row locks keeps two orders of the same products from deadlocking.
  const sorted = [...lines].sort((a, b) =>
    a.productId === b.productId ? a.variant.localeCompare(b.variant) : a.productId.localeCompare(b.productId),
  );
  for (const line of sorted) {
    const key = and(eq(shopStock.productId, line.productId), eq(shopStock.variant, line.variant));
    const [taken] = await tx
      .update(shopStock)
      .set({ quantity: sql`${shopStock.quantity} - ${line.amount}`, updated: new Date() })
      .where(and(key, gte(shopStock.quantity, line.amount)))
      .returning({ quantity: shopStock.quantity });
    if (taken) {
      await recordMovement(tx, line, -line.amount, taken.quantity, change);
      continue;
    }
    const [kept] = await tx.select({ quantity: shopStock.quantity }).from(shopStock).where(key);
    if (kept) throw new AppError('OUT_OF_STOCK', 409, outOfStockMessage(line.title, line.variant));
  }
}

/** Puts the lines' amounts back where stock is kept, e.g. when an order is removed. */
export async function returnStock(tx: Database, lines: readonly StockLine[], change: StockChange) {
  for (const line of lines) {
    const [back] = await tx
      .update(shopStock)
      .set({ quantity: sql`${shopStock.quantity} + ${line.amount}`, updated: new Date() })
      .where(and(eq(shopStock.productId, line.productId), eq(shopStock.variant, line.variant)))
      .returning({ quantity: shopStock.quantity });
    if (back) await recordMovement(tx, line, line.amount, back.quantity, change);
  }
}

/** How many stock levels are below `below`. */
/** Stock levels below this count as low (the stock screen's default low-stock filter). */
export const LOW_STOCK_BELOW = 5;

export async function countLowStock(db: Database, below: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shopStock).where(lt(shopStock.quantity, below));
  return row?.total ?? 0;
}
