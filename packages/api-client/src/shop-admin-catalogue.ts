import type { ProductContent, SeasonWindow } from '@gartenwerk/domain';
import { api, listTags } from './api';
import type { ListResponse, SiteConfig } from './types';

/** Product types of the spec; a voucher product creates a voucher when it is paid. */
export const CATALOGUE_PRODUCT_TYPES = ['product', 'voucher', 'set'] as const;
export type CatalogueProductType = (typeof CATALOGUE_PRODUCT_TYPES)[number];

export interface CatalogueSpecialOffer {
  start?: string | null;
  end?: string | null;
  discount_groups: string[];
}

/** A product with every field of the spec, as `GET /api/v0/shop_product/:id` answers it. */
export interface CatalogueProduct {
  _id: string;
  title: string;
  /** The product's name in its URL; lower-case letters, digits and hyphens. */
  slug: string;
  name_de: string;
  /** The English name and description; empty: English pages show the German ones. */
  name_en?: string;
  description: string;
  description_en?: string;
  /** Euros; null when the price is on request. */
  price: number | null;
  available: boolean;
  offline: boolean;
  order: number;
  tags: string[];
  type: string;
  parent: string | null;
  children: string[];
  product_groups: string[];
  /** A variant's own price (euros) and weight (kg) replace the product's; null keeps them. */
  variants: Array<{
    key: string;
    value: string;
    value_en?: string;
    price?: number | null;
    weight?: number | null;
  }>;
  /** What one unit contains, for the price per unit (Grundpreis). */
  content: ProductContent | null;
  /** File ids of the file library. */
  media: string[];
  downloads: string[];
  colors: string[];
  slots: Array<{ product: string }>;
  shipping_groups: string[];
  vat_groups: string[];
  discount_groups: string[];
  special_offers: CatalogueSpecialOffer[];
  shipping_data: { weight?: number };
  expected_days_until_shipping: number | null;
  /** A voucher product: the template of the vouchers it issues (their kind for VAT). */
  voucher_template?: string | null;
  /** The product's own seasons (`MM-DD` windows); null: its groups' season holds, or none. */
  sales_season?: SeasonWindow | null;
  shipping_season?: SeasonWindow | null;
  pickup_season?: SeasonWindow | null;
  sale: boolean;
  new: boolean;
  created: string;
}

/** The writable fields of a product; a new product needs its title. */
export type CatalogueProductInput = Partial<Omit<CatalogueProduct, '_id' | 'created' | 'type'>> & {
  type?: CatalogueProductType;
};

/** Filters of the admin product list (`GET /api/v0/shop_product/`). */
export interface CatalogueProductQuery {
  search?: string;
  product_groups?: string;
  colors?: string;
  offline?: boolean;
  sale?: boolean;
  new?: boolean;
  type?: CatalogueProductType;
  /** order, title, price or created; `-` in front sorts descending. */
  sort?: string;
  limit?: number;
  skip?: number;
}

export interface CatalogueProductGroup {
  _id: string;
  title: string;
  /** The English title; empty: English pages show the German one. */
  title_en?: string;
  /** The group's name in its URL; lower-case letters, digits and hyphens. */
  slug: string;
  order: number;
  tags: string[];
  /** Parent groups. */
  product_groups: string[];
  media: string[];
  offline: boolean;
  special_offers: CatalogueSpecialOffer[];
  sales_season?: SeasonWindow | null;
  shipping_season?: SeasonWindow | null;
  pickup_season?: SeasonWindow | null;
  /** Whether the group's products may be ordered outside their shipping season. */
  preorders_allowed?: boolean;
}
export type CatalogueProductGroupInput = Partial<Omit<CatalogueProductGroup, '_id'>>;

/** The stock of a product or of one variant ('' is the product itself). */
export interface StockLevel {
  product: string;
  title: string;
  variant: string;
  /** The variant's value as the product names it ('' for the product itself). */
  variant_title: string;
  quantity: number;
  updated: string;
}

export interface StockMovement {
  _id: string;
  product: string;
  variant: string;
  delta: number;
  /** The level after the change. */
  quantity: number;
  reason: string;
  user: string | null;
  order: string | null;
  /** The vendor order of a goods receipt, and its number. */
  document?: string | null;
  document_number?: string | null;
  /** The product's title (in the movement lists). */
  title?: string;
  /** The variant's name ('' for the product itself). */
  variant_title?: string;
  created: string;
}

export interface StockQuery {
  product?: string;
  /** Only levels below this quantity. */
  below?: number;
  /** Part of the product's title or of the variant. */
  text?: string;
  /** `title`, `quantity` or `updated`; `-` for descending. Lowest levels first without it. */
  sort?: string;
  limit?: number;
  skip?: number;
}

/** A change by `delta` or a new `quantity`, always with a reason. */
export interface StockAdjustmentInput {
  product: string;
  variant?: string;
  delta?: number;
  quantity?: number;
  reason: string;
}

/** One group of the shop settings a product can name (VAT, shipping or discount group). */
export interface ShopGroupChoice {
  uuid: string;
  name?: string;
}

/** The VAT, shipping and discount groups of the shop settings (config components.shop). */
export function shopGroupChoices(config: SiteConfig | undefined): {
  vat_groups: ShopGroupChoice[];
  shipping_groups: ShopGroupChoice[];
  discount_groups: ShopGroupChoice[];
} {
  const shop = (config?.components.shop ?? {}) as Partial<Record<string, unknown>>;
  const groups = (key: string) => (Array.isArray(shop[key]) ? (shop[key] as ShopGroupChoice[]) : []);
  return {
    vat_groups: groups('vat_groups'),
    shipping_groups: groups('shipping_groups'),
    discount_groups: groups('discount_groups'),
  };
}

const PRODUCTS = '/api/v0/shop_product/';
const GROUPS = '/api/v0/shop_productgroup/';
const STOCK = '/api/v0/shop_stock/';
const PRODUCT_LIST = { type: 'Product', id: 'LIST' } as const;
const GROUP_LIST = { type: 'ProductGroup', id: 'LIST' } as const;
const STOCK_TAG = { type: 'Stock', id: 'LIST' } as const;

/** The catalogue of the admin centre: products, product groups and stock (admin, system). */
export const shopAdminCatalogueApi = api.enhanceEndpoints({ addTagTypes: ['Stock'] }).injectEndpoints({
  endpoints: (build) => ({
    getCatalogueProducts: build.query<ListResponse<CatalogueProduct>, CatalogueProductQuery>({
      query: (query) => ({ path: PRODUCTS, query: { ...query, search: query.search || undefined } }),
      providesTags: (result) => listTags('Product', result),
    }),
    getCatalogueProduct: build.query<CatalogueProduct, string>({
      query: (id) => ({ path: PRODUCTS, id }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    createCatalogueProduct: build.mutation<CatalogueProduct, CatalogueProductInput & { title: string }>({
      query: (input) => ({ verb: 'create', path: PRODUCTS, payload: input }),
      invalidatesTags: [PRODUCT_LIST],
    }),
    updateCatalogueProduct: build.mutation<CatalogueProduct, CatalogueProductInput & { _id: string }>({
      query: ({ _id, ...input }) => ({ verb: 'update', path: PRODUCTS, id: _id, payload: input }),
      invalidatesTags: (_result, _error, input) => [{ type: 'Product', id: input._id }, PRODUCT_LIST],
    }),
    removeCatalogueProduct: build.mutation<CatalogueProduct, string>({
      query: (id) => ({ verb: 'remove', path: PRODUCTS, payload: { _id: id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Product', id }, PRODUCT_LIST, STOCK_TAG],
    }),
    /** `PUT /api/v0/shop_product/offline` — several products offline or online at once. */
    setProductsOffline: build.mutation<ListResponse<CatalogueProduct>, { ids: string[]; offline: boolean }>({
      query: (input) => ({ verb: 'update', path: `${PRODUCTS}offline`, payload: input }),
      invalidatesTags: (_result, _error, input) => [
        PRODUCT_LIST,
        ...input.ids.map((id) => ({ type: 'Product' as const, id })),
      ],
    }),

    getCatalogueGroups: build.query<ListResponse<CatalogueProductGroup>, void>({
      query: () => ({ path: GROUPS, query: { limit: 1000 } }),
      providesTags: (result) => listTags('ProductGroup', result),
    }),
    getCatalogueGroup: build.query<CatalogueProductGroup, string>({
      query: (id) => ({ path: GROUPS, id }),
      providesTags: (_result, _error, id) => [{ type: 'ProductGroup', id }],
    }),
    createCatalogueGroup: build.mutation<
      CatalogueProductGroup,
      CatalogueProductGroupInput & { title: string }
    >({
      query: (input) => ({ verb: 'create', path: GROUPS, payload: input }),
      invalidatesTags: [GROUP_LIST],
    }),
    updateCatalogueGroup: build.mutation<CatalogueProductGroup, CatalogueProductGroupInput & { _id: string }>(
      {
        query: ({ _id, ...input }) => ({ verb: 'update', path: GROUPS, id: _id, payload: input }),
        invalidatesTags: (_result, _error, input) => [{ type: 'ProductGroup', id: input._id }, GROUP_LIST],
      },
    ),
    removeCatalogueGroup: build.mutation<CatalogueProductGroup, string>({
      query: (id) => ({ verb: 'remove', path: GROUPS, payload: { _id: id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'ProductGroup', id }, GROUP_LIST],
    }),

    getStockLevels: build.query<ListResponse<StockLevel>, StockQuery>({
      query: (query) => ({ path: STOCK, query: { ...query } }),
      providesTags: [STOCK_TAG],
    }),
    getStockMovements: build.query<ListResponse<StockMovement>, Omit<StockQuery, 'below' | 'text'>>({
      query: (query) => ({ path: `${STOCK}movements`, query: { ...query } }),
      providesTags: [STOCK_TAG],
    }),
    adjustStock: build.mutation<StockMovement, StockAdjustmentInput>({
      query: (input) => ({ verb: 'create', path: `${STOCK}adjust`, payload: input }),
      invalidatesTags: [STOCK_TAG],
    }),
  }),
});

export const {
  useGetCatalogueProductsQuery,
  useGetCatalogueProductQuery,
  useCreateCatalogueProductMutation,
  useUpdateCatalogueProductMutation,
  useRemoveCatalogueProductMutation,
  useSetProductsOfflineMutation,
  useGetCatalogueGroupsQuery,
  useGetCatalogueGroupQuery,
  useCreateCatalogueGroupMutation,
  useUpdateCatalogueGroupMutation,
  useRemoveCatalogueGroupMutation,
  useGetStockLevelsQuery,
  useGetStockMovementsQuery,
  useAdjustStockMutation,
} = shopAdminCatalogueApi;
