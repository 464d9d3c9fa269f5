import { api } from './api';
import { fetchFile, type RequestOptions } from './request';
import type { ListResponse } from './types';

/** The accounting's documents (spec section 7, "Invoicing"); money in euros. */
export const INVOICE_DOCUMENT_TYPES = [
  'offer',
  'order',
  'delivery',
  'invoice',
  'installment',
  'cancellation',
  'credit_note',
  'vendor_order',
] as const;
export type InvoiceDocumentType = (typeof INVOICE_DOCUMENT_TYPES)[number];
/** The types with a browse screen (the invoice list shows installment receipts and cancellations too). */
export type InvoiceBrowseType = 'offer' | 'order' | 'delivery' | 'invoice' | 'vendor_order';

export interface InvoiceParty {
  type?: 'person' | 'company';
  company?: string;
  title?: string;
  first_name?: string;
  last_name?: string;
  address?: string;
  zip?: string;
  city?: string;
  country?: string;
  uid?: string;
  phone?: string;
}

export interface InvoiceReceiver extends InvoiceParty {
  kind: 'customer' | 'vendor';
  id?: string | null;
  email?: string;
}

export interface InvoiceLine {
  uuid?: string;
  item_id?: string | null;
  title: string;
  description?: string;
  amount: number;
  unit?: string;
  price: number;
  vat_rate: number;
  discount?: number;
  discount_amount?: number;
  factor?: number;
  factor_id?: string | null;
  source_line?: string | null;
  order_line?: string | null;
}

export interface InvoiceTotals {
  lines: number[];
  line_sum: number;
  net: number;
  vat: Array<{ rate: number; net: number; vat: number; gross: number }>;
  vat_total: number;
  gross: number;
  advance: number;
  due: number;
}

export interface InvoiceHistoryEntry {
  _id: string;
  at: string;
  user: string | null;
  user_name: string;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  detail: string;
}

export interface InvoiceDocument {
  _id: string;
  type: InvoiceDocumentType;
  number: string | null;
  issued: boolean;
  issued_at: string | null;
  status: 'open' | 'partial' | 'complete';
  receiver: InvoiceReceiver;
  customer_id: string | null;
  vendor_id: string | null;
  date: string;
  due_date: string | null;
  price_mode: 'net' | 'gross';
  lines: InvoiceLine[];
  title: string;
  text_before: string;
  text_after: string;
  template_id: string | null;
  delivery_date: string | null;
  service_from: string | null;
  service_to: string | null;
  valid_until: string | null;
  payment_terms_days: number | null;
  vat_exemption: 'reverse_charge' | 'intra_eu' | null;
  advance: number;
  advance_label: string;
  /** XRechnung BT-10 (a Leitweg-ID), from the customer unless edited. */
  buyer_reference: string;
  totals: InvoiceTotals;
  payment_status: 'unpaid' | 'partial' | 'paid';
  paid: number;
  /** What its cancellation and credit notes took off an invoice. */
  credited: number;
  /** Still to pay, and paid beyond what is due: the customer's credit (Guthaben). */
  open: number;
  credit: number;
  payments: InvoicePayment[];
  sent: Array<{ at: string; to: string; subject: string; outbox_id: string; kind: string }>;
  /** The payment reminders sent, by dunning level. */
  reminders: Array<{ at: string; level: number; outbox_id: string; fee?: number; interest?: number }>;
  tags: string[];
  notes: string;
  source_id: string | null;
  order_id: string | null;
  shop_order_id: string | null;
  cancels_id: string | null;
  cancelled_by_id: string | null;
  created: string;
  updated: string;
  history?: InvoiceHistoryEntry[];
  progress?: Array<{ uuid: string; amount: number; delivered: number; invoiced: number }>;
  /** A vendor order's goods receipts, and per line how much was ordered and has come in. */
  receipts?: InvoiceReceipt[];
  received?: Array<{ uuid: string; amount: number; received: number }>;
}

export interface InvoicePayment {
  uuid: string;
  amount: number;
  date: string;
  note: string;
  /** A reversed payment stays listed and counts no more. */
  reversed?: { at: string; reason: string } | null;
}

export interface InvoiceReceipt {
  uuid: string;
  date: string;
  note: string;
  /** product_id and variant: the shop stock the line raised. */
  lines: Array<{ uuid: string; amount: number; product_id?: string; variant?: string }>;
  /** A receipt taken back stays listed and counts no more. */
  reversed?: { at: string; reason: string } | null;
}

export type InvoiceDocumentInput = Partial<
  Pick<
    InvoiceDocument,
    | 'price_mode'
    | 'lines'
    | 'title'
    | 'text_before'
    | 'text_after'
    | 'date'
    | 'delivery_date'
    | 'service_from'
    | 'service_to'
    | 'valid_until'
    | 'payment_terms_days'
    | 'vat_exemption'
    | 'advance'
    | 'advance_label'
    | 'buyer_reference'
    | 'notes'
    | 'tags'
    | 'customer_id'
    | 'vendor_id'
    | 'receiver'
  >
> & { issue?: boolean };

export interface InvoiceBrowseQuery {
  page?: number;
  limit?: number;
  text?: string;
  status?: string;
  payment?: 'paid' | 'unpaid' | 'overdue' | 'partial';
  customer_id?: string;
  vendor_id?: string;
  from?: string;
  to?: string;
  issued?: boolean;
  /** A column (number, date, receiver, status, gross, due), `-` before it for descending. */
  sort?: string;
}

export interface InvoiceBrowseResult extends ListResponse<InvoiceDocument> {
  sums: { net: number; gross: number; paid: number; open: number; credit: number };
  counters: Record<string, number>;
}

export interface InvoiceCustomer extends InvoiceParty {
  _id: string;
  name: string;
  email: string;
  payment_terms_days: number | null;
  notes: string;
  tags: string[];
  user_id?: string | null;
  /** The reference the buyer wants on its invoices, e.g. a Leitweg-ID (XRechnung BT-10). */
  buyer_reference?: string;
}

export interface InvoiceItem {
  _id: string;
  sku: string;
  title: string;
  description: string;
  unit: string;
  price: number;
  price_mode: 'net' | 'gross';
  vat_rate: number;
}

const DOCUMENT_LIST = { type: 'InvoiceDocument', id: 'LIST' } as const;
const CUSTOMER_LIST = { type: 'InvoiceCustomer', id: 'LIST' } as const;

/** Documents, conversions, payments, mails and customers of the accounting (admin, system). */
export const invoiceApi = api
  .enhanceEndpoints({ addTagTypes: ['InvoiceDocument', 'InvoiceCustomer', 'Stock'] })
  .injectEndpoints({
    endpoints: (build) => ({
      browseInvoiceDocuments: build.query<
        InvoiceBrowseResult,
        { type: InvoiceBrowseType; query: InvoiceBrowseQuery }
      >({
        query: ({ type, query }) => ({
          verb: 'create',
          path: `/api/pageData/invoice/${type}/browse/`,
          payload: query,
        }),
        providesTags: [DOCUMENT_LIST],
      }),
      getInvoiceDocument: build.query<InvoiceDocument, string>({
        query: (id) => ({ verb: 'create', path: '/api/v0/invoice/getData/', payload: { _id: id } }),
        providesTags: (_result, _error, id) => [{ type: 'InvoiceDocument', id }],
      }),
      createInvoiceDocument: build.mutation<
        InvoiceDocument,
        InvoiceDocumentInput & { type: InvoiceDocumentType }
      >({
        query: (input) => ({ verb: 'create', path: '/api/v0/invoice/', payload: input }),
        invalidatesTags: [DOCUMENT_LIST],
      }),
      updateInvoiceDocument: build.mutation<InvoiceDocument, InvoiceDocumentInput & { _id: string }>({
        query: (input) => ({ verb: 'update', path: '/api/v0/invoice/', payload: input }),
        invalidatesTags: (_result, _error, input) => [
          { type: 'InvoiceDocument', id: input._id },
          DOCUMENT_LIST,
        ],
      }),
      deleteInvoiceDocument: build.mutation<InvoiceDocument, string>({
        query: (id) => ({ verb: 'remove', path: '/api/v0/invoice/', payload: { _id: id } }),
        invalidatesTags: [DOCUMENT_LIST],
      }),
      convertInvoiceDocument: build.mutation<
        InvoiceDocument,
        {
          _id: string;
          to: 'order' | 'delivery' | 'invoice';
          lines?: Array<{ uuid: string; amount: number }>;
          issue?: boolean;
        }
      >({
        query: (input) => ({ verb: 'create', path: '/api/v1/invoice/convert', payload: input }),
        invalidatesTags: (_result, _error, input) => [
          { type: 'InvoiceDocument', id: input._id },
          DOCUMENT_LIST,
        ],
      }),
      cancelInvoiceDocument: build.mutation<InvoiceDocument, string>({
        query: (id) => ({ verb: 'create', path: '/api/v1/invoice/cancel', payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'InvoiceDocument', id }, DOCUMENT_LIST],
      }),
      createCreditNote: build.mutation<
        InvoiceDocument,
        {
          _id: string;
          lines: Array<{ uuid: string; amount: number; price?: number }>;
          reason?: string;
        }
      >({
        query: (input) => ({ verb: 'create', path: '/api/v1/invoice/credit', payload: input }),
        invalidatesTags: (_result, _error, input) => [
          { type: 'InvoiceDocument', id: input._id },
          DOCUMENT_LIST,
        ],
      }),
      recordInvoicePayment: build.mutation<
        InvoiceDocument,
        { _id: string; amount: number; date?: string; note?: string; confirm_overpayment?: boolean }
      >({
        query: (input) => ({ verb: 'create', path: '/api/v1/invoice/payment', payload: input }),
        invalidatesTags: (_result, _error, input) => [
          { type: 'InvoiceDocument', id: input._id },
          DOCUMENT_LIST,
        ],
      }),
      correctInvoicePayment: build.mutation<
        InvoiceDocument,
        {
          _id: string;
          payment: string;
          amount?: number;
          date?: string;
          note?: string;
          reason: string;
          confirm_overpayment?: boolean;
        }
      >({
        query: (input) => ({ verb: 'update', path: '/api/v1/invoice/payment', payload: input }),
        invalidatesTags: (_result, _error, input) => [
          { type: 'InvoiceDocument', id: input._id },
          DOCUMENT_LIST,
        ],
      }),
      reverseInvoicePayment: build.mutation<
        InvoiceDocument,
        { _id: string; payment: string; reason: string }
      >({
        query: (input) => ({ verb: 'create', path: '/api/v1/invoice/payment/reverse', payload: input }),
        invalidatesTags: (_result, _error, input) => [
          { type: 'InvoiceDocument', id: input._id },
          DOCUMENT_LIST,
        ],
      }),
      sendInvoiceMail: build.mutation<InvoiceDocument, { _id: string; to?: string; reminder?: boolean }>({
        query: (input) => ({ verb: 'create', path: '/api/v0/invoice/sendMail', payload: input }),
        invalidatesTags: (_result, _error, input) => [{ type: 'InvoiceDocument', id: input._id }],
      }),
      searchInvoiceItems: build.query<ListResponse<InvoiceItem>, string>({
        query: (text) => ({ verb: 'create', path: '/api/v1/invoice/search/item', payload: { text } }),
      }),
      searchInvoiceReceivers: build.query<ListResponse<InvoiceCustomer>, string>({
        query: (text) => ({ verb: 'create', path: '/api/v1/invoice/search/receiver', payload: { text } }),
        providesTags: [CUSTOMER_LIST],
      }),
      searchInvoiceVendors: build.query<ListResponse<InvoiceCustomer>, string>({
        query: (text) => ({ verb: 'create', path: '/api/v1/invoice/search/vendor', payload: { text } }),
      }),
      receiveVendorOrder: build.mutation<
        InvoiceDocument,
        { _id: string; lines?: Array<{ uuid: string; amount: number }>; date?: string; note?: string }
      >({
        query: (input) => ({ verb: 'create', path: '/api/v1/invoice/receive', payload: input }),
        // A receipt of goods the shop sells raises their stock.
        invalidatesTags: (_result, _error, input) => [
          { type: 'InvoiceDocument', id: input._id },
          DOCUMENT_LIST,
          'Stock',
        ],
      }),
      reverseVendorOrderReceipt: build.mutation<
        InvoiceDocument,
        { _id: string; receipt: string; reason?: string }
      >({
        query: (input) => ({ verb: 'create', path: '/api/v1/invoice/receive/reverse', payload: input }),
        invalidatesTags: (_result, _error, input) => [
          { type: 'InvoiceDocument', id: input._id },
          DOCUMENT_LIST,
          'Stock',
        ],
      }),
      getShopOrderInvoice: build.query<ShopOrderInvoice, string>({
        query: (orderId) => ({ path: `/api/v0/shop_order/${encodeURIComponent(orderId)}/invoice` }),
        providesTags: (result) => (result ? [{ type: 'InvoiceDocument', id: result._id }] : []),
      }),
      createInvoiceCustomer: build.mutation<
        InvoiceCustomer,
        Omit<InvoiceCustomer, '_id' | 'name' | 'notes' | 'tags' | 'payment_terms_days'> &
          Partial<InvoiceCustomer>
      >({
        query: (input) => ({ verb: 'create', path: '/api/v1/invoice/customer/', payload: input }),
        invalidatesTags: [CUSTOMER_LIST],
      }),
    }),
  });

export const {
  useBrowseInvoiceDocumentsQuery,
  useGetInvoiceDocumentQuery,
  useCreateInvoiceDocumentMutation,
  useUpdateInvoiceDocumentMutation,
  useDeleteInvoiceDocumentMutation,
  useConvertInvoiceDocumentMutation,
  useCancelInvoiceDocumentMutation,
  useCreateCreditNoteMutation,
  useRecordInvoicePaymentMutation,
  useCorrectInvoicePaymentMutation,
  useReverseInvoicePaymentMutation,
  useSendInvoiceMailMutation,
  useSearchInvoiceItemsQuery,
  useSearchInvoiceReceiversQuery,
  useReceiveVendorOrderMutation,
  useReverseVendorOrderReceiptMutation,
  useCreateInvoiceCustomerMutation,
  useGetShopOrderInvoiceQuery,
} = invoiceApi;

/** The invoice written for a paid shop order, as its customer and the shop order view see it. */
export interface ShopOrderInvoice {
  _id: string;
  number: string | null;
  date: string;
  gross: number;
  /** A cancellation invoice corrects it (e.g. after a withdrawal). */
  cancelled: boolean;
}

/** The URL of a shop order's invoice PDF (the order's owner, admins), for links. */
export function shopOrderInvoicePdfUrl(orderId: string): string {
  return `/api/v0/shop_order/${encodeURIComponent(orderId)}/invoice/pdf`;
}

export const INVOICE_PRINT_PATH = '/api/v0/invoice/print';

/** A document printed as PDF, ZUGFeRD or XRechnung, as a Blob to open or download. */
export async function fetchInvoicePrint(
  input: { _id: string; format?: 'pdf' | 'zugferd' | 'xrechnung' },
  options: RequestOptions = {},
): Promise<Blob> {
  return (await fetchFile(INVOICE_PRINT_PATH, input, options)).blob();
}
