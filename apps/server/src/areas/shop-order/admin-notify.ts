import { formatEuro, toCents } from '@gartenwerk/domain';
import type { FastifyInstance } from 'fastify';
import type { Notify } from '../../core/notify';
import { text, translate, type TextKey } from '../../core/texts';
import { availableStock, LOW_STOCK_BELOW, stockKey } from '../shop-stock/service';
import { customerName } from './notify';
import type { Order } from './schemas';

const german = (key: TextKey, values: Record<string, unknown>) => translate(text(key, values), 'de');

/**
 * Tells the admin centre about a new order, and about each of its lines whose stock it took below
 * LOW_STOCK_BELOW (only when this order crossed the line, so a level is told once).
 */
export async function notifyPlacedOrder(app: FastifyInstance, notify: Notify, order: Order) {
  await notify(app, {
    title: german('mail:adminNotifications.order.title', { number: order.number }),
    content: german('mail:adminNotifications.order.content', {
      customer: customerName(order) || order.email,
      total: formatEuro(toCents(order.total)),
    }),
    type: 'success',
    icon: 'cart',
    group: 'orders',
    link: `shop/orders/${order._id}`,
  });
  const stock = await availableStock(app.db, [...new Set(order.items.map((line) => line.item))]);
  for (const line of order.items) {
    const left = stock.get(stockKey(line.item, line.variant));
    if (left === undefined || left >= LOW_STOCK_BELOW || left + line.amount < LOW_STOCK_BELOW) continue;
    await notify(app, {
      title: german('mail:adminNotifications.lowStock.title', {
        product: line.variant_title ? `${line.title} (${line.variant_title})` : line.title,
      }),
      content: german('mail:adminNotifications.lowStock.content', { amount: left }),
      type: 'warning',
      icon: 'box',
      group: 'stock',
      link: 'shop/stock',
    });
  }
}

/** Tells the admin centre about a customer's withdrawal (Widerruf) from an order. */
export async function notifyWithdrawal(app: FastifyInstance, notify: Notify, order: Order) {
  await notify(app, {
    title: german('mail:adminNotifications.withdrawal.title', { number: order.number }),
    content: german('mail:adminNotifications.withdrawal.content', {
      customer: customerName(order) || order.email,
      total: formatEuro(toCents(order.total)),
    }),
    type: 'warning',
    icon: 'undo',
    group: 'orders',
    link: `shop/orders/${order._id}`,
  });
}
