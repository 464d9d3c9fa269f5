import type { Cents, CountryCode } from './types';

/** What a voucher pays of a cart and what is left on it, in cents. */
export interface VoucherUse {
  used: Cents;
  remaining: Cents;
}

/**
 * Applies a voucher to the payable amount (items after discount plus shipping): it covers as much
 * as it holds, and the remainder is carried forward. `used + remaining` always equals the value.
 */
export function applyVoucher(voucherCents: Cents, payableCents: Cents): VoucherUse {
  const value = Math.max(0, voucherCents);
  const used = Math.min(value, Math.max(0, payableCents));
  return { used, remaining: value - used };
}

/**
 * The two kinds of vouchers of the EU voucher rules (Directive 2016/1065, § 3 (13)–(15) UStG):
 * - `multi` (Mehrzweck-Gutschein): what it pays for and at which rate is unknown when it is sold. Its
 *   sale is not taxable; redeeming it is a payment, and the goods it pays for are taxed as usual.
 * - `single` (Einzweck-Gutschein): one VAT rate and one country known when it is sold. Its sale is
 *   the taxed supply; redeeming it pays goods of that rate without charging their VAT again.
 */
export const VOUCHER_PURPOSES = ['multi', 'single'] as const;
export type VoucherPurpose = (typeof VOUCHER_PURPOSES)[number];

/** A voucher's kind; a single-purpose voucher names its rate (percent) and country. */
export type VoucherTax = { purpose: 'multi' } | { purpose: 'single'; vatRate: number; country: CountryCode };

/** The kind of vouchers without one: multi-purpose, the usual shop voucher. */
export const MULTI_PURPOSE_VOUCHER: VoucherTax = { purpose: 'multi' };

/**
 * A voucher's kind from stored fields; anything short of a complete single-purpose voucher (rate and
 * country) is multi-purpose.
 */
export function voucherTaxOf(fields: {
  purpose?: string | null;
  vatRate?: number | null;
  country?: string | null;
}): VoucherTax {
  if (fields.purpose === 'single' && typeof fields.vatRate === 'number' && fields.country)
    return { purpose: 'single', vatRate: fields.vatRate, country: fields.country.toLowerCase() };
  return MULTI_PURPOSE_VOUCHER;
}
