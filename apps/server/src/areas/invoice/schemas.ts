import { Type, type Static } from '@sinclair/typebox';
import { DocumentLineFields } from '@gartenwerk/domain/schemas';
import { Id, IdList, NullableString, Tags } from '../../core/shop-schemas';

/** Shapes of the invoicing calls (spec section 7, "Invoicing"). Money is in euros with 2 decimals. */

export const DOCUMENT_TYPES = [
  'offer',
  'order',
  'delivery',
  'invoice',
  'installment',
  'cancellation',
  'credit_note',
  'vendor_order',
] as const;
export const DocumentTypeSchema = Type.Union(DOCUMENT_TYPES.map((type) => Type.Literal(type)));

const Money = (options: { minimum?: number } = {}) =>
  Type.Number({ minimum: options.minimum ?? -10_000_000, maximum: 10_000_000 });
const ShortText = (maxLength = 300) => Type.String({ maxLength });
const LongText = () => Type.String({ maxLength: 20_000 });
/** A calendar day, YYYY-MM-DD. */
export const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const NullableDay = () =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export { PartyAddressSchema } from '@gartenwerk/domain/schemas';
import { PartyAddressSchema } from '@gartenwerk/domain/schemas';
export type PartyAddress = Static<typeof PartyAddressSchema>;

/** Who a document goes to, as printed on it (a copy: later changes of the customer leave it alone). */
export const ReceiverSchema = Type.Composite(
  [
    PartyAddressSchema,
    Type.Object({
      kind: Type.Union([Type.Literal('customer'), Type.Literal('vendor')]),
      id: Type.Optional(NullableString()),
      email: Type.Optional(ShortText(320)),
    }),
  ],
  { additionalProperties: false },
);
export type Receiver = Static<typeof ReceiverSchema>;

export const LineSchema = Type.Object(
  {
    ...DocumentLineFields,
    item_id: Type.Optional(NullableString()),
    factor_id: Type.Optional(NullableString()),
    /** The line of the document it was converted from, and of the order the chain started with. */
    source_line: Type.Optional(NullableString()),
    order_line: Type.Optional(NullableString()),
    /** On a final invoice: the installment receipt's line this line deducts. */
    installment_line: Type.Optional(NullableString()),
    /**
     * Not taxable at all (the sale of a multi-purpose voucher, § 3 (15) UStG): at 0 %, printed as
     * "nicht steuerbar", an exempt (E) line of the e-invoice.
     */
    not_taxable: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type Line = Static<typeof LineSchema>;

export const VAT_EXEMPTIONS = ['reverse_charge', 'intra_eu'] as const;

/** The parts of a document a person edits (besides receiver, dates and lines). */
const EditableFields = {
  price_mode: Type.Optional(Type.Union([Type.Literal('net'), Type.Literal('gross')])),
  lines: Type.Optional(Type.Array(LineSchema, { maxItems: 1000 })),
  title: Type.Optional(ShortText()),
  text_before: Type.Optional(LongText()),
  text_after: Type.Optional(LongText()),
  template_id: Type.Optional(NullableString()),
  date: Type.Optional(DaySchema),
  delivery_date: Type.Optional(NullableDay()),
  service_from: Type.Optional(NullableDay()),
  service_to: Type.Optional(NullableDay()),
  valid_until: Type.Optional(NullableDay()),
  payment_terms_days: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 365 }), Type.Null()])),
  vat_exemption: Type.Optional(
    Type.Union([...VAT_EXEMPTIONS.map((value) => Type.Literal(value)), Type.Null()]),
  ),
  /** Paid before (a voucher, an installment receipt): taken off what is due. */
  advance: Type.Optional(Money({ minimum: 0 })),
  advance_label: Type.Optional(ShortText()),
  /** XRechnung BT-10, e.g. the Leitweg-ID of a German public-sector buyer; starts as the customer's. */
  buyer_reference: Type.Optional(ShortText(200)),
  notes: Type.Optional(LongText()),
  tags: Type.Optional(Tags()),
  customer_id: Type.Optional(NullableString()),
  vendor_id: Type.Optional(NullableString()),
  receiver: Type.Optional(ReceiverSchema),
};

export const DocumentCreateSchema = Type.Object(
  {
    type: DocumentTypeSchema,
    ...EditableFields,
    /** Issue at once: the document gets its number in the same transaction. */
    issue: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DocumentCreate = Static<typeof DocumentCreateSchema>;

export const DocumentUpdateSchema = Type.Object(
  {
    _id: Id(),
    ...EditableFields,
    /** The spec's states; set by hand for offers and orders (e.g. an offer declined). */
    status: Type.Optional(
      Type.Union([Type.Literal('open'), Type.Literal('partial'), Type.Literal('complete')]),
    ),
    issue: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DocumentUpdate = Static<typeof DocumentUpdateSchema>;

export const VatRowSchema = Type.Object({
  rate: Type.Number(),
  net: Type.Number(),
  vat: Type.Number(),
  gross: Type.Number(),
});

export const TotalsSchema = Type.Object({
  lines: Type.Array(Type.Number()),
  line_sum: Type.Number(),
  net: Type.Number(),
  vat: Type.Array(VatRowSchema),
  vat_total: Type.Number(),
  gross: Type.Number(),
  advance: Type.Number(),
  due: Type.Number(),
});
export type DocumentTotalsSnapshot = Static<typeof TotalsSchema>;

export const PaymentSchema = Type.Object({
  uuid: Type.String(),
  amount: Type.Number(),
  date: Type.String(),
  note: Type.String(),
  /** A reversed payment stays on the invoice, counts no more and says when and why it was reversed. */
  reversed: Type.Optional(
    Type.Union([Type.Object({ at: Type.String(), reason: Type.String() }), Type.Null()]),
  ),
});
export type Payment = Static<typeof PaymentSchema>;
/** A goods receipt on a vendor order: which of its lines came in, and how much of each. */
export const ReceiptSchema = Type.Object({
  uuid: Type.String(),
  date: Type.String(),
  note: Type.String(),
  lines: Type.Array(
    Type.Object({
      uuid: Type.String(),
      amount: Type.Number(),
      /** The shop product (and variant) whose stock the line raised, so a take-back lowers the same. */
      product_id: Type.Optional(Type.String()),
      variant: Type.Optional(Type.String()),
    }),
  ),
  /** A receipt taken back stays listed, counts no more and says when and why. */
  reversed: Type.Optional(
    Type.Union([Type.Object({ at: Type.String(), reason: Type.String() }), Type.Null()]),
  ),
});
export type Receipt = Static<typeof ReceiptSchema>;

export const SentSchema = Type.Object({
  at: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  outbox_id: Type.String(),
  kind: Type.String(),
});

/** What `data` holds: the lines and everything printed around them, and the payment record. */
export interface DocumentData {
  price_mode: 'net' | 'gross';
  lines: Line[];
  title: string;
  text_before: string;
  text_after: string;
  template_id: string | null;
  delivery_date: string | null;
  service_from: string | null;
  service_to: string | null;
  valid_until: string | null;
  payment_terms_days: number | null;
  vat_exemption: (typeof VAT_EXEMPTIONS)[number] | null;
  advance: number;
  advance_label: string;
  /** The buyer's reference (Leitweg-ID), from the customer unless edited; absent on rows written before. */
  buyer_reference?: string;
  payments: Payment[];
  sent: Static<typeof SentSchema>[];
  /** The dunning levels sent; fee and interest (euros) on those sent since levels carry them. */
  reminders: { at: string; level: number; outbox_id: string; fee?: number; interest?: number }[];
  /** Goods received on a vendor order; absent on other documents (and on rows written before). */
  receipts?: Receipt[];
}

export const HistoryEntrySchema = Type.Object({
  _id: Type.String(),
  at: Type.String(),
  user: Type.Union([Type.String(), Type.Null()]),
  user_name: Type.String(),
  action: Type.String(),
  changes: Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() })),
  detail: Type.String(),
});

export const DocumentSchema = Type.Object({
  _id: Type.String(),
  type: DocumentTypeSchema,
  number: NullableString(),
  issued: Type.Boolean(),
  issued_at: NullableString(),
  status: Type.String(),
  receiver: ReceiverSchema,
  customer_id: NullableString(),
  vendor_id: NullableString(),
  date: Type.String(),
  due_date: NullableString(),
  price_mode: Type.String(),
  lines: Type.Array(LineSchema),
  title: Type.String(),
  text_before: Type.String(),
  text_after: Type.String(),
  template_id: NullableString(),
  delivery_date: NullableString(),
  service_from: NullableString(),
  service_to: NullableString(),
  valid_until: NullableString(),
  payment_terms_days: Type.Union([Type.Number(), Type.Null()]),
  vat_exemption: NullableString(),
  advance: Type.Number(),
  advance_label: Type.String(),
  buyer_reference: Type.String(),
  totals: TotalsSchema,
  payment_status: Type.String(),
  paid: Type.Number(),
  /** What its cancellation and credit notes took off an invoice. */
  credited: Type.Number(),
  /** Still to pay, and paid beyond what is due (the customer's credit, Guthaben). */
  open: Type.Number(),
  credit: Type.Number(),
  payments: Type.Array(PaymentSchema),
  sent: Type.Array(SentSchema),
  reminders: Type.Array(
    Type.Object({
      at: Type.String(),
      level: Type.Number(),
      outbox_id: Type.String(),
      fee: Type.Optional(Type.Number()),
      interest: Type.Optional(Type.Number()),
    }),
  ),
  tags: Type.Array(Type.String()),
  notes: Type.String(),
  source_id: NullableString(),
  order_id: NullableString(),
  shop_order_id: NullableString(),
  cancels_id: NullableString(),
  cancelled_by_id: NullableString(),
  created: Type.String(),
  updated: Type.String(),
  history: Type.Optional(Type.Array(HistoryEntrySchema)),
  /** Per line of an order: how much was delivered and invoiced so far. */
  progress: Type.Optional(
    Type.Array(
      Type.Object({
        uuid: Type.String(),
        amount: Type.Number(),
        delivered: Type.Number(),
        invoiced: Type.Number(),
      }),
    ),
  ),
  /** A vendor order's goods receipts, and per line how much was ordered and received so far. */
  receipts: Type.Optional(Type.Array(ReceiptSchema)),
  received: Type.Optional(
    Type.Array(Type.Object({ uuid: Type.String(), amount: Type.Number(), received: Type.Number() })),
  ),
});
export type InvoiceDocument = Static<typeof DocumentSchema>;

export const IdBodySchema = Type.Object({ _id: Id() }, { additionalProperties: true });
export const IdsBodySchema = Type.Object({ ids: IdList() });

/** Lines of a document by uuid, each with an amount taken of it. */
const LineAmountsSchema = Type.Optional(
  Type.Array(
    Type.Object({ uuid: Type.String({ minLength: 1 }), amount: Type.Number({ exclusiveMinimum: 0 }) }),
    { maxItems: 1000 },
  ),
);

export const ConvertSchema = Type.Object(
  {
    _id: Id(),
    to: Type.Union([Type.Literal('order'), Type.Literal('delivery'), Type.Literal('invoice')]),
    /** Only these lines and amounts (partial delivery or invoice); absent: everything still open. */
    lines: LineAmountsSchema,
    issue: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ConvertInput = Static<typeof ConvertSchema>;

/** Some lines and amounts of a vendor order came in; absent lines: everything still open. */
export const ReceiveSchema = Type.Object(
  {
    _id: Id(),
    lines: LineAmountsSchema,
    date: Type.Optional(DaySchema),
    note: Type.Optional(ShortText()),
  },
  { additionalProperties: false },
);
export type ReceiveInput = Static<typeof ReceiveSchema>;

/** Takes a goods receipt back (recorded in error, goods returned to the vendor), optionally why. */
export const ReceiptReversalSchema = Type.Object(
  { _id: Id(), receipt: Type.String({ minLength: 1, maxLength: 64 }), reason: Type.Optional(ShortText()) },
  { additionalProperties: false },
);
export type ReceiptReversal = Static<typeof ReceiptReversalSchema>;

export const InstallmentSchema = Type.Object(
  {
    _id: Id(),
    /** Either a share of the order's gross in percent, or an amount in euros (gross). */
    percent: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
    amount: Type.Optional(Money({ minimum: 0.01 })),
    issue: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type InstallmentInput = Static<typeof InstallmentSchema>;

/** A credit note for chosen lines of an issued invoice: how much of each, at its price or a lower one. */
export const CreditNoteSchema = Type.Object(
  {
    _id: Id(),
    lines: Type.Array(
      Type.Object(
        {
          uuid: Type.String({ minLength: 1 }),
          amount: Type.Number({ exclusiveMinimum: 0 }),
          /** The unit price credited (net or gross as the invoice); absent: the line's own. */
          price: Type.Optional(Money({ minimum: 0 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 1000 },
    ),
    /** Why, printed under the title (e.g. a price reduction for frost damage). */
    reason: Type.Optional(ShortText()),
  },
  { additionalProperties: false },
);
export type CreditNoteInput = Static<typeof CreditNoteSchema>;

export const FromUserDataSchema = Type.Object(
  { order: Id(), issue: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** A payment above what is open is refused unless the owner confirms it; the excess becomes a credit. */
const ConfirmOverpayment = Type.Optional(Type.Boolean());

export const PaymentInputSchema = Type.Object(
  {
    _id: Id(),
    amount: Money({ minimum: 0.01 }),
    date: Type.Optional(DaySchema),
    note: Type.Optional(ShortText()),
    confirm_overpayment: ConfirmOverpayment,
  },
  { additionalProperties: false },
);
export type PaymentInput = Static<typeof PaymentInputSchema>;

/** Corrects a recorded payment (amount, day, note); the reason goes into the history. */
export const PaymentCorrectionSchema = Type.Object(
  {
    _id: Id(),
    payment: Type.String({ minLength: 1, maxLength: 64 }),
    amount: Type.Optional(Money({ minimum: 0.01 })),
    date: Type.Optional(DaySchema),
    note: Type.Optional(ShortText()),
    reason: ShortText(),
    confirm_overpayment: ConfirmOverpayment,
  },
  { additionalProperties: false },
);
export type PaymentCorrection = Static<typeof PaymentCorrectionSchema>;

/** Reverses a recorded payment (booked in error, returned by the bank), with the reason. */
export const PaymentReversalSchema = Type.Object(
  { _id: Id(), payment: Type.String({ minLength: 1, maxLength: 64 }), reason: ShortText() },
  { additionalProperties: false },
);
export type PaymentReversal = Static<typeof PaymentReversalSchema>;

export const SearchSchema = Type.Object({
  text: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const BrowseSchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    text: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(Type.String({ maxLength: 30 })),
    payment: Type.Optional(
      Type.Union([
        Type.Literal('paid'),
        Type.Literal('unpaid'),
        Type.Literal('overdue'),
        Type.Literal('partial'),
      ]),
    ),
    customer_id: Type.Optional(Type.String({ maxLength: 64 })),
    vendor_id: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(DaySchema),
    to: Type.Optional(DaySchema),
    issued: Type.Optional(Type.Boolean()),
    today: Type.Optional(DaySchema),
    /** The sort of a list (`name`, `-name`): the master lists' columns, or a document list's (number, date, receiver, status, gross, due). */
    sort: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type BrowseQuery = Static<typeof BrowseSchema>;

export const PrintSchema = Type.Object(
  {
    _id: Id(),
    format: Type.Optional(
      Type.Union([Type.Literal('pdf'), Type.Literal('zugferd'), Type.Literal('xrechnung')]),
    ),
  },
  { additionalProperties: false },
);

export const SendMailSchema = Type.Object(
  {
    _id: Id(),
    to: Type.Optional(Type.String({ maxLength: 320 })),
    message: Type.Optional(Type.String({ maxLength: 20_000 })),
    /** A reminder (Mahnung) instead of the document mail. */
    reminder: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
