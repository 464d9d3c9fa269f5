import { fromCents, toCents } from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import { and, asc, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { InvoiceDocument } from './schemas';
import { INVOICE_TYPES, toDocument } from './service';
import { invoiceDocuments } from './table';

/**
 * The figures a tax adviser asks for: which documents and payments fall into a VAT period, and the
 * amounts of the Austrian (U 30) or German (Umsatzsteuer-Voranmeldung) VAT return from them.
 */

/** A VAT period: a month (`2026-03`) or a quarter (`2026-Q1`). */
export const PeriodSchema = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2]|Q[1-4])$',
  description: 'A month (2026-03) or a quarter (2026-Q1)',
});

export interface Period {
  name: string;
  /** First and last calendar day (YYYY-MM-DD), both included. */
  from: string;
  to: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function periodOf(name: string): Period {
  const year = Number(name.slice(0, 4));
  const quarter = name[5] === 'Q' ? Number(name[6]) : null;
  const first = quarter === null ? Number(name.slice(5, 7)) : quarter * 3 - 2;
  const last = quarter === null ? first : first + 2;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  return {
    name,
    from: `${year}-${twoDigits(first)}-01`,
    to: `${year}-${twoDigits(last)}-${twoDigits(lastDay)}`,
  };
}

/**
 * The issued invoices of a period by their date (a Vienna calendar day): invoices, installment
 * receipts, cancellations and whatever else the VAT acts count as an invoice (INVOICE_TYPES).
 * Corrections carry negative amounts, so adding up the documents subtracts them; a final invoice
 * deducts its installment receipts with negative lines, so nothing is counted twice.
 */
export async function periodDocuments(db: Database, period: Period): Promise<InvoiceDocument[]> {
  const rows = await db
    .select()
    .from(invoiceDocuments)
    .where(
      and(
        inArray(invoiceDocuments.type, [...INVOICE_TYPES]),
        isNotNull(invoiceDocuments.issuedAt),
        gte(invoiceDocuments.date, period.from),
        lte(invoiceDocuments.date, period.to),
      ),
    )
    .orderBy(asc(invoiceDocuments.date), asc(invoiceDocuments.number));
  return rows.map(toDocument);
}

export interface PeriodPayment {
  document: InvoiceDocument;
  amount: number;
  date: string;
  note: string;
}

/** The payments recorded with a day in the period, whenever their invoice was issued. */
export async function periodPayments(db: Database, period: Period): Promise<PeriodPayment[]> {
  const rows = await db
    .select()
    .from(invoiceDocuments)
    .where(
      and(
        inArray(invoiceDocuments.type, [...INVOICE_TYPES]),
        isNotNull(invoiceDocuments.issuedAt),
        sql`exists (select 1 from jsonb_array_elements(${invoiceDocuments.data}->'payments') as payment
          where payment->>'date' between ${period.from} and ${period.to})`,
      ),
    );
  return rows
    .map(toDocument)
    .flatMap((document) =>
      document.payments
        .filter((payment) => payment.date >= period.from && payment.date <= period.to)
        .map((payment) => ({ document, amount: payment.amount, date: payment.date, note: payment.note })),
    )
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || (a.document.number ?? '').localeCompare(b.document.number ?? ''),
    );
}

/** Whose VAT return: an Austrian (U 30) or a German (Umsatzsteuer-Voranmeldung) business. */
export const VatCountrySchema = Type.Union([Type.Literal('at'), Type.Literal('de')]);
export type VatCountry = Static<typeof VatCountrySchema>;

/** Where a part of a document's amounts goes in the return. */
type Bucket = { kind: 'rate'; rate: number } | { kind: 'intra_eu' } | { kind: 'reverse_charge' };

/**
 * The fields of each return: the taxable turnover per domestic rate (base and tax), the
 * intra-community supplies and the turnover the buyer owes the tax for (reverse charge).
 * U 30: KZ 022 (20 %), 029 (10 %), 006 (13 %), 017 (Art. 6 Abs. 1), 021 (§ 19 Abs. 1 zweiter
 * Satz), KZ 000 their total. UStVA: Kz 81 (19 %), 86 (7 %), 41 (§ 4 Nr. 1 b), 60 (§ 13b Abs. 5).
 */
const FORMS = {
  at: {
    form: 'U30',
    // In the form's order; an object would put its number keys in ascending order.
    rates: [
      [20, '022'],
      [10, '029'],
      [13, '006'],
    ] as [number, string][],
    intra_eu: '017',
    reverse_charge: '021',
    total: '000' as string | null,
  },
  de: {
    form: 'UStVA',
    rates: [
      [19, '81'],
      [7, '86'],
    ] as [number, string][],
    intra_eu: '41',
    reverse_charge: '60',
    total: null,
  },
} as const;

export const VatFieldSchema = Type.Object({
  /** The Kennzahl of the form (e.g. 022, 81). */
  code: Type.String(),
  /** VAT rate in percent for the taxable fields, null for the others. */
  rate: Type.Union([Type.Number(), Type.Null()]),
  /** Net amount (Bemessungsgrundlage) in euros; whole euros on the German return. */
  base: Type.Number(),
  /** The VAT on it in euros; null where the form asks for none. */
  vat: Type.Union([Type.Number(), Type.Null()]),
});

export const VatSummarySchema = Type.Object({
  period: Type.String(),
  from: Type.String(),
  to: Type.String(),
  country: VatCountrySchema,
  form: Type.Union([Type.Literal('U30'), Type.Literal('UStVA')]),
  fields: Type.Array(VatFieldSchema),
  /** Amounts at rates the form has no field for (e.g. another country's VAT through OSS). */
  other: Type.Array(Type.Object({ rate: Type.Number(), base: Type.Number(), vat: Type.Number() })),
  vat_total: Type.Number(),
  documents: Type.Integer(),
});
export type VatSummary = Static<typeof VatSummarySchema>;

function bucketOf(document: InvoiceDocument, rate: number): Bucket {
  if (document.vat_exemption === 'intra_eu') return { kind: 'intra_eu' };
  if (document.vat_exemption === 'reverse_charge') return { kind: 'reverse_charge' };
  return { kind: 'rate', rate };
}

/** The VAT return's amounts of a period from its issued documents, added up in cents. */
export async function vatSummary(db: Database, period: Period, country: VatCountry): Promise<VatSummary> {
  const form = FORMS[country];
  const codeOf = new Map(form.rates);
  const documents = await periodDocuments(db, period);
  const sums = new Map<string, { rate: number | null; base: number; vat: number }>();
  const add = (key: string, rate: number | null, base: number, vat: number) => {
    const sum = sums.get(key) ?? { rate, base: 0, vat: 0 };
    sums.set(key, { rate, base: sum.base + base, vat: sum.vat + vat });
  };
  for (const document of documents) {
    for (const row of document.totals.vat) {
      const bucket = bucketOf(document, row.rate);
      const base = toCents(row.net);
      const vat = toCents(row.vat);
      if (bucket.kind !== 'rate') add(bucket.kind, null, base, vat);
      else if (codeOf.has(row.rate)) add(codeOf.get(row.rate)!, row.rate, base, vat);
      else add(`other:${row.rate}`, row.rate, base, vat);
    }
  }
  const field = (code: string, rate: number | null, key: string, withVat: boolean) => {
    const sum = sums.get(key) ?? { base: 0, vat: 0 };
    return { code, rate, base: sum.base, vat: withVat ? sum.vat : null };
  };
  const taxable = form.rates.map(([rate, code]) => field(code, rate, code, true));
  const exempt = [
    field(form.intra_eu, null, 'intra_eu', false),
    field(form.reverse_charge, null, 'reverse_charge', false),
  ];
  const onForm = [...taxable, ...exempt];
  const fields = form.total
    ? [
        { code: form.total, rate: null, base: onForm.reduce((sum, row) => sum + row.base, 0), vat: null },
        ...onForm,
      ]
    : onForm;
  const other = [...sums.entries()]
    .filter(([key]) => key.startsWith('other:'))
    .map(([, sum]) => ({ rate: sum.rate!, base: fromCents(sum.base), vat: fromCents(sum.vat) }))
    .sort((a, b) => b.rate - a.rate);
  const vatTotal = taxable.reduce((sum, row) => sum + (row.vat ?? 0), 0);
  return {
    period: period.name,
    from: period.from,
    to: period.to,
    country,
    form: form.form,
    fields: fields.map((row) => ({
      ...row,
      // The German return takes its bases in whole euros, the cents dropped (in the owner's favour).
      base: fromCents(country === 'de' ? Math.trunc(row.base / 100) * 100 : row.base),
      vat: row.vat === null ? null : fromCents(row.vat),
    })),
    other,
    vat_total: fromCents(vatTotal),
    documents: documents.length,
  };
}
