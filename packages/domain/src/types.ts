import type { VoucherTax } from './voucher';
/**
 * Data shapes the pricing rules read. Field names follow the specification (including its
 * spelling `shipping_free_amount_treshhold` and `additiv`). Money fields of these inputs are
 * euro numbers as the HTTP API carries them; every computed amount is in integer cents.
 */

import type { CONTENT_UNITS } from './constants';
import type { PickupWindowSettings } from './pickup';

/** An amount in integer euro cents. */
export type Cents = number;

/** A lower-case ISO 3166-1 alpha-2 country code as the data stores it, e.g. `at`, `de`. */
export type CountryCode = string;

/** A euro amount as the data may carry it: a number, a numeric string, or nothing. */
export type EuroAmount = number | string | null | undefined;

/** A point in time as the data may carry it: an ISO string, epoch milliseconds or a Date. */
export type DateInput = string | number | Date;

/** How product prices are entered: including or excluding VAT. */
export type VatType = 'inclusive' | 'exclusive';

/** Address type: a private person or a company. */
export type AddressType = 'person' | 'company';

/** VAT group: per-country rates in percent, e.g. `{ at: 20, de: 19 }`. */
export interface VatGroup {
  uuid: string;
  name?: string;
  rates: Readonly<Record<CountryCode, number>>;
}

/** One tier of a discount group: from this price (euros) on, this discount applies. */
export interface DiscountTier {
  /** Price in euros the product must reach for the tier to apply. */
  from: number;
  /** Percent (type percent) or euros per unit (type flat). */
  discount: number;
}

/** Discount group of the shop settings. */
export interface DiscountGroup {
  uuid: string;
  name?: string;
  type: 'percent' | 'flat';
  items: readonly DiscountTier[];
  /** Applies to every product, not only to those listing the group. */
  global?: boolean;
  /** `false` makes the group non-additive: only the largest such discount of its type counts. */
  additiv?: boolean;
  /** Roles the group is limited to; 'alle' means everyone. */
  roles?: readonly string[];
}

/** A special offer of a product: its discount groups apply between start and end. */
export interface SpecialOffer {
  start?: DateInput | null;
  end?: DateInput | null;
  discount_groups?: readonly string[];
}

/** A zip range: deliveries whose zip lies between start and end (inclusive). */
export interface ZipRange {
  start: string | number;
  end: string | number;
}

/** A zip range of a shipping step with its own cost in euros. */
export interface ShippingStepZipRange extends ZipRange {
  /** Country the range belongs to; omitted means any country. */
  country?: CountryCode;
  costs: number;
}

/** One unit step of a shipping group: up to `max` units cost `costs[country]` euros. */
export interface ShippingStep {
  max: number;
  costs: Readonly<Record<CountryCode, number | null | undefined>>;
  zips?: readonly ShippingStepZipRange[];
}

/** Shipping group: unit steps (by weight or by count) and free-shipping thresholds per country. */
export interface ShippingGroup {
  uuid: string;
  name?: string;
  /** What the steps count: the summed `shipping_data.weight` or the number of items. Default weight. */
  type?: 'weight' | 'count';
  unit: readonly ShippingStep[];
  shipping_free_amount_treshhold?: Readonly<Record<CountryCode, EuroAmount>>;
  /** Working days a parcel of the group takes to the country once sent (the owner's default). */
  delivery_days?: Readonly<Record<CountryCode, DeliveryDays>>;
}

/** A range of working days, both ends included. */
export interface DeliveryDays {
  min: number;
  max: number;
}

/** A zip range of a shipping country: a surcharge and/or its own free-shipping threshold. */
export interface ShippingCountryZipRange extends ZipRange {
  costs?: EuroAmount;
  threshold?: EuroAmount;
}

/** Shipping country: its free-shipping threshold and zip ranges. */
export interface ShippingCountry {
  code: CountryCode;
  name?: string;
  shipping_free_amount_treshhold?: EuroAmount;
  zips?: readonly ShippingCountryZipRange[];
}

/**
 * A shipping discount rule: shipping is reduced by a percentage or a flat amount, or waived, when
 * the goods value reaches `min_cart_value` — counting only the goods of `product_groups` when it
 * names some — for deliveries to `countries` (none: every country) and customers with one of
 * `roles` (none or 'alle': everyone).
 */
export interface ShippingDiscount {
  _id: string;
  title?: string;
  active?: boolean;
  countries?: readonly CountryCode[];
  /** Euros; 0 or absent: any value. */
  min_cart_value?: EuroAmount;
  product_groups?: readonly string[];
  roles?: readonly string[];
  type: 'percent' | 'flat' | 'free';
  /** Percent (type percent) or euros (type flat); not read for free. */
  value?: number | null;
}

/** Min and max cart total (euros) of a payment source; 0, empty or null max means unlimited. */
export interface PaymentSourceLimits {
  enabled?: boolean;
  min?: EuroAmount;
  max?: EuroAmount;
}

/**
 * Who may use a payment method: everyone; returning customers (signed in, with a paid order before);
 * or only the customers the shop allowed it for (their own paymentsources entry enabled).
 */
export type PaymentAudience = 'everyone' | 'returning' | 'approved';

/** Global payment source settings (config components.shop.paymentsources). */
export interface PaymentSourceSetting extends PaymentSourceLimits {
  configured?: boolean;
  /** Position in the checkout, the footer and the payment page (lowest first). */
  order?: number | null;
  /** Invoice countries allowed; empty or absent means every country the method allows. */
  countries?: readonly CountryCode[] | null;
  audience?: PaymentAudience | null;
}

/** The part of the shop settings (config components.shop plus shop data) pricing reads. */
export interface ShopSettings {
  home_country?: CountryCode;
  vat_type?: VatType;
  /** Prices never drop below their gross price with the home country's VAT. */
  fixed_price?: boolean | null;
  show_sold_out?: boolean;
  shipping_free_amount_treshhold?: EuroAmount;
  vat_groups?: readonly VatGroup[];
  discount_groups?: readonly DiscountGroup[];
  shipping_groups?: readonly ShippingGroup[];
  shipping_countries?: readonly ShippingCountry[];
  paymentsources?: Readonly<Record<string, PaymentSourceSetting>>;
  /** Whether orders may be collected at the nursery instead of shipped. */
  pickup?: ({ enabled: boolean; location?: string } & PickupWindowSettings) | null;
  /** Conditions besides the terms that must be accepted at checkout when enabled. */
  additional_conditions?: { enabled: boolean; text?: string } | null;
  /**
   * Whether a customer whose cart holds goods shipped now and goods shipped later (pre-orders, a
   * frost stop) may have them sent in two shipments, paying the second one's shipping.
   */
  split_deliveries?: boolean;
}

/** A variant of a product (a size, a form): its own price and weight replace the product's when set. */
export interface ProductVariant {
  key: string;
  value?: string;
  /** Price in euros, entered like the product's; null or absent: the product's price holds. */
  price?: number | null;
  /** Shipping weight in kg; null or absent: the product's weight holds. */
  weight?: number | null;
}

/** A unit a content quantity is measured in. */
export type ContentUnit = (typeof CONTENT_UNITS)[number];

/** What one unit of a product contains, e.g. 40 l of soil. */
export interface ProductContent {
  quantity: number;
  unit: ContentUnit;
}

/** A product group as pricing reads it: its special offers apply to its products. */
export interface PricingProductGroup {
  _id: string;
  special_offers?: readonly SpecialOffer[];
}

/** The product fields of a cart line pricing reads. */
export interface CartProduct {
  _id?: string;
  title?: string;
  price?: EuroAmount;
  variants?: readonly ProductVariant[];
  product_groups?: readonly string[];
  vat_groups?: readonly string[];
  discount_groups?: readonly string[];
  shipping_groups?: readonly string[];
  special_offers?: readonly SpecialOffer[];
  shipping_data?: { weight?: number | null } | null;
  content?: ProductContent | null;
  /** `voucher`: selling it issues a voucher of its price (the other types are goods). */
  type?: string;
  /** A voucher product: the kind of voucher it issues; multi-purpose when absent. */
  voucher_tax?: VoucherTax | null;
}

/** A cart line: the product, the amount, the chosen variant and the customer's customization. */
export interface CartLine<P extends CartProduct = CartProduct> {
  item: P;
  amount: number;
  /** Key of the chosen variant; empty or absent: the product itself. */
  variant?: string;
  customization?: unknown;
  order_desc?: string;
}

/** User shop data (userData.shop): individual discount, free shipping and payment limits. */
export interface CustomerShopData {
  discount?: number | null;
  discount_groups?: readonly string[];
  shipping_free?: boolean;
  shipping_free_amount_treshhold?: EuroAmount;
  paymentsources?: Readonly<Record<string, PaymentSourceLimits>>;
}

/** The customer as pricing sees it: roles plus shop data. */
export interface Customer {
  roles?: readonly string[];
  shop?: CustomerShopData | null;
}

/** The address fields pricing reads. */
export interface PricingAddress {
  type?: AddressType | string;
  country?: CountryCode | null;
  zip?: string | number | null;
  company?: string | null;
  uid?: string | null;
  /** The EU's VIES service confirmed `uid` for this order (the server asks it). */
  uid_confirmed?: boolean;
}

/** How the order reaches the customer. */
export type ShippingMethod = 'shipping' | 'pickup';
