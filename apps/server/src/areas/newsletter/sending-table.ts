import { bigserial, boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';
import { newsletterSubscribers } from './table';

/**
 * The newsletter's sendings. Starting one keeps the rendered template (`html`, `text`) as it was, so
 * a template changed later does not change what the remaining recipients or the web view get.
 */
export const newsletterSendings = pgTable(
  'newsletter_sendings',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    template: text('template').notNull(),
    lists: text('lists').array().notNull(),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull().default(''),
    /** NEWSLETTER_SENDING_STATUSES of the domain. */
    status: text('status').notNull().default('draft'),
    /** Mails each newly confirmed subscriber of its lists once, instead of the lists' subscribers at the start. */
    welcome: boolean('welcome').notNull().default(false),
    pausedReason: text('paused_reason'),
    scheduled: timestamp('scheduled', { withTimezone: true }),
    started: timestamp('started', { withTimezone: true }),
    finished: timestamp('finished', { withTimezone: true }),
    html: text('html'),
    text: text('text'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_sendings_status_idx').on(table.status)],
);
export type NewsletterSendingRow = typeof newsletterSendings.$inferSelect;

/**
 * One row per recipient of a started sending (queued, sent, failed, bounced): the worker marks a
 * recipient in the same claim that mails it, so a restart resumes with the queued ones only.
 */
export const newsletterSendingRecipients = pgTable(
  'newsletter_sending_recipients',
  {
    sendingId: text('sending_id')
      .notNull()
      .references(() => newsletterSendings.id, { onDelete: 'cascade' }),
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('queued'),
    done: timestamp('done', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.sendingId, table.subscriberId] }),
    index('newsletter_sending_recipients_state_idx').on(table.sendingId, table.state, table.subscriberId),
  ],
);

/**
 * What recipients did with a sending's mail, one row per event with its time (figures over time):
 * `open` (the tracking pixel was loaded) and `click` (a redirect link, with the link's `url`). Every
 * event is kept (totals); unique figures count recipients. Only recorded while tracking is on.
 */
export const newsletterEvents = pgTable(
  'newsletter_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sendingId: text('sending_id')
      .notNull()
      .references(() => newsletterSendings.id, { onDelete: 'cascade' }),
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** NEWSLETTER_EVENT_KINDS of the domain: open, click. */
    kind: text('kind').notNull(),
    url: text('url'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_events_sending_idx').on(table.sendingId, table.kind, table.at)],
);
