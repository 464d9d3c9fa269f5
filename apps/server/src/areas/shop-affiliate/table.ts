import { boolean, doublePrecision, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** Partners who send visitors with `?ref=CODE`; orders of those visitors earn them a commission. */
export const shopAffiliates = pgTable(
  'shop_affiliates',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    /** Upper case, as the visitor's link carries it in any case. */
    code: text('code').notNull(),
    /** Percent of the order total. */
    commission: doublePrecision('commission').notNull().default(0),
    email: text('email'),
    active: boolean('active').notNull().default(true),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shop_affiliates_code_idx').on(table.code)],
);

export type AffiliateRow = typeof shopAffiliates.$inferSelect;
