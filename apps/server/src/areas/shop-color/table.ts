import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

export const shopColors = pgTable('shop_colors', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull(),
  /** The English name; empty: English pages show the German one. */
  titleEn: text('title_en').notNull().default(''),
  tags: text('tags').array().notNull().default([]),
  /** File ids of the file library. */
  media: text('media').array().notNull().default([]),
  /** CSS colour shown beside the name, e.g. #2e7d32. */
  code: text('code'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export type ColorRow = typeof shopColors.$inferSelect;
