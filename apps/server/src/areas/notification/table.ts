import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** The admin centre's notifications; type and group hold the domain's NOTIFICATION_* names. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    type: text('type').notNull().default('notification'),
    icon: text('icon').notNull().default('bell'),
    group: text('group').notNull(),
    link: text('link').notNull().default(''),
    read: boolean('read').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_created_idx').on(table.created),
    index('notifications_read_idx').on(table.read),
  ],
);

/** Per admin user: the notification groups that also come by mail. */
export const notificationSettings = pgTable('notification_settings', {
  /** A user id; the row goes when nobody reads it any more (no foreign key: the users' area owns them). */
  userId: text('user_id').primaryKey(),
  mailGroups: jsonb('mail_groups').$type<string[]>().notNull().default([]),
});
