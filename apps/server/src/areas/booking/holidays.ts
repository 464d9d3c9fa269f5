import type { Holiday } from '@gartenwerk/domain';
import Holidays from 'date-holidays';

const calendars = new Map<string, Holidays>();

/** The calendar of a region (`AT`, `AT-3`, `DE-BY`), German names. */
function calendar(region: string): Holidays {
  let found = calendars.get(region);
  if (!found) {
    const [country = 'AT', state] = region.split('-');
    found = state
      ? new Holidays(country, state, { languages: ['de'] })
      : new Holidays(country, { languages: ['de'] });
    calendars.set(region, found);
  }
  return found;
}

/** A year's public holidays of a region, worked out once: every page's opening hours ask for them. */
const yearsWorkedOut = new Map<string, Holiday[]>();
/** Regions times years a running server is asked for stays small; this bounds it anyway. */
const YEARS_KEPT = 64;

function publicHolidays(region: string, year: number): Holiday[] {
  const key = `${region}:${year}`;
  let holidays = yearsWorkedOut.get(key);
  if (!holidays) {
    holidays = calendar(region)
      .getHolidays(year, 'de')
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
    if (yearsWorkedOut.size >= YEARS_KEPT) yearsWorkedOut.clear();
    yearsWorkedOut.set(key, holidays);
  }
  return holidays;
}

/** The public holidays of a region on the Vienna days from `from` to `to` (`YYYY-MM-DD`, both included). */
export function holidaysBetween(region: string, from: string, to: string): Holiday[] {
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
  return [...years]
    .flatMap((year) => publicHolidays(region, year))
    .filter((holiday) => holiday.date >= from && holiday.date <= to)
    .map((holiday) => ({ ...holiday }));
}
