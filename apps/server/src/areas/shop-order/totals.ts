import { fromCents, type CartBreakdown } from '@gartenwerk/domain';
import type { OrderTotals } from './schemas';

/** An order's totals as the API carries them: euros with 2 decimals from the domain's cents. */
export function totalsOf(breakdown: CartBreakdown): OrderTotals {
  return {
    items: fromCents(breakdown.items),
    discount: fromCents(breakdown.discount),
    shipping: fromCents(breakdown.shipping),
    shipping_free: breakdown.shippingDetails.free,
    shipping_discount: fromCents(breakdown.shippingDetails.discount),
    net: fromCents(breakdown.net),
    vat: breakdown.vat.map((line) => ({
      rate: line.rate,
      net: fromCents(line.net),
      vat: fromCents(line.vat),
      gross: fromCents(line.gross),
    })),
    vat_total: fromCents(breakdown.vatTotal),
    gross: fromCents(breakdown.gross),
    voucher_used: fromCents(breakdown.voucherUsed),
    voucher_purpose: breakdown.voucherTax.purpose,
    voucher_vat_rate: breakdown.voucherTax.purpose === 'single' ? breakdown.voucherTax.vatRate : null,
    not_taxable: fromCents(breakdown.notTaxable),
    total: fromCents(breakdown.total),
    vat_country: breakdown.vatCountry,
    vat_exempt: breakdown.vatExempt,
  };
}
