import { COLUMN_BREAKPOINTS, FILE_SIZE_MB_FROM_KB, GRID_COLUMNS, IMAGE_EXTENSIONS } from './constants';

/** Whether a file extension (with or without dot, any case) is one of jpg, jpeg, gif, png, svg. */
export function isImageExtension(ext: string | null | undefined): boolean {
  if (!ext) return false;
  const normalized = ext.replace(/^\./, '').toLowerCase();
  return (IMAGE_EXTENSIONS as readonly string[]).includes(normalized);
}

/**
 * URL helper: adds `https://` when the URL has no scheme (`example.com` → `https://example.com`,
 * `//cdn.example.com` → `https://cdn.example.com`). Empty input stays empty.
 */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) || /^(mailto|tel):/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
}

/**
 * File size for display: whole KB below 1000 KB, MB with one decimal from 1000 KB
 * (1 KB = 1024 bytes), e.g. `formatFileSize(2048) === '2 KB'`, `formatFileSize(1024000) === '1.0 MB'`.
 */
export function formatFileSize(bytes: number): string {
  const kb = Math.max(0, bytes) / 1024;
  if (kb < FILE_SIZE_MB_FROM_KB) return `${Math.round(kb)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}

/**
 * Columns of the lazy list for a width: up to 800 → 1, up to 1200 → 2, beyond → 3.
 */
export function lazyListColumns(width: number): number {
  for (const breakpoint of COLUMN_BREAKPOINTS) {
    if (width <= breakpoint.width) return breakpoint.columns;
  }
  return COLUMN_BREAKPOINTS[COLUMN_BREAKPOINTS.length - 1]!.columns;
}

/** Grid columns one lazy-list column spans: the 12-column grid divided by the column count. */
export function lazyListColumnSpan(columns: number): number {
  return Math.floor(GRID_COLUMNS / Math.max(1, columns));
}

/** The entry fields the sort reads. */
export interface SortableEntry {
  title?: string;
  order?: number | null;
  publish_date?: string | number | Date | null;
}

function time(value: SortableEntry['publish_date']): number {
  if (value == null) return Number.NEGATIVE_INFINITY;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** Sorts entries newest `publish_date` first (returns a new array). */
export function sortEntriesByPublishDate<E extends SortableEntry>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => time(b.publish_date) - time(a.publish_date));
}

/** Sorts pages by `order`; equal orders (children) also by title (returns a new array). */
export function sortPages<E extends SortableEntry>(pages: readonly E[]): E[] {
  return [...pages].sort(
    (a, b) => (a.order ?? 0) - (b.order ?? 0) || (a.title ?? '').localeCompare(b.title ?? '', 'de'),
  );
}

const countryNames = new Map<string, Intl.DisplayNames>();

/**
 * The names of the countries a nursery in Austria ships to most: the header's country choice shows
 * them while the page starts, and the first `Intl.DisplayNames` costs a phone some 10 ms of region data.
 */
export const NEARBY_COUNTRY_NAMES: Readonly<Record<'de' | 'en', Readonly<Record<string, string>>>> = {
  de: { AT: 'Österreich', DE: 'Deutschland', CH: 'Schweiz', LI: 'Liechtenstein', IT: 'Italien' },
  en: { AT: 'Austria', DE: 'Germany', CH: 'Switzerland', LI: 'Liechtenstein', IT: 'Italy' },
};

/** A country's name in the language, from its code: `countryName('at', 'de') === 'Österreich'`. */
export function countryName(code: string, language: 'de' | 'en' = 'de'): string {
  if (!/^[a-z]{2}$/i.test(code)) return code;
  const nearby = NEARBY_COUNTRY_NAMES[language][code.toUpperCase()];
  if (nearby) return nearby;
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    countryNames.set(language, names);
  }
  return names.of(code.toUpperCase()) ?? code;
}
