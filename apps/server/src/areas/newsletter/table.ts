import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/**
 * The newsletter's lists; public ones are offered on the subscribe page. A list without double
 * opt-in confirms a sign-up at once (its consent proof is stored all the same).
 */
export const newsletterLists = pgTable('newsletter_lists', {
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  public: boolean('public').notNull().default(true),
  doubleOptIn: boolean('double_opt_in').notNull().default(true),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});
export type NewsletterListRow = typeof newsletterLists.$inferSelect;

/**
 * One row per address (lower case): its status, its lists and the token of its unsubscribe link
 * (stable, so every mail to the subscriber can carry it; it only ever unsubscribes).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    status: text('status').notNull().default('unconfirmed'),
    lists: text('lists').array().notNull().default([]),
    tags: text('tags').array().notNull().default([]),
    groups: text('groups').array().notNull().default([]),
    language: text('language').notNull().default('de'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    confirmed: timestamp('confirmed', { withTimezone: true }),
    unsubscribed: timestamp('unsubscribed', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(table.email),
    uniqueIndex('newsletter_subscribers_unsubscribe_idx').on(table.unsubscribeToken),
    index('newsletter_subscribers_status_idx').on(table.status),
  ],
);
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * Each consent given (the proof the law asks for) with the hash of its one-time confirmation token.
 * An unconfirmed one expires; a confirmed one is kept as long as the subscriber.
 */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    form: text('form').notNull(),
    text: text('text').notNull(),
    ip: text('ip').notNull(),
    language: text('language').notNull(),
    /** The lists the consent asked for, taken on when it is confirmed. */
    lists: text('lists').array().notNull().default([]),
    tokenHash: text('token_hash').notNull(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    confirmed: timestamp('confirmed', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_consents_token_idx').on(table.tokenHash),
    index('newsletter_consents_subscriber_idx').on(table.subscriberId),
  ],
);
export type NewsletterConsentRow = typeof newsletterConsents.$inferSelect;

/** The newsletter's settings: one row, the whole document as JSONB (the domain's NewsletterSettings). */
export const newsletterSettings = pgTable('newsletter_settings', {
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletters a visitor forwarded to a friend. The friend's address is kept shortened only: the mail
 * went out once and the friend consented to nothing.
 */
export const newsletterRecommendations = pgTable(
  'newsletter_recommendations',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** A sending's id (kept when the sending goes, as the record of what was forwarded). */
    sendingId: text('sending_id').notNull(),
    name: text('name').notNull(),
    recipient: text('recipient').notNull(),
    ip: text('ip').notNull(),
    language: text('language').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_recommendations_sending_idx').on(table.sendingId)],
);
export type NewsletterRecommendationRow = typeof newsletterRecommendations.$inferSelect;
