import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';
import { shopProducts } from '../shop-product/table';

/**
 * "Tell me when it's back": one row per address and sold-out product. `unconfirmed` until the
 * double opt-in link is clicked, then `confirmed` (waiting); `sent` once the product's mail went to
 * the outbox (in the same transaction), `cancelled` when the person withdrew it. Every request is
 * deleted twelve months after it was made.
 */
export const shopNotifyRequests = pgTable(
  'shop_notify_requests',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The language the request was made in: its mails are written in it. */
    language: text('language').notNull().default('de'),
    status: text('status').notNull().default('unconfirmed'),
    /** The hash of the one-time confirmation token (the link itself is only in the mail). */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpires: timestamp('confirm_expires', { withTimezone: true }).notNull(),
    /** The token of the cancel link every mail carries (stable; it only ever cancels). */
    cancelToken: text('cancel_token').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    confirmed: timestamp('confirmed', { withTimezone: true }),
    sent: timestamp('sent', { withTimezone: true }),
    cancelled: timestamp('cancelled', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shop_notify_requests_product_email_idx').on(table.productId, table.email),
    uniqueIndex('shop_notify_requests_confirm_idx').on(table.confirmTokenHash),
    uniqueIndex('shop_notify_requests_cancel_idx').on(table.cancelToken),
    index('shop_notify_requests_product_status_idx').on(table.productId, table.status),
    index('shop_notify_requests_created_idx').on(table.created),
  ],
);
export type ShopNotifyRequestRow = typeof shopNotifyRequests.$inferSelect;
