import type { LineSet } from '@gartenwerk/domain';
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One stored cart line, as the client sent it (products are looked up when read). */
export interface StoredCartLine {
  item: string;
  amount: number;
  variant?: string;
  order_desc?: string;
  customization?: unknown;
  set?: LineSet;
}

export const shopCarts = pgTable(
  'shop_carts',
  {
    /** `user:<userId>` for signed-in customers, `guest:<cart id of the gw_cart cookie>` for guests. */
    holder: text('holder').notNull(),
    /** cart, favorites or pricerequest. */
    kind: text('kind').notNull(),
    lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.holder, table.kind] })],
);

export type CartRow = typeof shopCarts.$inferSelect;
