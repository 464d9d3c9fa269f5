import type { COMPANY_FIELD_MAX_LENGTHS } from './constants';

export type CompanyField = keyof typeof COMPANY_FIELD_MAX_LENGTHS;

/** The company fields an Austrian imprint needs (§ 5 ECG, § 25 MedienG, § 14 UGB), in the imprint's order. */
export const IMPRINT_COMPANY_FIELDS = [
  'name',
  'street',
  'zip',
  'city',
  'country',
  'phone',
  'email',
  'uid',
  'register',
  'authority',
] as const satisfies readonly CompanyField[];

/**
 * Whether a company value is a stand-in rather than the owner's data: empty, or zero-filled as the demo
 * nursery's numbers are (UID ATU00000000, phone +43 2732 000 000, FN 000000x). Six zeros in a row
 * (spaces ignored) do not occur in a real UID, register number or phone number worth printing.
 */
export function isPlaceholderCompanyValue(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text === '' || /0{6,}/.test(text.replace(/[\s/-]/g, ''));
}

/** The imprint fields the owner has not filled in yet (or left at a demo value), in the imprint's order. */
export function missingImprintFields(company: Partial<Record<CompanyField, string>>): CompanyField[] {
  return IMPRINT_COMPANY_FIELDS.filter((field) => isPlaceholderCompanyValue(company[field]));
}

/** How the seeded legal templates begin; a page that still does has not been replaced by the owner's text. */
export const SAMPLE_TEXT_MARK = 'Mustertext – nur zur Demonstration';

/** Whether a page's text still carries the sample notice of the seeded templates. */
export function isSampleText(html: string): boolean {
  return html.includes(SAMPLE_TEXT_MARK);
}

export type Weekday = 'mo' | 'tu' | 'we' | 'th' | 'fr' | 'sa' | 'su';
export const WEEKDAYS: readonly Weekday[] = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];

/** The nursery's hours on the days `from` to `to` (24-hour clock, e.g. 08:00). */
export interface OpeningHoursRange {
  from: Weekday;
  to: Weekday;
  opens: string;
  closes: string;
}

/** A row of the opening hours: the days (first and last) and their hours, or null for closed. */
export interface HoursRow {
  from: Weekday;
  to: Weekday;
  hours: { opens: string; closes: string } | null;
}

/**
 * The week as rows in weekday order: the configured ranges, and the days none of them covers
 * (runs of consecutive days) as closed. The footer, the pickup details and the order mails read it.
 */
export function openingHoursRows(ranges: readonly OpeningHoursRange[]): HoursRow[] {
  const open = new Set<Weekday>();
  const rows: HoursRow[] = ranges.map(({ from, to, opens, closes }) => {
    WEEKDAYS.slice(WEEKDAYS.indexOf(from), WEEKDAYS.indexOf(to) + 1).forEach((day) => open.add(day));
    return { from, to, hours: { opens, closes } };
  });
  let run: HoursRow | null = null;
  for (const day of WEEKDAYS) {
    if (open.has(day)) run = null;
    else if (run) run.to = day;
    else rows.push((run = { from: day, to: day, hours: null }));
  }
  return rows.sort((a, b) => WEEKDAYS.indexOf(a.from) - WEEKDAYS.indexOf(b.from));
}

/** 08:00 → 8:00, as opening hours are written. */
export const clockTime = (time: string) => time.replace(/^0(\d)/, '$1');
