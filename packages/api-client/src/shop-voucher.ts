import { api } from './api';
import { fetchFile, type RequestOptions } from './request';
import type { ListResponse } from './types';

/** A voucher; money in euros, dates as ISO strings or null (open-ended). */
export interface Voucher {
  _id: string;
  code: string;
  value: number;
  remaining: number;
  valid_from: string | null;
  valid_until: string | null;
  template: string | null;
  order: string | null;
  tags: string[];
  recipient: string;
  message: string;
  /** The voucher's kind, fixed when it was issued (from its template or the order that sold it). */
  purpose: VoucherPurpose;
  vat_rate: number | null;
  vat_country: string | null;
  created: string;
}

export type VoucherInput = Partial<
  Omit<Voucher, '_id' | 'order' | 'created' | 'purpose' | 'vat_rate' | 'vat_country'>
>;

/**
 * A voucher's kind by the EU voucher rules: `multi` (Mehrzweck-Gutschein, no VAT when sold) or
 * `single` (Einzweck-Gutschein: one VAT rate and country, taxed when sold).
 */
export type VoucherPurpose = 'multi' | 'single';

export interface VoucherQuery {
  /** Only vouchers valid at some point between from and until (the calendar). */
  from?: string;
  until?: string;
  code?: string;
  limit?: number;
  skip?: number;
}

export interface VoucherTemplate {
  _id: string;
  title: string;
  /** File id of the image from the file library. */
  image: string | null;
  text: string;
  /** The kind of the vouchers made from it; a single-purpose template names rate and country. */
  purpose: VoucherPurpose;
  vat_rate: number | null;
  vat_country: string | null;
  created: string;
}

export type VoucherTemplateInput = Partial<Omit<VoucherTemplate, '_id' | 'created'>>;
/** The templates' list query: part of the title or text; `title`, `created`, `-` for descending. */
export interface VoucherTemplateQuery {
  search?: string;
  sort?: string;
}

/** `POST /api/v0/shop/voucher/preview`: a stored voucher or a template with sample values. */
export interface VoucherPreviewInput {
  _id?: string;
  template?: string;
  value?: number;
  code?: string;
  recipient?: string;
  message?: string;
  valid_until?: string | null;
}

const VOUCHER_LIST = { type: 'Voucher', id: 'LIST' } as const;
const TEMPLATE_LIST = { type: 'VoucherTemplate', id: 'LIST' } as const;

/** The shop admin's vouchers and voucher templates (shop_voucher, shop_voucher_template). */
export const shopVoucherApi = api
  .enhanceEndpoints({ addTagTypes: ['Voucher', 'VoucherTemplate'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listVouchers: build.query<ListResponse<Voucher>, VoucherQuery>({
        query: (query) => ({ path: '/api/v0/shop_voucher/', query: { ...query } }),
        providesTags: (result) => [
          VOUCHER_LIST,
          ...(result?.items ?? []).map((item) => ({ type: 'Voucher' as const, id: item._id })),
        ],
      }),
      getVoucher: build.query<Voucher, string>({
        query: (id) => ({ path: '/api/v0/shop_voucher/', id }),
        providesTags: (_result, _error, id) => [{ type: 'Voucher', id }],
      }),
      createVoucher: build.mutation<Voucher, VoucherInput & { value: number }>({
        query: (input) => ({ verb: 'create', path: '/api/v0/shop_voucher/', payload: input }),
        invalidatesTags: [VOUCHER_LIST],
      }),
      updateVoucher: build.mutation<Voucher, VoucherInput & { _id: string }>({
        query: ({ _id, ...input }) => ({
          verb: 'update',
          path: '/api/v0/shop_voucher/',
          id: _id,
          payload: input,
        }),
        invalidatesTags: (_result, _error, input) => [{ type: 'Voucher', id: input._id }, VOUCHER_LIST],
      }),
      removeVoucher: build.mutation<Voucher, string>({
        query: (id) => ({ verb: 'remove', path: '/api/v0/shop_voucher/', payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'Voucher', id }, VOUCHER_LIST],
      }),

      listVoucherTemplates: build.query<ListResponse<VoucherTemplate>, VoucherTemplateQuery | void>({
        query: (query) => ({
          path: '/api/v0/shop_voucher_template/',
          query: { search: query?.search || undefined, sort: query?.sort },
        }),
        providesTags: (result) => [
          TEMPLATE_LIST,
          ...(result?.items ?? []).map((item) => ({ type: 'VoucherTemplate' as const, id: item._id })),
        ],
      }),
      getVoucherTemplate: build.query<VoucherTemplate, string>({
        query: (id) => ({ path: '/api/v0/shop_voucher_template/', id }),
        providesTags: (_result, _error, id) => [{ type: 'VoucherTemplate', id }],
      }),
      createVoucherTemplate: build.mutation<VoucherTemplate, VoucherTemplateInput & { title: string }>({
        query: (input) => ({ verb: 'create', path: '/api/v0/shop_voucher_template/', payload: input }),
        invalidatesTags: [TEMPLATE_LIST],
      }),
      updateVoucherTemplate: build.mutation<VoucherTemplate, VoucherTemplateInput & { _id: string }>({
        query: ({ _id, ...input }) => ({
          verb: 'update',
          path: '/api/v0/shop_voucher_template/',
          id: _id,
          payload: input,
        }),
        invalidatesTags: (_result, _error, input) => [
          { type: 'VoucherTemplate', id: input._id },
          TEMPLATE_LIST,
        ],
      }),
      removeVoucherTemplate: build.mutation<VoucherTemplate, string>({
        query: (id) => ({ verb: 'remove', path: '/api/v0/shop_voucher_template/', payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'VoucherTemplate', id }, TEMPLATE_LIST],
      }),
    }),
  });

export const VOUCHER_PREVIEW_PATH = '/api/v0/shop/voucher/preview';

/**
 * The PDF of `POST /api/v0/shop/voucher/preview` as a Blob, to show in the browser through an
 * object URL. Rejects with an ApiRequestError carrying the server's message.
 */
export async function fetchVoucherPreview(
  input: VoucherPreviewInput,
  options: RequestOptions = {},
): Promise<Blob> {
  return (await fetchFile(VOUCHER_PREVIEW_PATH, input, options)).blob();
}

export const {
  useListVouchersQuery,
  useGetVoucherQuery,
  useCreateVoucherMutation,
  useUpdateVoucherMutation,
  useRemoveVoucherMutation,
  useListVoucherTemplatesQuery,
  useGetVoucherTemplateQuery,
  useCreateVoucherTemplateMutation,
  useUpdateVoucherTemplateMutation,
  useRemoveVoucherTemplateMutation,
} = shopVoucherApi;
