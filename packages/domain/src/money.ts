import { FALLBACK_PRICE_CENTS } from './constants';
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

const euroFormatters = new Map<string, Intl.NumberFormat>();

/**
 * `formatEuro` in de-AT, the storefront's locale, without Intl: the first Intl.NumberFormat loads
 * locale data and costs a phone some 20 ms while the page starts. Same text as Intl's.
 */
function formatEuroDeAt(cents: Cents): string {
  const negative = cents < 0 || Object.is(cents, -0);
  // Half away from zero, as Intl rounds.
  const whole = Math.round(Math.abs(cents));
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}€ ${euros},${String(whole % 100).padStart(2, '0')}`;
}

/** Formats cents as a euro amount for the given locale, e.g. `formatEuro(1999) === '€ 19,99'` (de-AT). */
export function formatEuro(cents: Cents, locale = 'de-AT'): string {
  if (locale === 'de-AT') return formatEuroDeAt(cents);
  let formatter = euroFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    euroFormatters.set(locale, formatter);
  }
  return formatter.format(fromCents(cents)).replace(/\u00a0/g, ' ');
}

/**
 * Shipping as an order's totals show it when a shipping discount applies (euros): the cost before the
 * discount, with the discount as a line of its own under it. `shipping` is what is charged.
 */
export function shippingBeforeDiscount(totals: { shipping: number; shipping_discount?: number }): number {
  return fromCents(toCents(totals.shipping) + toCents(totals.shipping_discount ?? 0));
}
