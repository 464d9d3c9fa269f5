import { documentTotalsOfLines, fromCents } from '@gartenwerk/domain';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../core/db';
import { notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/guard';
import { text } from '../../core/texts';
import type { DocumentData, DocumentTotalsSnapshot, InvoiceDocument } from './schemas';
import { invoiceDocuments, type DocumentRow, type DocumentType } from './table';

/** Types that are invoices in the sense of the VAT acts: once issued, never changed (GoBD). */
export const INVOICE_TYPES: ReadonlySet<DocumentType> = new Set([
  'invoice',
  'installment',
  'cancellation',
  'credit_note',
]);

/** Fixed once issued: the invoices, and a vendor order once it went out (its goods receipts aside). */
export const FIXED_WHEN_ISSUED: ReadonlySet<DocumentType> = new Set([...INVOICE_TYPES, 'vendor_order']);

export const typeName = (type: DocumentType) => text(`invoice:types.${type}`);

/**
 * What an issued invoice still owes (open) or its customer has to the good (credit, Guthaben): what
 * it is due, less what its corrections took off and what was paid. A correction that references
 * its invoice shows its effect there and settles nothing itself; drafts owe nothing yet.
 */
export function balanceOf(
  row: Pick<DocumentRow, 'type' | 'issuedAt' | 'cancelsId' | 'dueCents' | 'creditedCents' | 'paidCents'>,
): { open: number; credit: number } {
  if (!row.issuedAt || !INVOICE_TYPES.has(row.type) || row.cancelsId) return { open: 0, credit: 0 };
  const balance = row.dueCents - row.creditedCents - row.paidCents;
  return { open: Math.max(balance, 0), credit: Math.max(-balance, 0) };
}

export interface Actor {
  id: string | null;
  name: string;
}

export const actorOf = (user: CurrentUser): Actor => ({ id: user._id, name: user.handle });
/** Changes the server makes on its own (an invoice for a paid shop order). */
export const SYSTEM_ACTOR: Actor = { id: null, name: 'system' };

/** The totals of a document from its lines (packages/domain), in euros for the API. */
export function totalsOf(
  data: Pick<DocumentData, 'lines' | 'price_mode' | 'advance'>,
): DocumentTotalsSnapshot {
  const totals = documentTotalsOfLines(data.lines, data.price_mode, data.advance);
  return {
    lines: totals.lines.map(fromCents),
    line_sum: fromCents(totals.lineSum),
    net: fromCents(totals.net),
    vat: totals.vat.map((row) => ({
      rate: row.rate,
      net: fromCents(row.net),
      vat: fromCents(row.vat),
      gross: fromCents(row.gross),
    })),
    vat_total: fromCents(totals.vatTotal),
    gross: fromCents(totals.gross),
    advance: fromCents(totals.advance),
    due: fromCents(totals.due),
  };
}

export function toDocument(row: DocumentRow): InvoiceDocument {
  const data = row.data;
  const balance = balanceOf(row);
  return {
    _id: row.id,
    type: row.type,
    number: row.number,
    issued: row.issuedAt !== null,
    issued_at: row.issuedAt?.toISOString() ?? null,
    status: row.status,
    receiver: row.receiver,
    customer_id: row.customerId,
    vendor_id: row.vendorId,
    date: row.date,
    due_date: row.dueDate,
    price_mode: data.price_mode,
    lines: data.lines,
    title: data.title,
    text_before: data.text_before,
    text_after: data.text_after,
    template_id: data.template_id,
    delivery_date: data.delivery_date,
    service_from: data.service_from,
    service_to: data.service_to,
    valid_until: data.valid_until,
    payment_terms_days: data.payment_terms_days,
    vat_exemption: data.vat_exemption,
    advance: data.advance,
    advance_label: data.advance_label,
    buyer_reference: data.buyer_reference ?? '',
    totals: row.totals,
    payment_status: row.paymentStatus,
    paid: fromCents(row.paidCents),
    credited: fromCents(row.creditedCents),
    open: fromCents(balance.open),
    credit: fromCents(balance.credit),
    payments: data.payments,
    sent: data.sent,
    reminders: data.reminders,
    tags: row.tags,
    notes: row.notes,
    source_id: row.sourceId,
    order_id: row.orderId,
    shop_order_id: row.shopOrderId,
    cancels_id: row.cancelsId,
    cancelled_by_id: row.cancelledById,
    ...(row.type === 'vendor_order' ? { receipts: data.receipts ?? [] } : {}),
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

export function emptyData(): DocumentData {
  return {
    price_mode: 'net',
    lines: [],
    title: '',
    text_before: '',
    text_after: '',
    template_id: null,
    delivery_date: null,
    service_from: null,
    service_to: null,
    valid_until: null,
    payment_terms_days: null,
    vat_exemption: null,
    advance: 0,
    advance_label: '',
    payments: [],
    sent: [],
    reminders: [],
  };
}

export async function lockDocument(tx: Database, id: string): Promise<DocumentRow> {
  const [row] = await tx.select().from(invoiceDocuments).where(eq(invoiceDocuments.id, id)).for('update');
  if (!row) throw notFound('document not found');
  return row;
}

export async function readDocument(db: Database, id: string): Promise<DocumentRow> {
  const [row] = await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.id, id));
  if (!row) throw notFound('document not found');
  return row;
}

/** Adds days to a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * What a list of another area joins of the documents it names (a stock movement shows its goods
 * receipt's number): the join on its document id column, and the number.
 */
export const documentJoin = (documentId: AnyPgColumn) => ({
  table: invoiceDocuments,
  on: eq(invoiceDocuments.id, documentId),
  number: invoiceDocuments.number,
});
