import {
  addDays,
  isPickupWindow,
  pickupRules,
  pickupWindowsOn,
  viennaDay,
  type OpeningLocation,
  type OpeningSchedule,
  type PickupWindowSettings,
} from '@gartenwerk/domain';
import { and, asc, count, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { daysFrom, lockSchedule, scheduleWithHolidays } from '../booking/service';
import { shopOrders } from './table';

/** A day of the checkout's pickup choice: its windows with places left. */
export interface PickupDay {
  date: string;
  windows: Array<{ start: string; end: string; free: number }>;
}

/** The location whose opening hours pickups follow: the one the shop settings name, else the first. */
export function pickupLocation(
  opening: OpeningSchedule,
  settings: PickupWindowSettings | null | undefined,
): OpeningLocation | undefined {
  return (
    opening.locations.find((location) => location.id === settings?.opening_location) ?? opening.locations[0]
  );
}

/** The schedule pickups follow: the opening hours of the pickup location. */
async function pickupSchedule(
  db: Database,
  from: string,
  to: string,
  settings: PickupWindowSettings | null | undefined,
) {
  const { opening, schedule, holidays } = await scheduleWithHolidays(db, from, to);
  return { schedule, holidays, location: pickupLocation(opening, settings)?.id ?? '' };
}

/** Orders per window start in a span (withdrawn orders give their place back). */
async function takenBetween(db: Database, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ start: shopOrders.pickupStart, orders: count() })
    .from(shopOrders)
    .where(
      and(
        isNotNull(shopOrders.pickupStart),
        gte(shopOrders.pickupStart, from),
        lt(shopOrders.pickupStart, to),
        isNull(shopOrders.withdrawnAt),
      ),
    )
    .groupBy(shopOrders.pickupStart);
  return new Map(rows.map((row) => [row.start!.getTime(), Number(row.orders)]));
}

/**
 * The pickup windows with places left on the Vienna days from `from` (`days` of them): inside the
 * opening hours, from the first pickup day on, each with the places the shop settings give it minus
 * the orders that chose it. Days without a free window are left out.
 */
export async function pickupDays(
  db: Database,
  settings: PickupWindowSettings | null | undefined,
  from: string,
  days: number,
  now: Date,
): Promise<PickupDay[]> {
  const { capacity } = pickupRules(settings);
  const { schedule, holidays, location } = await pickupSchedule(db, from, addDays(from, days - 1), settings);
  const windows = daysFrom(from, days).map((date) => ({
    date,
    slots: pickupWindowsOn(schedule, location, date, settings, holidays, now),
  }));
  const all = windows.flatMap((day) => day.slots);
  if (all.length === 0) return [];
  const taken = await takenBetween(db, all[0]!.start, all[all.length - 1]!.end);
  return windows
    .map(({ date, slots }) => ({
      date,
      windows: slots
        .map((slot) => ({
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
          free: capacity - (taken.get(slot.start.getTime()) ?? 0),
        }))
        .filter((slot) => slot.free > 0),
    }))
    .filter((day) => day.windows.length > 0);
}

/**
 * The pickup window a pickup order asks for, checked against the opening hours and the lead time now
 * (the client's list is never trusted). Customers must choose one; an admin placing an order may leave
 * it open.
 */
export async function checkPickupWindow(
  db: Database,
  settings: PickupWindowSettings | null | undefined,
  window: { start: string; end: string } | null | undefined,
  now: Date,
  optional: boolean,
): Promise<{ start: Date; end: Date } | null> {
  if (!window) {
    if (optional) return null;
    throw new AppError('PICKUP_WINDOW_MISSING', 400, text('checkout:pickupSlot.required'));
  }
  const chosen = { start: new Date(window.start), end: new Date(window.end) };
  const day = viennaDay(chosen.start);
  const { schedule, holidays, location } = await pickupSchedule(db, day, day, settings);
  if (!isPickupWindow(schedule, location, chosen, settings, holidays, now)) {
    throw new AppError('PICKUP_WINDOW_UNAVAILABLE', 400, text('errors:order.pickupWindowUnavailable'));
  }
  return chosen;
}

/**
 * Takes a place in a pickup window inside the order's transaction: the opening hours' row is locked
 * (as a booking locks it) while the window's orders are counted, so two customers asking for the last
 * place at once get one order and one 409 `PICKUP_WINDOW_FULL`.
 */
export async function takePickupPlace(
  tx: Database,
  window: { start: Date; end: Date },
  settings: PickupWindowSettings | null | undefined,
): Promise<void> {
  await lockSchedule(tx);
  const [row] = await tx
    .select({ orders: count() })
    .from(shopOrders)
    .where(and(eq(shopOrders.pickupStart, window.start), isNull(shopOrders.withdrawnAt)));
  if (Number(row?.orders ?? 0) >= pickupRules(settings).capacity) {
    throw new AppError('PICKUP_WINDOW_FULL', 409, text('errors:order.pickupWindowFull'));
  }
}

/** A pickup order as the day's lists name it. */
export interface DayPickup {
  _id: string;
  number: string;
  name: string;
  start: string;
  end: string;
  shipped: boolean;
}

/** The pickup orders whose window lies on a Vienna day, by time (production plan, dashboard). */
export async function pickupsOn(db: Database, date: string): Promise<DayPickup[]> {
  // The Vienna day lies between 22:00 UTC the day before and midnight UTC; the filter below cuts it exactly.
  const from = new Date(`${date}T00:00:00Z`);
  const rows = await db
    .select()
    .from(shopOrders)
    .where(
      and(
        gte(shopOrders.pickupStart, new Date(from.getTime() - 2 * 3_600_000)),
        lt(shopOrders.pickupStart, new Date(from.getTime() + 24 * 3_600_000)),
        isNull(shopOrders.withdrawnAt),
      ),
    )
    .orderBy(asc(shopOrders.pickupStart), asc(shopOrders.number));
  return rows
    .filter((row) => viennaDay(row.pickupStart!) === date)
    .map((row) => ({
      _id: row.id,
      number: row.number,
      name: [
        row.data.invoiceAddress.company,
        `${row.data.invoiceAddress.first_name} ${row.data.invoiceAddress.last_name}`.trim(),
      ]
        .filter(Boolean)
        .join(', '),
      start: row.pickupStart!.toISOString(),
      end: row.pickupEnd!.toISOString(),
      shipped: row.shipped,
    }));
}
