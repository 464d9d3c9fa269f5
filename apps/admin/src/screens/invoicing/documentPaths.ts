import type { InvoiceDocumentType } from '@gartenwerk/api-client';

/** The document types with screens of their own; installment receipts and cancellations are invoices. */
export type ScreenType = 'offer' | 'order' | 'delivery' | 'invoice' | 'vendor_order';

/**
 * Fixed once issued: invoices in the sense of the VAT acts (GoBD), and a vendor order once it went
 * out (what comes in is recorded as goods receipts).
 */
export const FIXED_TYPES: ReadonlySet<InvoiceDocumentType> = new Set([
  'invoice',
  'installment',
  'cancellation',
  'vendor_order',
]);

export const screenTypeOf = (type: InvoiceDocumentType): ScreenType =>
  type === 'installment' || type === 'cancellation' ? 'invoice' : type;

/** The admin address of a document's screen. */
export const documentPath = (document: { _id: string; type: InvoiceDocumentType }) =>
  `/accounting/${screenTypeOf(document.type)}/edit/${encodeURIComponent(document._id)}`;
