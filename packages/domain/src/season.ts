import { viennaDay } from './date';
import { addDays } from './opening-hours';
import type { DateInput } from './types';

/**
 * Nursery seasons: day-of-year windows without a year, so they repeat every year, evaluated on the
 * nursery's calendar day in Vienna. A window whose `from` lies after its `until` wraps over the new
 * year (shipping 10-15..04-15 holds from 15 October to 15 April); `from` equal to `until` is one day.
 * `02-29` is a day of leap years only: a window from 02-29 starts on 1 March in other years, one until
 * 02-29 ends on 28 February.
 */
export interface SeasonWindow {
  /** The first day, `MM-DD`. */
  from: string;
  /** The last day, `MM-DD`. */
  until: string;
}

/** The three seasons a product group or a product may carry; null: all year. */
export interface SeasonFields {
  sales_season?: SeasonWindow | null;
  shipping_season?: SeasonWindow | null;
  pickup_season?: SeasonWindow | null;
}

export const SEASON_DAY_PATTERN = '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `text` is a day of the year as `MM-DD` (02-29 included). */
export function isSeasonDay(text: string): boolean {
  if (!new RegExp(SEASON_DAY_PATTERN).test(text)) return false;
  const [month, day] = text.split('-').map(Number);
  return day! <= DAYS_IN_MONTH[month! - 1]!;
}

/** Whether the calendar day (`YYYY-MM-DD`) lies inside the season. */
export function seasonHasDay(season: SeasonWindow, day: string): boolean {
  const monthDay = day.slice(5, 10);
  if (season.from <= season.until) return monthDay >= season.from && monthDay <= season.until;
  return monthDay >= season.from || monthDay <= season.until;
}

/** Whether the Vienna calendar day of the moment (or the calendar day `YYYY-MM-DD`) lies inside the season. */
export function isInSeason(season: SeasonWindow, at: DateInput): boolean {
  return seasonHasDay(season, viennaDay(at));
}

// Four years and a day: every window holds a day within them (one of 02-29 only in a leap year).
const SEARCH_DAYS = 4 * 366 + 1;

/**
 * The first calendar day, on or after `from` (`YYYY-MM-DD`), that lies inside every given season
 * (null ones hold every day); null when no day within four years does (windows that never meet).
 */
export function firstDayInSeasons(
  seasons: ReadonlyArray<SeasonWindow | null | undefined>,
  from: string,
): string | null {
  const windows = seasons.filter((season): season is SeasonWindow => !!season);
  let day = from;
  for (let step = 0; step < SEARCH_DAYS; step++) {
    if (windows.every((season) => seasonHasDay(season, day))) return day;
    day = addDays(day, 1);
  }
  return null;
}

/**
 * The day the season next holds, as a Vienna calendar day (`YYYY-MM-DD`), from the moment `at`: its
 * next start when the moment lies outside it, the moment's own day when inside.
 */
export function nextSeasonStart(season: SeasonWindow, at: DateInput): string {
  return firstDayInSeasons([season], viennaDay(at))!;
}

/** The ISO 8601 week number (1–53) of a calendar day `YYYY-MM-DD`: weeks start on Monday, week 1 holds 4 January. */
export function isoWeek(day: string): number {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  // The Thursday of the day's week decides the week's year.
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const firstThursday = new Date(Date.UTC(date.getUTCFullYear(), 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  return 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 24 * 60 * 60 * 1000));
}

/** A product group's seasons and whether it takes orders outside its shipping season. */
export interface GroupSeasonFields extends SeasonFields {
  preorders_allowed?: boolean;
}

/** The seasons that hold for a product, and whether it may be pre-ordered. */
export interface ProductSeasons {
  sales_season: SeasonWindow | null;
  shipping_season: SeasonWindow | null;
  pickup_season: SeasonWindow | null;
  preorders_allowed: boolean;
  /** The shop's frost stop when it names one of the product's groups. */
  frost_stop?: FrostStop | null;
}

/**
 * A frost spell: the chosen product groups are not shipped from `from` to `until` (Vienna calendar
 * days, both included; null: until the owner ends it). Orders are still taken; pickup goes on.
 */
export interface FrostStop {
  groups: string[];
  from: string;
  until: string | null;
  /** A short word to the customers, shown beside "Versand nach Frostende". */
  text: string;
}

/** Whether the frost stop holds on the calendar day (`YYYY-MM-DD`). */
export function frostStopHolds(stop: FrostStop, day: string): boolean {
  return day >= stop.from && (stop.until === null || day <= stop.until);
}

/** The frost stop that holds for a product in the groups, if the stop names one of them. */
export function frostStopOf(stop: FrostStop | null | undefined, groups: readonly string[]): FrostStop | null {
  return stop && groups.some((group) => stop.groups.includes(group)) ? stop : null;
}

/** The first day a frost-held line ships: the day after the stop (null while it is open-ended). */
export function frostEndShipDay(stop: FrostStop): string | null {
  return stop.until === null ? null : addDays(stop.until, 1);
}

/**
 * The seasons of a product: each of its own wins; one it lacks comes from the first of its groups (in
 * the product's order of groups) that has it. Pre-orders follow the first group that carries a
 * shipping season, else the first group.
 */
export function productSeasons(
  product: SeasonFields,
  groups: ReadonlyArray<GroupSeasonFields | undefined>,
): ProductSeasons {
  const known = groups.filter((group): group is GroupSeasonFields => !!group);
  const pick = (field: keyof SeasonFields): SeasonWindow | null =>
    product[field] ?? known.find((group) => group[field])?.[field] ?? null;
  const deciding = known.find((group) => group.shipping_season) ?? known[0];
  return {
    sales_season: pick('sales_season'),
    shipping_season: pick('shipping_season'),
    pickup_season: pick('pickup_season'),
    preorders_allowed: deciding?.preorders_allowed === true,
  };
}

/**
 * Whether and how a product can be ordered at a moment; every state names the day it concerns as a
 * Vienna calendar day.
 * - `now`: orderable, sent (or ready for pickup) as usual;
 * - `preorder`: orderable inside the sales season while outside the shipping season, when its group
 *   allows pre-orders; sent from `ship_from` (ISO week `ship_week`);
 * - `not_orderable`: outside its sales season, or outside its shipping season without pre-orders;
 *   orderable again from `orderable_from` (null: never within four years);
 * - `frost_stop`: orderable, shipped after the frost stop that holds on its shipping day: from
 *   `ship_from` (null: the stop is open-ended), with the owner's `text`.
 */
export type ProductAvailability =
  | { state: 'now' }
  | { state: 'preorder'; ship_from: string; ship_week: number }
  | { state: 'not_orderable'; orderable_from: string | null }
  | { state: 'frost_stop'; ship_from: string | null; text: string };

export const AVAILABILITY_STATES = ['now', 'preorder', 'not_orderable', 'frost_stop'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

/** The frost stop's state for a line that would ship on `day`, or null when no stop holds then. */
function frostHeld(stop: FrostStop | null | undefined, day: string): ProductAvailability | null {
  if (!stop || !frostStopHolds(stop, day)) return null;
  return { state: 'frost_stop', ship_from: frostEndShipDay(stop), text: stop.text };
}

/**
 * The product's availability at the moment `at` for the delivery `method`: shipping goes by the
 * shipping season and the frost stop, pickup by the pickup season (none: all year) alone.
 */
export function productAvailability(
  seasons: ProductSeasons,
  at: DateInput,
  method: 'shipping' | 'pickup' = 'shipping',
): ProductAvailability {
  const today = viennaDay(at);
  const delivery = method === 'pickup' ? seasons.pickup_season : seasons.shipping_season;
  const selling = !seasons.sales_season || seasonHasDay(seasons.sales_season, today);
  const delivering = !delivery || seasonHasDay(delivery, today);
  const frost = method === 'shipping' ? seasons.frost_stop : null;
  if (selling && delivering) return frostHeld(frost, today) ?? { state: 'now' };
  if (selling && seasons.preorders_allowed) {
    const shipFrom = firstDayInSeasons([delivery], today)!;
    return (
      frostHeld(frost, shipFrom) ?? { state: 'preorder', ship_from: shipFrom, ship_week: isoWeek(shipFrom) }
    );
  }
  const salesOnly = seasons.preorders_allowed && !!delivery;
  return {
    state: 'not_orderable',
    orderable_from: firstDayInSeasons(
      salesOnly ? [seasons.sales_season] : [seasons.sales_season, delivery],
      today,
    ),
  };
}

/** Whether the availability lets the product be ordered (now or as a pre-order). */
export function isOrderableNow(availability: ProductAvailability): boolean {
  return availability.state !== 'not_orderable';
}

/**
 * The planned shipping day of an order line (`YYYY-MM-DD`), or null when it goes as usual or waits for
 * an open-ended frost stop to end.
 */
export function plannedShipDate(availability: ProductAvailability): string | null {
  return availability.state === 'preorder' || availability.state === 'frost_stop'
    ? availability.ship_from
    : null;
}

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day and month as a person reads it: German `13.10.`, English `13 Oct` (a pre-order's ship-from
 * day, the day a product can be ordered again).
 */
export function formatDayMonth(day: string, language: string = 'de'): string {
  const [, month, dayOfMonth] = day.slice(0, 10).split('-');
  if (language.startsWith('en')) return `${Number(dayOfMonth)} ${ENGLISH_MONTHS[Number(month) - 1]}`;
  return `${dayOfMonth}.${month}.`;
}

/**
 * How an order line's planned shipping is said, as a text key and its values: a pre-order's week and
 * day (`plannedShipping`), a frost-held line's day after the frost (`frostShipping`) or, while the
 * stop is open-ended, no day (`frostShippingOpen`); null for a line shipped as usual.
 */
export function lineShippingWords(
  line: { planned_ship_date?: string | null; frost_hold?: boolean },
  language: string = 'de',
): {
  key: 'plannedShipping' | 'frostShipping' | 'frostShippingOpen';
  values: Record<string, string | number>;
} | null {
  const day = line.planned_ship_date;
  if (line.frost_hold) {
    return day
      ? { key: 'frostShipping', values: { date: formatDayMonth(day, language) } }
      : { key: 'frostShippingOpen', values: {} };
  }
  if (!day) return null;
  return { key: 'plannedShipping', values: { week: isoWeek(day), date: formatDayMonth(day, language) } };
}

/** The ISO week of a calendar day as `YYYY-Www` (the year the week belongs to: 2027-W53 ends 2027). */
export function isoWeekKey(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  // The week's Thursday decides its year.
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) + 3);
  return `${date.getUTCFullYear()}-W${String(isoWeek(day)).padStart(2, '0')}`;
}

/** The Monday and Sunday (`YYYY-MM-DD`) of an ISO week `YYYY-Www`. */
export function isoWeekDays(key: string): { from: string; until: string } {
  const [year, week] = key.split('-W').map(Number);
  const monday = new Date(Date.UTC(year!, 0, 4));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + (week! - 1) * 7);
  const sunday = new Date(monday);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  return { from: monday.toISOString().slice(0, 10), until: sunday.toISOString().slice(0, 10) };
}

/** An order line as its shipping day reads it. */
export interface ShipDayLine {
  planned_ship_date?: string | null;
  frost_hold?: boolean;
  /** The line goes in the later of a split delivery's two shipments. */
  second_shipment?: boolean;
}

/**
 * The day an order is to be sent: its latest planned line (a pre-order, a frost stop's end), else the
 * Vienna day it was placed; null while a line waits for an open-ended frost stop. A split delivery
 * counts the lines of the shipment it sends next: the first until it has gone, then the second. The
 * order list filters and sorts by it (the server's SQL says the same).
 */
export function orderShipDay(
  items: readonly ShipDayLine[],
  created: DateInput,
  split?: { firstShipped: boolean },
): string | null {
  const next = split ? items.filter((item) => !!item.second_shipment === split.firstShipped) : items;
  if (next.some((item) => item.frost_hold && !item.planned_ship_date)) return null;
  const planned = next.flatMap((item) => (item.planned_ship_date ? [item.planned_ship_date] : [])).sort();
  return planned.at(-1) ?? viennaDay(created);
}
