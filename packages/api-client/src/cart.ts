import type { LineSet } from '@gartenwerk/domain';
import { api } from './api';
import type { Product } from './types';

/** The visitor's three carts: the shopping cart, the favourites and the price-request cart. */
export const CART_KINDS = ['cart', 'favorites', 'pricerequest'] as const;
export type CartKind = (typeof CART_KINDS)[number];

/** Where each cart lives on the server (GET and PUT). */
export const CART_PATHS: Record<CartKind, string> = {
  cart: '/api/v0/shop/cart/',
  favorites: '/api/v0/shop/cart_favorites/',
  pricerequest: '/api/v0/shop/cart_pricerequest/',
};

/** A cart line as the client sends it; `item` is the product id. */
export interface CartLineInput {
  item: string;
  amount: number;
  /** Variant key of the product. */
  variant?: string;
  order_desc?: string;
  customization?: unknown;
  /** For a set product: position and customization of products of its slots, by product id. */
  set?: LineSet;
}

/** A cart line as the server answers it, with the public product. */
export interface CartLine extends Omit<CartLineInput, 'item'> {
  item: Product;
  /** The title of the colour the customization names (by id). */
  color_title?: string;
  /** Its English title, where one is written. */
  color_title_en?: string;
  /** Titles of the products the set names, by product id. */
  set_titles?: Record<string, string>;
}

/** GET and PUT answer: the lines kept, and what was dropped (unknown/offline product or variant). */
export interface CartAnswer {
  lines: CartLine[];
  removed: Array<{ item: string; title?: string }>;
  /** Lines lowered to what is in stock (taken out with 0 available). */
  capped: Array<{ item: string; title: string; variant: string; available: number }>;
}

/** What is in stock of a product, per variant key ('' is the product itself); empty when not tracked. */
export interface AvailableStock {
  items: Array<{ variant: string; quantity: number }>;
  total: number;
}

/** The lines of an answer as they are sent back. */
export function toCartLineInputs(lines: readonly CartLine[]): CartLineInput[] {
  return lines.map(({ set_titles: _titles, color_title: _color, color_title_en: _english, ...line }) => ({
    ...line,
    item: line.item._id,
  }));
}

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartAnswer, CartKind>({
      query: (kind) => ({ path: CART_PATHS[kind] }),
      providesTags: (_result, _error, kind) => [{ type: 'Cart', id: kind }],
    }),
    putCart: build.mutation<CartAnswer, { kind: CartKind; lines: CartLineInput[] }>({
      query: ({ kind, lines }) => ({ verb: 'update', path: CART_PATHS[kind], payload: lines }),
      // The answer is the cart: it replaces the cached one without another request.
      async onQueryStarted({ kind }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(cartApi.util.upsertQueryData('getCart', kind, data));
      },
    }),
    getAvailableStock: build.query<AvailableStock, string>({
      query: (id) => ({ path: `/api/v0/shop_stock/available/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Cart', id: `stock-${id}` }],
    }),
  }),
});

export const { useGetCartQuery, usePutCartMutation, useGetAvailableStockQuery } = cartApi;
