import type { CountryCode } from '../types';

/**
 * Format of the VAT identification number (uid) of each EU member state, after the two-letter
 * prefix. Formats as the European Commission's VIES service describes them; Greece uses the
 * prefix EL.
 */
export const EU_VAT_ID_FORMATS: Readonly<Record<CountryCode, RegExp>> = {
  at: /^ATU\d{8}$/,
  be: /^BE[01]\d{9}$/,
  bg: /^BG\d{9,10}$/,
  cy: /^CY\d{8}[A-Z]$/,
  cz: /^CZ\d{8,10}$/,
  de: /^DE\d{9}$/,
  dk: /^DK\d{8}$/,
  ee: /^EE\d{9}$/,
  gr: /^EL\d{9}$/,
  es: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  fi: /^FI\d{8}$/,
  fr: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  hr: /^HR\d{11}$/,
  hu: /^HU\d{8}$/,
  ie: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  it: /^IT\d{11}$/,
  lt: /^LT(\d{9}|\d{12})$/,
  lu: /^LU\d{8}$/,
  lv: /^LV\d{11}$/,
  mt: /^MT\d{8}$/,
  nl: /^NL\d{9}B\d{2}$/,
  pl: /^PL\d{10}$/,
  pt: /^PT\d{9}$/,
  ro: /^RO[1-9]\d{1,9}$/,
  se: /^SE\d{10}01$/,
  si: /^SI\d{8}$/,
  sk: /^SK\d{10}$/,
};

/** Removes the spaces, dots and hyphens people type into a uid and upper-cases it. */
export function normalizeUid(uid: string): string {
  return uid.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Whether `uid` has the EU VAT id format of `country` (prefix included, e.g. `ATU12345678` for at).
 * Countries outside the EU have no EU VAT id and always give `false`.
 */
export function isValidUid(uid: string | null | undefined, country: CountryCode | null | undefined): boolean {
  if (!uid || !country) return false;
  const format = EU_VAT_ID_FORMATS[country.toLowerCase()];
  return !!format && format.test(normalizeUid(uid));
}
