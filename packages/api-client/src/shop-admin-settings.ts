import { api } from './api';
import type { FrostStop } from '@gartenwerk/domain';
import type { ListResponse, SiteConfig } from './types';

export type { FrostStop };

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

/** `GET /api/v0/shop/frost_stop/`: the stop and how many order lines wait for its end without a day. */
export interface FrostState {
  stop: FrostStop | null;
  waiting: number;
  /** After a change: customers mailed their new shipping day. */
  mailed?: number;
}

const FROST = { type: 'FrostStop', id: 'CURRENT' } as const;

/** Shop settings and shipping/discount/VAT groups of the admin centre (admin, system). */
export const shopAdminSettingsApi = api
  .enhanceEndpoints({ addTagTypes: ['ShopCountry', 'FrostStop'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getShopCountries: build.query<ListResponse<ShopCountry>, void>({
        query: () => ({ path: '/api/v0/shop_countries/' }),
        providesTags: [{ type: 'ShopCountry', id: 'LIST' }],
      }),
      getFrostStop: build.query<FrostState, void>({
        query: () => ({ path: '/api/v0/shop/frost_stop/' }),
        providesTags: [FROST],
      }),
      /** Sets or moves the frost stop: held lines are planned anew, their customers mailed. */
      setFrostStop: build.mutation<FrostState, FrostStop>({
        query: (stop) => ({ verb: 'update', path: '/api/v0/shop/frost_stop/', payload: stop }),
        invalidatesTags: [FROST, CONFIG, 'Product'],
      }),
      /** Ends the frost stop now: held lines ship from today, their customers are mailed. */
      endFrostStop: build.mutation<FrostState, void>({
        query: () => ({ verb: 'remove', path: '/api/v0/shop/frost_stop/', payload: { _id: '' } }),
        invalidatesTags: [FROST, CONFIG, 'Product'],
      }),
      /**
       * Replaces `components.shop`, the frost stop aside (its own calls keep it); the other components
       * are sent back as they are.
       */
      updateShopSettings: build.mutation<
        SiteConfig,
        { components: SiteConfig['components']; shop: ShopSettingsConfig }
      >({
        query: ({ components, shop: { frost_stop: _kept, ...shop } }) => ({
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

export const {
  useGetShopCountriesQuery,
  useUpdateShopSettingsMutation,
  useGetFrostStopQuery,
  useSetFrostStopMutation,
  useEndFrostStopMutation,
} = shopAdminSettingsApi;
