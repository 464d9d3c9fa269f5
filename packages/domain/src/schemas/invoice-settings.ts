import { Type, type Static } from '@sinclair/typebox';
import { NullableString } from './common';
import { INVOICE_DOCUMENT_TYPES } from './invoice-master';

/**
 * The accounting's settings (GET/PUT /api/v1/invoice/settings): number formats, terms, the PDF, the
 * export accounts and the dunning; and what they are before anyone changed them. The server validates
 * and answers with these, the admin's forms and the msw stand-in start from the same defaults.
 */

/** Every document type with numbers of its own: the documents and the vendor orders. */
export const NUMBERED_DOCUMENT_TYPES = [...INVOICE_DOCUMENT_TYPES, 'vendor_order'] as const;
export type NumberedDocumentType = (typeof NUMBERED_DOCUMENT_TYPES)[number];

/** How a type's numbers are written: prefix, the year, a separator and the counter's digits. */
export const NumberFormatSchema = Type.Object(
  {
    prefix: Type.String({ maxLength: 20 }),
    year: Type.Boolean(),
    separator: Type.String({ maxLength: 3 }),
    digits: Type.Integer({ minimum: 1, maximum: 10 }),
  },
  { additionalProperties: false },
);
export type NumberFormat = Static<typeof NumberFormatSchema>;

const ColorSchema = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const AccountSchema = Type.String({ pattern: '^[0-9]{1,9}$', description: 'An account number' });

/** The accounts the bookings exports (DATEV, BMD) post to, and DATEV's numbers of the books. */
export const AccountsSchema = Type.Object(
  {
    /** Revenue accounts per VAT rate (the accounts with their automatic output tax). */
    revenue: Type.Array(
      Type.Object({ rate: Type.Number({ minimum: 0, maximum: 100 }), account: AccountSchema }),
      {
        maxItems: 20,
      },
    ),
    /** Revenue of tax-free intra-community supplies, and of supplies whose buyer owes the tax. */
    intra_eu: AccountSchema,
    reverse_charge: AccountSchema,
    /** The debtors' collective account, and the bank account payments come in on. */
    debtor: AccountSchema,
    bank: AccountSchema,
    datev: Type.Object(
      {
        /** Beraternummer and Mandantennummer; null until the tax adviser gives them. */
        consultant: Type.Union([Type.Integer({ minimum: 1001, maximum: 9_999_999 }), Type.Null()]),
        client: Type.Union([Type.Integer({ minimum: 1, maximum: 99_999 }), Type.Null()]),
        /** Digits of the general ledger accounts (Sachkontenlänge). */
        account_length: Type.Integer({ minimum: 4, maximum: 8 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type Accounts = Static<typeof AccountsSchema>;

/** The dunning levels (Zahlungserinnerung, 1. Mahnung, 2. Mahnung) and the optional default interest. */
export const DunningSettingsSchema = Type.Object(
  {
    /** Per level: from how many days after the due date it may be sent, and its fee in euros. */
    levels: Type.Array(
      Type.Object(
        {
          days: Type.Integer({ minimum: 1, maximum: 365 }),
          fee: Type.Number({ minimum: 0, maximum: 1000 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 3, maxItems: 3 },
    ),
    /** Verzugszinsen: a yearly rate on the open amount from the due date, when enabled. */
    interest: Type.Object(
      { enabled: Type.Boolean(), rate: Type.Number({ minimum: 0, maximum: 30 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type DunningSettings = Static<typeof DunningSettingsSchema>;

/** How prices are entered on a new document, and the unit of a new line (settings/ui). */
export const InvoiceUiSettingsSchema = Type.Object(
  {
    price_mode: Type.Union([Type.Literal('net'), Type.Literal('gross')]),
    unit: Type.String({ maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type InvoiceUiSettings = Static<typeof InvoiceUiSettingsSchema>;

export const InvoiceSettingsSchema = Type.Object(
  {
    number_formats: Type.Object(
      Object.fromEntries(NUMBERED_DOCUMENT_TYPES.map((type) => [type, NumberFormatSchema])) as Record<
        NumberedDocumentType,
        typeof NumberFormatSchema
      >,
      { additionalProperties: false },
    ),
    /** Days until an invoice is due, unless the customer has their own. */
    payment_terms_days: Type.Integer({ minimum: 0, maximum: 365 }),
    /** Days an offer stays valid. */
    offer_validity_days: Type.Integer({ minimum: 0, maximum: 365 }),
    /** Days before the due date an invoice counts as due, and before an offer expires it is listed. */
    notice_days: Type.Integer({ minimum: 0, maximum: 90 }),
    default_vat_rate: Type.Number({ minimum: 0, maximum: 100 }),
    /** Austria: invoices up to this gross may be simplified (§ 11 Abs. 6 UStG: 400 €). */
    small_amount_limit: Type.Number({ minimum: 0, maximum: 10_000 }),
    /** What a new document and a new line start with in the admin's forms (settings/ui). */
    ui: InvoiceUiSettingsSchema,
    pdf: Type.Object(
      {
        /** A file of the library shown top left. */
        logo: NullableString({ maxLength: 64 }),
        letterhead: Type.String({ maxLength: 2000 }),
        color: ColorSchema,
        font: Type.Union([Type.Literal('Helvetica'), Type.Literal('Times-Roman'), Type.Literal('Courier')]),
        /** The bank account is the company's (settings/company), not entered here again. */
        footer: Type.String({ maxLength: 2000 }),
      },
      { additionalProperties: false },
    ),
    accounts: AccountsSchema,
    dunning: DunningSettingsSchema,
  },
  { additionalProperties: false },
);
export type InvoiceSettings = Static<typeof InvoiceSettingsSchema>;

export const InvoiceSettingsUpdateSchema = Type.Partial(InvoiceSettingsSchema, {
  additionalProperties: false,
});

const PREFIXES: Record<NumberedDocumentType, string> = {
  offer: 'AN-',
  order: 'AU-',
  delivery: 'LS-',
  invoice: 'RE-',
  installment: 'AR-',
  cancellation: 'ST-',
  credit_note: 'GS-',
  vendor_order: 'BE-',
};

/** The settings before anyone changed them (a fresh object each call: callers may change theirs). */
export function defaultInvoiceSettings(): InvoiceSettings {
  return {
    number_formats: Object.fromEntries(
      NUMBERED_DOCUMENT_TYPES.map((type) => [
        type,
        { prefix: PREFIXES[type], year: true, separator: '-', digits: 5 },
      ]),
    ) as InvoiceSettings['number_formats'],
    payment_terms_days: 14,
    offer_validity_days: 30,
    notice_days: 7,
    default_vat_rate: 20,
    small_amount_limit: 400,
    ui: { price_mode: 'net', unit: 'Stk.' },
    pdf: {
      logo: null,
      letterhead: '',
      color: '#2e5c33',
      font: 'Helvetica',
      footer: '',
    },
    // The Austrian standard chart of accounts (EKR): revenue 4000 ff., debtors 2000, bank 2800.
    accounts: {
      revenue: [
        { rate: 20, account: '4000' },
        { rate: 13, account: '4030' },
        { rate: 10, account: '4010' },
      ],
      intra_eu: '4100',
      reverse_charge: '4150',
      debtor: '2000',
      bank: '2800',
      datev: { consultant: null, client: null, account_length: 4 },
    },
    // The Austrian statutory rate between consumers (§ 1000 ABGB: 4 % a year), off until chosen.
    dunning: {
      levels: [
        { days: 1, fee: 0 },
        { days: 14, fee: 5 },
        { days: 28, fee: 10 },
      ],
      interest: { enabled: false, rate: 4 },
    },
  };
}
