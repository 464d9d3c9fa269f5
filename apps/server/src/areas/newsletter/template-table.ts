import type { NewsletterModule } from '@gartenwerk/domain/schemas';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** The newsletter's templates: subject, preheader and the modules the editor builds, in order. */
export const newsletterTemplates = pgTable('newsletter_templates', {
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull(),
  subject: text('subject').notNull().default(''),
  preheader: text('preheader').notNull().default(''),
  language: text('language').notNull().default('de'),
  modules: jsonb('modules').$type<NewsletterModule[]>().notNull().default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  updated: timestamp('updated', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
export type NewsletterTemplateRow = typeof newsletterTemplates.$inferSelect;
