import {
  addDays,
  overlaps,
  slotsOn,
  viennaDay,
  type Language,
  type OpeningSchedule,
} from '@gartenwerk/domain';
import type {
  Booking,
  BookingBlock,
  BookingBlockCreate,
  BookingCreate,
  BookingSettings,
  BookingType,
  FreeSlot,
  OpeningHoursSettings,
} from '@gartenwerk/domain/schemas';
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { memoizeByPublicData, publicDataWritten } from '../../core/data-memo';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import { holidaysBetween } from './holidays';
import { bookingBlocks, bookings, bookingSettings } from './table';

const SETTINGS_ID = 'booking';

const spans = (opens: string, closes: string) => [{ opens, closes }];

/** The demo nursery's hours: the nursery and its garden centre, a longer spring and a winter without Mondays. */
export function defaultOpening(): OpeningHoursSettings {
  const weekdays = spans('08:00', '18:00');
  const week = {
    mo: weekdays,
    tu: weekdays,
    we: weekdays,
    th: weekdays,
    fr: weekdays,
    sa: spans('08:00', '13:00'),
  };
  const winter = {
    tu: spans('09:00', '16:00'),
    we: spans('09:00', '16:00'),
    th: spans('09:00', '16:00'),
    fr: spans('09:00', '16:00'),
    sa: spans('09:00', '12:00'),
  };
  return {
    locations: [
      {
        id: 'baumschule',
        name: 'Baumschule',
        week,
        seasons: [
          {
            name: 'Frühjahrssaison',
            from: '03-01',
            to: '05-31',
            week: { ...week, mo: spans('08:00', '19:00'), sa: spans('08:00', '17:00') },
          },
          { name: 'Winter', from: '12-01', to: '02-28', week: winter },
        ],
      },
      {
        id: 'gartencenter',
        name: 'Gartencenter',
        week: { ...week, sa: spans('08:00', '17:00') },
        seasons: [{ name: 'Winter', from: '12-01', to: '02-28', week: winter }],
      },
    ],
    specialDays: [],
    closedOnHolidays: true,
    holidayRegion: 'AT-3',
  };
}

export function defaultBookingSettings(): BookingSettings {
  const type = (id: string, name: string, duration: number, capacity: number): BookingType => ({
    id,
    name,
    location: 'baumschule',
    duration,
    capacity,
    leadHours: 24,
    cancelHours: 24,
    active: true,
  });
  return {
    types: [
      type('beratung', 'Pflanzberatung', 60, 1),
      type('gartenbesuch', 'Gartenbesuch', 90, 2),
      type('liefertermin', 'Liefertermin', 120, 3),
    ],
    ownerEmail: '',
  };
}

type Runner = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

async function settingsRow(db: Runner) {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, SETTINGS_ID));
  if (row) return row;
  await db
    .insert(bookingSettings)
    .values({ id: SETTINGS_ID, opening: defaultOpening(), settings: defaultBookingSettings() })
    .onConflictDoNothing();
  const [created] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, SETTINGS_ID));
  return created!;
}

/**
 * The opening hours, remembered while the public data stays as it is (every page shows them; saving
 * them announces a public write). Shared: callers do not change it.
 */
export const getOpening = memoizeByPublicData(
  async (db: Database): Promise<OpeningHoursSettings> =>
    (await settingsRow(db)).opening as unknown as OpeningHoursSettings,
);

export async function getBookingSettings(db: Database): Promise<BookingSettings> {
  return (await settingsRow(db)).settings as unknown as BookingSettings;
}

function checkOpening(opening: OpeningHoursSettings): void {
  const ids = new Set(opening.locations.map((location) => location.id));
  if (ids.size !== opening.locations.length)
    throw new AppError('VALIDATION', 400, text('errors:booking.duplicateLocation'));
  const all = [
    ...opening.locations
      .flatMap((location) => [location.week, ...location.seasons.map((season) => season.week)])
      .flatMap((week) => Object.values(week).flat()),
    ...opening.specialDays.flatMap((day) => day.hours),
  ];
  if (all.some((span) => span.opens >= span.closes))
    throw new AppError('VALIDATION', 400, text('errors:booking.spanOrder'));
  if (opening.specialDays.some((day) => day.location !== null && !ids.has(day.location))) {
    throw new AppError('VALIDATION', 400, text('errors:booking.unknownLocation'));
  }
}

export async function saveOpening(
  db: Database,
  opening: OpeningHoursSettings,
): Promise<OpeningHoursSettings> {
  checkOpening(opening);
  await settingsRow(db);
  await db
    .update(bookingSettings)
    .set({ opening, updated: new Date() })
    .where(eq(bookingSettings.id, SETTINGS_ID));
  await publicDataWritten(db);
  return opening;
}

export async function saveBookingSettings(db: Database, settings: BookingSettings): Promise<BookingSettings> {
  const opening = await getOpening(db);
  const locations = new Set(opening.locations.map((location) => location.id));
  if (settings.types.some((type) => !locations.has(type.location))) {
    throw new AppError('VALIDATION', 400, text('errors:booking.unknownLocation'));
  }
  if (new Set(settings.types.map((type) => type.id)).size !== settings.types.length) {
    throw new AppError('VALIDATION', 400, text('errors:booking.duplicateType'));
  }
  await db
    .update(bookingSettings)
    .set({ settings, updated: new Date() })
    .where(eq(bookingSettings.id, SETTINGS_ID));
  return settings;
}

/** The schedule as the domain reads it, with the public holidays of the days from `from` to `to`. */
export async function scheduleWithHolidays(db: Database, from: string, to: string) {
  const opening = await getOpening(db);
  const schedule: OpeningSchedule = opening;
  return { opening, schedule, holidays: holidaysBetween(opening.holidayRegion, from, to) };
}

function activeType(settings: BookingSettings, id: string): BookingType {
  const type = settings.types.find((one) => one.id === id && one.active);
  if (!type) throw new AppError('VALIDATION', 400, text('errors:booking.unknownType'));
  return type;
}

/**
 * Places taken by confirmed bookings of a type at a location overlapping a span, and whether a block
 * covers part of it. A type's capacity is per location: the nursery's slot and the garden centre's at
 * the same time are counted apart (a booking keeps the location it was made for).
 */
async function taken(
  db: Runner,
  slot: { type: string; location: string; start: Date; end: Date },
  except?: string,
) {
  const { type, location, start, end } = slot;
  const [row] = await db
    .select({ places: sql<number>`coalesce(sum(${bookings.places}), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.type, type),
        eq(bookings.location, location),
        eq(bookings.status, 'confirmed'),
        lt(bookings.start, end),
        gt(bookings.end, start),
        except ? ne(bookings.id, except) : undefined,
      ),
    );
  const blocks = await db
    .select({ id: bookingBlocks.id })
    .from(bookingBlocks)
    .where(and(lt(bookingBlocks.start, end), gt(bookingBlocks.end, start)));
  return { places: Number(row?.places ?? 0), blocked: blocks.length > 0 };
}

/**
 * The free slots of a type on a Vienna day at the type's location: inside the opening hours, after the
 * lead time, not blocked, with places left there.
 */
export async function freeSlots(db: Database, typeId: string, date: string, now: Date): Promise<FreeSlot[]> {
  const type = activeType(await getBookingSettings(db), typeId);
  const { schedule, holidays } = await scheduleWithHolidays(db, date, date);
  const earliest = new Date(now.getTime() + type.leadHours * 3_600_000);
  const slots = slotsOn(schedule, type.location, date, type.duration, holidays, earliest);
  if (slots.length === 0) return [];
  const dayStart = slots[0]!.start;
  const dayEnd = slots[slots.length - 1]!.end;
  const booked = await db
    .select({ start: bookings.start, end: bookings.end, places: bookings.places })
    .from(bookings)
    .where(
      and(
        eq(bookings.type, type.id),
        eq(bookings.location, type.location),
        eq(bookings.status, 'confirmed'),
        lt(bookings.start, dayEnd),
        gt(bookings.end, dayStart),
      ),
    );
  const blocks = await db
    .select({ start: bookingBlocks.start, end: bookingBlocks.end })
    .from(bookingBlocks)
    .where(and(lt(bookingBlocks.start, dayEnd), gt(bookingBlocks.end, dayStart)));
  return slots
    .filter((slot) => !blocks.some((block) => overlaps(slot, block)))
    .map((slot) => ({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      free:
        type.capacity - booked.filter((one) => overlaps(slot, one)).reduce((sum, one) => sum + one.places, 0),
    }))
    .filter((slot) => slot.free > 0);
}

export type BookingRow = typeof bookings.$inferSelect;

export function toBooking(row: BookingRow): Booking {
  return {
    _id: row.id,
    type: row.type,
    location: row.location,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    status: row.status as Booking['status'],
    consented: row.consented?.toISOString() ?? null,
    created: row.created.toISOString(),
  };
}

/** The slot of a type that starts at `start`, if the opening hours offer one (lead time from `now`). */
async function slotAt(db: Database, type: BookingType, start: Date, now: Date) {
  const date = viennaDay(start);
  const { schedule, holidays } = await scheduleWithHolidays(db, date, date);
  const earliest = new Date(now.getTime() + type.leadHours * 3_600_000);
  return slotsOn(schedule, type.location, date, type.duration, holidays, earliest).find(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}

/**
 * Locks the opening hours' row until the transaction ends: whoever counts the places of a slot or a
 * pickup window holds it, so the last place is given once.
 */
export async function lockSchedule(tx: Runner): Promise<void> {
  await settingsRow(tx);
  await tx.execute(sql`select id from booking_settings where id = ${SETTINGS_ID} for update`);
}

/**
 * Books a place in a slot: the settings row is locked (FOR UPDATE) while the slot's places are counted
 * and the booking is written, so two customers asking for the last place at once get one booking and
 * one 409 `SLOT_TAKEN`.
 */
export async function book(
  db: Database,
  input: BookingCreate,
  now: Date,
  options: { checkHours: boolean; language?: Language } = { checkHours: true },
): Promise<BookingRow> {
  const type = activeType(await getBookingSettings(db), input.type);
  const start = new Date(input.start);
  const slot = options.checkHours
    ? await slotAt(db, type, start, now)
    : { start, end: new Date(start.getTime() + type.duration * 60_000) };
  if (!slot) throw new AppError('SLOT_UNAVAILABLE', 409, text('errors:booking.slotUnavailable'));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from booking_settings where id = ${SETTINGS_ID} for update`);
    const { places, blocked } = await taken(tx, {
      type: type.id,
      location: type.location,
      start: slot.start,
      end: slot.end,
    });
    if (blocked) throw new AppError('SLOT_UNAVAILABLE', 409, text('errors:booking.slotUnavailable'));
    if (places >= type.capacity) throw new AppError('SLOT_TAKEN', 409, text('errors:booking.slotTaken'));
    const [row] = await tx
      .insert(bookings)
      .values({
        type: type.id,
        location: type.location,
        start: slot.start,
        end: slot.end,
        name: input.name,
        email: input.email,
        phone: input.phone ?? '',
        note: input.note ?? '',
        language: options.language ?? 'de',
      })
      .returning();
    return row!;
  });
}

/** The places taken by an event's confirmed sign-ups (the event area counts them under its own row lock). */
export async function eventPlacesTaken(tx: Runner, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ places: sql<number>`coalesce(sum(${bookings.places}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.event, eventId), eq(bookings.status, 'confirmed')));
  return Number(row?.places ?? 0);
}

/** Stores a sign-up for an event as a booking of the event's type, linked to the event. */
export async function addEventBooking(tx: Runner, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

export async function getBookingRow(db: Database, id: string): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw notFound(text('errors:booking.notFound'));
  return row;
}

/** Moves a booking to another start (the owner's calendar): the type's duration, places permitting. */
export async function moveBooking(db: Database, id: string, startIso: string): Promise<BookingRow> {
  const current = await getBookingRow(db, id);
  const settings = await getBookingSettings(db);
  const type = settings.types.find((one) => one.id === current.type);
  const start = new Date(startIso);
  const end = new Date(
    start.getTime() + (type ? type.duration * 60_000 : current.end.getTime() - current.start.getTime()),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from booking_settings where id = ${SETTINGS_ID} for update`);
    const { places } = await taken(tx, { type: current.type, location: current.location, start, end }, id);
    if (type && places + current.places > type.capacity) {
      throw new AppError('SLOT_TAKEN', 409, text('errors:booking.slotTaken'));
    }
    const [row] = await tx.update(bookings).set({ start, end }).where(eq(bookings.id, id)).returning();
    return row!;
  });
}

/** Cancels by the customer's link, until the type's cancellation time before the appointment. */
export async function cancelByToken(db: Database, token: string, now: Date): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.cancelToken, token));
  if (!row) throw notFound(text('errors:booking.notFound'));
  if (row.status === 'cancelled') return row;
  const type = (await getBookingSettings(db)).types.find((one) => one.id === row.type);
  const deadline = row.start.getTime() - (type?.cancelHours ?? 0) * 3_600_000;
  if (now.getTime() > deadline)
    throw new AppError('CANCEL_TOO_LATE', 409, text('errors:booking.cancelTooLate'));
  const [cancelled] = await db
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(eq(bookings.id, row.id))
    .returning();
  return cancelled!;
}

export async function bookingByToken(db: Database, token: string): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.cancelToken, token));
  if (!row) throw notFound(text('errors:booking.notFound'));
  return row;
}

const toBlock = (row: typeof bookingBlocks.$inferSelect): BookingBlock => ({
  _id: row.id,
  start: row.start.toISOString(),
  end: row.end.toISOString(),
  note: row.note,
});

export async function listBlocks(db: Database, from: Date, to: Date): Promise<BookingBlock[]> {
  const rows = await db
    .select()
    .from(bookingBlocks)
    .where(and(lt(bookingBlocks.start, to), gt(bookingBlocks.end, from)))
    .orderBy(asc(bookingBlocks.start));
  return rows.map(toBlock);
}

export async function addBlock(db: Database, input: BookingBlockCreate): Promise<BookingBlock> {
  if (new Date(input.start) >= new Date(input.end))
    throw new AppError('VALIDATION', 400, text('errors:booking.spanOrder'));
  const [row] = await db
    .insert(bookingBlocks)
    .values({ start: new Date(input.start), end: new Date(input.end), note: input.note })
    .returning();
  return toBlock(row!);
}

export async function removeBlock(db: Database, id: string): Promise<void> {
  const removed = await db.delete(bookingBlocks).where(eq(bookingBlocks.id, id)).returning();
  if (removed.length === 0) throw notFound(text('errors:booking.notFound'));
}

/** Bookings (any status) between two moments, for the calendar. */
export async function bookingsBetween(db: Database, from: Date, to: Date): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(lt(bookings.start, to), gt(bookings.end, from)))
    .orderBy(asc(bookings.start));
  return rows.map(toBooking);
}

/** The Vienna days from `from`, `count` of them. */
export const daysFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(from, index));
