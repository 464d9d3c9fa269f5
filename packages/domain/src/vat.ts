import { HOME_COUNTRY } from './constants';
import type { LineDiscount } from './discount';
import { roundCents } from './money';
import type { Cents, CountryCode, PricingAddress, ShopSettings, VatGroup, VatType } from './types';
import { isValidUid } from './validation/uid';

/**
 * VAT rules.
 *
 * - A rate in percent is applied as `1 + rate / 100`.
 * - The rate of a product comes from its first VAT group: the rate of the destination country,
 *   else the home country's rate, else 0.
 * - Destination rate (EU one-stop-shop rule): goods sent to a consumer in another EU country are
 *   taxed with that country's rate, so the VAT group's rate for the delivery country applies.
 *   Pickup is a supply at the shop, taxed with the home country's rate.
 * - Prices are entered at the home country's rate (`vat_type` inclusive: gross, exclusive: net).
 *   The net price is the same for every country; the gross follows the destination rate.
 * - `fixed_price`: the gross price never drops below the gross with the home country's VAT
 *   (a customer in a lower-rate country pays the home price; VAT is taken out of that price).
 * - A company address outside the home country with a uid VIES confirmed is VAT exempt (reverse charge):
 *   its gross price is the net price, and no price-based VAT is shown on the invoice.
 */

/** The net contained in a gross amount at a rate, rounded once to cents. */
export function netOfGross(gross: Cents, ratePercent: number): Cents {
  return roundCents((gross * 100) / (100 + ratePercent));
}

/** The VAT contained in a gross amount at a rate: the gross less its rounded net. */
export function vatOfGross(gross: Cents, ratePercent: number): Cents {
  return gross - netOfGross(gross, ratePercent);
}

/** The VAT rate (percent) of a VAT group for a country; the home rate when the country has none; 0 without a group. */
export function vatRateOf(
  group: VatGroup | undefined,
  country: CountryCode,
  homeCountry: CountryCode = HOME_COUNTRY,
): number {
  if (!group) return 0;
  return group.rates[country] ?? group.rates[homeCountry] ?? 0;
}

/**
 * Whether the invoice address is exempt from VAT: a company with a name, outside the home country,
 * with a uid of its country that the EU's VIES service confirmed (`uid_confirmed`).
 */
export function isVatExempt(
  address: PricingAddress | null | undefined,
  homeCountry: CountryCode = HOME_COUNTRY,
): boolean {
  if (!address || address.type !== 'company' || !address.country || !address.company?.trim()) return false;
  const country = address.country.toLowerCase();
  return (
    country !== homeCountry.toLowerCase() &&
    isValidUid(address.uid, country) &&
    address.uid_confirmed === true
  );
}

/** The tax situation a cart is priced in. */
export interface VatContext {
  vatType: VatType;
  homeCountry: CountryCode;
  /** Country whose rate applies (delivery country; home country for pickup). */
  country: CountryCode;
  exempt: boolean;
  fixedPrice: boolean;
}

const NO_DISCOUNT: LineDiscount = { percent: 0, flatCents: 0 };

/** One unit priced for a context, in cents. */
export interface PricedUnit {
  /** Net of the unit, rounded once. */
  net: Cents;
  /** What the customer pays for the unit: gross at the rate, the net when exempt. */
  price: Cents;
  /** The rate the price contains (0 when exempt). */
  rate: number;
}

/**
 * Prices one unit entered as the shop enters prices (gross at the home rate when `vat_type` is
 * inclusive, net when exclusive) for the context's country and exemption, after the discount.
 *
 * The discount and the change of rate are worked out on the unrounded amount and rounded once, so
 * in inclusive mode the home country pays exactly the entered price (less its discount) and in
 * exclusive mode the net is exactly the entered price.
 *
 * @param entered unit price in cents as entered
 * @param homeRate the product's rate in the home country
 * @param destinationRate the product's rate in the context's country
 */
export function priceUnit(
  entered: Cents,
  homeRate: number,
  destinationRate: number,
  context: VatContext,
  discount: LineDiscount = NO_DISCOUNT,
): PricedUnit {
  // The discounted entered amount times 100, an integer for whole percents: no float error yet.
  const discounted = Math.max(0, entered * (100 - discount.percent) - 100 * discount.flatCents);
  const enteredDivisor = 100 * (context.vatType === 'inclusive' ? 100 + homeRate : 100);
  const grossAt = (rate: number) => roundCents((discounted * (100 + rate)) / enteredDivisor);
  const net = grossAt(0);
  if (context.exempt) return { net, price: net, rate: 0 };
  const destinationGross = grossAt(destinationRate);
  const price = context.fixedPrice ? Math.max(destinationGross, grossAt(homeRate)) : destinationGross;
  return { net, price, rate: destinationRate };
}

/**
 * Builds the VAT context of a cart from the settings and the addresses: the delivery country
 * (shipping address, else invoice address, home country for pickup) and the exemption of the
 * invoice address.
 */
export function vatContextFor(
  settings: Pick<ShopSettings, 'vat_type' | 'home_country' | 'fixed_price'>,
  invoiceAddress: PricingAddress | null | undefined,
  deliveryAddress: PricingAddress | null | undefined,
  pickup = false,
): VatContext {
  const homeCountry = (settings.home_country ?? HOME_COUNTRY).toLowerCase();
  const deliveryCountry = deliveryAddress?.country ?? invoiceAddress?.country;
  return {
    vatType: settings.vat_type === 'exclusive' ? 'exclusive' : 'inclusive',
    homeCountry,
    country: pickup || !deliveryCountry ? homeCountry : deliveryCountry.toLowerCase(),
    exempt: isVatExempt(invoiceAddress, homeCountry),
    fixedPrice: settings.fixed_price === true,
  };
}
