import { api } from './api';
import { fetchFile, type RequestOptions } from './request';

/** The tax adviser's figures: a VAT period's return amounts and its bookings files (admin, system). */

/** A month (`2026-03`) or a quarter (`2026-Q1`). */
export type VatPeriod = string;
export type VatCountry = 'at' | 'de';

export interface VatField {
  /** The form's Kennzahl, e.g. 022 (U 30) or 81 (UStVA). */
  code: string;
  rate: number | null;
  base: number;
  vat: number | null;
}

export interface VatSummary {
  period: VatPeriod;
  from: string;
  to: string;
  country: VatCountry;
  form: 'U30' | 'UStVA';
  fields: VatField[];
  /** Amounts at rates the form has no field for (another country's VAT). */
  other: { rate: number; base: number; vat: number }[];
  vat_total: number;
  documents: number;
}

/** Net, VAT and gross in euros. */
export interface DashboardSums {
  net: number;
  vat: number;
  gross: number;
}
export type DashboardRateSums = DashboardSums & { rate: number };

/** The figures of one date range (both days included). */
export interface DashboardPeriod {
  from: string;
  to: string;
  turnover: DashboardSums & { documents: number; by_rate: DashboardRateSums[] };
  months: Array<DashboardSums & { month: string; by_rate: DashboardRateSums[] }>;
  years: Array<DashboardSums & { year: number; by_rate: DashboardRateSums[] }>;
  /** Issued offers of the range and how many became an order; rate 0–1, null without offers. */
  offers: { offers: number; converted: number; rate: number | null };
  top_customers: Array<DashboardSums & { customer_id: string | null; name: string }>;
  top_items: Array<{ item_id: string | null; title: string; amount: number; net: number }>;
}

export interface OpenInvoice {
  _id: string;
  number: string;
  receiver: string;
  date: string;
  due_date: string | null;
  open: number;
  overdue: boolean;
}

/** The accounting dashboard: a range, the period of equal length before it, and what is open today. */
export interface InvoiceDashboard {
  today: string;
  current: DashboardPeriod;
  previous: DashboardPeriod;
  open: {
    count: number;
    amount: number;
    overdue_count: number;
    overdue_amount: number;
    invoices: OpenInvoice[];
  };
}

export interface DashboardRange {
  from?: string;
  to?: string;
  top?: number;
}

/** A problem of the accounting's setup and the admin screen (path under /admincenter) that fixes it. */
export interface SetupProblem {
  code:
    | 'number_format_no_prefix'
    | 'number_format_same'
    | 'pdf_failed'
    | 'unknown_placeholder'
    | 'company_missing'
    | (string & {});
  subject: string;
  detail: string;
  fix: string;
}

export type SetupCheckId = 'number_formats' | 'pdf' | 'mail_templates' | 'company';

/** What GET /api/v1/invoice/test answers: the accounting's setup checked for legal invoices. */
export interface AccountingSetupTest {
  ok: boolean;
  checks: Array<{ id: SetupCheckId; ok: boolean; problems: SetupProblem[] }>;
  /** The first number of each document type this year. */
  samples: Record<string, string>;
}

export const SAMPLE_INVOICE_PDF_PATH = '/api/v1/invoice/test/sample.pdf';

export type FiguresExportFormat = 'datev' | 'bmd' | 'pdf';

// Issuing, cancelling or paying a document changes the figures: they hang on the documents' list tag.
export const figuresApi = api.enhanceEndpoints({ addTagTypes: ['InvoiceDocument'] }).injectEndpoints({
  endpoints: (build) => ({
    getVatSummary: build.query<VatSummary, { period: VatPeriod; country?: VatCountry }>({
      query: (query) => ({ path: '/api/v1/invoice/figures/vat', query: { ...query } }),
      providesTags: [{ type: 'InvoiceDocument', id: 'LIST' }],
    }),
    getAccountingSetupTest: build.query<AccountingSetupTest, void>({
      query: () => ({ path: '/api/v1/invoice/test' }),
    }),
    calcDashboard: build.query<InvoiceDashboard, DashboardRange>({
      query: (range) => ({ verb: 'create', path: '/api/v1/invoice/calcDashboard', payload: range }),
      providesTags: [{ type: 'InvoiceDocument', id: 'LIST' }],
    }),
  }),
});

export const { useGetVatSummaryQuery, useCalcDashboardQuery, useGetAccountingSetupTestQuery } = figuresApi;

export const FIGURES_EXPORT_PATH = '/api/v1/invoice/figures/export';

/** A period's DATEV or BMD bookings file or its ZIP of PDFs, as a Blob with the server's file name. */
export async function fetchFiguresExport(
  input: { period: VatPeriod; format: FiguresExportFormat },
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string }> {
  const query = new URLSearchParams(input).toString();
  const response = await fetchFile(`${FIGURES_EXPORT_PATH}?${query}`, undefined, options);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${input.format}-${input.period}`;
  return { blob: await response.blob(), filename };
}
