import { HOME_COUNTRY } from './constants';
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

/** Multiplies a net amount by `1 + ratePercent / 100`, rounded to cents. */
export function addVat(net: Cents, ratePercent: number): Cents {
  return roundCents(net * (1 + ratePercent / 100));
}

/** Divides a gross amount by `1 + ratePercent / 100`, rounded to cents. */
export function removeVat(gross: Cents, ratePercent: number): Cents {
  return roundCents(gross / (1 + ratePercent / 100));
}

/** The VAT contained in a gross amount at a rate, in cents. */
export function vatOfGross(gross: Cents, ratePercent: number): Cents {
  return gross - removeVat(gross, ratePercent);
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
    country !== homeCountry.toLowerCase() && isValidUid(address.uid, country) && address.uid_confirmed === true
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

/** Net, VAT and gross of an amount in cents, with the rate applied. */
export interface VatAmounts {
  net: Cents;
  vat: Cents;
  gross: Cents;
  rate: number;
}

/**
 * Prices an amount entered as the shop enters prices (gross or net at the home rate, see
 * `vat_type`) for the context's country and exemption.
 *
 * @param entered amount in cents as entered (home-country gross in inclusive mode, net in exclusive)
 * @param homeRate the product's rate in the home country
 * @param destinationRate the product's rate in the context's country
 */
export function priceWithVat(
  entered: Cents,
  homeRate: number,
  destinationRate: number,
  context: VatContext,
): VatAmounts {
  const net = context.vatType === 'inclusive' ? removeVat(entered, homeRate) : entered;
  if (context.exempt) return { net, vat: 0, gross: net, rate: 0 };
  let gross = addVat(net, destinationRate);
  if (context.fixedPrice) {
    const homeGross = context.vatType === 'inclusive' ? entered : addVat(net, homeRate);
    if (homeGross > gross) {
      gross = homeGross;
      const fixedNet = removeVat(gross, destinationRate);
      return { net: fixedNet, vat: gross - fixedNet, gross, rate: destinationRate };
    }
  }
  return { net, vat: gross - net, gross, rate: destinationRate };
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
