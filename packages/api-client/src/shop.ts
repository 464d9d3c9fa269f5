import type { LineSet, PriceRequestLine } from '@gartenwerk/domain';
import { api, listTags } from './api';
import type { ListResponse, Product, ProductGroup } from './types';

/** `GET /api/v0/shop/getpagespecials`: groups and products with a running special offer. */
export interface PageSpecials {
  groups: ProductGroup[];
  products: Product[];
}

/** A price-request line and the request as `POST /api/v0/shop/shop_pricerequest/` takes it. */
export interface PriceRequestInput {
  items: Array<{
    item: string;
    amount: number;
    variant?: string;
    order_desc?: string;
    customization?: unknown;
    set?: LineSet;
  }>;
  email: string;
  name: string;
  phone?: string;
  message?: string;
}

/** The stored price request the server answers. */
export interface PriceRequest extends Omit<PriceRequestInput, 'items'> {
  _id: string;
  status: 'open' | 'answered';
  items: PriceRequestLine[];
  created: string;
}

/** A product colour (`GET /api/v0/shop_color/`). */
export interface Color {
  _id: string;
  title: string;
  /** The English name; empty: English pages show the German one. */
  title_en?: string;
  /** CSS colour, e.g. #2e5b2a; null when the colour is shown by its image. */
  code: string | null;
  media?: string[];
  tags?: string[];
}

/** The storefront's shop calls: specials, search, voucher check and price requests. */
export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpecials: build.query<ListResponse<Product>, void>({
      query: () => ({ path: '/api/v0/shop/specials' }),
      providesTags: (result) => listTags('Product', result),
    }),
    getColors: build.query<ListResponse<Color>, void>({
      query: () => ({ path: '/api/v0/shop_color/' }),
    }),
    getPageSpecials: build.query<PageSpecials, void>({
      query: () => ({ path: '/api/v0/shop/getpagespecials' }),
    }),
    /**
     * `GET /api/v0/shop/search?text=`: German full text, best first; when no word matches, the products
     * of the catalogue's spelling, which `suggestion` names.
     */
    searchProducts: build.query<ListResponse<Product> & { suggestion?: string }, string>({
      query: (text) => ({ path: `/api/v0/shop/search?text=${encodeURIComponent(text)}` }),
    }),
    /** The euros left on a voucher; refusals carry the server's German message. */
    verifyVoucher: build.mutation<{ price: number }, string>({
      query: (code) => ({ verb: 'create', path: '/api/v0/shop/voucher/verify', payload: { code } }),
    }),
    sendPriceRequest: build.mutation<PriceRequest, PriceRequestInput>({
      query: (body) => ({ verb: 'create', path: '/api/v0/shop/shop_pricerequest/', payload: body }),
    }),
  }),
});

export const {
  useGetSpecialsQuery,
  useGetColorsQuery,
  useGetPageSpecialsQuery,
  useSearchProductsQuery,
  useVerifyVoucherMutation,
  useSendPriceRequestMutation,
} = shopApi;
