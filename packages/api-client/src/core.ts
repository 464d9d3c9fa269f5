import { api, itemTags, listTags } from './api';
import type {
  Entry,
  EntryQuery,
  ListResponse,
  Product,
  ProductGroup,
  ProductQuery,
  SiteConfig,
  User,
} from './types';

/** Endpoints the storefront skeleton needs: configuration, current user, entries and the catalogue. */
export const coreApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<SiteConfig, void>({
      query: () => ({ path: '/api/v0/config/' }),
      // The server answers a list; the first item is the configuration.
      transformResponse: (list: SiteConfig[]) => {
        const [config] = list;
        if (!config) throw new Error('the server answered an empty configuration list');
        return config;
      },
      providesTags: [{ type: 'Config', id: 'CURRENT' }],
    }),
    getCurrentUser: build.query<User, void>({
      query: () => ({ path: '/api/v0/auth/current' }),
      providesTags: [{ type: 'User', id: 'CURRENT' }],
    }),
    getEntries: build.query<ListResponse<Entry>, EntryQuery>({
      query: (query) => ({ path: '/api/v0/entry/', query: { ...query } }),
      providesTags: (result) => listTags('Entry', result),
    }),
    getProductGroups: build.query<ListResponse<ProductGroup>, void>({
      query: () => ({ path: '/api/v0/shop_productgroup/' }),
      providesTags: (result) => listTags('ProductGroup', result),
    }),
    getProductGroup: build.query<ProductGroup, string>({
      query: (id) => ({ path: '/api/v0/shop_productgroup/', id }),
      providesTags: (result) => itemTags('ProductGroup', result),
    }),
    getProducts: build.query<ListResponse<Product>, ProductQuery>({
      query: (query) => ({ path: '/api/v0/shop_product/', query: { ...query } }),
      providesTags: (result) => listTags('Product', result),
    }),
    getProduct: build.query<Product, string>({
      query: (id) => ({ path: '/api/v0/shop_product/', id }),
      providesTags: (result) => itemTags('Product', result),
    }),
  }),
});

export const {
  useGetConfigQuery,
  useGetCurrentUserQuery,
  useGetEntriesQuery,
  useGetProductGroupsQuery,
  useGetProductGroupQuery,
  useGetProductsQuery,
  useGetProductQuery,
} = coreApi;
