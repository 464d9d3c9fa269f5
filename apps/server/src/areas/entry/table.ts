import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';
import type { Block, Entry } from './schemas';

/** The free-form parts of an entry, kept as JSONB under the spec's names; `blocks` is the entry's `data`. */
export interface EntryContent {
  content?: string;
  /** The English text (HTML); empty: English pages show `content`. */
  content_en?: string;
  media?: Entry['media'];
  downloads?: Entry['downloads'];
  links?: Entry['links'];
  sponsors?: Entry['sponsors'];
  meta_keywords?: string;
  meta_description?: string;
  blocks?: Block[];
}

export const entries = pgTable(
  'entries',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    /** The English title; empty: English pages show the German one. */
    titleEn: text('title_en').notNull().default(''),
    slug: text('slug'),
    type: text('type').notNull().default('page'),
    route: text('route'),
    parentPage: text('parent_page'),
    order: integer('order').notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    published: boolean('published').notNull().default(false),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<EntryContent>().notNull().default({}),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('entries_route_idx').on(table.route),
    index('entries_slug_idx').on(table.slug),
    index('entries_publish_date_idx').on(table.publishDate),
  ],
);

export type EntryRow = typeof entries.$inferSelect;
