import { FALLBACK_PRICE_CENTS, formatLanguage, type Language } from './constants';
import type { Cents, EuroAmount } from './types';

/**
 * Converts a euro amount (as the API carries it, 2 decimals) to integer cents, rounding half away
 * from zero. `toCents(19.99) === 1999` although `19.99 * 100` is 1998.9999999999998 in floating point.
 * @throws RangeError when the amount is not a finite number
 */
export function toCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`not a finite euro amount: ${euros}`);
  const scaled = Math.abs(euros) * 100;
  // A relative nudge far above float noise (~1e-16) and far below a cent lets x.xx5 inputs such as
  // 1.005 (stored as 1.00499999…) round as written.
  const cents = Math.round(scaled + scaled * 1e-12);
  return euros < 0 && cents !== 0 ? -cents : cents;
}

/**
 * Converts integer cents to a euro number with at most 2 decimals (the API's money shape).
 * `fromCents(1999) === 19.99`.
 */
export function fromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Rounds a fractional cent amount to whole cents, half away from zero. */
export function roundCents(value: number): Cents {
  const rounded = Math.round(Math.abs(value));
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Reads a euro amount from data (number or numeric string) as cents.
 * Returns `null` when there is no numeric amount.
 */
export function parseEuroAmount(value: EuroAmount): Cents | null {
  if (typeof value === 'number') return Number.isFinite(value) ? toCents(value) : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(',', '.'));
    return Number.isFinite(parsed) ? toCents(parsed) : null;
  }
  return null;
}

/**
 * A product's price in cents; the spec's fallback price 999 (euros) when no price is found.
 */
export function priceCentsOrFallback(price: EuroAmount): Cents {
  return parseEuroAmount(price) ?? FALLBACK_PRICE_CENTS;
}

/**
 * Reads a threshold or limit in euros as cents: 0, empty and null mean "not set" and give `null`.
 */
export function positiveAmountOrNull(value: EuroAmount): Cents | null {
  const cents = parseEuroAmount(value);
  return cents !== null && cents > 0 ? cents : null;
}

/** Rounds a euro number to the spec's 2 decimals (for display edges that carry euros). */
export function roundEuros(euros: number): number {
  return fromCents(toCents(euros));
}

/**
 * Formats cents as a euro amount a person reads, one format per language for pages, mails and PDFs:
 * German as in Austria, `€ 1.234,50`; English as euro amounts are written in English (Ireland, the EU's
 * English style), the sign before the number without a space and a decimal point: `€1,234.50`.
 * `language` may be a locale tag (`en-GB` writes English).
 * Written by hand (same text as Intl's de-AT and en-IE): the first Intl.NumberFormat loads locale data
 * and costs a phone some 20 ms while the page starts.
 */
export function formatEuro(cents: Cents, language: Language | (string & {}) = 'de'): string {
  const negative = cents < 0 || Object.is(cents, -0);
  // Half away from zero, as Intl rounds.
  const whole = Math.round(Math.abs(cents));
  const [group, decimal, sign] = formatLanguage(language) === 'en' ? [',', '.', '€'] : ['.', ',', '€ '];
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  return `${negative ? '-' : ''}${sign}${euros}${decimal}${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Shipping as an order's totals show it when a shipping discount applies (euros): the cost before the
 * discount, with the discount as a line of its own under it. `shipping` is what is charged.
 */
export function shippingBeforeDiscount(totals: { shipping: number; shipping_discount?: number }): number {
  return fromCents(toCents(totals.shipping) + toCents(totals.shipping_discount ?? 0));
}

/** An amount in euros, as the API carries it, in the money format of the language (`formatEuro`). */
export function formatEuros(euros: number, language: Language | (string & {}) = 'de'): string {
  return formatEuro(toCents(euros), language);
}
