import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SeasonFields } from '@gartenwerk/domain';
import { newId } from '../../core/ids';

/** The free-form parts of a product group, kept as JSONB; its seasons (`MM-DD` windows) among them. */
export interface ProductGroupDetails extends SeasonFields {
  /** File ids of the file library. */
  media?: string[];
  special_offers?: Array<{ start?: string | null; end?: string | null; discount_groups: string[] }>;
}

export const shopProductGroups = pgTable(
  'shop_productgroups',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    /** The English title; empty: English pages show the German one. */
    titleEn: text('title_en').notNull().default(''),
    /** The group's name in its URL; made from the title once, then kept until an admin changes it. */
    slug: text('slug').notNull(),
    order: integer('order').notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    /** Parent groups. */
    productGroups: text('product_groups').array().notNull().default([]),
    offline: boolean('offline').notNull().default(false),
    /** Whether the group's products may be ordered outside their shipping season (pre-orders). */
    preordersAllowed: boolean('preorders_allowed').notNull().default(false),
    data: jsonb('data').$type<ProductGroupDetails>().notNull().default({}),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shop_productgroups_slug_idx').on(table.slug)],
);

export type ProductGroupRow = typeof shopProductGroups.$inferSelect;
