import { formatDate, viennaDay } from './date';
import {
  addDays,
  slotsOn,
  viennaClock,
  type Holiday,
  type OpeningSchedule,
  type Slot,
} from './opening-hours';

/**
 * Pickup windows: a customer who collects the order chooses a day and a window of the opening hours.
 * The windows are the booking area's slots of the pickup location (Vienna wall clock, across a change
 * of daylight-saving time), from the first day after the lead time on; each takes a number of orders.
 */

/** Minutes of one pickup window, unless the shop settings say otherwise. */
export const PICKUP_WINDOW_MINUTES = 60;
/** Orders one pickup window takes, unless the shop settings say otherwise. */
export const PICKUP_WINDOW_CAPACITY = 5;
/** Days between ordering and the first pickup day (1: the next day at the earliest). */
export const PICKUP_LEAD_DAYS = 1;
/** How many days ahead the checkout offers pickup windows. */
export const PICKUP_DAYS_AHEAD = 14;

/** The shop settings a pickup window follows (`components.shop.pickup`). */
export interface PickupWindowSettings {
  /** The booking module's location whose opening hours the windows follow (absent or unknown: the first). */
  opening_location?: string | null;
  window_minutes?: number | null;
  window_capacity?: number | null;
  lead_days?: number | null;
}

/** The settings with their defaults filled in. */
export function pickupRules(settings: PickupWindowSettings | null | undefined) {
  return {
    minutes: settings?.window_minutes ?? PICKUP_WINDOW_MINUTES,
    capacity: settings?.window_capacity ?? PICKUP_WINDOW_CAPACITY,
    leadDays: settings?.lead_days ?? PICKUP_LEAD_DAYS,
  };
}

/** The first Vienna day a pickup may be on, ordering at `now`. */
export function firstPickupDay(now: Date, leadDays: number): string {
  return addDays(viennaDay(now), leadDays);
}

/**
 * The pickup windows of a Vienna day at a location: the opening hours cut into windows of the settings'
 * length; none before the first pickup day, and none that has begun.
 */
export function pickupWindowsOn(
  schedule: OpeningSchedule,
  locationId: string,
  date: string,
  settings: PickupWindowSettings | null | undefined,
  holidays: readonly Holiday[],
  now: Date,
): Slot[] {
  const rules = pickupRules(settings);
  if (date < firstPickupDay(now, rules.leadDays)) return [];
  return slotsOn(schedule, locationId, date, rules.minutes, holidays, now);
}

/** Whether `start`–`end` is one of the pickup windows offered at `now`. */
export function isPickupWindow(
  schedule: OpeningSchedule,
  locationId: string,
  window: { start: Date; end: Date },
  settings: PickupWindowSettings | null | undefined,
  holidays: readonly Holiday[],
  now: Date,
): boolean {
  return pickupWindowsOn(schedule, locationId, viennaDay(window.start), settings, holidays, now).some(
    (slot) => slot.start.getTime() === window.start.getTime() && slot.end.getTime() === window.end.getTime(),
  );
}

/** A pickup window as a person reads it: the Vienna day and its clock times (`{{day}}, {{from}}–{{to}}`). */
export function pickupWindowParts(
  window: { start: string | Date; end: string | Date },
  language: string = 'de',
): { day: string; from: string; to: string } {
  const start = new Date(window.start);
  return {
    day: formatDate(start, language),
    from: viennaClock(start),
    to: viennaClock(new Date(window.end)),
  };
}
