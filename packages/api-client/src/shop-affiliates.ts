import { api } from './api';
import type { ListResponse } from './types';

/** A partner who sends visitors with `?ref=CODE`; commission in percent of the paid order totals. */
export interface Affiliate {
  _id: string;
  name: string;
  code: string;
  commission: number;
  email: string | null;
  active: boolean;
  created: string;
}
export type AffiliateInput = Partial<Omit<Affiliate, '_id' | 'created'>>;

/** One Vienna month of an affiliate; euros. */
export interface AffiliateMonth {
  month: string;
  orders: number;
  turnover: number;
  commission: number;
}

export interface AffiliateOrder {
  _id: string;
  number: string;
  created: string;
  payed: boolean;
  withdrawn: boolean;
  total: number;
  turnover: number;
}

/** GET /shop/affiliates: affiliates with totals; for one affiliate its months and orders too. */
export interface AffiliateStats {
  items: Array<Affiliate & { orders: number; turnover: number; earned: number }>;
  total: number;
  months: AffiliateMonth[];
  orders: AffiliateOrder[];
}

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

const AFFILIATES = '/api/v0/shop_affiliate/';
const DISCOUNTS = '/api/v0/shop_shipping_discount/';
const AFFILIATE_LIST = { type: 'Affiliate', id: 'LIST' } as const;
const DISCOUNT_LIST = { type: 'ShippingDiscount', id: 'LIST' } as const;

/** Affiliates and shipping discounts of the shop admin. */
export const shopAffiliatesApi = api
  .enhanceEndpoints({ addTagTypes: ['Affiliate', 'ShippingDiscount', 'ShopOrder'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAffiliates: build.query<ListResponse<Affiliate>, void>({
        query: () => ({ path: AFFILIATES, query: { limit: 1000 } }),
        providesTags: (result) => [
          AFFILIATE_LIST,
          ...(result?.items ?? []).map((item) => ({ type: 'Affiliate' as const, id: item._id })),
        ],
      }),
      getAffiliate: build.query<Affiliate, string>({
        query: (id) => ({ path: AFFILIATES, id }),
        providesTags: (_result, _error, id) => [{ type: 'Affiliate', id }],
      }),
      createAffiliate: build.mutation<Affiliate, AffiliateInput & { name: string }>({
        query: (input) => ({ verb: 'create', path: AFFILIATES, payload: input }),
        invalidatesTags: [AFFILIATE_LIST],
      }),
      updateAffiliate: build.mutation<Affiliate, AffiliateInput & { _id: string }>({
        query: ({ _id, ...input }) => ({ verb: 'update', path: AFFILIATES, id: _id, payload: input }),
        invalidatesTags: (_result, _error, input) => [{ type: 'Affiliate', id: input._id }, AFFILIATE_LIST],
      }),
      removeAffiliate: build.mutation<Affiliate, string>({
        query: (id) => ({ verb: 'remove', path: AFFILIATES, payload: { _id: id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'Affiliate', id }, AFFILIATE_LIST],
      }),
      getAffiliateStats: build.query<AffiliateStats, string | void>({
        query: (affiliate) => ({
          path: '/api/v0/shop/affiliates',
          ...(affiliate ? { query: { affiliate } } : {}),
        }),
        providesTags: [AFFILIATE_LIST, { type: 'ShopOrder', id: 'LIST' }],
      }),

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
  useGetAffiliatesQuery,
  useGetAffiliateQuery,
  useCreateAffiliateMutation,
  useUpdateAffiliateMutation,
  useRemoveAffiliateMutation,
  useGetAffiliateStatsQuery,
  useGetShippingDiscountsQuery,
  useGetShippingDiscountQuery,
  useCreateShippingDiscountMutation,
  useUpdateShippingDiscountMutation,
  useRemoveShippingDiscountMutation,
} = shopAffiliatesApi;
