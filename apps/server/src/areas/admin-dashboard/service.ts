import { fromCents, viennaDay, viennaMonth } from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import type { Database } from '../../core/db';
import { UPCOMING_STAGE_DAYS, upcomingStages } from '../invoice/production-plan';
import { countUnreadMessages } from '../message/service';
import { countConfirmedSince } from '../newsletter/service';
import { openOrderCounts, orderTotalsSince } from '../shop-order/orders';
import { pickupsOn } from '../shop-order/pickup';
import { countLowStock, LOW_STOCK_BELOW } from '../shop-stock/service';

export { LOW_STOCK_BELOW };
/** How far back the dashboard counts new newsletter subscribers. */
export const NEW_SUBSCRIBER_DAYS = 30;
const DAY_MS = 86_400_000;

const OrderFigures = Type.Object({ orders: Type.Integer(), turnover: Type.Number() });

/** How many of the upcoming stages the tile names (the count covers them all). */
export const UPCOMING_STAGES_LISTED = 5;

const UpcomingStage = Type.Object({
  name: Type.String(),
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  /** The order's number, else its receiver. */
  order: Type.String(),
  resources: Type.Array(Type.String()),
});

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
  /**
   * The production stages not yet complete that start or run within the next `stage_days` days: how
   * many, and the first `UPCOMING_STAGES_LISTED` of them by start.
   */
  upcoming_stages: Type.Object({ count: Type.Integer(), next: Type.Array(UpcomingStage) }),
  stage_days: Type.Integer(),
  /** Today's pickup orders by their window (the production plan lists them too). */
  pickups_today: Type.Array(
    Type.Object({
      _id: Type.String(),
      number: Type.String(),
      name: Type.String(),
      start: Type.String({ format: 'date-time' }),
      end: Type.String({ format: 'date-time' }),
      shipped: Type.Boolean(),
    }),
  ),
});
export type AdminDashboard = Static<typeof AdminDashboardSchema>;

/** The counts of the admin centre's dashboard and its menu badges, at `now`. */
export async function adminDashboard(db: Database, now = new Date()): Promise<AdminDashboard> {
  const today = viennaDay(now);
  const month = viennaMonth(now);
  // A Vienna month starts at most 31 days and 2 hours before now: read those orders, sort by day here.
  const recent = await orderTotalsSince(db, new Date(now.getTime() - 32 * DAY_MS));
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
  const { toShip, unpaid } = await openOrderCounts(db);
  const stages = await upcomingStages(db, now);
  return {
    today,
    month,
    orders_today: { orders: orders.today.orders, turnover: fromCents(orders.today.cents) },
    orders_month: { orders: orders.month.orders, turnover: fromCents(orders.month.cents) },
    to_ship: toShip,
    unpaid,
    low_stock: await countLowStock(db, LOW_STOCK_BELOW),
    low_stock_below: LOW_STOCK_BELOW,
    unread_messages: await countUnreadMessages(db),
    new_subscribers: await countConfirmedSince(db, new Date(now.getTime() - NEW_SUBSCRIBER_DAYS * DAY_MS)),
    subscriber_days: NEW_SUBSCRIBER_DAYS,
    upcoming_stages: {
      count: stages.length,
      next: stages.slice(0, UPCOMING_STAGES_LISTED).map((event) => ({
        name: event.stage.name,
        start: event.start,
        end: event.end,
        order: event.order.number ?? event.order.receiverName,
        resources: event.resources,
      })),
    },
    stage_days: UPCOMING_STAGE_DAYS,
    pickups_today: await pickupsOn(db, today),
  };
}
