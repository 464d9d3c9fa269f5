import { boolean, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** Rules that reduce or waive shipping (the domain's ShippingDiscount); money in cents. */
export const shopShippingDiscounts = pgTable('shop_shipping_discounts', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull(),
  active: boolean('active').notNull().default(true),
  type: text('type').$type<'percent' | 'flat' | 'free'>().notNull(),
  /** Percent (percent) or cents (flat); 0 for free. */
  value: doublePrecision('value').notNull().default(0),
  minCartCents: integer('min_cart_cents').notNull().default(0),
  countries: text('countries').array().notNull().default([]),
  productGroups: text('product_groups').array().notNull().default([]),
  roles: text('roles').array().notNull().default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export type ShippingDiscountRow = typeof shopShippingDiscounts.$inferSelect;
