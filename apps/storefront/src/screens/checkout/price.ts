import type { OrderTotals } from '@gartenwerk/api-client';
import { formatEuro, shippingBeforeDiscount, toCents } from '@gartenwerk/domain';

/** Euros as the shop shows them, e.g. "€ 1.234,50". */
export const formatPrice = (euros: number) => formatEuro(toCents(euros));

/** The shipping line's amount: the shipping before its discount, or `free` when there is none. */
export function shippingAmount(totals: OrderTotals, free: string): string {
  const shipping = shippingBeforeDiscount(totals);
  return shipping > 0 ? formatPrice(shipping) : free;
}
