import type { PriceRequestLine } from '@gartenwerk/domain';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

export const shopPriceRequests = pgTable('shop_pricerequests', {
  id: text('id').primaryKey().$defaultFn(newId),
  status: text('status').$type<'open' | 'answered'>().notNull().default('open'),
  email: text('email').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull().default(''),
  /** The customer's user id; null for guests. */
  owner: text('owner'),
  items: jsonb('items').$type<PriceRequestLine[]>().notNull(),
  tags: text('tags').array().notNull().default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export type PriceRequestRow = typeof shopPriceRequests.$inferSelect;
