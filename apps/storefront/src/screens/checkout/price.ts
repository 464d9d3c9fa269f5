import type { OrderTotals } from '@gartenwerk/api-client';
import { formatEuro, shippingBeforeDiscount, toCents } from '@gartenwerk/domain';

/** Euros as the shop shows them in the page's language, e.g. "€ 1.234,50" or "€1,234.50". */
export const formatPrice = (euros: number, language: string) => formatEuro(toCents(euros), language);

/** The shipping line's amount: the shipping before its discount, or `free` when there is none. */
export function shippingAmount(totals: OrderTotals, free: string, language: string): string {
  const shipping = shippingBeforeDiscount(totals);
  return shipping > 0 ? formatPrice(shipping, language) : free;
}
