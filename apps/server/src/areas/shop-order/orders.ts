import {
  canAdminister,
  deliveryDayRange,
  fromCents,
  isAuthenticated,
  isoWeekDays,
  orderShipDay,
  viennaDay,
} from '@gartenwerk/domain';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, noPermission, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import type { CurrentUser } from '../../core/guard';
import type { List } from '../../core/schemas';
import { orderOf, type BrowseSpec } from '../../core/browse';
import { escapeLike } from '../../core/like';
import { shopNow } from '../../core/clock';
import { returnStock } from '../shop-stock/service';
import { orderInvoicing } from './invoicing';
import type { Order, OrderQuery, ORDER_SORTS, OrderUpdate } from './schemas';
import { shopOrders, type OrderRow } from './table';

/** Open until paid or shipped, partial with one of both, complete with both. */
export function statusOf(payed: boolean, shipped: boolean): Order['status'] {
  if (payed && shipped) return 'complete';
  return payed || shipped ? 'partial' : 'open';
}

export function toOrder(row: OrderRow): Order {
  const data = row.data;
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    tags: row.tags,
    created: row.created.toISOString(),
    perm: { owner: row.owner },
    email: row.email,
    items: data.items,
    ship_day: orderShipDay(
      data.items,
      row.created,
      data.split_delivery ? { firstShipped: data.split_delivery.first_shipped_at !== null } : undefined,
    ),
    ...(data.split_delivery ? { split_delivery: data.split_delivery } : {}),
    invoiceAddress: data.invoiceAddress,
    shippingAddress: data.shippingAddress,
    alternate: data.alternate,
    shippingMethod: data.shippingMethod,
    selectedPayment: data.selectedPayment,
    comment: data.comment,
    newsletter: data.newsletter,
    cc_location: data.cc_location ?? '',
    completed: data.completed ?? true,
    vat_id_check: row.vatIdCheck,
    voucher: data.voucher,
    totals: data.totals,
    payment: {
      ...(data.payment ?? { method: data.selectedPayment ?? '', bank_details: null, redirect: null }),
      // Paid is what the order says; before that the payment's own state (online: Stripe's report).
      state: row.payed
        ? 'paid'
        : data.payment?.state === 'paid'
          ? 'pending'
          : (data.payment?.state ?? 'pending'),
    },
    total: fromCents(row.totalCents),
    payed: row.payed,
    payedAt: row.payedAt?.toISOString() ?? null,
    shipped: row.shipped,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    delivered: row.delivered,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    pickupWindow:
      row.pickupStart && row.pickupEnd
        ? { start: row.pickupStart.toISOString(), end: row.pickupEnd.toISOString() }
        : null,
    readyForPickupAt: row.readyForPickupAt?.toISOString() ?? null,
    affiliate: row.affiliateId,
    ...(data.language ? { language: data.language } : {}),
  };
}

/** Whether a customer has paid an order before (other than `except`): a returning customer. Guests have not. */
export async function hasPaidOrder(db: Database, owner: string | null, except?: string): Promise<boolean> {
  if (!owner) return false;
  const [paid] = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.owner, owner),
        eq(shopOrders.payed, true),
        except ? ne(shopOrders.id, except) : undefined,
      ),
    )
    .limit(1);
  return paid !== undefined;
}

/**
 * The order's shipping day in SQL, as the domain's `orderShipDay` says it: the latest planned line,
 * else the Vienna day it was placed; null while a line waits for an open-ended frost stop. A split
 * delivery counts the lines of the shipment it sends next.
 */
const NEXT_SHIPMENT_LINE = sql`(
  ${shopOrders.data}->'split_delivery' is null or jsonb_typeof(${shopOrders.data}->'split_delivery') = 'null'
  or (coalesce(line->>'second_shipment', 'false') = 'true')
    = (${shopOrders.data}->'split_delivery'->>'first_shipped_at' is not null))`;
const SHIP_DAY = sql<string | null>`case
  when exists (select 1 from jsonb_array_elements(${shopOrders.data}->'items') as line
    where ${NEXT_SHIPMENT_LINE} and line->>'frost_hold' = 'true' and line->>'planned_ship_date' is null) then null
  else coalesce(
    (select max(line->>'planned_ship_date') from jsonb_array_elements(${shopOrders.data}->'items') as line
      where ${NEXT_SHIPMENT_LINE}),
    to_char(${shopOrders.created} at time zone 'Europe/Vienna', 'YYYY-MM-DD'))
  end`;

/** Orders to send by their shipping day: those due by today and not yet sent, or those of an ISO week. */
function shipFilter(ship: string, now: Date): SQL {
  if (ship === 'due') {
    return and(
      eq(shopOrders.shipped, false),
      isNull(shopOrders.withdrawnAt),
      sql`${SHIP_DAY} <= ${viennaDay(now)}`,
    )!;
  }
  const { from, until } = isoWeekDays(ship);
  return sql`${SHIP_DAY} between ${from} and ${until}`;
}

const ORDER_BROWSE: BrowseSpec<(typeof ORDER_SORTS)[number]> = {
  table: shopOrders,
  id: shopOrders.id,
  defaultLimit: 100,
  sortable: {
    number: shopOrders.number,
    created: shopOrders.created,
    total: shopOrders.totalCents,
    email: shopOrders.email,
    ship_day: SHIP_DAY,
  },
  defaultOrder: [desc(shopOrders.created), desc(shopOrders.id)],
};

/** Admins see every order, everybody else their own. */
export async function listOrders(db: Database, query: OrderQuery, by: CurrentUser): Promise<List<Order>> {
  const conditions: SQL[] = [];
  if (!canAdminister(by)) {
    if (!isAuthenticated(by)) throw noPermission();
    conditions.push(eq(shopOrders.owner, by._id));
  } else if (query.owner !== undefined) {
    conditions.push(eq(shopOrders.owner, query.owner));
  }
  if (query.status !== undefined) conditions.push(eq(shopOrders.status, query.status));
  if (query.ship !== undefined) conditions.push(shipFilter(query.ship, shopNow()));
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const invoice = (field: string) => sql`${shopOrders.data}->'invoiceAddress'->>${field}`;
    conditions.push(
      or(
        ilike(shopOrders.id, pattern),
        ilike(shopOrders.number, pattern),
        ilike(shopOrders.email, pattern),
        ilike(sql`concat_ws(' ', ${invoice('first_name')}, ${invoice('last_name')})`, pattern),
        ilike(invoice('company'), pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(shopOrders)
    .where(where)
    .orderBy(...orderOf(ORDER_BROWSE, query.sort))
    .limit(query.limit ?? ORDER_BROWSE.defaultLimit)
    .offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count() }).from(shopOrders).where(where);
  return { items: rows.map(toOrder), total: counted?.total ?? 0 };
}

export async function getOrder(db: Database, id: string, by: CurrentUser): Promise<Order> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, id));
  if (!row) throw notFound('order not found');
  if (!canAdminister(by) && (row.owner === null || row.owner !== by._id)) throw noPermission();
  return toOrder(row);
}

export async function updateOrder(db: Database, id: string, input: OrderUpdate): Promise<Order> {
  const [current] = await db.select().from(shopOrders).where(eq(shopOrders.id, id));
  if (!current) throw notFound('order not found');
  if (input.delivered) assertDeliveryDay(input.delivered, current.created, new Date());
  const [row] = await db
    .update(shopOrders)
    .set({
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.tags !== undefined ? { tags: input.tags } : {}),
      ...(input.delivered !== undefined ? { delivered: input.delivered } : {}),
      data: {
        ...current.data,
        ...(input.comment !== undefined ? { comment: input.comment } : {}),
        ...(input.invoiceAddress !== undefined ? { invoiceAddress: input.invoiceAddress } : {}),
        ...(input.shippingAddress !== undefined ? { shippingAddress: input.shippingAddress } : {}),
      },
    })
    .where(eq(shopOrders.id, id))
    .returning();
  return toOrder(row!);
}

/** A delivery day lies between the day of the order and today (Vienna). */
function assertDeliveryDay(day: string, ordered: Date, now: Date): void {
  const range = deliveryDayRange(ordered, now);
  // The schema's date format lets 2026-02-30 through; the database would refuse it.
  const real = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(real.getTime()) || real.toISOString().slice(0, 10) !== day)
    throw new AppError('VALIDATION', 400, text('errors:order.deliveredOutOfRange', range));
  if (day < range.from || day > range.to)
    throw new AppError('VALIDATION', 400, text('errors:order.deliveredOutOfRange', range));
}

/** Removes an order and puts its items back into stock. */
export async function deleteOrder(db: Database, id: string, by: CurrentUser): Promise<Order> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx.delete(shopOrders).where(eq(shopOrders.id, id)).returning();
      if (!row) throw notFound('order not found');
      await orderInvoicing().removePlan(tx, id);
      await returnStock(
        tx,
        row.data.items.map((item) => ({
          productId: item.item,
          variant: item.variant,
          amount: item.amount,
          title: item.title,
        })),
        { reason: 'order removed', userId: by._id, orderId: id },
      );
      return row;
    })
    .then(toOrder);
}

/** The stored order, or null. */
export async function findOrderRow(db: Database, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, id));
  return row ?? null;
}

/** The stored order, locked until the transaction ends; or null. */
export async function lockOrderRow(tx: Database, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(shopOrders).where(eq(shopOrders.id, id)).for('update');
  return row ?? null;
}

/** The order a Stripe payment intent pays (locked with `lock`), or null. */
export async function orderRowByPaymentIntent(
  db: Database,
  intent: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(shopOrders)
    .where(sql`${shopOrders.data}->'payment'->>'intent' = ${intent}`);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Stores an order's payment; its method becomes the order's selected one. */
export async function writeOrderPayment(
  tx: Database,
  row: OrderRow,
  payment: NonNullable<OrderRow['data']['payment']>,
): Promise<OrderRow> {
  const [updated] = await tx
    .update(shopOrders)
    .set({ data: { ...row.data, selectedPayment: payment.method, payment } })
    .where(eq(shopOrders.id, row.id))
    .returning();
  return updated!;
}

/** The numbers of the orders of the given ids that exist, by id. */
export async function orderNumbersByIds(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shopOrders.id, number: shopOrders.number })
    .from(shopOrders)
    .where(inArray(shopOrders.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/**
 * What the production plan shows of the orders of the given ids that exist, by id: number, the name
 * of the invoice address (the company, else first and last name) and whether it is withdrawn.
 */
export async function orderPlanHeads(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { number: string; receiverName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shopOrders.id, number: shopOrders.number, data: shopOrders.data })
    .from(shopOrders)
    .where(inArray(shopOrders.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => {
      const address = row.data.invoiceAddress as {
        company?: string;
        first_name?: string;
        last_name?: string;
      };
      const name = address.company?.trim() || `${address.first_name ?? ''} ${address.last_name ?? ''}`.trim();
      return [row.id, { number: row.number, receiverName: name }];
    }),
  );
}

/** Unpaid orders created before `before` whose payment by one of `methods` is still pending or failed. */
export async function unpaidOrderIdsByMethod(
  db: Database,
  before: Date,
  methods: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.payed, false),
        lt(shopOrders.created, before),
        inArray(sql<string>`${shopOrders.data}->'payment'->>'method'`, [...methods]),
        inArray(sql<string>`${shopOrders.data}->'payment'->>'state'`, ['pending', 'failed']),
      ),
    );
  return rows.map((row) => row.id);
}

/** Whether orders name the affiliate. */
export async function affiliateHasOrders(db: Database, affiliateId: string): Promise<boolean> {
  const [used] = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(eq(shopOrders.affiliateId, affiliateId))
    .limit(1);
  return used !== undefined;
}

/** The orders one affiliate (or, without one, any affiliate) brought, newest first. */
export async function affiliateOrderRows(db: Database, affiliateId?: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(shopOrders)
    .where(affiliateId ? eq(shopOrders.affiliateId, affiliateId) : isNotNull(shopOrders.affiliateId))
    .orderBy(desc(shopOrders.created));
}

/** The placing time and total of every order since `since`, withdrawn ones left out (the dashboard's figures). */
export function orderTotalsSince(
  db: Database,
  since: Date,
): Promise<Array<{ created: Date; totalCents: number }>> {
  return db
    .select({ created: shopOrders.created, totalCents: shopOrders.totalCents })
    .from(shopOrders)
    .where(and(gte(shopOrders.created, since), isNull(shopOrders.withdrawnAt)));
}

/** How many orders are due to be handed over by today (their shipping day has come), and how many are not yet paid (withdrawn ones left out). */
export async function openOrderCounts(
  db: Database,
  now: Date = shopNow(),
): Promise<{ toShip: number; unpaid: number }> {
  const [row] = await db
    .select({
      // Due to be sent: a pre-order waits for its season, a frost-held one for the frost's end.
      toShip:
        sql<number>`count(*) filter (where ${shopOrders.shipped} = false and ${SHIP_DAY} <= ${viennaDay(now)})`.mapWith(
          Number,
        ),
      unpaid: sql<number>`count(*) filter (where ${shopOrders.payed} = false)`.mapWith(Number),
    })
    .from(shopOrders)
    .where(isNull(shopOrders.withdrawnAt));
  return { toShip: row?.toShip ?? 0, unpaid: row?.unpaid ?? 0 };
}
