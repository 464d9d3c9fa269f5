import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Addresses shop pages had before an admin moved them (components.shop.urls): each names the page
 * (its URL key), whose current address the old one redirects to, below-addresses included.
 */
export const shopMovedPaths = pgTable('shop_moved_paths', {
  path: text('path').primaryKey(),
  key: text('key').notNull(),
  moved: timestamp('moved', { withTimezone: true }).notNull().defaultNow(),
});

/** Slugs products and groups had before an admin changed them: old links lead to the item. */
export const shopOldSlugs = pgTable(
  'shop_old_slugs',
  {
    kind: text('kind').$type<'product' | 'group'>().notNull(),
    slug: text('slug').notNull(),
    itemId: text('item_id').notNull(),
    changed: timestamp('changed', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.slug] })],
);
