import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  doublePrecision,
  serial,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { newId } from '../../core/ids';
import type { DocumentData, DocumentTotalsSnapshot, PartyAddress, Receiver } from './schemas';

/**
 * Offers, orders, delivery notes, invoices, installment receipts, cancellations and the orders the
 * nursery places with its vendors: one table, as they convert into each other and share lines,
 * receiver and texts. The parts a list filters on are
 * columns; lines, texts, dates and the payment record are in `data`.
 */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    type: text('type').$type<DocumentType>().notNull(),
    /** Given once when the document is issued (gapless per type and year); null for drafts. */
    number: text('number'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** The spec's states: open, partial (converted or paid in part), complete. */
    status: text('status').$type<'open' | 'partial' | 'complete'>().notNull().default('open'),
    receiverKind: text('receiver_kind').$type<'customer' | 'vendor'>().notNull().default('customer'),
    customerId: text('customer_id'),
    vendorId: text('vendor_id'),
    /** The receiver's name as the lists show and search it. */
    receiverName: text('receiver_name').notNull().default(''),
    /** The document's date (YYYY-MM-DD) and, for invoices, the due date from the payment terms. */
    date: text('date').notNull(),
    dueDate: text('due_date'),
    /** The document it was converted from; the order a chain started with. */
    sourceId: text('source_id'),
    orderId: text('order_id'),
    /** The shop order an invoice was written for (one invoice per shop order). */
    shopOrderId: text('shop_order_id'),
    /**
     * The invoice a cancellation or credit note corrects, and on the invoice the cancellation that
     * corrects it.
     */
    cancelsId: text('cancels_id'),
    cancelledById: text('cancelled_by_id'),
    paymentStatus: text('payment_status').$type<'unpaid' | 'partial' | 'paid'>().notNull().default('unpaid'),
    grossCents: integer('gross_cents').notNull().default(0),
    netCents: integer('net_cents').notNull().default(0),
    dueCents: integer('due_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    /** What corrections took off an invoice: its cancellation (all of it) and its credit notes. */
    creditedCents: integer('credited_cents').notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    notes: text('notes').notNull().default(''),
    receiver: jsonb('receiver').$type<Receiver>().notNull(),
    data: jsonb('data').$type<DocumentData>().notNull(),
    totals: jsonb('totals').$type<DocumentTotalsSnapshot>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_documents_number_idx').on(table.type, table.number),
    index('invoice_documents_type_date_idx').on(table.type, table.date),
    index('invoice_documents_source_idx').on(table.sourceId),
    index('invoice_documents_order_idx').on(table.orderId),
    uniqueIndex('invoice_documents_shop_order_idx')
      .on(table.shopOrderId)
      .where(sql`type = 'invoice'`),
  ],
);

export type DocumentType =
  | 'offer'
  | 'order'
  | 'delivery'
  | 'invoice'
  | 'installment'
  | 'cancellation'
  | 'credit_note'
  | 'vendor_order';
export type DocumentRow = typeof invoiceDocuments.$inferSelect;

/**
 * The last number given per document type and year. Issuing takes the next one with an upsert that
 * locks the row until the issuing transaction ends: parallel issues wait in line, and a rolled-back
 * issue gives its number back, so numbers are gapless.
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    type: text('type').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.year] })],
);

/** Every change of a document, never changed or removed itself (GoBD). */
export const invoiceDocumentHistory = pgTable(
  'invoice_document_history',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** The order of the entries: several written in one transaction share its time. */
    seq: serial('seq').notNull(),
    documentId: text('document_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    userName: text('user_name').notNull().default(''),
    /** created, updated, issued, converted, deleted, printed, mailed, payment, reminder, cancelled */
    action: text('action').notNull(),
    /** The fields that changed, each with its value before and after. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    detail: text('detail').notNull().default(''),
  },
  (table) => [index('invoice_document_history_document_idx').on(table.documentId, table.seq)],
);

/** Customers and vendors of the accounting: an address with terms. */
const partyColumns = () => ({
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull().default(''),
  address: jsonb('address').$type<PartyAddress>().notNull(),
  email: text('email').notNull().default(''),
  /** Days until an invoice to them is due; null: the accounting's default. */
  paymentTermsDays: integer('payment_terms_days'),
  notes: text('notes').notNull().default(''),
  tags: text('tags').array().notNull().default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export const invoiceCustomers = pgTable(
  'invoice_customers',
  {
    ...partyColumns(),
    /** The shop customer (user) this customer was taken over from. */
    userId: text('user_id'),
    /** The buyer's reference for its invoices, e.g. a Leitweg-ID (XRechnung BT-10). */
    buyerReference: text('buyer_reference').notNull().default(''),
  },
  (table) => [uniqueIndex('invoice_customers_user_idx').on(table.userId)],
);

export const invoiceVendors = pgTable('invoice_vendors', partyColumns());

/** Articles a line can be taken from; a shop product can be one. */
export const invoiceItems = pgTable('invoice_items', {
  id: text('id').primaryKey().$defaultFn(newId),
  sku: text('sku').notNull().default(''),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  unit: text('unit').notNull().default('Stk.'),
  priceCents: integer('price_cents').notNull().default(0),
  priceMode: text('price_mode').$type<'net' | 'gross'>().notNull().default('net'),
  vatRate: doublePrecision('vat_rate').notNull().default(20),
  productId: text('product_id'),
  /** The variant of the shop product a goods receipt raises ('' is the product itself). */
  productVariant: text('product_variant').notNull().default(''),
  tags: text('tags').array().notNull().default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** Named multipliers for lines, e.g. a planting surcharge of 1.15. */
export const invoiceFactors = pgTable('invoice_factors', {
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull(),
  factor: doublePrecision('factor').notNull(),
  description: text('description').notNull().default(''),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** Texts before and after the lines, per document type. */
export const invoiceTemplates = pgTable('invoice_templates', {
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull(),
  type: text('type').$type<DocumentType>().notNull(),
  textBefore: text('text_before').notNull().default(''),
  textAfter: text('text_after').notNull().default(''),
  isDefault: integer('is_default').notNull().default(0),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** The accounting's settings (number formats, terms, PDF look): one row, edited as one form. */
export const invoiceSettings = pgTable('invoice_settings', {
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
