import { api } from './api';
import type { ListResponse } from './types';

/** A rule reducing or waiving shipping (the domain's ShippingDiscount); euros. */
export interface ShippingDiscountRule {
  _id: string;
  title: string;
  active: boolean;
  type: 'percent' | 'flat' | 'free';
  value: number;
  min_cart_value: number;
  countries: string[];
  product_groups: string[];
  roles: string[];
  created: string;
}
export type ShippingDiscountInput = Partial<Omit<ShippingDiscountRule, '_id' | 'created'>>;

const DISCOUNTS = '/api/v0/shop_shipping_discount/';
const DISCOUNT_LIST = { type: 'ShippingDiscount', id: 'LIST' } as const;

/** The shop admin's shipping discounts (shop_shipping_discount). */
export const shopShippingDiscountApi = api
  .enhanceEndpoints({ addTagTypes: ['ShippingDiscount'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getShippingDiscounts: build.query<ListResponse<ShippingDiscountRule>, void>({
        query: () => ({ path: DISCOUNTS, query: { limit: 1000 } }),
        providesTags: (result) => [
          DISCOUNT_LIST,
          ...(result?.items ?? []).map((item) => ({ type: 'ShippingDiscount' as const, id: item._id })),
        ],
      }),
      getShippingDiscount: build.query<ShippingDiscountRule, string>({
        query: (id) => ({ path: DISCOUNTS, id }),
        providesTags: (_result, _error, id) => [{ type: 'ShippingDiscount', id }],
      }),
      createShippingDiscount: build.mutation<
        ShippingDiscountRule,
        ShippingDiscountInput & { title: string; type: ShippingDiscountRule['type'] }
      >({
        query: (input) => ({ verb: 'create', path: DISCOUNTS, payload: input }),
        invalidatesTags: [DISCOUNT_LIST],
      }),
      updateShippingDiscount: build.mutation<ShippingDiscountRule, ShippingDiscountInput & { _id: string }>({
        query: ({ _id, ...input }) => ({ verb: 'update', path: DISCOUNTS, id: _id, payload: input }),
        invalidatesTags: (_result, _error, input) => [
          { type: 'ShippingDiscount', id: input._id },
          DISCOUNT_LIST,
        ],
      }),
      removeShippingDiscount: build.mutation<ShippingDiscountRule, string>({
        query: (id) => ({ verb: 'remove', path: DISCOUNTS, payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'ShippingDiscount', id }, DISCOUNT_LIST],
      }),
    }),
  });

export const {
  useGetShippingDiscountsQuery,
  useGetShippingDiscountQuery,
  useCreateShippingDiscountMutation,
  useUpdateShippingDiscountMutation,
  useRemoveShippingDiscountMutation,
} = shopShippingDiscountApi;
