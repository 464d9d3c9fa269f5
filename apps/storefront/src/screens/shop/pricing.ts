import { useGetConfigQuery, useGetCurrentUserQuery, type Product, type User } from '@gartenwerk/api-client';
import {
  HOME_COUNTRY,
  isSellable,
  priceCart,
  type CartBreakdown,
  type CartLine,
  type Customer,
  type CustomerShopData,
  type ShopSettings,
} from '@gartenwerk/domain';

/** Everything the domain's pricing needs about the shop and the visitor. */
export interface ShopPricing {
  settings: ShopSettings;
  customer: Customer;
  /** The visitor's country: the signed-in customer's, else the shop's home country. */
  country: string;
}

function customerOf(user: User | undefined): Customer {
  const shop = user?.userData?.shop as CustomerShopData | undefined;
  return { roles: user?.roles ?? [], shop: shop ?? null };
}

function countryOf(user: User | undefined, settings: ShopSettings): string {
  const country = user?.userData?.country;
  return typeof country === 'string' && /^[a-z]{2}$/i.test(country)
    ? country.toLowerCase()
    : (settings.home_country ?? HOME_COUNTRY);
}

/** The shop settings of the configuration and the current visitor, for the domain's pricing. */
export function useShopPricing(): ShopPricing {
  const config = useGetConfigQuery().data;
  const user = useGetCurrentUserQuery().data;
  const settings = (config?.components.shop ?? {}) as ShopSettings;
  return { settings, customer: customerOf(user), country: countryOf(user, settings) };
}

/** Prices cart lines for the visitor with the domain's `priceCart` (cents). */
export function priceLines(
  pricing: ShopPricing,
  lines: readonly CartLine<Product>[],
  voucher?: number,
): CartBreakdown {
  return priceCart({
    lines,
    settings: pricing.settings,
    customer: pricing.customer,
    invoiceAddress: { country: pricing.country },
    ...(voucher !== undefined ? { voucher } : {}),
  });
}

/** One unit of a product as the visitor pays it, in cents; null when the price is on request. */
export interface UnitPrice {
  gross: number;
  /** Before the visitor's discounts; equal to gross without one. */
  before: number;
  vatRate: number;
}

export function unitPrice(pricing: ShopPricing, product: Product): UnitPrice | null {
  if (typeof product.price !== 'number') return null;
  const [line] = priceLines(pricing, [{ item: product, amount: 1 }]).lines;
  if (!line) return null;
  return { gross: line.gross, before: line.grossBeforeDiscount, vatRate: line.vatRate };
}

/** Whether the product can go into the cart (the domain's sellable rule). */
export function canBuy(pricing: ShopPricing, product: Product): boolean {
  return isSellable(product, pricing.settings.show_sold_out === true);
}
