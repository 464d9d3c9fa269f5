import { api } from './api';
import type { ListResponse, SiteConfig } from './types';

// The groups' types (VatGroup, ShippingGroup, …) are part of the configuration's, in types.ts.

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
