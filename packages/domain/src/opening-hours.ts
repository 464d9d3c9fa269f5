import { WEEKDAYS, type Weekday } from './company';
import { minutesOf, viennaDay, viennaOffset } from './date';

/**
 * The nursery's opening hours as the booking area keeps them: a regular week per location, seasonal
 * periods with a week of their own, public holidays and special days (closed, or other hours, with a
 * note). Every day and clock time is Vienna's; a moment is turned into Vienna time and back here.
 */

/** A span of one day, `HH:MM` to `HH:MM` (24-hour clock). */
export interface TimeSpan {
  opens: string;
  closes: string;
}

/** The hours of each weekday; a missing or empty day is closed. */
export type WeekHours = Partial<Record<Weekday, TimeSpan[]>>;

/** A period of the year (`MM-DD` to `MM-DD`, both included; may wrap over the new year) with its own week. */
export interface Season {
  name: string;
  from: string;
  to: string;
  week: WeekHours;
}

/** A place of the business with its hours. */
export interface OpeningLocation {
  id: string;
  name: string;
  week: WeekHours;
  seasons: Season[];
}

/** A day that differs: closed (no hours) or open with other hours, for one location or all (null). */
export interface SpecialDay {
  date: string;
  location: string | null;
  hours: TimeSpan[];
  note: string;
}

/** A public holiday of a day (`YYYY-MM-DD`). */
export interface Holiday {
  date: string;
  name: string;
}

export interface OpeningSchedule {
  locations: OpeningLocation[];
  specialDays: SpecialDay[];
  /** Whether the business closes on public holidays (the holidays of `holidayRegions`). */
  closedOnHolidays: boolean;
}

/** What a day's hours are and why. */
export interface DayHours {
  date: string;
  hours: TimeSpan[];
  /** The special day's note, the holiday's name or the season's name; empty for a regular day. */
  note: string;
  kind: 'regular' | 'season' | 'holiday' | 'special';
}

/** `HH:MM` of minutes since midnight. */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The weekday of a calendar day `YYYY-MM-DD`. */
export function weekdayKeyOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7]!;
}

/** The calendar day `days` after `date`. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

function inSeason(season: Season, date: string): boolean {
  const day = date.slice(5);
  return season.from <= season.to
    ? day >= season.from && day <= season.to
    : day >= season.from || day <= season.to;
}

/** The hours of a location on a calendar day: a special day, else a holiday, else its season, else its week. */
export function hoursOn(
  schedule: OpeningSchedule,
  locationId: string,
  date: string,
  holidays: readonly Holiday[],
): DayHours {
  const location = schedule.locations.find((one) => one.id === locationId);
  const special =
    schedule.specialDays.find((day) => day.date === date && day.location === locationId) ??
    schedule.specialDays.find((day) => day.date === date && day.location === null);
  if (special) return { date, hours: special.hours, note: special.note, kind: 'special' };
  const holiday = schedule.closedOnHolidays ? holidays.find((one) => one.date === date) : undefined;
  if (holiday) return { date, hours: [], note: holiday.name, kind: 'holiday' };
  if (!location) return { date, hours: [], note: '', kind: 'regular' };
  const season = location.seasons.find((one) => inSeason(one, date));
  const weekday = weekdayKeyOf(date);
  if (season) return { date, hours: season.week[weekday] ?? [], note: season.name, kind: 'season' };
  return { date, hours: location.week[weekday] ?? [], note: '', kind: 'regular' };
}

/** Weekdays in a row with the same hours (none: closed). */
export interface WeekRow {
  from: Weekday;
  to: Weekday;
  hours: TimeSpan[];
}

/**
 * The week in effect at a location on a calendar day (its season's week, else its regular week) as
 * rows of weekdays with the same hours, Monday first: what a footer or a pickup note shows.
 */
export function weekRows(schedule: OpeningSchedule, locationId: string, date: string): WeekRow[] {
  const location = schedule.locations.find((one) => one.id === locationId);
  if (!location) return [];
  const week = location.seasons.find((one) => inSeason(one, date))?.week ?? location.week;
  const same = (a: TimeSpan[], b: TimeSpan[]) =>
    a.length === b.length &&
    a.every((span, index) => span.opens === b[index]!.opens && span.closes === b[index]!.closes);
  const rows: WeekRow[] = [];
  for (const day of WEEKDAYS) {
    const hours = week[day] ?? [];
    const last = rows[rows.length - 1];
    if (last && same(last.hours, hours)) last.to = day;
    else rows.push({ from: day, to: day, hours });
  }
  return rows;
}

/**
 * The moment of a Vienna wall-clock time on a calendar day. A time that does not exist (the hour skipped
 * in spring) is the moment after the gap; a time that exists twice (autumn) is its first, summer one.
 */
export function viennaWallMoment(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const summer = new Date(wall - 120 * 60_000);
  if (viennaOffset(summer.getTime()) === 120) return summer;
  const winter = new Date(wall - 60 * 60_000);
  if (viennaOffset(winter.getTime()) === 60) return winter;
  // Inside the spring gap: the wall time shifted by the hour that does not exist.
  return new Date(wall - 60 * 60_000);
}

/** The Vienna clock time `HH:MM` of a moment. */
export function viennaClock(at: Date): string {
  const shifted = new Date(at.getTime() + viennaOffset(at.getTime()) * 60_000);
  return shifted.toISOString().slice(11, 16);
}

/** Whether a location is open at a moment, and when it next opens (within `lookAheadDays`). */
export interface OpenState {
  open: boolean;
  /** While open: when it closes (Vienna day and time). */
  closesAt: { date: string; time: string } | null;
  /** While closed: when it opens next. */
  opensAt: { date: string; time: string } | null;
}

export function openState(
  schedule: OpeningSchedule,
  locationId: string,
  now: Date,
  holidays: readonly Holiday[],
  lookAheadDays = 14,
): OpenState {
  const today = viennaDay(now);
  const clock = minutesOf(viennaClock(now));
  const current = hoursOn(schedule, locationId, today, holidays).hours.find(
    (span) => minutesOf(span.opens) <= clock && clock < minutesOf(span.closes),
  );
  if (current) return { open: true, closesAt: { date: today, time: current.closes }, opensAt: null };
  for (let offset = 0; offset <= lookAheadDays; offset++) {
    const date = addDays(today, offset);
    const next = hoursOn(schedule, locationId, date, holidays)
      .hours.filter((span) => offset > 0 || minutesOf(span.opens) > clock)
      .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))[0];
    if (next) return { open: false, closesAt: null, opensAt: { date, time: next.opens } };
  }
  return { open: false, closesAt: null, opensAt: null };
}

/** A bookable slot: its start and end as moments. */
export interface Slot {
  start: Date;
  end: Date;
}

/**
 * The slots of a day at a location: from each opening span's start, one every `durationMinutes`, each
 * ending inside the span; those starting before `earliest` (now plus the lead time) are left out. Slots
 * keep to the Vienna wall clock across a change of daylight-saving time: a start the clock skips is none,
 * and a slot over the hour that comes twice lasts that hour longer.
 */
export function slotsOn(
  schedule: OpeningSchedule,
  locationId: string,
  date: string,
  durationMinutes: number,
  holidays: readonly Holiday[],
  earliest: Date,
): Slot[] {
  const slots: Slot[] = [];
  for (const span of hoursOn(schedule, locationId, date, holidays).hours) {
    const closes = minutesOf(span.closes);
    for (let start = minutesOf(span.opens); start + durationMinutes <= closes; start += durationMinutes) {
      const slot = {
        start: viennaWallMoment(date, clockOf(start)),
        end: viennaWallMoment(date, clockOf(start + durationMinutes)),
      };
      // A start the clock skips in spring (2:00–3:00) is no slot.
      if (viennaClock(slot.start) !== clockOf(start)) continue;
      if (slot.start >= earliest) slots.push(slot);
    }
  }
  return slots;
}

/** Whether two spans of moments overlap. */
export function overlaps(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The schema.org OpeningHoursSpecification of a location's regular week and its special days ahead. */
export function openingHoursSpecification(
  schedule: OpeningSchedule,
  locationId: string,
  days: readonly DayHours[],
): Array<Record<string, string>> {
  const names: Record<Weekday, string> = {
    mo: 'Monday',
    tu: 'Tuesday',
    we: 'Wednesday',
    th: 'Thursday',
    fr: 'Friday',
    sa: 'Saturday',
    su: 'Sunday',
  };
  const location = schedule.locations.find((one) => one.id === locationId);
  const regular = WEEKDAYS.flatMap((day) =>
    (location?.week[day] ?? []).map((span) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${names[day]}`,
      opens: span.opens,
      closes: span.closes,
    })),
  );
  const special = days
    .filter((day) => day.kind !== 'regular')
    .flatMap((day) =>
      day.hours.length
        ? day.hours.map((span) => ({
            '@type': 'OpeningHoursSpecification',
            validFrom: day.date,
            validThrough: day.date,
            opens: span.opens,
            closes: span.closes,
          }))
        : [
            {
              '@type': 'OpeningHoursSpecification',
              validFrom: day.date,
              validThrough: day.date,
              opens: '00:00',
              closes: '00:00',
            },
          ],
    );
  return [...regular, ...special];
}
