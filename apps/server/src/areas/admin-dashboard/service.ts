import { fromCents, viennaDay, viennaMonth } from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import { and, count, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { messages } from '../message/table';
import { newsletterSubscribers } from '../newsletter/table';
import { shopOrders } from '../shop-order/table';
import { shopStock } from '../shop-stock/table';

/** Stock levels below this count as low (the stock screen's default low-stock filter). */
export const LOW_STOCK_BELOW = 5;
/** How far back the dashboard counts new newsletter subscribers. */
export const NEW_SUBSCRIBER_DAYS = 30;
const DAY_MS = 86_400_000;

const OrderFigures = Type.Object({ orders: Type.Integer(), turnover: Type.Number() });

export const AdminDashboardSchema = Type.Object({
  /** The Vienna calendar day and month the figures are of. */
  today: Type.String(),
  month: Type.String(),
  /** Shop orders placed today and this month and their totals (gross, euros); withdrawn ones left out. */
  orders_today: OrderFigures,
  orders_month: OrderFigures,
  /** Orders not yet handed over for shipping, and orders not yet paid (withdrawn ones left out). */
  to_ship: Type.Integer(),
  unpaid: Type.Integer(),
  /** Stock levels below `low_stock_below`. */
  low_stock: Type.Integer(),
  low_stock_below: Type.Integer(),
  unread_messages: Type.Integer(),
  /** Subscribers who confirmed within the last `subscriber_days` days and are still subscribed. */
  new_subscribers: Type.Integer(),
  subscriber_days: Type.Integer(),
});
export type AdminDashboard = Static<typeof AdminDashboardSchema>;

const totalOf = async (rows: PromiseLike<{ total: number }[]>) => (await rows)[0]?.total ?? 0;

/** The counts of the admin centre's dashboard and its menu badges, at `now`. */
export async function adminDashboard(db: Database, now = new Date()): Promise<AdminDashboard> {
  const today = viennaDay(now);
  const month = viennaMonth(now);
  // A Vienna month starts at most 31 days and 2 hours before now: read those orders, sort by day here.
  const recent = await db
    .select({ created: shopOrders.created, totalCents: shopOrders.totalCents })
    .from(shopOrders)
    .where(
      and(gte(shopOrders.created, new Date(now.getTime() - 32 * DAY_MS)), isNull(shopOrders.withdrawnAt)),
    );
  const orders = { today: { orders: 0, cents: 0 }, month: { orders: 0, cents: 0 } };
  for (const order of recent) {
    if (order.created > now) continue;
    if (viennaMonth(order.created) !== month) continue;
    orders.month.orders += 1;
    orders.month.cents += order.totalCents;
    if (viennaDay(order.created) === today) {
      orders.today.orders += 1;
      orders.today.cents += order.totalCents;
    }
  }
  const open = isNull(shopOrders.withdrawnAt);
  return {
    today,
    month,
    orders_today: { orders: orders.today.orders, turnover: fromCents(orders.today.cents) },
    orders_month: { orders: orders.month.orders, turnover: fromCents(orders.month.cents) },
    to_ship: await totalOf(
      db
        .select({ total: count() })
        .from(shopOrders)
        .where(and(eq(shopOrders.shipped, false), open)),
    ),
    unpaid: await totalOf(
      db
        .select({ total: count() })
        .from(shopOrders)
        .where(and(eq(shopOrders.payed, false), open)),
    ),
    low_stock: await totalOf(
      db.select({ total: count() }).from(shopStock).where(lt(shopStock.quantity, LOW_STOCK_BELOW)),
    ),
    low_stock_below: LOW_STOCK_BELOW,
    unread_messages: await totalOf(
      db.select({ total: count() }).from(messages).where(eq(messages.read, false)),
    ),
    new_subscribers: await totalOf(
      db
        .select({ total: count() })
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.status, 'confirmed'),
            gte(newsletterSubscribers.confirmed, new Date(now.getTime() - NEW_SUBSCRIBER_DAYS * DAY_MS)),
          ),
        ),
    ),
    subscriber_days: NEW_SUBSCRIBER_DAYS,
  };
}
