import { api } from './api';

interface Hits<Item> {
  items: Item[];
  /** Every match; the items are the first few. */
  total: number;
}

/** What GET /api/v0/admin/search answers: the first hits of each kind, money in euros. */
export interface AdminSearchResult {
  orders: Hits<{ _id: string; number: string; name: string; email: string; total: number; created: string }>;
  products: Hits<{ _id: string; title: string; price: number | null; offline: boolean }>;
  customers: Hits<{ _id: string; name: string; handle: string }>;
  pages: Hits<{ _id: string; title: string; route: string | null; published: boolean }>;
  invoices: Hits<{ _id: string; number: string; type: string; receiver: string }>;
  /** The accounting's customers and vendors (master data), by name or e-mail. */
  accounting_customers: Hits<{ _id: string; name: string; email: string }>;
  vendors: Hits<{ _id: string; name: string; email: string }>;
}

/** The admin header's search across orders, products, customers, pages, invoices and the accounting's parties. */
export const adminSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSearch: build.query<AdminSearchResult, string>({
      query: (q) => ({ path: '/api/v0/admin/search', query: { q } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useAdminSearchQuery } = adminSearchApi;
