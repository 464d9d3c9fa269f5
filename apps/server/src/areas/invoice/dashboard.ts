import { fromCents, toCents, viennaDay } from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { addDays, balanceOf } from './document';
import { periodDocuments } from './figures';
import type { InvoiceDocument } from './schemas';
import { invoiceDocuments } from './table';

/**
 * The accounting dashboard (invoice/overview, GET /api/v0/invoice/dashboard, POST
 * /api/v1/invoice/calcDashboard): the turnover of a date range from its issued invoices (net and
 * gross, per month, per year and per VAT rate), offers' conversion, the top customers and items, and
 * the same for the period before it; and the invoices open and overdue today. Corrections
 * (cancellations, credit notes) carry negative totals, so adding up the documents subtracts them.
 * Everything is added up in cents from the documents' stored totals.
 */

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const DashboardQuerySchema = Type.Object(
  {
    /** First and last day of the range (both included); without them, this calendar year. */
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    /** How many customers and items the top lists show (default 10). */
    top: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuerySchema>;

const Sums = { net: Type.Number(), vat: Type.Number(), gross: Type.Number() };
const RateSums = Type.Object({ rate: Type.Number(), ...Sums });

const PeriodFiguresSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  turnover: Type.Object({ ...Sums, documents: Type.Integer(), by_rate: Type.Array(RateSums) }),
  months: Type.Array(Type.Object({ month: Type.String(), ...Sums, by_rate: Type.Array(RateSums) })),
  years: Type.Array(Type.Object({ year: Type.Integer(), ...Sums, by_rate: Type.Array(RateSums) })),
  offers: Type.Object({
    offers: Type.Integer(),
    converted: Type.Integer(),
    /** converted / offers, 0–1; null without offers. */
    rate: Type.Union([Type.Number(), Type.Null()]),
  }),
  top_customers: Type.Array(
    Type.Object({ customer_id: Type.Union([Type.String(), Type.Null()]), name: Type.String(), ...Sums }),
  ),
  top_items: Type.Array(
    Type.Object({
      item_id: Type.Union([Type.String(), Type.Null()]),
      title: Type.String(),
      amount: Type.Number(),
      net: Type.Number(),
    }),
  ),
});
export type PeriodFigures = Static<typeof PeriodFiguresSchema>;

const OpenInvoiceSchema = Type.Object({
  _id: Type.String(),
  number: Type.String(),
  receiver: Type.String(),
  date: Type.String(),
  due_date: Type.Union([Type.String(), Type.Null()]),
  open: Type.Number(),
  overdue: Type.Boolean(),
});

export const DashboardSchema = Type.Object({
  today: Type.String(),
  current: PeriodFiguresSchema,
  previous: PeriodFiguresSchema,
  open: Type.Object({
    count: Type.Integer(),
    amount: Type.Number(),
    overdue_count: Type.Integer(),
    overdue_amount: Type.Number(),
    invoices: Type.Array(OpenInvoiceSchema),
  }),
});
export type Dashboard = Static<typeof DashboardSchema>;

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const monthDay = (index: number, day: 'first' | 'last') => {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const date = day === 'first' ? 1 : lastDayOfMonth(year, month);
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
};

/**
 * The period before a range, of the same length: as many whole months before it when the range is
 * whole months (a year before a year, March before April), else as many days.
 */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const wholeMonths = from.endsWith('-01') && to === monthDay(monthIndex(to), 'last');
  if (wholeMonths) {
    const months = monthIndex(to) - monthIndex(from) + 1;
    return { from: monthDay(monthIndex(from) - months, 'first'), to: addDays(from, -1) };
  }
  const days = daysBetween(from, to) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** The range asked for, this Vienna calendar year without one; refused when it ends before it starts. */
export function dashboardRange(query: DashboardQuery, today: string): { from: string; to: string } {
  const year = today.slice(0, 4);
  const from = query.from ?? `${year}-01-01`;
  const to = query.to ?? `${year}-12-31`;
  if (to < from) throw new AppError('VALIDATION', 400, 'to must not be before from');
  if (daysBetween(from, to) > 366 * 10)
    throw new AppError('VALIDATION', 400, 'the range is longer than ten years');
  return { from, to };
}

interface CentSums {
  net: number;
  vat: number;
  gross: number;
}
const noSums = (): CentSums => ({ net: 0, vat: 0, gross: 0 });
const euros = (sums: CentSums) => ({
  net: fromCents(sums.net),
  vat: fromCents(sums.vat),
  gross: fromCents(sums.gross),
});

/** Sums per VAT rate, adding to them and reading them out (highest rate first). */
class RateTable {
  private readonly rates = new Map<number, CentSums>();
  readonly total = noSums();
  add(rate: number, net: number, vat: number) {
    const sums = this.rates.get(rate) ?? noSums();
    sums.net += net;
    sums.vat += vat;
    sums.gross += net + vat;
    this.rates.set(rate, sums);
    this.total.net += net;
    this.total.vat += vat;
    this.total.gross += net + vat;
  }
  byRate() {
    return [...this.rates.entries()]
      .sort(([a], [b]) => b - a)
      .map(([rate, sums]) => ({ rate, ...euros(sums) }));
  }
}

/** A line's net amount in cents: the line amount as stored, taken back to net for gross documents. */
function lineNetCents(document: InvoiceDocument, index: number): number {
  const cents = toCents(document.totals.lines[index] ?? 0);
  const rate = document.lines[index]?.vat_rate ?? 0;
  return document.price_mode === 'gross' ? Math.round((cents * 100) / (100 + rate)) : cents;
}

const receiverName = (document: InvoiceDocument) =>
  document.receiver.company ||
  [document.receiver.first_name, document.receiver.last_name].filter(Boolean).join(' ') ||
  '–';

async function offerConversion(db: Database, from: string, to: string) {
  const offers = await db
    .select({ id: invoiceDocuments.id })
    .from(invoiceDocuments)
    .where(
      and(
        eq(invoiceDocuments.type, 'offer'),
        isNotNull(invoiceDocuments.issuedAt),
        gte(invoiceDocuments.date, from),
        lte(invoiceDocuments.date, to),
      ),
    );
  if (offers.length === 0) return { offers: 0, converted: 0, rate: null };
  const orders = await db
    .selectDistinct({ sourceId: invoiceDocuments.sourceId })
    .from(invoiceDocuments)
    .where(
      and(
        eq(invoiceDocuments.type, 'order'),
        inArray(
          invoiceDocuments.sourceId,
          offers.map((offer) => offer.id),
        ),
      ),
    );
  return { offers: offers.length, converted: orders.length, rate: orders.length / offers.length };
}

/** The figures of one range: turnover by month, year and rate, conversion, top customers and items. */
export async function periodFigures(
  db: Database,
  from: string,
  to: string,
  top = 10,
): Promise<PeriodFigures> {
  const documents = await periodDocuments(db, { name: `${from}/${to}`, from, to });
  const all = new RateTable();
  const months = new Map<string, RateTable>();
  for (let index = monthIndex(from); index <= monthIndex(to); index += 1)
    months.set(monthDay(index, 'first').slice(0, 7), new RateTable());
  const years = new Map<number, RateTable>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1)
    years.set(year, new RateTable());
  const customers = new Map<string, { customer_id: string | null; name: string; sums: CentSums }>();
  const items = new Map<string, { item_id: string | null; title: string; amount: number; net: number }>();

  for (const document of documents) {
    const month = months.get(document.date.slice(0, 7))!;
    const year = years.get(Number(document.date.slice(0, 4)))!;
    const customerKey = document.customer_id ?? `name:${receiverName(document)}`;
    const customer = customers.get(customerKey) ?? {
      customer_id: document.customer_id,
      name: receiverName(document),
      sums: noSums(),
    };
    customers.set(customerKey, customer);
    for (const row of document.totals.vat) {
      const net = toCents(row.net);
      const vat = toCents(row.vat);
      for (const table of [all, month, year]) table.add(row.rate, net, vat);
      customer.sums.net += net;
      customer.sums.vat += vat;
      customer.sums.gross += net + vat;
    }
    document.lines.forEach((line, index) => {
      // Installment deductions on a final invoice are no items sold.
      if (line.installment_line) return;
      const key = line.item_id ?? `title:${line.title}`;
      const item = items.get(key) ?? { item_id: line.item_id ?? null, title: line.title, amount: 0, net: 0 };
      // A cancellation repeats its invoice's lines with negative amounts.
      item.amount += line.amount;
      item.net += lineNetCents(document, index);
      items.set(key, item);
    });
  }

  return {
    from,
    to,
    turnover: { ...euros(all.total), documents: documents.length, by_rate: all.byRate() },
    months: [...months.entries()].map(([month, table]) => ({
      month,
      ...euros(table.total),
      by_rate: table.byRate(),
    })),
    years: [...years.entries()].map(([year, table]) => ({
      year,
      ...euros(table.total),
      by_rate: table.byRate(),
    })),
    offers: await offerConversion(db, from, to),
    top_customers: [...customers.values()]
      .sort((a, b) => b.sums.net - a.sums.net || a.name.localeCompare(b.name))
      .slice(0, top)
      .map((customer) => ({
        customer_id: customer.customer_id,
        name: customer.name,
        ...euros(customer.sums),
      })),
    top_items: [...items.values()]
      .sort((a, b) => b.net - a.net || a.title.localeCompare(b.title))
      .slice(0, top)
      .map((item) => ({ ...item, amount: Math.round(item.amount * 1000) / 1000, net: fromCents(item.net) })),
  };
}

/** The issued invoices with money open today (not cancelled), the overdue ones marked, oldest due first. */
export async function openInvoices(db: Database, today: string) {
  const rows = await db
    .select()
    .from(invoiceDocuments)
    .where(
      and(
        inArray(invoiceDocuments.type, ['invoice', 'installment']),
        isNotNull(invoiceDocuments.issuedAt),
        isNull(invoiceDocuments.cancelledById),
        ne(invoiceDocuments.paymentStatus, 'paid'),
      ),
    )
    .orderBy(asc(invoiceDocuments.dueDate), asc(invoiceDocuments.number));
  const open = { count: 0, amount: 0, overdue_count: 0, overdue_amount: 0 };
  const invoices = [];
  for (const row of rows) {
    const { open: openCents } = balanceOf(row);
    if (openCents <= 0) continue;
    const overdue = row.dueDate !== null && row.dueDate < today;
    open.count += 1;
    open.amount += openCents;
    if (overdue) {
      open.overdue_count += 1;
      open.overdue_amount += openCents;
    }
    const receiver = row.receiver;
    invoices.push({
      _id: row.id,
      number: row.number ?? '',
      receiver:
        receiver.company || [receiver.first_name, receiver.last_name].filter(Boolean).join(' ') || '–',
      date: row.date,
      due_date: row.dueDate,
      open: fromCents(openCents),
      overdue,
    });
  }
  return {
    ...open,
    amount: fromCents(open.amount),
    overdue_amount: fromCents(open.overdue_amount),
    invoices,
  };
}

export async function calcDashboard(
  db: Database,
  query: DashboardQuery,
  today = viennaDay(new Date()),
): Promise<Dashboard> {
  const range = dashboardRange(query, today);
  const before = previousPeriod(range.from, range.to);
  const top = query.top ?? 10;
  return {
    today,
    current: await periodFigures(db, range.from, range.to, top),
    previous: await periodFigures(db, before.from, before.to, top),
    open: await openInvoices(db, today),
  };
}
