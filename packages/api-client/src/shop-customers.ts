import { api } from './api';
import type { ListResponse } from './types';
import type { CustomerShopData } from './shop-admin-orders';

/** A customer of the shop: a registered user, or a guest by e-mail (`_id` is `guest:` and the address). */
export interface ShopCustomer {
  _id: string;
  user_id: string | null;
  name: string;
  email: string;
  orders: number;
  /** Paid orders, withdrawals left out, in euros. */
  revenue: number;
  last_order: string | null;
  /** A registered customer's shop terms; null for guests. */
  shop: CustomerShopData | null;
}

export interface ShopCustomerQuery {
  search?: string;
  /** name, email, orders, revenue or last_order; `-` before it sorts descending. */
  sort?: string;
  /** Counts from 1. */
  page?: number;
  limit?: number;
}

export const SHOP_CUSTOMERS_PER_PAGE = 20;

/** GET /api/v0/shop_order/customers: everyone who ordered and the registered customers (admin, system). */
export const shopCustomersApi = api.enhanceEndpoints({ addTagTypes: ['ShopOrder'] }).injectEndpoints({
  endpoints: (build) => ({
    getShopCustomers: build.query<ListResponse<ShopCustomer>, ShopCustomerQuery>({
      query: ({ page, limit = SHOP_CUSTOMERS_PER_PAGE, search, sort }) => ({
        path: '/api/v0/shop_order/customers',
        query: {
          search: search || undefined,
          sort: sort || undefined,
          limit,
          skip: ((page ?? 1) - 1) * limit,
        },
      }),
      // New and paid orders change the figures.
      providesTags: [{ type: 'ShopOrder', id: 'LIST' }],
    }),
  }),
});

export const { useGetShopCustomersQuery } = shopCustomersApi;
