import { parseEuroAmount } from './money';
import type {
  Cents,
  CountryCode,
  CustomerShopData,
  PaymentSourceLimits,
  PaymentSourceSetting,
} from './types';

/**
 * Countries Klarna is offered for. The specification fixes 26 countries without naming them; these
 * are the business locations Stripe lists for Klarna (https://docs.stripe.com/payments/klarna, read
 * 2026-11) without the six smallest markets of that list (cy, ee, hr, lt, lv, mt). Compare with the
 * Stripe account's settings before going live.
 */
export const KLARNA_COUNTRIES: readonly CountryCode[] = [
  'at',
  'au',
  'be',
  'ca',
  'ch',
  'cz',
  'de',
  'dk',
  'es',
  'fi',
  'fr',
  'gb',
  'gr',
  'ie',
  'it',
  'lu',
  'nl',
  'no',
  'nz',
  'pl',
  'pt',
  'ro',
  'se',
  'si',
  'sk',
  'us',
];

/**
 * Countries EPS is offered for. The specification fixes 38 countries without naming them; these are
 * the business locations Stripe lists for EPS (https://docs.stripe.com/payments/eps, read 2026-11)
 * without Gibraltar, the one location beyond the specification's count.
 */
export const EPS_COUNTRIES: readonly CountryCode[] = [
  'at',
  'au',
  'be',
  'bg',
  'ca',
  'ch',
  'cy',
  'cz',
  'de',
  'dk',
  'ee',
  'es',
  'fi',
  'fr',
  'gb',
  'gr',
  'hk',
  'hr',
  'hu',
  'ie',
  'it',
  'jp',
  'li',
  'lt',
  'lu',
  'lv',
  'mt',
  'mx',
  'nl',
  'no',
  'nz',
  'pl',
  'pt',
  'ro',
  'se',
  'sg',
  'si',
  'sk',
];

/** Payment methods limited to a list of countries, by payment source key. */
export const PAYMENT_METHOD_COUNTRIES: ReadonlyMap<string, readonly CountryCode[]> = new Map([
  ['klarna', KLARNA_COUNTRIES],
  ['eps', EPS_COUNTRIES],
]);

/**
 * A record's entry under its own key. Method names come from requests: a plain lookup would answer
 * Object.prototype's members for "__proto__", "constructor" or "toString".
 */
function ownEntry<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The min and max in cents a payment source allows; `max` null means unlimited. */
export interface PaymentLimits {
  min: Cents;
  max: Cents | null;
}

/**
 * Reads limits: a missing min is 0; a max of 0, empty or null is unlimited.
 */
export function paymentLimits(limits: PaymentSourceLimits | undefined): PaymentLimits {
  const min = parseEuroAmount(limits?.min);
  const max = parseEuroAmount(limits?.max);
  return { min: min !== null && min > 0 ? min : 0, max: max !== null && max > 0 ? max : null };
}

/**
 * The limits that apply to a customer: the customer's own when they have them enabled, else the
 * global ones.
 */
export function effectivePaymentLimits(
  method: string,
  global: PaymentSourceSetting | undefined,
  customer?: Pick<CustomerShopData, 'paymentsources'> | null,
): PaymentLimits {
  const own = ownEntry(customer?.paymentsources, method);
  return paymentLimits(own?.enabled ? own : global);
}

/** Whether a cart total (cents) lies between min and max, both inclusive. */
export function isWithinPaymentLimits(totalCents: Cents, limits: PaymentLimits): boolean {
  return totalCents >= limits.min && (limits.max === null || totalCents <= limits.max);
}

/** Whether a country may use a payment method (only Klarna and EPS are limited). */
export function isPaymentMethodAvailableInCountry(
  method: string,
  country: CountryCode | null | undefined,
): boolean {
  const countries = PAYMENT_METHOD_COUNTRIES.get(method.toLowerCase());
  if (!countries) return true;
  return !!country && countries.includes(country.toLowerCase());
}

/** What decides whether payment methods are offered. */
export interface PaymentEligibilityInput {
  /** config components.shop.paymentsources */
  paymentsources: Readonly<Record<string, PaymentSourceSetting>> | undefined;
  customer?: Pick<CustomerShopData, 'paymentsources'> | null;
  /** The cart total in cents. */
  totalCents: Cents;
  /** Invoice country of the customer. */
  country?: CountryCode | null;
}

/**
 * Whether a payment method is offered: enabled in the shop, the total within its (or the
 * customer's) limits, and the country allowed for Klarna and EPS.
 */
export function isPaymentMethodOffered(method: string, input: PaymentEligibilityInput): boolean {
  const setting = ownEntry(input.paymentsources, method);
  if (!setting || setting.enabled === false) return false;
  if (!isWithinPaymentLimits(input.totalCents, effectivePaymentLimits(method, setting, input.customer)))
    return false;
  return isPaymentMethodAvailableInCountry(method, input.country);
}

/** The keys of every payment method offered for a cart, in settings order. */
export function offeredPaymentMethods(input: PaymentEligibilityInput): string[] {
  return Object.keys(input.paymentsources ?? {}).filter((method) => isPaymentMethodOffered(method, input));
}
