import { api } from './api';
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

const CONFIG = { type: 'Config', id: 'CURRENT' } as const;

/** Shop settings and shipping/discount/VAT groups of the admin centre (admin, system). */
export const shopAdminSettingsApi = api.enhanceEndpoints({ addTagTypes: ['ShopCountry'] }).injectEndpoints({
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
  }),
});

export const { useGetShopCountriesQuery, useUpdateShopSettingsMutation } = shopAdminSettingsApi;
