import type { InvoiceUiSettings } from '@gartenwerk/domain/schemas';
import type { InvoiceBrowseType, InvoiceDocument, InvoiceDocumentType } from './invoice';
import { invoiceApi } from './invoice';
import type { ListResponse } from './types';

/** A named multiplier of document lines (e.g. a planting surcharge of 1,15). */
export interface InvoiceFactor {
  _id: string;
  name: string;
  factor: number;
  description: string;
}

/** The texts a new document of a type starts with (text before and after the lines). */
export interface InvoiceTemplate {
  _id: string;
  name: string;
  type: InvoiceDocumentType;
  text_before: string;
  text_after: string;
  is_default: boolean;
}

/** How prices are entered on a new document, and the unit of a new line (settings/ui). */
export type AccountingUiSettings = InvoiceUiSettings;

/** The parts of the accounting's settings a document screen reads. */
export interface InvoiceEditSettings {
  payment_terms_days: number;
  offer_validity_days: number;
  default_vat_rate: number;
  /** What a new document and a new line start with (settings/ui). */
  ui: AccountingUiSettings;
}

/** POST /api/pageData/invoice/{type}/edit/: what a document screen needs besides the document. */
export interface InvoiceEditData {
  settings: InvoiceEditSettings;
  templates: InvoiceTemplate[];
  factors: InvoiceFactor[];
}

/** The document screens' calls beside the documents themselves: page data, factors, installments. */
export const invoiceDocumentsApi = invoiceApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceEditData: build.query<InvoiceEditData, InvoiceBrowseType>({
      query: (type) => ({ verb: 'create', path: `/api/pageData/invoice/${type}/edit/`, payload: {} }),
    }),
    searchInvoiceFactors: build.query<ListResponse<InvoiceFactor>, string>({
      query: (text) => ({ verb: 'create', path: '/api/v1/invoice/search/factor', payload: { text } }),
    }),
    createInstallmentReceipt: build.mutation<
      InvoiceDocument,
      { _id: string; percent?: number; amount?: number; issue?: boolean }
    >({
      query: (input) => ({
        verb: 'create',
        path: '/api/v0/invoice/createInstallmentReceipt',
        payload: input,
      }),
      invalidatesTags: (_result, _error, input) => [
        { type: 'InvoiceDocument', id: input._id },
        { type: 'InvoiceDocument', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetInvoiceEditDataQuery,
  useLazySearchInvoiceFactorsQuery,
  useCreateInstallmentReceiptMutation,
} = invoiceDocumentsApi;
export const {
  useLazySearchInvoiceItemsQuery,
  useLazySearchInvoiceReceiversQuery,
  useLazySearchInvoiceVendorsQuery,
} = invoiceApi;
