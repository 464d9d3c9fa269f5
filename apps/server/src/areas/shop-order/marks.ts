// Marking an order: shipped (or its first shipment), ready for pickup, paid.
import { paidAfterHandover, voucherTaxOf } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import { createVoucher, existingVoucherTemplate } from '../shop-voucher/service';
import { orderInvoicing } from './invoicing';
import { lockOrderRow, statusOf, toOrder } from './orders';
import type { Order } from './schemas';
import { shopOrders, type OrderRow } from './table';

/** The order's row, locked until the transaction ends (marks made at once wait for each other). */
async function lockedOrder(tx: Database, id: string): Promise<OrderRow> {
  const row = await lockOrderRow(tx, id);
  if (!row) throw notFound('order not found');
  return row;
}

/** Marks an order shipped; the status follows (partial or complete). */
export async function markShipped(db: Database, id: string): Promise<Order> {
  return db.transaction(async (tx) => {
    const current = await lockedOrder(tx, id);
    const [row] = await tx
      .update(shopOrders)
      .set({
        shipped: true,
        shippedAt: current.shippedAt ?? new Date(),
        status: statusOf(current.payed, true),
      })
      .where(eq(shopOrders.id, id))
      .returning();
    const order = toOrder(row!);
    await orderInvoicing().invoiceWhenSupplied(tx, order);
    return order;
  });
}

/**
 * Marks the first shipment of a split delivery sent, once: `first` says whether this call did it (and
 * the customer is to be told). The order stays unshipped until its second shipment goes.
 */
export async function markFirstShipmentShipped(
  db: Database,
  id: string,
): Promise<{ order: Order; first: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockedOrder(tx, id);
    const number = { number: current.number };
    const split = current.data.split_delivery;
    if (!split) throw new AppError('NOT_SPLIT', 409, text('errors:order.notSplit', number));
    if (current.withdrawnAt)
      throw new AppError('ORDER_WITHDRAWN', 409, text('errors:order.shipmentWithdrawn', number));
    if (split.first_shipped_at !== null || current.shipped) return { order: toOrder(current), first: false };
    const [row] = await tx
      .update(shopOrders)
      .set({ data: { ...current.data, split_delivery: { first_shipped_at: new Date().toISOString() } } })
      .where(eq(shopOrders.id, id))
      .returning();
    return { order: toOrder(row!), first: true };
  });
}

/**
 * Marks a pickup order ready for pickup, once: `first` says whether this call did it (and the customer is
 * to be told). Only a pickup order that is not collected or withdrawn, and paid unless its method is paid
 * at or after the handover (invoice, cash on pickup).
 */
export async function markReadyForPickup(
  db: Database,
  id: string,
): Promise<{ order: Order; first: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockedOrder(tx, id);
    const number = { number: current.number };
    if (current.data.shippingMethod !== 'pickup')
      throw new AppError('NOT_PICKUP', 409, text('errors:order.notPickup', number));
    if (current.withdrawnAt)
      throw new AppError('ORDER_WITHDRAWN', 409, text('errors:order.readyWithdrawn', number));
    if (current.shipped) throw new AppError('PICKED_UP', 409, text('errors:order.alreadyPickedUp', number));
    if (!current.payed && !paidAfterHandover(current.data.selectedPayment ?? null))
      throw new AppError('NOT_PAID', 409, text('errors:order.readyUnpaid', number));
    if (current.readyForPickupAt) return { order: toOrder(current), first: false };
    const [row] = await tx
      .update(shopOrders)
      .set({ readyForPickupAt: new Date() })
      .where(eq(shopOrders.id, id))
      .returning();
    return { order: toOrder(row!), first: true };
  });
}

/**
 * Marks an order paid; the first time, each voucher product of it becomes a voucher of its price
 * (one per piece).
 */
export async function markPayed(db: Database, id: string): Promise<Order> {
  return db.transaction(async (tx) => {
    const current = await lockedOrder(tx, id);
    return markPayedIn(tx, current);
  });
}

/**
 * The one "order paid" step inside a transaction, for the shop's PUT /markPayed/ and Stripe's
 * payment_intent.succeeded alike (`current` locked by the caller). What must happen with the payment
 * in the same transaction belongs here; what follows it (mails) in `afterOrderPaid` (routes.ts).
 */
export async function markPayedIn(tx: Database, current: OrderRow): Promise<Order> {
  const id = current.id;
  if (!current.payed) {
    for (const item of current.data.items.filter((candidate) => candidate.type === 'voucher')) {
      // The voucher is of the kind the order charged its sale for (orders from before: multi-purpose).
      const tax = voucherTaxOf({
        purpose: item.voucher?.purpose ?? 'multi',
        vatRate: item.vat_rate,
        country: item.voucher?.vat_country ?? null,
      });
      const template = await existingVoucherTemplate(tx, item.voucher?.template ?? null);
      for (let piece = 0; piece < item.amount; piece++) {
        await createVoucher(tx, { value: item.price, tags: ['order'], template }, id, tax);
      }
    }
  }
  const [row] = await tx
    .update(shopOrders)
    .set({ payed: true, payedAt: current.payedAt ?? new Date(), status: statusOf(true, current.shipped) })
    .where(eq(shopOrders.id, id))
    .returning();
  const order = toOrder(row!);
  await orderInvoicing().invoiceWhenSupplied(tx, order);
  return order;
}

// Order rows for the areas that keep part of an order's state: the payment (shop-payment), the
// invoice written for it (invoice) and the affiliate's commission (shop-affiliate).
export type { OrderRow } from './table';
