import {
  DEFAULT_LANGUAGE,
  formatEuro,
  fromCents,
  recordedRefundsCents,
  refundableCents,
  toCents,
  type CustomerShopData,
  type Language,
} from '@gartenwerk/domain';
import type Stripe from 'stripe';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { newId } from '../../core/ids';
import { text } from '../../core/texts';
import { getUserById } from '../auth/service';
import { getConfig } from '../config/service';
import { SYSTEM_ACTOR } from '../invoice/service';
import { correctShopOrderInvoice } from '../invoice/shop';
import type { Order } from '../shop-order/schemas';
import {
  findOrderRow,
  hasPaidOrder,
  lockOrderRow,
  markPayedIn,
  orderRowByPaymentIntent,
  toOrder,
  unpaidOrderIdsByMethod,
  writeOrderPayment,
  type OrderRow,
} from '../shop-order/service';
import { returnStock, takeStock } from '../shop-stock/service';
import {
  eligiblePaymentMethods,
  isOnlineMethod,
  ONLINE_METHODS,
  PAYMENT_PROVIDERS,
  type OnlinePayments,
  type OrderPayment,
  type PaymentState,
  type RejectedPayment,
} from './providers';
import { refusalText } from './refusal';
import { callStripe, readPaymentSettings, type StripeGateway } from './stripe';
import { shopPaymentEvents } from './table';

const NOT_RETRYABLE = text('errors:payment.notRetryable');

async function lockedOrder(tx: Database, id: string): Promise<OrderRow> {
  const row = await lockOrderRow(tx, id);
  if (!row) throw notFound('order not found');
  return row;
}

const writePayment = (tx: Database, row: OrderRow, payment: OrderPayment): Promise<OrderRow> =>
  writeOrderPayment(tx, row, payment);

const paymentOf = (row: OrderRow): OrderPayment =>
  row.data.payment ?? {
    method: row.data.selectedPayment ?? '',
    state: 'pending',
    bank_details: null,
    redirect: null,
  };

/**
 * Opens Stripe's payment page for an unpaid order, with its method or (a retry) another one the
 * order may use. An offline method chosen instead takes effect at once (prepayment: bank details).
 * A page that cannot be opened leaves the payment `failed` with the reason, ready for a retry.
 */
export async function openPaymentPage(
  db: Database,
  payments: OnlinePayments,
  orderId: string,
  method?: string,
): Promise<Order> {
  const current = await findOrderRow(db, orderId);
  if (!current) throw notFound('order not found');
  const payment = paymentOf(current);
  if (current.payed || payment.state === 'canceled' || payment.state === 'processing' || current.withdrawnAt)
    throw new AppError('PAYMENT_NOT_RETRYABLE', 409, NOT_RETRYABLE);
  const chosen = method ?? payment.method;
  const provider = PAYMENT_PROVIDERS.get(chosen);
  if (!provider) throw new AppError('PAYMENT_NOT_OFFERED', 400, text('errors:order.paymentNotOffered'));
  if (chosen !== payment.method) await checkOffered(db, current, chosen);
  const shop = (await getConfig(db)).components.shop;
  if (!provider.online) {
    const started = await provider.start({
      orderId,
      totalCents: current.totalCents,
      email: current.email,
      bankDetails: shop.bank_details ?? null,
    });
    return db.transaction(async (tx) =>
      toOrder(await writePayment(tx, await lockedOrder(tx, orderId), started)),
    );
  }
  const attempt = (payment.attempt ?? 0) + 1;
  let next: OrderPayment;
  try {
    const { intent, redirect } = await payments.startPayment({
      orderId,
      number: current.number,
      method: chosen as (typeof ONLINE_METHODS)[number],
      totalCents: current.totalCents,
      email: current.email,
      attempt,
    });
    next = {
      method: chosen,
      state: 'pending',
      bank_details: null,
      redirect,
      intent,
      attempt,
      failure: null,
      failure_code: null,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    next = {
      method: chosen,
      state: 'failed',
      bank_details: null,
      redirect: null,
      intent: null,
      attempt,
      failure: message,
    };
  }
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, orderId);
    // Stripe may have reported a payment meanwhile: that stands.
    if (row.payed) return toOrder(row);
    return toOrder(
      await writePayment(tx, row, {
        ...next,
        refunds: payment.refunds ?? [],
        refunded: payment.refunded ?? 0,
      }),
    );
  });
}

/** The methods an unpaid order may switch to: those its checkout would offer for its total, country and customer. */
async function methodsOfferedFor(db: Database, row: OrderRow): Promise<string[]> {
  const shop = (await getConfig(db)).components.shop;
  let customer: CustomerShopData | null = null;
  if (row.owner) {
    const user = await getUserById(db, row.owner);
    customer = (user?.userData.shop ?? null) as CustomerShopData | null;
  }
  return eligiblePaymentMethods({
    paymentsources: shop.paymentsources,
    customer,
    totalCents: row.totalCents,
    country: row.data.invoiceAddress.country,
    shippingMethod: row.data.shippingMethod,
    returningCustomer: await hasPaidOrder(db, row.owner, row.id),
  });
}

/** Whether the order may switch to `method`. */
async function checkOffered(db: Database, row: OrderRow, method: string) {
  if (!(await methodsOfferedFor(db, row)).includes(method))
    throw new AppError('PAYMENT_NOT_OFFERED', 400, text('errors:order.paymentNotOffered'));
}

/** What the confirmation page polls (GET /shop/webhook/pollSourceStatus): the payment's state. */
export interface PaymentStatus {
  order: string;
  number: string;
  method: string;
  state: PaymentState;
  total: number;
  failure: string | null;
  redirect: string | null;
  /** Methods the customer may switch to after a failed payment. */
  alternatives: string[];
}

export async function paymentStatus(
  db: Database,
  orderId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PaymentStatus> {
  const row = await findOrderRow(db, orderId);
  if (!row) throw notFound('order not found');
  const order = toOrder(row);
  const alternatives =
    order.payment.state === 'failed' || order.payment.state === 'pending'
      ? await methodsOfferedFor(db, row)
      : [];
  return {
    order: order._id,
    number: order.number,
    method: order.payment.method,
    state: order.payment.state,
    total: order.total,
    failure: refusalText(order.payment, language),
    redirect: order.payment.state === 'pending' ? order.payment.redirect : null,
    alternatives,
  };
}

/** What a handled webhook event did to its order; the route mails accordingly once it committed. */
export type EventEffect =
  'paid' | 'paidStockShort' | 'processing' | 'failed' | 'refunded' | 'disputed' | 'rejected' | null;

export interface HandledEvent {
  duplicate: boolean;
  order: Order | null;
  effect: EventEffect;
  /** Euros, for a refund. */
  amount?: number;
  /** The payment that was not booked, for `rejected`. */
  rejected?: RejectedPayment;
}

/**
 * Whether a payment Stripe reports is the one the order waits for: paid online, through the order's
 * current Payment Intent, over exactly its total in euros. Anything else is not booked.
 */
const matchesOrder = (row: OrderRow, payment: OrderPayment, intent: Stripe.PaymentIntent) =>
  isOnlineMethod(payment.method) &&
  !!payment.intent &&
  intent.id === payment.intent &&
  intent.currency === 'eur' &&
  intent.amount === row.totalCents &&
  intent.amount_received === row.totalCents;

const intentIdOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function orderForEvent(tx: Database, event: Stripe.Event): Promise<OrderRow | null> {
  const object = event.data.object as {
    metadata?: Record<string, string> | null;
    payment_intent?: unknown;
    object: string;
    id: string;
  };
  const orderId = object.metadata?.order_id;
  if (orderId) {
    const row = await lockOrderRow(tx, orderId);
    if (row) return row;
  }
  const intent =
    object.object === 'payment_intent' ? object.id : intentIdOf(object.payment_intent as string | null);
  if (!intent) return null;
  return orderRowByPaymentIntent(tx, intent, { lock: true });
}

const stockLinesOf = (row: OrderRow) =>
  row.data.items.map((item) => ({
    productId: item.item,
    variant: item.variant,
    amount: item.amount,
    title: item.title,
  }));

/**
 * Takes the stock of an order whose abandoned payment released it, all lines or none (a
 * savepoint); false when some line is no longer in stock.
 */
async function retakeStock(tx: Database, row: OrderRow): Promise<boolean> {
  try {
    await tx.transaction((savepoint) =>
      takeStock(savepoint, stockLinesOf(row), {
        reason: 'paid after release',
        userId: null,
        orderId: row.id,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'OUT_OF_STOCK') return false;
    throw error;
  }
}

/**
 * Handles one verified Stripe event exactly once: its id is stored in the same transaction as the
 * order's change, so a repeated delivery changes nothing. Events may come in any order: a payment
 * that succeeded stays paid, and an older processing or failure report does not undo a newer one.
 */
export async function handleStripeEvent(db: Database, event: Stripe.Event): Promise<HandledEvent> {
  return db.transaction(async (tx) => {
    const row = await orderForEvent(tx, event);
    const [stored] = await tx
      .insert(shopPaymentEvents)
      .values({
        id: event.id,
        type: event.type,
        orderId: row?.id ?? null,
        created: new Date(event.created * 1000),
      })
      .onConflictDoNothing()
      .returning();
    if (!stored) return { duplicate: true, order: null, effect: null };
    if (!row) return { duplicate: false, order: null, effect: null };
    const payment = paymentOf(row);
    const lastEvent = payment.event_created ?? 0;
    const newer = event.created >= lastEvent;
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object as Stripe.PaymentIntent;
        if (row.payed) return { duplicate: false, order: toOrder(row), effect: null };
        if (!matchesOrder(row, payment, intent)) {
          const rejected: RejectedPayment = {
            event: event.id,
            intent: String(intent.id),
            amount: Number.isInteger(intent.amount_received) ? intent.amount_received : 0,
            currency: String(intent.currency ?? ''),
            created: new Date(event.created * 1000).toISOString(),
          };
          const updated = await writePayment(tx, row, {
            ...payment,
            rejected: [...(payment.rejected ?? []), rejected],
          });
          return { duplicate: false, order: toOrder(updated), effect: 'rejected', rejected };
        }
        // A payment completed after its stock went back takes the stock again, or is flagged.
        const stockShort = payment.state === 'canceled' && !(await retakeStock(tx, row));
        const updated = await writePayment(tx, row, {
          ...payment,
          state: 'paid',
          intent: intent.id,
          failure: null,
          event_created: Math.max(lastEvent, event.created),
          ...(stockShort ? { stock_short: true } : {}),
        });
        return {
          duplicate: false,
          order: await markPayedIn(tx, updated),
          effect: stockShort ? 'paidStockShort' : 'paid',
        };
      }
      case 'payment_intent.processing':
      case 'payment_intent.payment_failed': {
        const intent = event.data.object as Stripe.PaymentIntent;
        // A report about an earlier attempt's intent says nothing about the current one.
        if (row.payed || payment.state === 'canceled' || !newer || intent.id !== payment.intent)
          return { duplicate: false, order: toOrder(row), effect: null };
        const failed = event.type === 'payment_intent.payment_failed';
        const updated = await writePayment(tx, row, {
          ...payment,
          state: failed ? 'failed' : 'processing',
          intent: intent.id,
          failure: failed ? (intent.last_payment_error?.message ?? null) : null,
          failure_code: failed
            ? (intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null)
            : null,
          event_created: event.created,
        });
        return { duplicate: false, order: toOrder(updated), effect: failed ? 'failed' : 'processing' };
      }
      case 'charge.refunded': {
        const charge = event.data.object as Stripe.Charge;
        const refunded = fromCents(charge.amount_refunded);
        const before = payment.refunded ?? 0;
        if (refunded <= before) return { duplicate: false, order: toOrder(row), effect: null };
        const updated = await writePayment(tx, row, { ...payment, refunded });
        return {
          duplicate: false,
          order: toOrder(updated),
          effect: 'refunded',
          amount: Math.round((refunded - before) * 100) / 100,
        };
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object as Stripe.Dispute;
        const updated = await writePayment(tx, row, { ...payment, dispute: dispute.id });
        return {
          duplicate: false,
          order: toOrder(updated),
          effect: 'disputed',
          amount: fromCents(dispute.amount),
        };
      }
      default:
        return { duplicate: false, order: toOrder(row), effect: null };
    }
  });
}

/**
 * Refunds (part of) a paid order. Online payments go back through Stripe (the webhook's
 * charge.refunded then records the amount and mails); others are recorded as a to-do: the shop
 * transfers the money itself.
 */
export async function refundOrder(
  db: Database,
  gateway: StripeGateway,
  input: { _id: string; amount: number; reason: string },
): Promise<Order> {
  const row = await findOrderRow(db, input._id);
  if (!row) throw notFound('order not found');
  if (!row.payed) throw new AppError('NOT_PAID', 409, text('errors:payment.refundNotPaid'));
  const payment = paymentOf(row);
  const recorded = recordedRefundsCents(payment);
  const leftCents = refundableCents(row.totalCents, payment);
  const amountCents = toCents(input.amount);
  if (amountCents <= 0 || amountCents > leftCents)
    throw new AppError(
      'REFUND_TOO_LARGE',
      400,
      text('errors:payment.refundTooLarge', { max: formatEuro(leftCents) }),
    );
  let refund: { id: string; status: 'done' | 'todo' };
  if (isOnlineMethod(payment.method) && payment.intent) {
    const stripe = await gateway.client();
    const made = await callStripe(() =>
      stripe.refunds.create(
        {
          payment_intent: payment.intent!,
          amount: amountCents,
          reason: 'requested_by_customer',
          metadata: { order_id: row.id, reason: input.reason.slice(0, 500) },
        },
        { idempotencyKey: `refund-${row.id}-${recorded}-${amountCents}` },
      ),
    );
    refund = { id: made.id, status: 'done' };
  } else {
    refund = { id: newId(), status: 'todo' };
  }
  return db.transaction(async (tx) => {
    const current = await lockedOrder(tx, row.id);
    const now = paymentOf(current);
    const refunds = [
      ...(now.refunds ?? []),
      { ...refund, amount: fromCents(amountCents), reason: input.reason, created: new Date().toISOString() },
    ];
    const order = toOrder(await writePayment(tx, current, { ...now, refunds }));
    await correctShopOrderInvoice(
      tx,
      order,
      { cents: amountCents, whole: recorded === 0 && amountCents === row.totalCents, reason: input.reason },
      SYSTEM_ACTOR,
    );
    return order;
  });
}

/**
 * Releases the stock of online orders whose payment was abandoned or failed and not retried within
 * the settings' time: their items go back into stock and the payment is `canceled`. Processing
 * payments (a SEPA debit under way) wait for Stripe's answer.
 */
export async function releaseAbandonedPayments(db: Database, now: Date): Promise<Order[]> {
  const { releaseAfterMinutes } = await readPaymentSettings(db);
  const before = new Date(now.getTime() - releaseAfterMinutes * 60_000);
  const candidates = await unpaidOrderIdsByMethod(db, before, ONLINE_METHODS);
  const released: Order[] = [];
  for (const id of candidates) {
    const order = await db.transaction(async (tx) => {
      const row = await lockedOrder(tx, id);
      const payment = paymentOf(row);
      if (row.payed || (payment.state !== 'pending' && payment.state !== 'failed')) return null;
      await returnStock(tx, stockLinesOf(row), { reason: 'payment abandoned', userId: null, orderId: id });
      return toOrder(await writePayment(tx, row, { ...payment, state: 'canceled', redirect: null }));
    });
    if (order) released.push(order);
  }
  return released;
}
