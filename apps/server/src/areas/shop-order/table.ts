import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';
import type { Language } from '@gartenwerk/domain';
import type { OrderPayment } from '@gartenwerk/domain/schemas';
import type { VatIdCheck } from './vies';
import type { OrderAddress, OrderItem, OrderTotals } from './schemas';

/** The parts of an order kept as they were when it was placed. */
export interface OrderDetails {
  items: OrderItem[];
  invoiceAddress: OrderAddress;
  shippingAddress: OrderAddress | null;
  alternate: boolean;
  shippingMethod: 'shipping' | 'pickup';
  selectedPayment: string | null;
  comment: string;
  newsletter: boolean;
  /** The spec's cc_location: the checkout route the order was placed from. */
  cc_location?: string;
  /** The spec's checkout validity rule held when the order was placed. */
  completed?: boolean;
  totals: OrderTotals;
  voucher: string | null;
  /** Set for orders placed through the checkout; its state follows `payed`. */
  payment?: OrderPayment;
  /** Digest of the request that placed the order under an Idempotency-Key; a replay must match it. */
  requestDigest?: string;
  /** The customer's language, for the mails about the order. */
  language?: Language;
  /** A delivery in two shipments (lines with `second_shipment` go later). */
  split_delivery?: { first_shipped_at: string | null };
}

export const shopOrders = pgTable(
  'shop_orders',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** What customers and staff read and transfer with: `2026-00042`, gapless per year (orderNumbers). */
    number: text('number').notNull(),
    status: text('status').$type<'open' | 'partial' | 'complete'>().notNull().default('open'),
    tags: text('tags').array().notNull().default([]),
    /** perm.owner: the customer's user id; null for guests. */
    owner: text('owner'),
    email: text('email').notNull(),
    totalCents: integer('total_cents').notNull(),
    payed: boolean('payed').notNull().default(false),
    payedAt: timestamp('payed_at', { withTimezone: true }),
    shipped: boolean('shipped').notNull().default(false),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The day the customer received the goods (`YYYY-MM-DD`, Vienna): it starts the withdrawal period. */
    delivered: date('delivered', { mode: 'string' }),
    /** When the customer withdrew from the contract (§ 356a BGB withdrawal function). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The pickup window the customer chose (pickup orders): its start and end. */
    pickupStart: timestamp('pickup_start', { withTimezone: true }),
    pickupEnd: timestamp('pickup_end', { withTimezone: true }),
    /** When the shop told the customer a pickup order lies ready (the mail goes once). */
    readyForPickupAt: timestamp('ready_for_pickup_at', { withTimezone: true }),
    data: jsonb('data').$type<OrderDetails>().notNull(),
    /** The checkout's Idempotency-Key: a repeated request finds the order instead of placing another. */
    idempotencyKey: text('idempotency_key'),
    /** VIES's answer about the uid of a company abroad: the proof of a VAT-free order. */
    vatIdCheck: jsonb('vat_id_check').$type<VatIdCheck>(),
    /** The affiliate whose link brought the customer (the ref cookie when the order was placed). */
    affiliateId: text('affiliate_id'),
    /** The affiliate's commission (percent) when the order was placed: a later rate leaves it as it was. */
    affiliateCommission: doublePrecision('affiliate_commission'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shop_orders_owner_idx').on(table.owner, table.created),
    index('shop_orders_created_idx').on(table.created),
    uniqueIndex('shop_orders_idempotency_key_idx').on(table.idempotencyKey),
    uniqueIndex('shop_orders_number_idx').on(table.number),
    index('shop_orders_affiliate_idx').on(table.affiliateId, table.created),
    index('shop_orders_pickup_idx').on(table.pickupStart),
  ],
);

/**
 * The last order number given per year. Taking the next one updates the year's row inside the order's
 * transaction: concurrent orders wait for each other, and a rolled-back order gives its number back.
 */
export const shopOrderNumbers = pgTable('shop_order_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export type OrderRow = typeof shopOrders.$inferSelect;
