import type {
  FrostStop,
  PaymentAudience,
  ProductAvailability,
  ProductContent,
  Role,
  SeasonWindow,
  ShopProductSort,
  ShopUrlKey,
} from '@gartenwerk/domain';

/** A list read answers `{ items, total }`. */
export interface ListResponse<T> {
  items: T[];
  total: number;
}

/** The error body every failing API route answers with. */
export interface ServerErrorBody {
  statusCode?: number;
  code?: string | number;
  message?: string;
}

export interface RouteMeta {
  route: string;
  meta: { title?: string; description?: string };
}

export type MailboxSecurity = 'none' | 'starttls' | 'tls';

/**
 * A mailbox: its address and the SMTP server its mails go out through. `password` is write-only (an
 * empty one keeps the stored password); answers say `password_set` instead.
 */
export interface Mailbox {
  uuid: string;
  name: string;
  email: string;
  host?: string;
  port?: number;
  security?: MailboxSecurity;
  user?: string;
  password?: string;
  password_set?: boolean;
}

export type Weekday = 'mo' | 'tu' | 'we' | 'th' | 'fr' | 'sa' | 'su';

/** A public profile of the nursery, linked from the footer. */
export interface SocialLink {
  network: 'facebook' | 'instagram';
  url: string;
}

/** What settings/mail can give a mailbox of its own: the owner's mails of each, and newsletter replies. */
export type MailPurpose = 'orders' | 'messages' | 'bookings' | 'newsletter';

/** The site configuration: the first item of `GET /api/v0/config/`. */
export interface SiteConfig {
  _id: string;
  meta: { og_image?: string | null; routes: RouteMeta[] };
  system: { maintenance: { enabled: boolean; image?: string | null }; quantity_units: string[] };
  mail: {
    mailboxes: Mailbox[];
    DEFAULT_SYSTEM_MAILBOX?: string | null;
    /** The mailbox (uuid) per purpose; absent or null: the system mailbox. */
    purposes?: Partial<Record<MailPurpose, string | null>>;
  };
  /** The seller: imprint, order confirmations and PDFs name it. */
  company: Record<
    'name' | 'street' | 'zip' | 'city' | 'country' | 'email' | 'phone' | 'uid' | 'register' | 'authority',
    string
  >;
  components: {
    shop: {
      urls: Record<ShopUrlKey, string>;
      home_country: string;
      vat_type: 'inclusive' | 'exclusive';
      show_sold_out: boolean;
      fixed_price?: boolean | null;
      shipping_free_amount_treshhold?: number | null;
      paymentsources: Record<string, PaymentSource>;
      stripe: { live_mode: boolean };
      /** The account prepayments go to; shown in the order confirmation. */
      bank_details?: BankDetails | null;
      /** Working days a parcel takes, by delivery country: starts the withdrawal period until the delivery is recorded. */
      transit_days?: Record<string, number>;
      /** The frost stop (its own calls, `shop/frost_stop`, set it; a settings save leaves it out). */
      frost_stop?: FrostStop | null;
    } & ShopGroupSettings;
    auth: { availableRoles: Role[]; allow_sms_reset: boolean };
    map: { apikey?: string; tile_url?: string; lat?: number; lng?: number; zoom?: number };
    social: { fb: Record<string, unknown>; links?: SocialLink[] };
    images: { force_disable_cache: boolean };
    message: { fields: unknown[] };
    admincenter: { url: string };
  };
  enabled_components: string[];
}

/** A payment method's settings (config components.shop.paymentsources); limits in euros, 0 or null unlimited. */
export interface PaymentSource {
  enabled: boolean;
  min?: number | null;
  max?: number | null;
  /** Position in the checkout, footer and payment page (lowest first). */
  order?: number | null;
  /** Invoice countries allowed; absent or empty: all. */
  countries?: string[];
  audience?: PaymentAudience;
}

/** The current user as `GET /api/v0/auth/current` answers it. */
export interface User {
  _id: string;
  handle: string;
  name?: string;
  roles: Role[];
  userData?: Record<string, unknown>;
  two_factor?: { enabled: boolean };
  failedLogins?: number;
  lastLogin?: string | null;
  verified?: boolean;
  locked?: boolean;
  created?: string;
}

export interface MediaImage {
  _id: string;
  name?: string;
}

/** A content entry (page or news). `content` is the rich-text HTML written in the admin centre. */
export interface Entry {
  _id: string;
  title: string;
  /** The English title and text; empty: English pages show the German ones. */
  title_en?: string;
  content_en?: string;
  slug?: string | null;
  type?: string;
  route?: string | null;
  tags?: string[];
  order?: number;
  parent_page?: string | null;
  publish_date?: string;
  date?: string;
  content?: string;
  media?: { images?: MediaImage[] };
  meta_keywords?: string;
  meta_description?: string;
}

/** Query parameters of `GET /api/v0/entry/`. */
export interface EntryQuery {
  route?: string;
  slug?: string;
  type?: string;
}

/** A special offer: its discount groups apply between start and end (open when missing). */
export interface SpecialOffer {
  start?: string | null;
  end?: string | null;
  discount_groups: string[];
}

export interface ProductGroup {
  _id: string;
  title: string;
  /** The English title; empty: English pages show the German one. */
  title_en?: string;
  /** The group's name in its URL (/shop/<slug>). */
  slug?: string;
  order?: number;
  tags?: string[];
  /** Parent groups. */
  product_groups?: string[];
  /** File ids of the file library. */
  media?: string[];
  offline?: boolean;
  special_offers?: SpecialOffer[];
  /** Day-of-year windows (`MM-DD`, may wrap over the new year); null: all year. */
  sales_season?: SeasonWindow | null;
  shipping_season?: SeasonWindow | null;
  pickup_season?: SeasonWindow | null;
  /** Whether the group's products may be ordered outside their shipping season. */
  preorders_allowed?: boolean;
}

/** A product as the public API answers it (`GET /api/v0/shop_product/…`). */
export interface Product {
  _id: string;
  title: string;
  /** The product's name in its URL (/shop/<group slug>/<slug>). */
  slug?: string;
  name_de?: string;
  /** The English name and description; empty: English pages show the German ones. */
  name_en?: string;
  description?: string;
  description_en?: string;
  /** Euros with two decimals, as the spec's shape has it; null when the price is on request. */
  price: number | null;
  available?: boolean;
  offline?: boolean;
  order?: number;
  tags?: string[];
  type?: string;
  parent?: string | null;
  children?: string[];
  product_groups?: string[];
  /** Sizes or forms; one with its own price (euros) or weight (kg) replaces the product's. */
  variants?: Array<{
    key: string;
    value: string;
    /** The English label; empty: English pages show `value`. */
    value_en?: string;
    price?: number | null;
    weight?: number | null;
  }>;
  /** What one unit contains, for the price per unit (Grundpreis). */
  content?: ProductContent | null;
  /** File ids of the file library. */
  media?: string[];
  downloads?: string[];
  /** Colour ids. */
  colors?: string[];
  slots?: Array<{ product: string }>;
  shipping_groups?: string[];
  vat_groups?: string[];
  discount_groups?: string[];
  special_offers?: SpecialOffer[];
  shipping_data?: { weight?: number };
  expected_days_until_shipping?: number | null;
  /** A voucher product: the template of the vouchers it issues. */
  voucher_template?: string | null;
  sale?: boolean;
  new?: boolean;
  /** The product's own seasons (`MM-DD` windows); null: its groups' season holds, or none. */
  sales_season?: SeasonWindow | null;
  shipping_season?: SeasonWindow | null;
  pickup_season?: SeasonWindow | null;
  /** Whether and how it can be ordered now (the server's clock, its seasons and its groups'). */
  availability?: ProductAvailability;
  created?: string;
}

/** Query parameters of `GET /api/v0/shop_product/`. */
export interface ProductQuery {
  product_groups?: string;
  /** Colour ids, comma-separated: products of any of them. */
  colors?: string;
  /** Tags, comma-separated: products carrying every one. */
  tags?: string;
  available?: boolean;
  /** Price bounds in euros, both included (the entered price). */
  price_min?: number;
  price_max?: number;
  sort?: ShopProductSort;
  /** Only products marked new (or on sale). */
  new?: boolean;
  sale?: boolean;
  limit?: number;
  skip?: number;
}

/** The seller's bank account, printed for prepayment (shop `bank_details`). */
export interface BankDetails {
  account_holder: string;
  iban: string;
  bic: string;
  bank: string;
}

/** A zip range `start`–`end` (inclusive); zips are compared as numbers when both are numeric. */
export interface ZipRange {
  start: string | number;
  end: string | number;
}

/** VAT group: rates in percent per country (`{ at: 20, de: 19 }`). */
export interface VatGroup {
  uuid: string;
  name?: string;
  rates: Record<string, number>;
}

/** Discount group: tiers from a goods value (euros), limited to roles ('alle' = everyone). */
export interface DiscountGroup {
  uuid: string;
  name?: string;
  type: 'percent' | 'flat';
  items: Array<{ from: number; discount: number }>;
  global?: boolean;
  additiv?: boolean;
  roles?: string[];
}

/** One step of a shipping group: up to `max` kg or items cost `costs[country]` euros (null: not delivered). */
export interface ShippingStep {
  max: number;
  costs: Record<string, number | null>;
  zips?: Array<ZipRange & { country?: string; costs: number }>;
}

export interface ShippingGroup {
  uuid: string;
  name?: string;
  type?: 'weight' | 'count';
  unit: ShippingStep[];
  shipping_free_amount_treshhold?: Record<string, number | null>;
  /** Working days a parcel takes to the country once sent (the delivery time before the order). */
  delivery_days?: Record<string, { min: number; max: number }>;
}

export interface ShippingCountry {
  code: string;
  name?: string;
  shipping_free_amount_treshhold?: number | null;
  zips?: Array<ZipRange & { costs?: number | null; threshold?: number | null }>;
}

/** The groups and options of the shop settings (config components.shop) besides the basic fields. */
export interface ShopGroupSettings {
  vat_groups?: VatGroup[];
  discount_groups?: DiscountGroup[];
  shipping_groups?: ShippingGroup[];
  shipping_countries?: ShippingCountry[];
  pickup?: {
    enabled: boolean;
    location: string;
    /** The booking module's location whose opening hours the windows follow (absent: the first). */
    opening_location?: string;
    /** Minutes of a pickup window, orders per window, days before the first pickup day. */
    window_minutes?: number;
    window_capacity?: number;
    lead_days?: number;
  };
  additional_conditions?: { enabled: boolean; text: string };
  /** Whether a cart with goods shipped now and later may go in two shipments, the second one charged. */
  split_deliveries?: boolean;
}
