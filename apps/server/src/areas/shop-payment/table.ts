import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The Stripe account's keys per mode; which mode is used comes from config components.shop.stripe.live_mode. */
export interface StripeKeys {
  publishable_key: string;
  secret_key: string;
  webhook_secret: string;
  /** The keys passed the test against Stripe in their mode; dropped when they change. */
  verified?: boolean;
}

/**
 * Secrets of the payment providers, kept apart from the configuration document (which the storefront
 * reads): only the publishable key ever leaves the server.
 */
export const shopPaymentSettings = pgTable('shop_payment_settings', {
  id: text('id').primaryKey(),
  test: jsonb('test').$type<StripeKeys>().notNull(),
  live: jsonb('live').$type<StripeKeys>().notNull(),
  /** Minutes an unpaid online payment keeps its stock before the order releases it. */
  releaseAfterMinutes: integer('release_after_minutes').notNull().default(60),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every webhook event handled, by Stripe's event id: a repeated delivery finds its row and changes
 * nothing. Written in the same transaction as the order change it made.
 */
export const shopPaymentEvents = pgTable(
  'shop_payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    orderId: text('order_id'),
    /** When Stripe made the event (its `created`). */
    created: timestamp('created', { withTimezone: true }).notNull(),
    received: timestamp('received', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_payment_events_order_idx').on(table.orderId)],
);

export type PaymentSettingsRow = typeof shopPaymentSettings.$inferSelect;
