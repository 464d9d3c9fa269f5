import type { Language } from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import { addEventBooking, eventPlacesTaken } from '../booking/service';
import { events } from './table';

/** The booking type of a sign-up for an event (bookings.type). */
export const EVENT_BOOKING_TYPE = 'event';

export const EventBookingSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$', maxLength: 200 }),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
    /** How many people come. */
    places: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    /** The visitor agrees that their details are kept and used for the sign-up; refused without. */
    consent: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type EventBooking = Static<typeof EventBookingSchema>;

/**
 * Signs up for a published event that has not ended, through the booking module (a booking row with
 * the event's id and time). The event's row is locked while its places are counted, so two sign-ups
 * for the last place get one booking and one 409 `EVENT_FULL`; an event without a capacity takes all.
 * Without the visitor's consent to keep their details for it, nothing is stored (400).
 */
export async function bookEvent(
  db: Database,
  eventId: string,
  input: EventBooking,
  language: Language,
  now: Date,
) {
  const places = input.places ?? 1;
  if (input.consent !== true)
    throw new AppError('CONSENT_REQUIRED', 400, text('errors:booking.eventConsent'));
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event || !event.published) throw notFound(text('errors:booking.notFound'));
    const end = new Date(event.end ?? event.start);
    if (end.getTime() < now.getTime())
      throw new AppError('EVENT_NOT_BOOKABLE', 409, text('errors:booking.eventNotBookable'));
    if (event.capacity !== null && (await eventPlacesTaken(tx, event.id)) + places > event.capacity)
      throw new AppError('EVENT_FULL', 409, text('errors:booking.eventFull'));
    return addEventBooking(tx, {
      type: EVENT_BOOKING_TYPE,
      location: '',
      start: new Date(event.start),
      end,
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      note: input.note ?? '',
      places,
      event: event.id,
      language,
      consented: now,
    });
  });
}

/** The title and place of an event, for the mails and the cancel page of its sign-ups. */
export async function describeEvent(db: Database, id: string) {
  const [row] = await db
    .select({ title: events.title, place: events.place })
    .from(events)
    .where(eq(events.id, id));
  return row;
}

export const EventPlacesSchema = Type.Object({
  /** The event's places; null: no limit. */
  capacity: Type.Union([Type.Integer(), Type.Null()]),
  /** Places still free; null: no limit. */
  left: Type.Union([Type.Integer(), Type.Null()]),
});

/** How many places of a published event are still free (null: no limit). */
export async function eventPlaces(db: Database, eventId: string): Promise<Static<typeof EventPlacesSchema>> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event || !event.published) throw notFound(text('errors:booking.notFound'));
  if (event.capacity === null) return { capacity: null, left: null };
  return {
    capacity: event.capacity,
    left: Math.max(0, event.capacity - (await eventPlacesTaken(db, event.id))),
  };
}
