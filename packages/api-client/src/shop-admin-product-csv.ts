import { api } from './api';
import { ApiRequestError, withPageLanguage } from './request';

const PRODUCT_CSV = '/api/v0/shop_product/csv';

/** What an import of a product CSV does with one line of the file (the header is line 1). */
export interface ProductCsvRow {
  line: number;
  action: 'create' | 'update';
  _id: string | null;
  title: string;
  /** Why the line cannot be imported; empty when it can. */
  errors: string[];
}

export interface ProductCsvReport {
  rows: ProductCsvRow[];
  created: number;
  updated: number;
  refused: number;
}

/** Products as CSV: the export, the preview of an import (changes nothing) and the import (admin). */
export const productCsvApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewProductsCsv: build.mutation<ProductCsvReport, string>({
      query: (csv) => ({ verb: 'create', path: `${PRODUCT_CSV}/preview`, payload: { csv } }),
    }),
    importProductsCsv: build.mutation<ProductCsvReport, string>({
      query: (csv) => ({ verb: 'create', path: `${PRODUCT_CSV}/import`, payload: { csv } }),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { usePreviewProductsCsvMutation, useImportProductsCsvMutation } = productCsvApi;

/**
 * Every product as CSV text (the server's own, with its byte order mark). A plain request: the API
 * layer reads JSON, this answer is a file.
 */
export async function exportProductsCsv(): Promise<string> {
  // Relative to the page: the admin centre is served by the API's own server.
  const response = await fetch(new URL(`${PRODUCT_CSV}/`, globalThis.location.href), {
    credentials: 'include',
    headers: withPageLanguage(new Headers({ accept: 'text/csv' })),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiRequestError({
      status: response.status,
      code: body.code ?? response.status,
      message: body.message ?? response.statusText,
    });
  }
  return response.text();
}
