import { formatLanguage, SHOP_TIME_ZONE, type Language } from './constants';
import type { DateInput } from './types';

/**
 * Dates as a person reads them: every date the shop writes (mails, PDFs, documents, exports, pages) is
 * the nursery's calendar day in Vienna, whatever time zone the server or the reader is in. An order
 * placed at 00:16 Vienna time (23:16 UTC) is dated the Vienna day, not the UTC one.
 */

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

// en-CA writes dates as YYYY-MM-DD; one formatter, as the first Intl call with a time zone is slow.
let viennaDays: Intl.DateTimeFormat | undefined;
let viennaTimes: Intl.DateTimeFormat | undefined;
const longDates = new Map<string, Intl.DateTimeFormat>();

/** A moment (Date, epoch ms or ISO text), or a calendar day given as `YYYY-MM-DD`. */
function instant(at: DateInput): Date {
  return at instanceof Date ? at : new Date(at);
}

/**
 * The Vienna calendar day (`YYYY-MM-DD`) of a moment; a calendar day given as `YYYY-MM-DD` (an invoice
 * date, a due date) is that day already and stays as it is.
 */
export function viennaDay(at: DateInput): string {
  if (typeof at === 'string' && CALENDAR_DAY.test(at)) return at;
  viennaDays ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return viennaDays.format(instant(at));
}

/** The Vienna calendar month (`YYYY-MM`) of a moment. */
export function viennaMonth(at: DateInput): string {
  return viennaDay(at).slice(0, 7);
}

/** The Vienna calendar year of a moment. */
export function viennaYear(at: DateInput): number {
  return Number(viennaDay(at).slice(0, 4));
}

/**
 * A date as a person reads it, always the Vienna day and padded: German `01.03.2026`, English
 * `01/03/2026` (British order); `long` writes the month: `1. März 2026`, `1 March 2026`. `language` may
 * be a locale tag (`en-GB` writes English).
 */
export function formatDate(
  at: DateInput,
  language: Language | (string & {}) = 'de',
  style: 'short' | 'long' = 'short',
): string {
  const day = viennaDay(at);
  const english = formatLanguage(language) === 'en';
  if (style === 'long') {
    // A formatter is costly to make (a page shows several dates): one per language.
    const locale = english ? 'en-GB' : 'de-AT';
    let longDate = longDates.get(locale);
    if (!longDate) {
      longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      longDates.set(locale, longDate);
    }
    return longDate.format(new Date(`${day}T12:00:00Z`));
  }
  const [year, month, dayOfMonth] = day.split('-');
  return english ? `${dayOfMonth}/${month}/${year}` : `${dayOfMonth}.${month}.${year}`;
}

/** The Vienna clock time of a moment, `HH:MM` (24 hours) in both languages. */
export function formatTime(at: DateInput): string {
  viennaTimes ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return viennaTimes.format(instant(at));
}

/** Minutes since midnight of `HH:MM`. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

let viennaParts: Intl.DateTimeFormat | undefined;

/** Vienna's offset from UTC in minutes at a moment (epoch ms): 60 in winter, 120 in summer. */
export function viennaOffset(at: number): number {
  viennaParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(
    viennaParts.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}
