import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { recordMovement, type StockChange } from './service';
import { shopStock } from './table';

/** What a goods receipt put into (or a take-back takes out of) the stock of one product or variant. */
export interface ReceivedStock {
  productId: string;
  variant: string;
  amount: number;
  /** The product as the message of a refused take-back names it. */
  title: string;
}

/** Locks stock levels in one order so receipts, take-backs and shop orders never deadlock. */
const inLockOrder = (lines: readonly ReceivedStock[]) =>
  [...lines].sort((a, b) =>
    a.productId === b.productId ? a.variant.localeCompare(b.variant) : a.productId.localeCompare(b.productId),
  );

const levelOf = (line: ReceivedStock) =>
  and(eq(shopStock.productId, line.productId), eq(shopStock.variant, line.variant));

/**
 * Raises the stock of received goods inside the caller's transaction. A product without a stock
 * level gets one: an owner who receives goods of a product keeps them from now on, and the shop
 * should not go on selling it as unlimited while the goods lie in the nursery.
 */
export async function receiveIntoStock(tx: Database, lines: readonly ReceivedStock[], change: StockChange) {
  for (const line of inLockOrder(lines)) {
    await tx
      .insert(shopStock)
      .values({ productId: line.productId, variant: line.variant, quantity: 0 })
      .onConflictDoNothing();
    const [raised] = await tx
      .update(shopStock)
      .set({ quantity: sql`${shopStock.quantity} + ${line.amount}`, updated: new Date() })
      .where(levelOf(line))
      .returning({ quantity: shopStock.quantity });
    await recordMovement(tx, line, line.amount, raised!.quantity, change);
  }
}

/**
 * Lowers the stock again when a goods receipt is taken back, inside the caller's transaction. The
 * level never drops below zero: goods already sold cannot be taken back (409). A level removed in
 * the meantime (the product stopped being stock-kept) has nothing to lower.
 */
export async function takeBackFromStock(tx: Database, lines: readonly ReceivedStock[], change: StockChange) {
  for (const line of inLockOrder(lines)) {
    const [lowered] = await tx
      .update(shopStock)
      .set({ quantity: sql`${shopStock.quantity} - ${line.amount}`, updated: new Date() })
      .where(and(levelOf(line), gte(shopStock.quantity, line.amount)))
      .returning({ quantity: shopStock.quantity });
    if (lowered) {
      await recordMovement(tx, line, -line.amount, lowered.quantity, change);
      continue;
    }
    const [kept] = await tx.select({ quantity: shopStock.quantity }).from(shopStock).where(levelOf(line));
    if (kept)
      throw new AppError(
        'RECEIPT_SOLD',
        409,
        text('errors:invoice.receiptSold', {
          product: line.title,
          quantity: kept.quantity,
          amount: line.amount,
        }),
      );
  }
}
