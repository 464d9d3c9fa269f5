import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** Every mail the server wrote: the delivery itself when no SMTP server is set, a record otherwise. */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The template it was written from, e.g. `verify`. */
    template: text('template').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server accepted it. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the SMTP server did not take it. */
    error: text('error'),
    /** The configured mailbox it went out through (null: SMTP_URL or the outbox only). */
    mailboxUuid: text('mailbox_uuid'),
    /** The sender address it went out with. */
    sender: text('sender'),
  },
  (table) => [index('outbox_created_idx').on(table.created)],
);

export type OutboxRow = typeof outbox.$inferSelect;
