import { EVENT_DEFAULTS } from '@gartenwerk/domain/schemas';
import { boolean, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** A point in time the API gives and takes as an ISO date-time (UTC), stored as timestamptz. */
const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  toDriver: (value) => new Date(value).toISOString(),
  fromDriver: (value) => new Date(value).toISOString(),
});

/** The nursery's public events (plant market, pruning course). */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    text: text('text').notNull().default(EVENT_DEFAULTS.text),
    start: isoTimestamp('start').notNull(),
    end: isoTimestamp('end'),
    place: text('place').notNull().default(EVENT_DEFAULTS.place),
    capacity: integer('capacity'),
    /** File ids of the file library; the first is the event's picture. */
    media: text('media').array().notNull().default([]),
    booking_url: text('booking_url'),
    published: boolean('published').notNull().default(EVENT_DEFAULTS.published),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_start_idx').on(table.start)],
);
