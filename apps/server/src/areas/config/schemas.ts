import { COMPANY_FIELD_MAX_LENGTHS, PAYMENT_AUDIENCES, ROLES } from '@gartenwerk/domain';
import { NullableNumber, NullableString } from '@gartenwerk/domain/schemas';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { BankDetailsSchema } from '@gartenwerk/domain/schemas';

const RoleSchema = Type.Union(ROLES.map((role) => Type.Literal(role)));

export const RouteMetaSchema = Type.Object({
  route: Type.String(),
  meta: Type.Object({ title: Type.Optional(Type.String()), description: Type.Optional(Type.String()) }),
});

export const MAILBOX_SECURITIES = ['none', 'starttls', 'tls'] as const;
export type MailboxSecurity = (typeof MAILBOX_SECURITIES)[number];

/**
 * A mailbox: its address, and the SMTP server mails from it go out through (without `host` they go
 * through SMTP_URL). The password is write-only: an empty one keeps the stored password, answers carry
 * only `password_set`; it is stored encrypted (secret.ts).
 */
export const MailboxSchema = Type.Object({
  uuid: Type.String({ minLength: 1, maxLength: 100 }),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  host: Type.Optional(Type.String({ maxLength: 253 })),
  port: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  security: Type.Optional(Type.Union(MAILBOX_SECURITIES.map((value) => Type.Literal(value)))),
  user: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 500 })),
  password_set: Type.Optional(Type.Boolean()),
});
export type Mailbox = Static<typeof MailboxSchema>;

/** What a mailbox can be chosen for in settings/mail: the owner's mails of each, and newsletter replies. */
export const MAIL_PURPOSES = ['orders', 'messages', 'bookings', 'newsletter'] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** A mailbox uuid per purpose; absent or null: the system mailbox (DEFAULT_SYSTEM_MAILBOX). */
export const MailPurposesSchema = Type.Partial(
  Type.Object(
    Object.fromEntries(MAIL_PURPOSES.map((purpose) => [purpose, NullableString()])) as Record<
      MailPurpose,
      ReturnType<typeof NullableString>
    >,
  ),
  { additionalProperties: false },
);

/** Shop page URLs; the keys are those of SHOP_URL_DEFAULTS. */
export const ShopUrlsSchema = Type.Object({
  terms: Type.String(),
  shipping: Type.String(),
  privacy: Type.String(),
  imprint: Type.String(),
  disclaimer: Type.String(),
  reset2FA: Type.String(),
  checkout_address: Type.String(),
  login: Type.String(),
  checkout: Type.String(),
  signup: Type.String(),
  account: Type.String(),
  pricerequest: Type.String(),
  shop: Type.String(),
  special_conditions: Type.String(),
  resetPassword: Type.String(),
  verify: Type.String(),
  // Added after the first configurations were stored: those lack them (the defaults apply).
  search: Type.Optional(Type.String()),
  specials: Type.Optional(Type.String()),
});

export const PaymentSourceSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Cart total limits in euros; 0 or null means unlimited. */
  min: Type.Optional(NullableNumber()),
  max: Type.Optional(NullableNumber()),
  /** Position in the checkout, the footer and the payment page (lowest first). */
  order: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()])),
  /** Invoice countries allowed; empty means every country the method allows. */
  countries: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]{2}$' }), { maxItems: 300 })),
  /** Who may use it: everyone, returning customers (a paid order before) or approved customers only. */
  audience: Type.Optional(Type.Union(PAYMENT_AUDIENCES.map((audience) => Type.Literal(audience)))),
});

const CountryRecord = <T extends TSchema>(value: T) =>
  Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), value);
const ZipRangeFields = {
  start: Type.Union([Type.String(), Type.Number()]),
  end: Type.Union([Type.String(), Type.Number()]),
};

/** VAT group: rates in percent per country (`{ at: 20, de: 19 }`). */
export const VatGroupSchema = Type.Object({
  uuid: Type.String({ minLength: 1 }),
  name: Type.Optional(Type.String()),
  rates: CountryRecord(Type.Number({ minimum: 0, maximum: 100 })),
});

/** Discount group: tiers of from (euros) and discount, limited to roles ('alle' = everyone). */
export const DiscountGroupSchema = Type.Object({
  uuid: Type.String({ minLength: 1 }),
  name: Type.Optional(Type.String()),
  type: Type.Union([Type.Literal('percent'), Type.Literal('flat')]),
  items: Type.Array(
    Type.Object({ from: Type.Number({ minimum: 0 }), discount: Type.Number({ minimum: 0 }) }),
  ),
  global: Type.Optional(Type.Boolean()),
  additiv: Type.Optional(Type.Boolean()),
  roles: Type.Optional(Type.Array(Type.String())),
});

/** Shipping group: unit steps (by weight or count) with costs per country and optional zip ranges. */
export const ShippingGroupSchema = Type.Object({
  uuid: Type.String({ minLength: 1 }),
  name: Type.Optional(Type.String()),
  type: Type.Optional(Type.Union([Type.Literal('weight'), Type.Literal('count')])),
  unit: Type.Array(
    Type.Object({
      max: Type.Number({ minimum: 0 }),
      costs: CountryRecord(NullableNumber()),
      zips: Type.Optional(
        Type.Array(
          Type.Object({
            ...ZipRangeFields,
            country: Type.Optional(Type.String()),
            costs: Type.Number({ minimum: 0 }),
          }),
        ),
      ),
    }),
  ),
  shipping_free_amount_treshhold: Type.Optional(CountryRecord(NullableNumber())),
  /** Working days a parcel takes to the country once sent: the delivery time stated before the order. */
  delivery_days: Type.Optional(
    CountryRecord(
      Type.Object({
        min: Type.Integer({ minimum: 0, maximum: 60 }),
        max: Type.Integer({ minimum: 0, maximum: 60 }),
      }),
    ),
  ),
});

/** Shipping country: its free-shipping threshold and zip ranges with surcharge or own threshold. */
export const ShippingCountrySchema = Type.Object({
  code: Type.String({ pattern: '^[a-z]{2}$' }),
  name: Type.Optional(Type.String()),
  shipping_free_amount_treshhold: Type.Optional(NullableNumber()),
  zips: Type.Optional(
    Type.Array(
      Type.Object({
        ...ZipRangeFields,
        costs: Type.Optional(NullableNumber()),
        threshold: Type.Optional(NullableNumber()),
      }),
    ),
  ),
});

export const PickupSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Where and when orders are collected, shown at checkout. */
  location: Type.String({ maxLength: 500 }),
  /** The booking module's location whose opening hours the pickup windows follow (absent: the first). */
  opening_location: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,40}$' })),
  /** Minutes of one pickup window the customer chooses (absent: PICKUP_WINDOW_MINUTES). */
  window_minutes: Type.Optional(Type.Integer({ minimum: 15, maximum: 480 })),
  /** Orders one pickup window takes (absent: PICKUP_WINDOW_CAPACITY). */
  window_capacity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** Days between ordering and the first pickup day (absent: PICKUP_LEAD_DAYS). */
  lead_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
});

/**
 * A frost spell: the chosen product groups are not shipped from `from` to `until` (Vienna days, both
 * included; null: until the owner ends it). Orders are taken and get their shipping day when it ends.
 */
export const FrostStopSchema = Type.Object({
  groups: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 500 }),
  from: Type.String({ format: 'date' }),
  until: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  text: Type.String({ maxLength: 200 }),
});

export const AdditionalConditionsSchema = Type.Object({
  enabled: Type.Boolean(),
  text: Type.String({ maxLength: 5000 }),
});

export const ShopConfigSchema = Type.Object({
  urls: ShopUrlsSchema,
  home_country: Type.String(),
  vat_type: Type.Union([Type.Literal('inclusive'), Type.Literal('exclusive')]),
  show_sold_out: Type.Boolean(),
  fixed_price: Type.Boolean(),
  /** Euros. */
  shipping_free_amount_treshhold: NullableNumber(),
  paymentsources: Type.Record(Type.String(), PaymentSourceSchema),
  stripe: Type.Object({ live_mode: Type.Boolean() }),
  // The shop's groups live here, beside the settings the pricing rules read with them.
  vat_groups: Type.Optional(Type.Array(VatGroupSchema)),
  discount_groups: Type.Optional(Type.Array(DiscountGroupSchema)),
  shipping_groups: Type.Optional(Type.Array(ShippingGroupSchema)),
  shipping_countries: Type.Optional(Type.Array(ShippingCountrySchema)),
  /** Whether customers may collect their order at the nursery (free shipping, home-country VAT). */
  pickup: Type.Optional(PickupSchema),
  /** The frost stop the owner set (absent or null: none). */
  frost_stop: Type.Optional(Type.Union([FrostStopSchema, Type.Null()])),
  /** Conditions besides the terms a customer must accept at checkout when enabled. */
  additional_conditions: Type.Optional(AdditionalConditionsSchema),
  /**
   * Whether a cart with goods shipped now and goods shipped later (pre-orders, a frost stop) may be
   * sent in two shipments, the customer paying the second one's shipping (absent: not offered).
   */
  split_deliveries: Type.Optional(Type.Boolean()),
  /** The account prepayments go to; shown in the order confirmation. */
  bank_details: Type.Optional(Type.Union([BankDetailsSchema, Type.Null()])),
  /**
   * Working days a parcel is allowed to reach the customer, by delivery country: the withdrawal period
   * starts that long after shipping while the delivery day is not recorded (absent: DEFAULT_TRANSIT_DAYS).
   */
  transit_days: Type.Optional(CountryRecord(Type.Integer({ minimum: 0, maximum: 30 }))),
});

/** The seller: imprint, order confirmations, order PDFs and the withdrawal mails name it. */
const companyText = (field: keyof typeof COMPANY_FIELD_MAX_LENGTHS) =>
  Type.String({ maxLength: COMPANY_FIELD_MAX_LENGTHS[field] });
export const CompanySchema = Type.Object({
  name: companyText('name'),
  street: companyText('street'),
  zip: companyText('zip'),
  city: companyText('city'),
  /** Country name as printed, e.g. Österreich. */
  country: companyText('country'),
  email: companyText('email'),
  phone: companyText('phone'),
  /** USt-IdNr./UID. */
  uid: companyText('uid'),
  /** Company register number and court, e.g. FN 000000x, Landesgericht Krems. */
  register: companyText('register'),
  /** Trade authority and chamber (Austrian imprint, § 5 ECG). */
  authority: companyText('authority'),
});
export type Company = Static<typeof CompanySchema>;

/** The nursery's public profiles, linked from every page's footer. */
export const SocialLinkSchema = Type.Object({
  network: Type.Union([Type.Literal('facebook'), Type.Literal('instagram')]),
  url: Type.String({ pattern: '^https://', maxLength: 300 }),
});

export const ConfigSectionsSchema = Type.Object({
  meta: Type.Object({ og_image: NullableString(), routes: Type.Array(RouteMetaSchema) }),
  system: Type.Object({
    maintenance: Type.Object({ enabled: Type.Boolean(), image: NullableString() }),
    quantity_units: Type.Array(Type.String()),
  }),
  mail: Type.Object({
    mailboxes: Type.Array(MailboxSchema),
    DEFAULT_SYSTEM_MAILBOX: NullableString(),
    purposes: Type.Optional(MailPurposesSchema),
  }),
  company: CompanySchema,
  components: Type.Object({
    shop: ShopConfigSchema,
    auth: Type.Object({ availableRoles: Type.Array(RoleSchema), allow_sms_reset: Type.Boolean() }),
    /** The map of the contact and opening-hours pages (the domain's MAP_DEFAULTS for what is left out). */
    map: Type.Object({
      apikey: Type.String({ maxLength: 200 }),
      /** The tiles' address with {z}, {x}, {y} and the key as {apikey}. */
      tile_url: Type.Optional(Type.String({ maxLength: 500, pattern: '^https?://' })),
      lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
      lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
      zoom: Type.Optional(Type.Integer({ minimum: 1, maximum: 19 })),
    }),
    social: Type.Object({
      fb: Type.Record(Type.String(), Type.Unknown()),
      links: Type.Optional(Type.Array(SocialLinkSchema, { maxItems: 10 })),
    }),
    images: Type.Object({ force_disable_cache: Type.Boolean() }),
    message: Type.Object({ fields: Type.Array(Type.Unknown()) }),
    admincenter: Type.Object({ url: Type.String() }),
  }),
  enabled_components: Type.Array(Type.String()),
});

export const ConfigSchema = Type.Composite([Type.Object({ _id: Type.String() }), ConfigSectionsSchema], {
  description: 'The site configuration',
});
export type SiteConfig = Static<typeof ConfigSchema>;

/** PUT replaces the sections it carries and keeps the others. */
export const ConfigUpdateSchema = Type.Partial(
  Type.Composite([Type.Object({ _id: Type.String() }), ConfigSectionsSchema]),
  { additionalProperties: false },
);
export type ConfigUpdate = Static<typeof ConfigUpdateSchema>;

export const ConfigListSchema = Type.Array(ConfigSchema);
