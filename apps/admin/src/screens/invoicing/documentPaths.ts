import type { InvoiceDocumentType } from '@gartenwerk/api-client';

/**
 * The document types with screens of their own; installment receipts, cancellations and credit
 * notes are invoices.
 */
export type ScreenType = 'offer' | 'order' | 'delivery' | 'invoice' | 'vendor_order';

/**
 * Fixed once issued: invoices in the sense of the VAT acts (GoBD), and a vendor order once it went
 * out (what comes in is recorded as goods receipts).
 */
export const FIXED_TYPES: ReadonlySet<InvoiceDocumentType> = new Set([
  'invoice',
  'installment',
  'cancellation',
  'credit_note',
  'vendor_order',
]);

/** Shown and listed as invoices. */
export const INVOICE_TYPES: ReadonlySet<InvoiceDocumentType> = new Set([
  'invoice',
  'installment',
  'cancellation',
  'credit_note',
]);

export const screenTypeOf = (type: InvoiceDocumentType): ScreenType =>
  INVOICE_TYPES.has(type) ? 'invoice' : (type as ScreenType);

/** The admin address of a document's screen. */
export const documentPath = (document: { _id: string; type: InvoiceDocumentType }) =>
  `/accounting/${screenTypeOf(document.type)}/edit/${encodeURIComponent(document._id)}`;
