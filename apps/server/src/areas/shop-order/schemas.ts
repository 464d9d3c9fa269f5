import { CHECKOUT_COMMENT_MAX_LENGTH } from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import { Int4, SortSchema } from '../../core/schemas';
import { Id, NullableString, Tags } from '../../core/shop-schemas';
import { LineSetSchema, SetTitlesSchema } from '../shop-cart/schemas';
import { NullableNumber, OrderPaymentSchema, VoucherPurposeSchema } from '@gartenwerk/domain/schemas';

/** Where the customer was in the checkout (its route), kept with the order as the spec's cc_location. */
const CheckoutLocation = Type.String({ maxLength: 200 });

export const ORDER_STATUSES = ['open', 'partial', 'complete'] as const;
const StatusSchema = Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status)));

export const OrderAddressSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('person'), Type.Literal('company')]),
    first_name: Type.String({ maxLength: 200 }),
    last_name: Type.String({ maxLength: 200 }),
    address: Type.String({ maxLength: 500 }),
    zip: Type.String({ maxLength: 20 }),
    city: Type.String({ maxLength: 200 }),
    country: Type.String({ pattern: '^[a-z]{2}$' }),
    phone: Type.Optional(Type.String({ maxLength: 50 })),
    uid: Type.Optional(Type.String({ maxLength: 50 })),
    company: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type OrderAddress = Static<typeof OrderAddressSchema>;

/** A cart line as an order is placed with it; prices are never taken from the client. */
export const OrderLineInputSchema = Type.Object(
  {
    item: Id(),
    amount: Type.Integer({ minimum: 1, maximum: 100_000 }),
    /** Variant key of the product. */
    variant: Type.Optional(Type.String({ maxLength: 200 })),
    order_desc: Type.Optional(Type.String({ maxLength: 2000 })),
    customization: Type.Optional(Type.Unknown()),
    /** For a set product: position and customization of products of its slots. */
    set: Type.Optional(LineSetSchema),
  },
  { additionalProperties: false },
);
export type OrderLineInput = Static<typeof OrderLineInputSchema>;

/** A pickup window: its start and end (ISO moments, as GET /shop/pickup/windows answers them). */
export const PickupWindowSchema = Type.Object(
  {
    start: Type.String({ format: 'date-time' }),
    end: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type PickupWindow = Static<typeof PickupWindowSchema>;

/** GET /shop/pickup/windows: per Vienna day its windows with the places left. */
export const PickupDaysSchema = Type.Array(
  Type.Object({
    date: Type.String(),
    windows: Type.Array(Type.Object({ start: Type.String(), end: Type.String(), free: Type.Integer() })),
  }),
);

export const PlaceOrderSchema = Type.Object(
  {
    items: Type.Array(OrderLineInputSchema, { minItems: 1, maxItems: 500 }),
    email: Type.String({ maxLength: 320 }),
    invoiceAddress: OrderAddressSchema,
    shippingAddress: Type.Optional(Type.Union([OrderAddressSchema, Type.Null()])),
    alternate: Type.Optional(Type.Boolean()),
    shippingMethod: Type.Optional(Type.Union([Type.Literal('shipping'), Type.Literal('pickup')])),
    selectedPayment: Type.String({ maxLength: 100 }),
    /** The pickup window chosen for a pickup order; the server checks it against hours and places. */
    pickupWindow: Type.Optional(Type.Union([PickupWindowSchema, Type.Null()])),
    /** When the shop told the customer the pickup order lies ready; null until then. */
    readyForPickupAt: Type.Optional(NullableString()),
    comment: Type.Optional(Type.String({ maxLength: CHECKOUT_COMMENT_MAX_LENGTH })),
    newsletter: Type.Optional(Type.Boolean()),
    cc_location: Type.Optional(CheckoutLocation),
    /** The client's view of the spec's validity rule; the server decides with the same rule. */
    completed: Type.Optional(Type.Boolean()),
    termsAccepted: Type.Boolean(),
    specialConditionsAccepted: Type.Optional(Type.Boolean()),
    /** Voucher code paying part of the order. */
    voucher: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    /**
     * Two shipments: the goods shipped now first, the later ones (pre-orders, a frost stop) when they
     * are ready, each shipment charged. Only when the quote offers it (`split_delivery` not null).
     */
    split_delivery: Type.Optional(Type.Boolean()),
    tags: Type.Optional(Tags()),
    /** The customer the order belongs to (admin, system); others order for themselves. */
    owner: Type.Optional(Type.Union([Id(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type PlaceOrderInput = Static<typeof PlaceOrderSchema>;

/** The checkout summary's question: the order as far as it is known, without the terms. */
export const QuoteSchema = Type.Object(
  {
    items: PlaceOrderSchema.properties.items,
    invoiceAddress: Type.Optional(OrderAddressSchema),
    shippingAddress: PlaceOrderSchema.properties.shippingAddress,
    alternate: PlaceOrderSchema.properties.alternate,
    shippingMethod: PlaceOrderSchema.properties.shippingMethod,
    selectedPayment: Type.Optional(Type.String({ maxLength: 100 })),
    voucher: PlaceOrderSchema.properties.voucher,
    split_delivery: PlaceOrderSchema.properties.split_delivery,
    email: Type.Optional(Type.String({ maxLength: 320 })),
    comment: PlaceOrderSchema.properties.comment,
    newsletter: PlaceOrderSchema.properties.newsletter,
    cc_location: PlaceOrderSchema.properties.cc_location,
    completed: PlaceOrderSchema.properties.completed,
    specialConditionsAccepted: PlaceOrderSchema.properties.specialConditionsAccepted,
  },
  { additionalProperties: false },
);
export type QuoteInput = Static<typeof QuoteSchema>;

const OrderVoucherSchema = Type.Object({
  purpose: VoucherPurposeSchema(),
  /** A single-purpose voucher's country (its rate is the line's); null for a multi-purpose one. */
  vat_country: NullableString(),
  template: NullableString(),
});

export const OrderItemSchema = Type.Object({
  item: Type.String(),
  title: Type.String(),
  type: Type.String(),
  /** The variant's key; empty for the product itself. */
  variant: Type.String(),
  /** The variant's label as entered when the order was placed, e.g. "60–80 cm". */
  variant_title: Type.Optional(Type.String()),
  amount: Type.Integer(),
  order_desc: Type.Optional(Type.String()),
  customization: Type.Optional(Type.Unknown()),
  /** The title of the colour the customization names (by id) when the order was placed. */
  color_title: Type.Optional(Type.String()),
  set: Type.Optional(LineSetSchema),
  /** Titles of the set's products when the order was placed. */
  set_titles: Type.Optional(SetTitlesSchema),
  /**
   * An English order's names as its customer read them, where written in English when it was placed:
   * the customer's mails, PDFs and invoice use them, the shop's own lists the German ones.
   */
  title_en: Type.Optional(Type.String()),
  variant_title_en: Type.Optional(Type.String()),
  color_title_en: Type.Optional(Type.String()),
  set_titles_en: Type.Optional(SetTitlesSchema),
  /** Unit price in euros before discount, as charged for the delivery country (net when VAT exempt). */
  price: Type.Number(),
  /** Discount of the line in euros; the totals subtract it. */
  discount: Type.Number(),
  vat_rate: Type.Number(),
  /** Line total in euros: price × amount. */
  total: Type.Number(),
  /**
   * The Vienna day (`YYYY-MM-DD`) a pre-ordered line is planned to ship from (its shipping season's
   * start when it was ordered); null: shipped as usual. Orders from before seasons lack it.
   */
  planned_ship_date: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
  /**
   * Ordered during a frost stop: the line ships after it ends, its planned day follows the stop
   * (null while the stop is open-ended) and the customer is mailed when that day is known or moves.
   */
  frost_hold: Type.Optional(Type.Boolean()),
  /** The line goes in the second shipment of a split delivery. */
  second_shipment: Type.Optional(Type.Boolean()),
  /**
   * A sold voucher: the kind of the vouchers it issues, fixed when the order was placed (a
   * multi-purpose voucher's line is at 0 %, not taxable; a single-purpose one's at its rate).
   */
  voucher: Type.Optional(OrderVoucherSchema),
});
export type OrderItem = Static<typeof OrderItemSchema>;

const VatLineSchema = Type.Object({
  rate: Type.Number(),
  net: Type.Number(),
  vat: Type.Number(),
  gross: Type.Number(),
});

/** The domain's price breakdown, in euros. */
export const OrderTotalsSchema = Type.Object({
  items: Type.Number(),
  discount: Type.Number(),
  /** What is charged for shipping, after `shipping_discount`. */
  shipping: Type.Number(),
  shipping_free: Type.Boolean(),
  /** The shipping discount taken off the shipping (orders placed before it was kept have none). */
  shipping_discount: Type.Optional(Type.Number()),
  net: Type.Number(),
  vat: Type.Array(VatLineSchema),
  vat_total: Type.Number(),
  gross: Type.Number(),
  voucher_used: Type.Number(),
  /** The kind of the voucher that paid (orders placed before it was kept have none: multi-purpose). */
  voucher_purpose: Type.Optional(VoucherPurposeSchema()),
  /** A single-purpose voucher's rate: what it paid was taken off this rate's row. */
  voucher_vat_rate: Type.Optional(NullableNumber()),
  /** The sold multi-purpose vouchers, in no VAT row. */
  not_taxable: Type.Optional(Type.Number()),
  total: Type.Number(),
  vat_country: Type.String(),
  vat_exempt: Type.Boolean(),
});
export type OrderTotals = Static<typeof OrderTotalsSchema>;

/** The server's price of a checkout and the payment methods it may use. */
export const QuoteAnswerSchema = Type.Object({
  items: Type.Array(OrderItemSchema),
  totals: OrderTotalsSchema,
  /** Whether the shipping address can be delivered to. */
  shippable: Type.Boolean(),
  /** Keys of the eligible payment methods, in settings order. */
  payment_methods: Type.Array(Type.String()),
  /**
   * The VAT exemption of a company abroad: none asked, VIES confirmed the uid (no VAT), refused it,
   * or did not answer (both priced with VAT).
   */
  vat_id: Type.Union(['none', 'confirmed', 'refused', 'unavailable'].map((status) => Type.Literal(status))),
  /** The spec's checkout validity rule for what the quote was asked with (e-mail, zips, payment). */
  completed: Type.Boolean(),
  /**
   * Delivery in two shipments, when the shop allows it and the cart holds goods shipped now and
   * goods shipped later: the day the second shipment goes (null: after an open-ended frost stop)
   * and what it adds to the shipping, in euros. `totals` are for the delivery asked for.
   */
  split_delivery: Type.Union([
    Type.Object({ ship_from: NullableString({ format: 'date' }), extra_shipping: Type.Number() }),
    Type.Null(),
  ]),
});
export type QuoteAnswer = Static<typeof QuoteAnswerSchema>;

export const VatIdCheckSchema = Type.Object({
  uid: Type.String(),
  /** null: VIES did not answer. */
  valid: Type.Union([Type.Boolean(), Type.Null()]),
  name: NullableString(),
  date: Type.String(),
  request_identifier: NullableString(),
});

export const OrderSchema = Type.Object({
  _id: Type.String(),
  /** The order number customers and staff read, `2026-00042`; the bank-transfer reference. */
  number: Type.String(),
  status: StatusSchema,
  tags: Type.Array(Type.String()),
  created: Type.String({ format: 'date-time' }),
  perm: Type.Object({ owner: NullableString() }),
  email: Type.String(),
  items: Type.Array(OrderItemSchema),
  /**
   * The day it is to be sent: its latest planned line, else the Vienna day it was placed; null while
   * a line waits for an open-ended frost stop.
   */
  ship_day: NullableString({ format: 'date' }),
  /** A delivery in two shipments: when the first one was sent (null until then). */
  split_delivery: Type.Optional(
    Type.Union([Type.Object({ first_shipped_at: NullableString({ format: 'date-time' }) }), Type.Null()]),
  ),
  invoiceAddress: OrderAddressSchema,
  shippingAddress: Type.Union([OrderAddressSchema, Type.Null()]),
  alternate: Type.Boolean(),
  shippingMethod: Type.String(),
  selectedPayment: NullableString(),
  comment: Type.String(),
  newsletter: Type.Boolean(),
  cc_location: Type.String(),
  completed: Type.Boolean(),
  /** What VIES answered about the company's uid when the order was placed: the exemption's proof. */
  vat_id_check: Type.Union([VatIdCheckSchema, Type.Null()]),
  voucher: NullableString(),
  totals: OrderTotalsSchema,
  payment: OrderPaymentSchema,
  total: Type.Number(),
  payed: Type.Boolean(),
  payedAt: NullableString(),
  shipped: Type.Boolean(),
  shippedAt: NullableString(),
  /** The day the customer received the goods (`YYYY-MM-DD`), once recorded by the shop or the carrier. */
  delivered: NullableString(),
  /** The last day (`YYYY-MM-DD`) the customer may withdraw; null while the period has not started. */
  withdrawal_until: Type.Optional(NullableString()),
  /** When the customer withdrew from the contract; null while they have not. */
  withdrawnAt: NullableString(),
  /** The pickup window the customer chose; null for shipped orders and pickups without one. */
  pickupWindow: Type.Optional(Type.Union([PickupWindowSchema, Type.Null()])),
  /** When the shop told the customer the pickup order lies ready; null until then. */
  readyForPickupAt: Type.Optional(NullableString()),
  /** The affiliate whose link brought the customer (ref cookie); null without one. */
  affiliate: Type.Optional(NullableString()),
  /** The language the customer ordered in: the mails about the order are written in it. */
  language: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('en')])),
});
export type Order = Static<typeof OrderSchema>;

export const OrderUpdateSchema = Type.Object(
  {
    _id: Type.Optional(Id()),
    status: Type.Optional(StatusSchema),
    tags: Type.Optional(Tags()),
    comment: Type.Optional(Type.String({ maxLength: 5000 })),
    invoiceAddress: Type.Optional(OrderAddressSchema),
    shippingAddress: Type.Optional(Type.Union([OrderAddressSchema, Type.Null()])),
    /** The day the customer received the goods; null when it is not known after all. */
    delivered: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type OrderUpdate = Static<typeof OrderUpdateSchema>;

/** What the order list sorts by (`-` in front: descending); newest first without one. */
export const ORDER_SORTS = ['number', 'created', 'total', 'email', 'ship_day'] as const;

export const OrderQuerySchema = Type.Object({
  status: Type.Optional(StatusSchema),
  owner: Type.Optional(Id()),
  /** Part of the order number, the e-mail address or the invoice name or company. */
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** `due`: not yet sent and to be sent by today; `YYYY-Www`: to be sent in that ISO week. */
  ship: Type.Optional(Type.String({ pattern: '^(due|\\d{4}-W(0[1-9]|[1-4][0-9]|5[0-3]))$' })),
  sort: Type.Optional(SortSchema(ORDER_SORTS)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  skip: Type.Optional(Int4({ minimum: 0 })),
});
export type OrderQuery = Static<typeof OrderQuerySchema>;

export const OrderIdBodySchema = Type.Object({ _id: Id() });

/** Which order was sent; `shipment: 1` marks only the first shipment of a split delivery. */
export const MarkShippedBodySchema = Type.Object({
  _id: Id(),
  shipment: Type.Optional(Type.Literal(1)),
});
