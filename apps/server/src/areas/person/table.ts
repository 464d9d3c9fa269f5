import type { Person } from '@gartenwerk/domain/schemas';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
