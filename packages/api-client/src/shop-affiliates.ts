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

const AFFILIATES = '/api/v0/shop_affiliate/';
const AFFILIATE_LIST = { type: 'Affiliate', id: 'LIST' } as const;

/** The shop admin's affiliates and their statistics. */
export const shopAffiliatesApi = api
  .enhanceEndpoints({ addTagTypes: ['Affiliate', 'ShopOrder'] })
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
    }),
  });

export const {
  useGetAffiliatesQuery,
  useGetAffiliateQuery,
  useCreateAffiliateMutation,
  useUpdateAffiliateMutation,
  useRemoveAffiliateMutation,
  useGetAffiliateStatsQuery,
} = shopAffiliatesApi;
