import { NullableString } from '@gartenwerk/domain/schemas';
import { Type, type Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { nextCounter } from '../../core/counter';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';
import { DOCUMENT_TYPES } from './schemas';
import { invoiceNumberCounters, invoiceSettings, type DocumentType } from './table';

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

export const InvoiceSettingsSchema = Type.Object(
  {
    number_formats: Type.Object(
      Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, NumberFormatSchema])) as Record<
        DocumentType,
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
    ui: Type.Object(
      {
        price_mode: Type.Union([Type.Literal('net'), Type.Literal('gross')]),
        unit: Type.String({ maxLength: 20 }),
      },
      { additionalProperties: false },
    ),
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

const PREFIXES: Record<DocumentType, string> = {
  offer: 'AN-',
  order: 'AU-',
  delivery: 'LS-',
  invoice: 'RE-',
  installment: 'AR-',
  cancellation: 'ST-',
  credit_note: 'GS-',
  vendor_order: 'BE-',
};

export function defaultInvoiceSettings(): InvoiceSettings {
  return {
    number_formats: Object.fromEntries(
      DOCUMENT_TYPES.map((type) => [type, { prefix: PREFIXES[type], year: true, separator: '-', digits: 5 }]),
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

const SETTINGS_ID = 'invoice';

export async function getInvoiceSettings(db: Database): Promise<InvoiceSettings> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, SETTINGS_ID));
  const defaults = defaultInvoiceSettings();
  if (!row) return defaults;
  const stored = row.data as Partial<InvoiceSettings>;
  return {
    ...defaults,
    ...stored,
    number_formats: { ...defaults.number_formats, ...stored.number_formats },
    ui: { ...defaults.ui, ...stored.ui },
    pdf: { ...defaults.pdf, ...stored.pdf },
    accounts: { ...defaults.accounts, ...stored.accounts },
    dunning: { ...defaults.dunning, ...stored.dunning },
  };
}

/** A later dunning level cannot come before an earlier one. */
function requireRisingLevels(dunning: DunningSettings) {
  const days = dunning.levels.map((level) => level.days);
  if (days.some((day, index) => index > 0 && day <= days[index - 1]!))
    throw new AppError('VALIDATION', 400, text('errors:invoice.dunningDaysOrder'));
}

/** Replaces the sections the update carries. */
export async function updateInvoiceSettings(
  db: Database,
  update: Partial<InvoiceSettings>,
): Promise<InvoiceSettings> {
  if (update.dunning) requireRisingLevels(update.dunning);
  const next = { ...(await getInvoiceSettings(db)), ...update };
  await db
    .insert(invoiceSettings)
    .values({ id: SETTINGS_ID, data: next })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: { data: next, updated: new Date() } });
  return next;
}

export function formatNumber(format: NumberFormat, year: number, counter: number): string {
  const digits = String(counter).padStart(format.digits, '0');
  return format.year ? `${format.prefix}${year}${format.separator}${digits}` : `${format.prefix}${digits}`;
}

/**
 * The next number of a type and year. Must run inside the issuing transaction: the upsert locks the
 * counter row until that transaction ends, so parallel issues take consecutive numbers one after
 * another and a rollback leaves no gap.
 */
export async function takeNumber(
  tx: Database,
  type: DocumentType,
  year: number,
  format: NumberFormat,
): Promise<string> {
  const last = await nextCounter(tx, invoiceNumberCounters, { type, year }, [
    invoiceNumberCounters.type,
    invoiceNumberCounters.year,
  ]);
  return formatNumber(format, year, last);
}
