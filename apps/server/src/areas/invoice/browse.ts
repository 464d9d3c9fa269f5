import { fromCents, viennaDay } from '@gartenwerk/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../core/db';
import { escapeLike } from '../../core/like';
import type { BrowseQuery, InvoiceDocument } from './schemas';

import { sortOrder } from './master';
import { addDays, balanceOf, toDocument } from './service';
import { getInvoiceSettings } from './settings';
import { invoiceDocuments, type DocumentType } from './table';

/** What a browse screen lists per spec type: the invoice list shows installment receipts and cancellations too. */
export const BROWSE_TYPES: Record<
  'offer' | 'order' | 'delivery' | 'invoice' | 'vendor_order',
  DocumentType[]
> = {
  offer: ['offer'],
  order: ['order'],
  delivery: ['delivery'],
  invoice: ['invoice', 'installment', 'cancellation', 'credit_note'],
  vendor_order: ['vendor_order'],
};

/** The columns a document list sorts by (`date`, `-date`); without a sort, newest first. */
const DOCUMENT_SORTS = {
  number: invoiceDocuments.number,
  date: invoiceDocuments.date,
  receiver: invoiceDocuments.receiverName,
  status: invoiceDocuments.status,
  gross: invoiceDocuments.grossCents,
  due: invoiceDocuments.dueDate,
};
const NEWEST_FIRST = [
  desc(invoiceDocuments.date),
  desc(invoiceDocuments.number),
  desc(invoiceDocuments.created),
];

/** Page size of the accounting lists (the spec's lists page by 10). */
export const BROWSE_PAGE_SIZE = 10;

const overdue = (today: string) =>
  and(
    isNotNull(invoiceDocuments.issuedAt),
    ne(invoiceDocuments.paymentStatus, 'paid'),
    isNull(invoiceDocuments.cancelledById),
    lt(invoiceDocuments.dueDate, today),
  )!;

function filters(types: DocumentType[], query: BrowseQuery, today: string): SQL {
  const conditions: SQL[] = [inArray(invoiceDocuments.type, types)];
  if (query.status) conditions.push(eq(invoiceDocuments.status, query.status as 'open'));
  if (query.customer_id) conditions.push(eq(invoiceDocuments.customerId, query.customer_id));
  if (query.vendor_id) conditions.push(eq(invoiceDocuments.vendorId, query.vendor_id));
  if (query.from) conditions.push(gte(invoiceDocuments.date, query.from));
  if (query.to) conditions.push(lte(invoiceDocuments.date, query.to));
  if (query.issued === true) conditions.push(isNotNull(invoiceDocuments.issuedAt));
  if (query.issued === false) conditions.push(isNull(invoiceDocuments.issuedAt));
  if (query.payment === 'paid') conditions.push(eq(invoiceDocuments.paymentStatus, 'paid'));
  if (query.payment === 'partial') conditions.push(eq(invoiceDocuments.paymentStatus, 'partial'));
  if (query.payment === 'unpaid') conditions.push(ne(invoiceDocuments.paymentStatus, 'paid'));
  if (query.payment === 'overdue') conditions.push(overdue(today));
  const search = query.text?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(ilike(invoiceDocuments.number, pattern), ilike(invoiceDocuments.receiverName, pattern))!,
    );
  }
  return and(...conditions)!;
}

/** An invoice's balance in SQL, as `balanceOf` has it: due, less corrections and payments. */
const balance = sql`${invoiceDocuments.dueCents} - ${invoiceDocuments.creditedCents} - ${invoiceDocuments.paidCents}`;
const settles = sql`${invoiceDocuments.issuedAt} is not null and ${invoiceDocuments.cancelsId} is null and ${invoiceDocuments.type} in ('invoice', 'installment', 'cancellation', 'credit_note')`;

export interface BrowseResult {
  items: InvoiceDocument[];
  total: number;
  /** Sums over every row the filters match (not only the page), in euros. */
  sums: { net: number; gross: number; paid: number; open: number; credit: number };
  /** How many documents of the types are in each state, for the filter tabs. */
  counters: Record<string, number>;
}

export async function browseDocuments(
  db: Database,
  types: DocumentType[],
  query: BrowseQuery,
): Promise<BrowseResult> {
  const today = query.today ?? viennaDay(new Date());
  const where = filters(types, query, today);
  const limit = query.limit ?? BROWSE_PAGE_SIZE;
  const rows = await db
    .select()
    .from(invoiceDocuments)
    .where(where)
    // Rows equal in the sorted column keep the newest-first order, so pages do not overlap.
    .orderBy(...sortOrder(DOCUMENT_SORTS, query.sort), ...NEWEST_FIRST)
    .limit(limit)
    .offset(((query.page ?? 1) - 1) * limit);
  const [summed] = await db
    .select({
      total: count(),
      net: sql<string>`coalesce(sum(${invoiceDocuments.netCents}), 0)`,
      gross: sql<string>`coalesce(sum(${invoiceDocuments.grossCents}), 0)`,
      paid: sql<string>`coalesce(sum(${invoiceDocuments.paidCents}), 0)`,
      open: sql<string>`coalesce(sum(greatest(${balance}, 0)) filter (where ${settles}), 0)`,
      credit: sql<string>`coalesce(sum(greatest(-(${balance}), 0)) filter (where ${settles}), 0)`,
    })
    .from(invoiceDocuments)
    .where(where);
  const statusRows = await db
    .select({ status: invoiceDocuments.status, total: count() })
    .from(invoiceDocuments)
    .where(inArray(invoiceDocuments.type, types))
    .groupBy(invoiceDocuments.status);
  const paymentRows = await db
    .select({ status: invoiceDocuments.paymentStatus, total: count() })
    .from(invoiceDocuments)
    .where(and(inArray(invoiceDocuments.type, types), isNotNull(invoiceDocuments.issuedAt)))
    .groupBy(invoiceDocuments.paymentStatus);
  const [overdueCount] = await db
    .select({ total: count() })
    .from(invoiceDocuments)
    .where(and(inArray(invoiceDocuments.type, types), overdue(today)));
  const [draftCount] = await db
    .select({ total: count() })
    .from(invoiceDocuments)
    .where(and(inArray(invoiceDocuments.type, types), isNull(invoiceDocuments.issuedAt)));
  return {
    items: rows.map(toDocument),
    total: summed?.total ?? 0,
    sums: {
      net: fromCents(Number(summed?.net ?? 0)),
      gross: fromCents(Number(summed?.gross ?? 0)),
      paid: fromCents(Number(summed?.paid ?? 0)),
      open: fromCents(Number(summed?.open ?? 0)),
      credit: fromCents(Number(summed?.credit ?? 0)),
    },
    counters: {
      ...Object.fromEntries(statusRows.map((row) => [row.status, row.total])),
      ...Object.fromEntries(paymentRows.map((row) => [`payment_${row.status}`, row.total])),
      overdue: overdueCount?.total ?? 0,
      draft: draftCount?.total ?? 0,
    },
  };
}

export async function batchDocuments(db: Database, ids: string[]): Promise<InvoiceDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(invoiceDocuments).where(inArray(invoiceDocuments.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toDocument(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * GET /api/v0/invoice_notification/: invoices due within the notice days, overdue invoices, and
 * offers whose validity ends within the notice days.
 */
export async function invoiceNotifications(db: Database, today = viennaDay(new Date())) {
  const settings = await getInvoiceSettings(db);
  const horizon = addDays(today, settings.notice_days);
  const open = and(
    inArray(invoiceDocuments.type, ['invoice', 'installment']),
    isNotNull(invoiceDocuments.issuedAt),
    ne(invoiceDocuments.paymentStatus, 'paid'),
    isNull(invoiceDocuments.cancelledById),
  );
  const due = await db
    .select()
    .from(invoiceDocuments)
    .where(and(open, gte(invoiceDocuments.dueDate, today), lte(invoiceDocuments.dueDate, horizon)))
    .orderBy(asc(invoiceDocuments.dueDate));
  const late = await db
    .select()
    .from(invoiceDocuments)
    .where(and(open, lt(invoiceDocuments.dueDate, today)))
    .orderBy(asc(invoiceDocuments.dueDate));
  const offers = await db
    .select()
    .from(invoiceDocuments)
    .where(
      and(
        eq(invoiceDocuments.type, 'offer'),
        isNotNull(invoiceDocuments.issuedAt),
        ne(invoiceDocuments.status, 'complete'),
        sql`${invoiceDocuments.data}->>'valid_until' >= ${today}`,
        sql`${invoiceDocuments.data}->>'valid_until' <= ${horizon}`,
      ),
    );
  return { due: due.map(toDocument), overdue: late.map(toDocument), expiring_offers: offers.map(toDocument) };
}

/** invoice/overview: per month of the document date, what was invoiced, paid, open, overdue and credited. */
const OVERVIEW_SUMS = ['invoiced', 'paid', 'open', 'due', 'overdue', 'credit'] as const;
type OverviewSums = Record<(typeof OVERVIEW_SUMS)[number], number> & { count: number };
const noSums = (): OverviewSums => ({
  invoiced: 0,
  paid: 0,
  open: 0,
  due: 0,
  overdue: 0,
  credit: 0,
  count: 0,
});
const inEuros = (sums: OverviewSums) => ({
  ...sums,
  ...Object.fromEntries(OVERVIEW_SUMS.map((name) => [name, fromCents(sums[name])])),
});

/**
 * The issued invoices of a year by month of their date, each with its corrections (cancellation,
 * credit notes) taken off: invoiced (what is due, gross), paid, open, of the open what falls due
 * within the notice days (due) and what is past its due date (overdue), and what was paid beyond
 * (credit). Per invoice invoiced = paid − credit + open, so the sums agree. Summed in cents.
 */
export async function invoiceOverview(db: Database, year: number, today = viennaDay(new Date())) {
  const { notice_days } = await getInvoiceSettings(db);
  const dueBy = addDays(today, notice_days);
  const rows = await db
    .select()
    .from(invoiceDocuments)
    .where(
      and(
        inArray(invoiceDocuments.type, ['invoice', 'installment', 'cancellation', 'credit_note']),
        isNotNull(invoiceDocuments.issuedAt),
        isNull(invoiceDocuments.cancelsId),
        gte(invoiceDocuments.date, `${year}-01-01`),
        lte(invoiceDocuments.date, `${year}-12-31`),
      ),
    );
  const months = Array.from({ length: 12 }, noSums);
  const totals = noSums();
  for (const row of rows) {
    const month = months[Number(row.date.slice(5, 7)) - 1]!;
    const { open, credit } = balanceOf(row);
    const overdueLeft = open > 0 && row.dueDate !== null && row.dueDate < today ? open : 0;
    const dueLeft =
      open > 0 && row.dueDate !== null && row.dueDate >= today && row.dueDate <= dueBy ? open : 0;
    for (const sums of [month, totals]) {
      sums.count += 1;
      sums.invoiced += row.dueCents - row.creditedCents;
      sums.paid += row.paidCents;
      sums.open += open;
      sums.due += dueLeft;
      sums.overdue += overdueLeft;
      sums.credit += credit;
    }
  }
  return {
    year,
    months: months.map((sums, index) => ({
      month: `${year}-${String(index + 1).padStart(2, '0')}`,
      ...inEuros(sums),
    })),
    totals: inEuros(totals),
  };
}

/** Issued invoices whose number contains `words`, newest first, and how many there are. */
export async function findInvoicesByNumber(db: Database, words: string, limit: number) {
  const where = and(
    inArray(invoiceDocuments.type, BROWSE_TYPES.invoice),
    isNotNull(invoiceDocuments.number),
    ilike(invoiceDocuments.number, `%${escapeLike(words)}%`),
  );
  const rows = await db
    .select()
    .from(invoiceDocuments)
    .where(where)
    .orderBy(desc(invoiceDocuments.date), asc(invoiceDocuments.number))
    .limit(limit);
  const [counted] = await db.select({ total: count() }).from(invoiceDocuments).where(where);
  return { rows, total: counted?.total ?? 0 };
}
