import type { Person } from '@gartenwerk/domain/schemas';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** People the business deals with who are not users. */
export const persons = pgTable(
  'persons',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    roles: text('roles').array().notNull().default([]),
    addresses: jsonb('addresses').$type<Person['addresses']>().notNull().default([]),
    contacts: jsonb('contacts').$type<Person['contacts']>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    /** File ids of the file library. */
    files: text('files').array().notNull().default([]),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('persons_name_idx').on(table.name)],
);

/**
 * Links of a person record to an accounting vendor, a shop customer (a user) or a sports person;
 * removed with the person (GDPR delete).
 */
export const personLinks = pgTable(
  'person_links',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    person: text('person')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** One of the domain's PERSON_LINK_KINDS. */
    kind: text('kind').notNull(),
    /** The vendor's, user's or sports person's id. */
    target: text('target').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('person_links_unique_idx').on(table.person, table.kind, table.target),
    index('person_links_target_idx').on(table.kind, table.target),
  ],
);
