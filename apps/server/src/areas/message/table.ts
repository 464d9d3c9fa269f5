import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** A file sent with a form, stored under DATA_DIR. */
export interface MessageAttachment {
  /** The name the sender's file had. */
  name: string;
  /** Relative to DATA_DIR. */
  path: string;
  size: number;
  mime: string;
}

/** Messages sent through the contact and jobs forms: the admin's inbox. */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Which form: contact or jobs. */
    form: text('form').notNull().default('contact'),
    read: boolean('read').notNull().default(false),
    tags: text('tags').array().notNull().default([]),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    language: text('language').notNull().default('de'),
    attachment: jsonb('attachment').$type<MessageAttachment>(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_date_idx').on(table.date)],
);

export type MessageRow = typeof messages.$inferSelect;

/** Open captcha tasks: the answer only as a hash; a task is deleted by its first check. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey().$defaultFn(newId),
  answerHash: text('answer_hash').notNull(),
  expires: timestamp('expires', { withTimezone: true }).notNull(),
});
