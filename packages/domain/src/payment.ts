import { parseEuroAmount, toCents } from './money';
import type {
  Cents,
  CountryCode,
  CustomerShopData,
  PaymentAudience,
  PaymentSourceLimits,
  PaymentSourceSetting,
} from './types';

/** The offline methods, paid outside the shop (bank transfer, invoice, cash). */
export const OFFLINE_PAYMENT_METHODS = ['prepayment', 'invoice', 'cash_on_pickup'] as const;
/** The online methods, paid through Stripe; their keys are Stripe's payment method types. */
export const ONLINE_PAYMENT_METHODS = ['card', 'eps', 'klarna', 'sepa_debit'] as const;
/** Every payment method the shop supports, in their default order. */
export const PAYMENT_METHODS = [...OFFLINE_PAYMENT_METHODS, ...ONLINE_PAYMENT_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isPaymentMethod = (method: string): method is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(method);
export const isOnlinePaymentMethod = (method: string): boolean =>
  (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);
/** Methods paid when or after the goods are handed over; every other method is paid before. */
export const PAID_AFTER_HANDOVER: readonly PaymentMethod[] = ['invoice', 'cash_on_pickup'];
/** Whether an order may be handed over (or laid out for pickup) before its payment arrived. */
export const paidAfterHandover = (method: string | null): boolean =>
  method !== null && (PAID_AFTER_HANDOVER as readonly string[]).includes(method);

export const PAYMENT_AUDIENCES: readonly PaymentAudience[] = ['everyone', 'returning', 'approved'];

/** Who may use a method: as set, else everyone, except invoice (credit the shop gives only on purpose). */
export function paymentAudience(method: string, setting: PaymentSourceSetting | undefined): PaymentAudience {
  return setting?.audience ?? (method === 'invoice' ? 'approved' : 'everyone');
}

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

/**
 * Whether a country may use a payment method: Klarna and EPS only in their countries, and any method
 * only in the countries the shop chose for it (none chosen: all).
 */
export function isPaymentMethodAvailableInCountry(
  method: string,
  country: CountryCode | null | undefined,
  chosen?: readonly CountryCode[] | null,
): boolean {
  const code = country?.toLowerCase();
  const fixed = PAYMENT_METHOD_COUNTRIES.get(method.toLowerCase());
  if (fixed && !(code && fixed.includes(code))) return false;
  if (chosen && chosen.length > 0 && !(code && chosen.includes(code))) return false;
  return true;
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
  /** Signed in with a paid order before (for methods limited to returning customers). */
  returningCustomer?: boolean;
  /** The shop books the order itself and may give any customer the method. */
  anyAudience?: boolean;
}

/** Whether the customer belongs to the method's audience; an approved customer always does. */
function isInAudience(
  method: string,
  setting: PaymentSourceSetting,
  input: PaymentEligibilityInput,
): boolean {
  if (input.anyAudience || ownEntry(input.customer?.paymentsources, method)?.enabled === true) return true;
  const audience = paymentAudience(method, setting);
  return audience === 'everyone' || (audience === 'returning' && input.returningCustomer === true);
}

/**
 * Whether a payment method is offered: enabled in the shop, the customer in its audience, the total
 * within its (or the customer's) limits, and the country allowed.
 */
export function isPaymentMethodOffered(method: string, input: PaymentEligibilityInput): boolean {
  const setting = ownEntry(input.paymentsources, method);
  if (!setting || setting.enabled === false) return false;
  if (!isInAudience(method, setting, input)) return false;
  if (!isWithinPaymentLimits(input.totalCents, effectivePaymentLimits(method, setting, input.customer)))
    return false;
  return isPaymentMethodAvailableInCountry(method, input.country, setting.countries);
}

/** The keys of the methods switched on, in their order (the order set, then the product's default order). */
export function enabledPaymentMethods(
  paymentsources: Readonly<Record<string, PaymentSourceSetting>> | undefined,
): string[] {
  const rank = (method: string) => {
    const known = (PAYMENT_METHODS as readonly string[]).indexOf(method);
    return known === -1 ? PAYMENT_METHODS.length : known;
  };
  return Object.entries(paymentsources ?? {})
    .filter(([, setting]) => setting.enabled !== false)
    .sort(
      ([a, first], [b, second]) =>
        (first.order ?? Number.MAX_SAFE_INTEGER) - (second.order ?? Number.MAX_SAFE_INTEGER) ||
        rank(a) - rank(b),
    )
    .map(([method]) => method);
}

/** The keys of every payment method offered for a cart, in their order. */
export function offeredPaymentMethods(input: PaymentEligibilityInput): string[] {
  return enabledPaymentMethods(input.paymentsources).filter((method) =>
    isPaymentMethodOffered(method, input),
  );
}

/** The refunds recorded in the shop for an order, in cents. */
export function recordedRefundsCents(
  payment: { refunds?: readonly { amount: number }[] } | undefined,
): Cents {
  return (payment?.refunds ?? []).reduce((sum, refund) => sum + toCents(refund.amount), 0);
}

/**
 * What of a paid order can still be refunded, in cents: its total less what was refunded, which is
 * the refunds recorded in the shop or what Stripe reports refunded, whichever is more; never below 0.
 */
export function refundableCents(
  totalCents: Cents,
  payment: { refunds?: readonly { amount: number }[]; refunded?: number } | undefined,
): Cents {
  const recorded = recordedRefundsCents(payment);
  return Math.max(0, totalCents - Math.max(recorded, toCents(payment?.refunded ?? 0)));
}
