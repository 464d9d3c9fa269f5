import { minutesOf, viennaDay, viennaOffset } from './date';
import type { DateInput } from './types';

/**
 * The production plan: an order's stages (dig up, pot, deliver, plant) on the resources that do them
 * (people, machines, vehicles, fields, greenhouses), and when a resource is there to do it. Times a
 * person plans are Vienna clock times; stored moments are UTC.
 */

/** What a resource is. */
export const RESOURCE_KINDS = ['person', 'machine', 'vehicle', 'field', 'greenhouse'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** A stage's progress, and the plan's that follows from its stages. */
export const STAGE_STATUSES = ['open', 'partial', 'complete'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

/**
 * One entry of a resource's `availableDates`: with a `weekday`, the hours it is there every such week
 * day (several entries for a split day); with a `date`, an exception for that Vienna day that replaces
 * the weekly hours: `absent` (a holiday, a repair) or other hours `from`–`to`, with its `reason`.
 * Times are Vienna clock times `HH:MM`; `to` may be `24:00`.
 */
export interface AvailableDate {
  weekday: number | null;
  date: string | null;
  from: string;
  to: string;
  absent: boolean;
  reason: string;
}

export interface PlannableResource {
  availableDates: readonly AvailableDate[];
}

export interface PlanStage {
  uuid: string;
  name: string;
  start: string;
  end: string;
  resources: string[];
  status: StageStatus;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Whether a text is a clock time `HH:MM` (00:00 to 24:00). */
export function isClockTime(value: string): boolean {
  return TIME.test(value);
}

/**
 * The moment (epoch ms) of a Vienna clock time on a Vienna day; `24:00` is the next day's midnight.
 * A time the spring change skips (02:30 on the last Sunday of March) does not exist; it is read with
 * the summer offset (00:30 UTC), a time the autumn change repeats as its second, winter one.
 */
export function viennaMoment(day: string, time = '00:00'): number {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year!, month! - 1, date!) + minutesOf(time) * 60_000;
  const first = wall - viennaOffset(wall) * 60_000;
  const second = wall - viennaOffset(first) * 60_000;
  return viennaOffset(second) === viennaOffset(first) ? second : first;
}

/** The Vienna day after a Vienna day (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + 1)).toISOString().slice(0, 10);
}

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
export function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * The hours a resource is there on a Vienna day, as moments: the day's exception if it has one (none
 * when absent), else its weekly hours for that weekday. A resource without weekly hours is there all
 * day, every day, apart from its exceptions.
 */
export function availabilityOn(resource: PlannableResource, day: string): Array<[number, number]> {
  const entries = resource.availableDates;
  const exceptions = entries.filter((entry) => entry.date === day);
  const weekly = entries.filter((entry) => entry.weekday !== null && !entry.date);
  let hours: Array<[string, string]>;
  if (exceptions.length > 0) {
    hours = exceptions.filter((entry) => !entry.absent).map((entry) => [entry.from, entry.to]);
  } else if (weekly.length === 0) {
    hours = [['00:00', '24:00']];
  } else {
    const weekday = weekdayOf(day);
    hours = weekly.filter((entry) => entry.weekday === weekday).map((entry) => [entry.from, entry.to]);
  }
  return hours
    .filter(([from, to]) => isClockTime(from) && isClockTime(to) && minutesOf(to) > minutesOf(from))
    .map(([from, to]) => [viennaMoment(day, from), viennaMoment(day, to)]);
}

const toMs = (at: DateInput) => (at instanceof Date ? at.getTime() : new Date(at).getTime());

/**
 * Whether a resource is there the whole time from `start` to `end`: the time lies within its hours
 * (joined across midnight where one day's hours end at 24:00 and the next day's begin at 00:00).
 */
export function isResourceAvailable(resource: PlannableResource, start: DateInput, end: DateInput): boolean {
  const from = toMs(start);
  const to = toMs(end);
  if (!(to > from)) return false;
  const windows: Array<[number, number]> = [];
  const last = viennaDay(new Date(to - 1));
  for (let day = viennaDay(new Date(from)); day <= last; day = nextDay(day)) {
    windows.push(...availabilityOn(resource, day));
  }
  windows.sort((a, b) => a[0] - b[0]);
  let covered = from;
  for (const [windowStart, windowEnd] of windows) {
    if (windowStart > covered) break;
    if (windowEnd > covered) covered = windowEnd;
    if (covered >= to) return true;
  }
  return covered >= to;
}

/** Whether two times overlap (one ending as the other starts does not). */
export function timesOverlap(
  a: { start: DateInput; end: DateInput },
  b: { start: DateInput; end: DateInput },
) {
  return toMs(a.start) < toMs(b.end) && toMs(b.start) < toMs(a.end);
}

/**
 * The plan's status from its stages: complete when every stage is, partial when one has started
 * (partial) or some are complete, else open (also without stages).
 */
export function planStatus(stages: ReadonlyArray<{ status: StageStatus }>): StageStatus {
  if (stages.length > 0 && stages.every((stage) => stage.status === 'complete')) return 'complete';
  if (stages.some((stage) => stage.status !== 'open')) return 'partial';
  return 'open';
}

/**
 * The moments of a calendar range given as Vienna days (`YYYY-MM-DD`, the end day excluded, as
 * FullCalendar gives it) or as date-times with their zone.
 */
export function calendarRange(start: string, end: string): { from: number; to: number } {
  const moment = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? viennaMoment(value) : toMs(value));
  return { from: moment(start), to: moment(end) };
}
