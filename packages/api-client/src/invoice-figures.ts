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

export type FiguresExportFormat = 'datev' | 'bmd' | 'pdf';

// Issuing, cancelling or paying a document changes the figures: they hang on the documents' list tag.
export const figuresApi = api.enhanceEndpoints({ addTagTypes: ['InvoiceDocument'] }).injectEndpoints({
  endpoints: (build) => ({
    getVatSummary: build.query<VatSummary, { period: VatPeriod; country?: VatCountry }>({
      query: (query) => ({ path: '/api/v1/invoice/figures/vat', query: { ...query } }),
      providesTags: [{ type: 'InvoiceDocument', id: 'LIST' }],
    }),
  }),
});

export const { useGetVatSummaryQuery } = figuresApi;

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
