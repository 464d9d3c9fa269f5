import {
  DEFAULT_TRANSIT_DAYS,
  formatDate,
  formatEuro,
  formatTime,
  isWithdrawalInTime,
  toCents,
  WITHDRAWAL_POLICY_ROUTE,
  withdrawalPeriodEnd,
  variantLabel,
  type Language,
  type WithdrawalDates,
} from '@gartenwerk/domain';
import { createI18n } from '@gartenwerk/i18n';
import { Type, type Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { getConfig } from '../config/service';
import { customerName, itemNames, itemTitle, mailOrderEvent, sellerLines } from './notify';
import type { Order } from './schemas';
import { toOrder } from './service';
import { orderInvoicing } from './invoicing';
import { shopOrders, type OrderRow } from './table';

/**
 * The withdrawal function (§ 356a BGB): anybody names an order by its number and e-mail address, sees
 * it, confirms, and the withdrawal is stored on the order with its time and confirmed by mail at once.
 */

/** Loose on purpose: a wrong number or address gets a message in the visitor's language, not a schema error. */
export const WithdrawalInputSchema = Type.Object(
  {
    number: Type.String({ maxLength: 40 }),
    email: Type.String({ maxLength: 254 }),
  },
  { additionalProperties: false },
);
export type WithdrawalInput = Static<typeof WithdrawalInputSchema>;

/** What the second step shows of the order named: enough to recognise it, nothing more. */
export const WithdrawableOrderSchema = Type.Object({
  number: Type.String(),
  created: Type.String({ format: 'date-time' }),
  /** `variant` is the variant's label as bought, e.g. "60–80 cm". */
  items: Type.Array(Type.Object({ title: Type.String(), variant: Type.String(), amount: Type.Integer() })),
  total: Type.Number(),
  withdrawnAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type WithdrawableOrder = Static<typeof WithdrawableOrderSchema>;

const ORDER_NUMBER = /^\d{4}-\d{5,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Date and time as the nursery's clock shows them, e.g. 25.11.2026 and 17:42. */
function viennaDateTime(iso: string, language: Language): { date: string; time: string } {
  return { date: formatDate(iso, language), time: formatTime(iso) };
}

function toWithdrawable(order: Order, language: Language): WithdrawableOrder {
  return {
    number: order.number,
    created: order.created,
    // The variant by its label as bought ("60–80 cm"), not its key; in the visitor's language.
    items: order.items
      .map((item) => itemNames(item, language))
      .map((item) => ({
        title: item.title,
        variant: variantLabel(item),
        amount: item.amount,
      })),
    total: order.total,
    withdrawnAt: order.withdrawnAt,
  };
}

/**
 * When the order's withdrawal period starts: its recorded delivery day, else its shipping day plus the
 * shop's transit allowance for the delivery country (a country without one gets the longest of those
 * and the defaults, so that the estimate errs towards the customer); picked-up goods are received when handed over.
 */
export function withdrawalDatesOf(
  order: Order,
  transitDays: Readonly<Record<string, number>> = DEFAULT_TRANSIT_DAYS,
): WithdrawalDates {
  const country = (order.shippingAddress ?? order.invoiceAddress).country;
  const allowance = Object.hasOwn(transitDays, country)
    ? transitDays[country]!
    : Math.max(...Object.values(transitDays), ...Object.values(DEFAULT_TRANSIT_DAYS));
  return {
    ordered: new Date(order.created),
    shipped: order.shippedAt ? new Date(order.shippedAt) : null,
    delivered: order.delivered,
    voucherOnly: order.items.length > 0 && order.items.every((item) => item.type === 'voucher'),
    transitDays: order.shippingMethod === 'pickup' ? 0 : allowance,
  };
}

/** The order with the last day of its withdrawal period (null while it has not started). */
export async function withWithdrawalPeriod(db: Database, order: Order): Promise<Order> {
  const { transit_days } = (await getConfig(db)).components.shop;
  return { ...order, withdrawal_until: withdrawalPeriodEnd(withdrawalDatesOf(order, transit_days)) };
}

/** Refuses (409) the withdrawal of an order whose period is over. */
async function assertInTime(db: Database, row: OrderRow, now: Date, language: Language): Promise<void> {
  const { withdrawal_until } = await withWithdrawalPeriod(db, toOrder(row));
  if (isWithdrawalInTime(withdrawal_until ?? null, now)) return;
  const t = createI18n(language).getFixedT(null, 'legal', 'withdrawal');
  const date = formatDate(withdrawal_until!, language);
  throw new AppError('WITHDRAWAL_PERIOD_OVER', 409, t('periodOver', { date }));
}

/** The order of this number and e-mail address; 400 for a malformed one, 404 when none matches. */
async function findOrder(db: Database, input: WithdrawalInput, language: Language) {
  const t = createI18n(language).getFixedT(null, 'legal', 'withdrawal');
  const number = input.number.trim();
  const email = input.email.trim().toLowerCase();
  if (!ORDER_NUMBER.test(number)) throw new AppError('VALIDATION', 400, t('numberInvalid'));
  if (!EMAIL.test(email)) throw new AppError('VALIDATION', 400, t('emailInvalid'));
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.number, number), eq(shopOrders.email, email)));
  if (!row) throw new AppError('NOT_FOUND', 404, t('notFound'));
  return row;
}

/**
 * The first step: the order named, to be recognised before the withdrawal is confirmed; refused when
 * its period is over (an order already withdrawn is shown with the time of its withdrawal).
 */
export async function checkWithdrawal(
  db: Database,
  input: WithdrawalInput,
  language: Language,
  now: Date = new Date(),
): Promise<WithdrawableOrder> {
  const row = await findOrder(db, input, language);
  if (!row.withdrawnAt) await assertInTime(db, row, now, language);
  return toWithdrawable(toOrder(row), language);
}

/**
 * The second step: stores the withdrawal on the order. A second withdrawal of the same order is
 * refused (409) with the time of the first, the order keeps that one; after the period nothing is
 * stored either (409).
 */
export async function withdrawOrder(
  db: Database,
  input: WithdrawalInput,
  language: Language,
  now: Date = new Date(),
): Promise<Order> {
  const { id } = await findOrder(db, input, language);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(shopOrders).where(eq(shopOrders.id, id)).for('update');
    if (current!.withdrawnAt) {
      const t = createI18n(language).getFixedT(null, 'legal', 'withdrawal');
      throw new AppError(
        'ALREADY_WITHDRAWN',
        409,
        t('alreadyWithdrawn', viennaDateTime(current!.withdrawnAt.toISOString(), language)),
      );
    }
    await assertInTime(tx, current!, now, language);
    const [row] = await tx
      .update(shopOrders)
      .set({ withdrawnAt: now })
      .where(eq(shopOrders.id, current!.id))
      .returning();
    // The invoice of a withdrawn contract is corrected by its cancellation invoice.
    await orderInvoicing().cancelInvoice(tx, current!.id);
    return toOrder(row!);
  });
}

/**
 * Confirms the withdrawal to the customer (date and time, in their language) and tells the shop's
 * mailbox. A mail that cannot be written is logged; the withdrawal stands.
 */
export async function mailWithdrawal(app: FastifyInstance, order: Order, language: Language) {
  const { company } = await getConfig(app.db);
  const orderDate = (in_: Language) => viennaDateTime(order.created, in_).date;
  const items = (in_: Language) => {
    const t = createI18n(in_).getFixedT(null, 'mail', 'orderSummary');
    return order.items
      .map((item) => t('withdrawnLine', { amount: item.amount, title: itemTitle(item, in_) }))
      .join('\n');
  };
  await mailOrderEvent(
    app,
    order,
    language,
    {
      template: 'withdrawalConfirmation',
      values: {
        link: WITHDRAWAL_POLICY_ROUTE,
        name: customerName(order),
        number: order.number,
        orderDate: orderDate(language),
        ...viennaDateTime(order.withdrawnAt!, language),
        items: items(language),
        seller: sellerLines(company, language).join('\n'),
      },
    },
    {
      template: 'withdrawalNotification',
      values: {
        orderDate: orderDate('de'),
        items: items('de'),
        ...viennaDateTime(order.withdrawnAt!, 'de'),
        total: formatEuro(toCents(order.total)),
      },
    },
  );
}
