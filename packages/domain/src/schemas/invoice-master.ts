import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableInteger, NullableString, Tags } from './common';
import { SortSchema } from './entity';

/**
 * The accounting's master data as an admin writes it: customers and vendors (an address with terms),
 * items (Artikel), factors and document templates. Money is in euros.
 */

const Text = (maxLength = 300) => Type.String({ maxLength });

export const INVOICE_DOCUMENT_TYPES = [
  'offer',
  'order',
  'delivery',
  'invoice',
  'installment',
  'cancellation',
  'credit_note',
] as const;
export const InvoiceDocumentTypeSchema = Type.Union(INVOICE_DOCUMENT_TYPES.map((type) => Type.Literal(type)));

/** A postal address of a customer, vendor or receiver. */
export const PartyAddressSchema = Type.Object(
  {
    type: Type.Optional(Type.Union([Type.Literal('person'), Type.Literal('company')])),
    company: Type.Optional(Text()),
    title: Type.Optional(Text(100)),
    first_name: Type.Optional(Text(200)),
    last_name: Type.Optional(Text(200)),
    address: Type.Optional(Text(500)),
    zip: Type.Optional(Text(20)),
    city: Type.Optional(Text(200)),
    country: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
    uid: Type.Optional(Text(50)),
    phone: Type.Optional(Text(50)),
  },
  { additionalProperties: false },
);
export type PartyAddress = Static<typeof PartyAddressSchema>;

/** The fields of an address, in the order a person reads them. */
export const PARTY_ADDRESS_KEYS = [
  'company',
  'title',
  'first_name',
  'last_name',
  'address',
  'zip',
  'city',
  'country',
  'uid',
  'phone',
  'type',
] as const satisfies readonly (keyof PartyAddress)[];

/** How a customer, vendor or receiver is named in lists and on documents: the company, then the person. */
export function partyName(address: Pick<PartyAddress, 'company' | 'first_name' | 'last_name'>): string {
  const person = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return [address.company, person].filter(Boolean).join(', ');
}

/** A customer or vendor; `user_id` is the shop customer a customer was taken over from. */
export const PartyInputSchema = Type.Composite(
  [
    PartyAddressSchema,
    Type.Object({
      /** Empty, or an address the document mails go to. */
      email: Type.Optional(Type.String({ maxLength: 320, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })),
      payment_terms_days: Type.Optional(NullableInteger({ minimum: 0, maximum: 365 })),
      notes: Type.Optional(Text(20_000)),
      tags: Type.Optional(Tags()),
      user_id: Type.Optional(NullableString({ maxLength: 64 })),
    }),
  ],
  { additionalProperties: false },
);
export type PartyInput = Static<typeof PartyInputSchema>;

/**
 * A customer: a party with the reference the buyer wants on its invoices, the Leitweg-ID of a German
 * public-sector buyer (XRechnung BT-10 BuyerReference); documents start with it.
 */
export const CustomerInputSchema = Type.Composite(
  [PartyInputSchema, Type.Object({ buyer_reference: Type.Optional(Text(200)) })],
  { additionalProperties: false },
);
export type CustomerInput = Static<typeof CustomerInputSchema>;

export const ItemInputSchema = Type.Object(
  {
    sku: Type.Optional(Text(100)),
    title: Type.String({ minLength: 1, maxLength: 500 }),
    description: Type.Optional(Text(20_000)),
    unit: Type.Optional(Text(30)),
    price: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
    price_mode: Type.Optional(Type.Union([Type.Literal('net'), Type.Literal('gross')])),
    vat_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    /** The shop product the item stands for. */
    product_id: Type.Optional(NullableString({ maxLength: 64 })),
    /** The product's variant a goods receipt of the item raises; '' or absent: the product itself. */
    product_variant: Type.Optional(Text(200)),
    tags: Type.Optional(Tags()),
  },
  { additionalProperties: false },
);
export type ItemInput = Static<typeof ItemInputSchema>;

export const FactorInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    factor: Type.Number({ exclusiveMinimum: 0, maximum: 1000 }),
    description: Type.Optional(Text(2000)),
  },
  { additionalProperties: false },
);
export type FactorInput = Static<typeof FactorInputSchema>;

export const TemplateInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    type: InvoiceDocumentTypeSchema,
    text_before: Type.Optional(Text(20_000)),
    text_after: Type.Optional(Text(20_000)),
    is_default: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type TemplateInput = Static<typeof TemplateInputSchema>;

/** An update changes the fields it carries; `_id` names the record. */
const updateOf = <T extends ReturnType<typeof Type.Object>>(input: T) =>
  Type.Composite([Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(input)], {
    additionalProperties: false,
  });
export const PartyUpdateSchema = updateOf(PartyInputSchema);
export const CustomerUpdateSchema = updateOf(CustomerInputSchema);
export const ItemUpdateSchema = updateOf(ItemInputSchema);
export const FactorUpdateSchema = updateOf(FactorInputSchema);
export const TemplateUpdateSchema = updateOf(TemplateInputSchema);

/**
 * A master record as the API answers it. Its routes have always answered an open object, so the
 * OpenAPI document names no fields; the api-client's Accounting* types spell them out.
 */
export const InvoiceMasterRecordSchema = Type.Record(Type.String(), Type.Unknown());
export type InvoiceMasterRecord = Static<typeof InvoiceMasterRecordSchema>;

/** The names each master list sorts by (`name`, or `-name` descending). */
export const INVOICE_MASTER_SORTS = {
  customer: ['name', 'email', 'created'],
  vendor: ['name', 'email', 'created'],
  item: ['title', 'sku', 'price', 'vat_rate', 'created'],
  factor: ['name', 'factor', 'created'],
  template: ['name', 'type', 'created'],
} as const;
export type InvoiceMasterName = keyof typeof INVOICE_MASTER_SORTS;

/** The query of a master list: a text matched against the names, a page and a sort. */
export const invoiceMasterQuerySchema = <S extends string>(sorts: readonly S[]) =>
  Type.Object({
    text: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    sort: Type.Optional(SortSchema(sorts)),
  });
export type InvoiceMasterQuery = Static<ReturnType<typeof invoiceMasterQuerySchema<string>>>;

/** The body of a master record's change: `_id` names it, the fields sent are changed. */
export const invoiceMasterUpdateSchema = <T extends ReturnType<typeof Type.Object>>(input: T) =>
  Type.Composite([Type.Object({ _id: Id() }), Type.Partial(input)], { additionalProperties: false });

/** The placeholders an e-mail template may use, written `{{name}}`. */
export const MAIL_PLACEHOLDERS = [
  'type',
  'number',
  'date',
  'total',
  'company',
  'name',
  'due',
  'open',
  // A dunning level's: its name, the days since the due date, its fee, the interest and what to pay.
  'level',
  'days',
  'fee',
  'interest',
  'amount',
] as const;

/** An e-mail template (spec: system_templates) the document mails and reminders are written from. */
export const MailTemplateInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    /** document: a document is sent; reminder, dunning_1, dunning_2: the dunning levels
     * Zahlungserinnerung, 1. Mahnung and 2. Mahnung. */
    kind: Type.Union([
      Type.Literal('document'),
      Type.Literal('reminder'),
      Type.Literal('dunning_1'),
      Type.Literal('dunning_2'),
    ]),
    subject: Type.String({ maxLength: 500 }),
    body: Type.String({ maxLength: 20_000 }),
    /** The template its kind is sent with. */
    is_default: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MailTemplateInput = Static<typeof MailTemplateInputSchema>;
export const MailTemplateUpdateSchema = updateOf(MailTemplateInputSchema);

/** The placeholders of a text that are not one of MAIL_PLACEHOLDERS, each once. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = MAIL_PLACEHOLDERS;
  const used = [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => match[1]!);
  return [...new Set(used.filter((name) => !known.includes(name)))];
}
