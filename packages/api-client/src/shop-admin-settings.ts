import { api } from './api';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  readCookie,
  withPageLanguage,
  toApiError,
  ApiRequestError,
  type RequestOptions,
} from './request';
import type { ListResponse, SiteConfig } from './types';

/** A zip range `start`–`end` (inclusive); zips are compared as numbers when both are numeric. */
export interface ZipRange {
  start: string | number;
  end: string | number;
}

/** VAT group: rates in percent per country (`{ at: 20, de: 19 }`). */
export interface VatGroup {
  uuid: string;
  name?: string;
  rates: Record<string, number>;
}

/** Discount group: tiers from a goods value (euros), limited to roles ('alle' = everyone). */
export interface DiscountGroup {
  uuid: string;
  name?: string;
  type: 'percent' | 'flat';
  items: Array<{ from: number; discount: number }>;
  global?: boolean;
  additiv?: boolean;
  roles?: string[];
}

/** One step of a shipping group: up to `max` kg or items cost `costs[country]` euros (null: not delivered). */
export interface ShippingStep {
  max: number;
  costs: Record<string, number | null>;
  zips?: Array<ZipRange & { country?: string; costs: number }>;
}

export interface ShippingGroup {
  uuid: string;
  name?: string;
  type?: 'weight' | 'count';
  unit: ShippingStep[];
  shipping_free_amount_treshhold?: Record<string, number | null>;
}

export interface ShippingCountry {
  code: string;
  name?: string;
  shipping_free_amount_treshhold?: number | null;
  zips?: Array<ZipRange & { costs?: number | null; threshold?: number | null }>;
}

/** The groups and options of the shop settings (config components.shop) besides the basic fields. */
export interface ShopGroupSettings {
  vat_groups?: VatGroup[];
  discount_groups?: DiscountGroup[];
  shipping_groups?: ShippingGroup[];
  shipping_countries?: ShippingCountry[];
  pickup?: { enabled: boolean; location: string };
  additional_conditions?: { enabled: boolean; text: string };
}

/** The whole shop settings object, `config.components.shop`. */
export type ShopSettingsConfig = SiteConfig['components']['shop'];

/** A country the shop can address, `GET /api/v0/shop_countries/`. */
export interface ShopCountry {
  _id: string;
  code: string;
  name: string;
  name_en: string;
  flag: string;
}

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
  created: string;
}

export type VoucherInput = Partial<Omit<Voucher, '_id' | 'order' | 'created'>>;

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

const CONFIG = { type: 'Config', id: 'CURRENT' } as const;
const VOUCHER_LIST = { type: 'Voucher', id: 'LIST' } as const;
const TEMPLATE_LIST = { type: 'VoucherTemplate', id: 'LIST' } as const;

/** Shop settings, shipping/discount/VAT groups and vouchers of the admin centre (admin, system). */
export const shopAdminSettingsApi = api
  .enhanceEndpoints({ addTagTypes: ['Voucher', 'VoucherTemplate', 'ShopCountry'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getShopCountries: build.query<ListResponse<ShopCountry>, void>({
        query: () => ({ path: '/api/v0/shop_countries/' }),
        providesTags: [{ type: 'ShopCountry', id: 'LIST' }],
      }),
      /** Replaces `components.shop`; the other components are sent back as they are. */
      updateShopSettings: build.mutation<
        SiteConfig,
        { components: SiteConfig['components']; shop: ShopSettingsConfig }
      >({
        query: ({ components, shop }) => ({
          verb: 'update',
          path: '/api/v0/config/',
          payload: { components: { ...components, shop } },
        }),
        transformResponse: (list: SiteConfig[]) => {
          const [config] = list;
          if (!config) throw new Error('the server answered an empty configuration list');
          return config;
        },
        invalidatesTags: [CONFIG],
      }),

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
  const headers = withPageLanguage(new Headers({ 'content-type': 'application/json' }));
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  const fetchFn = options.fetchFn ?? fetch;
  const response = await fetchFn(`${options.baseUrl ?? ''}${VOUCHER_PREVIEW_PATH}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(input),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw new ApiRequestError(toApiError('create', { status: response.status, data }));
  }
  return response.blob();
}

export const {
  useGetShopCountriesQuery,
  useUpdateShopSettingsMutation,
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
} = shopAdminSettingsApi;
