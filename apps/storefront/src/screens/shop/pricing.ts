import {
  useGetConfigQuery,
  useGetCurrentUserQuery,
  useGetProductGroupsQuery,
  useGetShippingDiscountsQuery,
  type Product,
  type User,
} from '@gartenwerk/api-client';
import { deliveryCountryOf, useDeliveryCountryChoice } from '../../app/country';
import {
  isSellable,
  priceCart,
  type CartBreakdown,
  type CartLine,
  type Customer,
  type CustomerShopData,
  type PricingProductGroup,
  type ShippingDiscount,
  type ShopSettings,
} from '@gartenwerk/domain';

/** Everything the domain's pricing needs about the shop and the visitor. */
export interface ShopPricing {
  settings: ShopSettings;
  customer: Customer;
  /** The delivery country: the visitor's choice in the header, else the customer's, else the home country. */
  country: string;
  /** The shop's product groups: their special offers apply to their products. */
  productGroups: readonly PricingProductGroup[];
  /** The shop's shipping discount rules, as the server prices with them. */
  shippingDiscounts: readonly ShippingDiscount[];
}

function customerOf(user: User | undefined): Customer {
  const shop = user?.userData?.shop as CustomerShopData | undefined;
  return { roles: user?.roles ?? [], shop: shop ?? null };
}

const NO_RULES: readonly ShippingDiscount[] = [];

/** The shop settings of the configuration and the current visitor, for the domain's pricing. */
export function useShopPricing(): ShopPricing {
  const config = useGetConfigQuery().data;
  const user = useGetCurrentUserQuery().data;
  const { chosen } = useDeliveryCountryChoice();
  const productGroups = useGetProductGroupsQuery().data?.items ?? [];
  const shippingDiscounts = useGetShippingDiscountsQuery().data?.items ?? NO_RULES;
  const settings = (config?.components.shop ?? {}) as ShopSettings;
  return {
    settings,
    customer: customerOf(user),
    country: deliveryCountryOf(user, settings, chosen),
    productGroups,
    shippingDiscounts,
  };
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
    productGroups: pricing.productGroups,
    shippingDiscounts: pricing.shippingDiscounts,
    ...(voucher !== undefined ? { voucher } : {}),
  });
}

/** One unit of a product (or its variant) as the visitor pays it, in cents; null when the price is on request. */
export interface UnitPrice {
  gross: number;
  /** Before the visitor's discounts; equal to gross without one. */
  before: number;
  vatRate: number;
}

export function unitPrice(pricing: ShopPricing, product: Product, variant = ''): UnitPrice | null {
  if (typeof product.price !== 'number') return null;
  const [line] = priceLines(pricing, [{ item: product, amount: 1, variant }]).lines;
  if (!line) return null;
  return { gross: line.unitPrice, before: line.unitPriceBefore, vatRate: line.vatRate };
}

/** Whether the product can go into the cart (the domain's sellable rule). */
export function canBuy(pricing: ShopPricing, product: Product): boolean {
  return isSellable(product, pricing.settings.show_sold_out === true);
}
