import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/**
 * The booking area's settings: one row (`booking`) with the opening hours (booking/openinghours) and
 * the bookable types (booking/settings). A booking locks this row while it counts a slot's places.
 */
export const bookingSettings = pgTable('booking_settings', {
  id: text('id').primaryKey(),
  opening: jsonb('opening').$type<Record<string, unknown>>().notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/** Appointments; status holds the domain's BOOKING_STATUSES. */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    type: text('type').notNull(),
    location: text('location').notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('confirmed'),
    /** The secret of the customer's cancel link. */
    cancelToken: text('cancel_token').notNull().$defaultFn(newId),
    /** Places the booking takes (a pickup slot counts its order once). */
    places: integer('places').notNull().default(1),
    /** The event (events table) a sign-up is for; null for an appointment of a bookable type. */
    event: text('event'),
    /** The language of the page the booking was made on: the customer's mails are in it. */
    language: text('language').notNull().default('de'),
    /** When the visitor agreed that their details are kept for an event sign-up (the form's consent). */
    consented: timestamp('consented', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_start_idx').on(table.start),
    index('bookings_cancel_token_idx').on(table.cancelToken),
    index('bookings_event_idx').on(table.event),
  ],
);

/** Times the owner blocked in the calendar. */
export const bookingBlocks = pgTable(
  'booking_blocks',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_blocks_start_idx').on(table.start)],
);
