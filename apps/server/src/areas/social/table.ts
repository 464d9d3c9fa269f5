import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** A page the Facebook login offered, its page access token sealed (AES-256-GCM). */
export interface StoredPage {
  id: string;
  name: string;
  token_enc: string;
  instagram_id: string | null;
}

/**
 * The Facebook connection, one row (`facebook`): the app secret and the pages' tokens sealed with
 * the configuration's secret key, never plain.
 */
export const socialAccounts = pgTable('social_accounts', {
  id: text('id').primaryKey(),
  appSecretEnc: text('app_secret_enc'),
  pageId: text('page_id'),
  pages: jsonb('pages').$type<StoredPage[]>().notNull().default([]),
  connectedBy: text('connected_by'),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
});

/** The OAuth `state` of logins under way (its hash): a callback must bring one of its own user's. */
export const socialOauthStates = pgTable('social_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  user: text('user_id').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** What was shared to the Facebook page: what, when, by whom, the post's id and the result. */
export const socialShares = pgTable(
  'social_shares',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    kind: text('kind').notNull(),
    item: text('item').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    message: text('message').notNull().default(''),
    postId: text('post_id'),
    result: text('result').notNull(),
    error: text('error'),
    by: text('by'),
    byName: text('by_name').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_shares_created_idx').on(table.created)],
);

/** The business account's recent Instagram posts, their pictures copied into the file library. */
export const instagramMedia = pgTable('instagram_media', {
  id: text('id').primaryKey(),
  file: text('file').notNull(),
  caption: text('caption').notNull().default(''),
  permalink: text('permalink').notNull(),
  timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
  position: integer('position').notNull(),
  fetched: timestamp('fetched', { withTimezone: true }).notNull().defaultNow(),
});
