/**
 * In-memory msw handlers for the shop settings (config components.shop), the countries and the
 * payment keys: each call of `createShopAdminSettingsHandlers` owns its own copy, so tests never
 * share state. Writes are refused like the server refuses them where the screens show it. The
 * vouchers have their own (msw-shop-voucher.ts).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { isOnlinePaymentMethod, isPaymentMethod } from '@gartenwerk/domain';
import type { PaymentSettings } from './payments';
import type { FrostStop, ShopCountry, ShopSettingsConfig } from './shop-admin-settings';
import type { ServerErrorBody, SiteConfig } from './types';

export const demoShopCountries: ShopCountry[] = [
  { _id: 'de', code: 'de', name: 'Deutschland', name_en: 'Germany', flag: '🇩🇪' },
  { _id: 'at', code: 'at', name: 'Österreich', name_en: 'Austria', flag: '🇦🇹' },
  { _id: 'ch', code: 'ch', name: 'Schweiz', name_en: 'Switzerland', flag: '🇨🇭' },
  { _id: 'it', code: 'it', name: 'Italien', name_en: 'Italy', flag: '🇮🇹' },
];

/** The groups of the demo nursery, as the seed stores them. */
export const demoShopGroups: Required<
  Pick<ShopSettingsConfig, 'vat_groups' | 'discount_groups' | 'shipping_groups' | 'shipping_countries'>
> = {
  vat_groups: [
    { uuid: 'normal', name: 'Normalsteuersatz', rates: { at: 20, de: 19 } },
    { uuid: 'pflanzen', name: 'Lebende Pflanzen', rates: { at: 13, de: 7 } },
  ],
  discount_groups: [
    {
      uuid: 'wiederverkauf',
      name: 'Wiederverkäufer',
      type: 'percent',
      items: [
        { from: 0, discount: 15 },
        { from: 100, discount: 20 },
      ],
      roles: ['alle'],
    },
  ],
  shipping_groups: [
    {
      uuid: 'paket',
      name: 'Paket (nach Gewicht)',
      type: 'weight',
      unit: [
        { max: 5, costs: { at: 5.9, de: 7.9 } },
        { max: 31.5, costs: { at: 12.9, de: 16.9 } },
      ],
    },
    {
      uuid: 'spedition',
      name: 'Spedition (nach Stück)',
      type: 'count',
      unit: [
        {
          max: 20,
          costs: { at: 49, de: 79 },
          zips: [{ country: 'at', start: '1010', end: '2399', costs: 29 }],
        },
      ],
    },
  ],
  shipping_countries: [
    { code: 'de', shipping_free_amount_treshhold: 250, zips: [{ start: '25938', end: '25999', costs: 25 }] },
    { code: 'at', shipping_free_amount_treshhold: 150 },
  ],
};

export interface ShopAdminSettingsData {
  /** The configuration whose `components.shop` the screens read and write. */
  config: SiteConfig;
  countries: ShopCountry[];
  /** Order lines waiting for the frost stop's end without a day. */
  frostWaiting?: number;
  /** The Stripe keys (masked); none that passed the test unless given. */
  paymentSettings?: PaymentSettings;
}

const NO_KEYS = { publishable_key: '', secret_key: '', webhook_secret: '', verified: false };

const error = (statusCode: number, code: string | number, message: string) =>
  HttpResponse.json<ServerErrorBody>({ statusCode, code, message }, { status: statusCode });

/** Handlers over a private copy of `data`; `data.config` is replaced on every PUT /config/. */
export function createShopAdminSettingsHandlers(initial: ShopAdminSettingsData): {
  handlers: HttpHandler[];
  data: ShopAdminSettingsData;
} {
  const data: ShopAdminSettingsData = structuredClone(initial);
  // Setting the stop's end (or ending it) gives the waiting lines their day and mails their customers.
  const storeFrostStop = (stop: FrostStop | null) => {
    data.config.components.shop.frost_stop = stop;
    const mailed = stop?.until === null ? 0 : (data.frostWaiting ?? 0);
    if (stop?.until !== null) data.frostWaiting = 0;
    return { stop, waiting: data.frostWaiting ?? 0, mailed };
  };
  const handlers: HttpHandler[] = [
    http.get('*/api/v0/config/', () => HttpResponse.json([data.config])),
    http.put('*/api/v0/config/', async ({ request }) => {
      const body = (await request.json()) as Partial<SiteConfig>;
      const shop = body.components?.shop;
      const keys = data.paymentSettings?.[shop?.stripe.live_mode ? 'live' : 'test'];
      for (const [name, source] of Object.entries(shop?.paymentsources ?? {})) {
        if (!isPaymentMethod(name))
          return error(
            400,
            'VALIDATION',
            `body/components/shop/paymentsources/${name} is not a payment method of the shop`,
          );
        const wasOn = data.config.components.shop.paymentsources[name]?.enabled === true;
        if (isOnlinePaymentMethod(name) && source.enabled && !wasOn && keys?.verified !== true)
          return error(
            400,
            'KEYS_NOT_VERIFIED',
            'Karte, EPS, Klarna und SEPA-Lastschrift lassen sich erst einschalten, wenn die Stripe-Schlüssel des gewählten Modus unter Shop → Zahlungen erfolgreich getestet wurden.',
          );
        if (source.min && source.max && source.min > source.max)
          return error(
            400,
            'VALIDATION',
            `body/components/shop/paymentsources/${name} min (${source.min}) must not exceed max (${source.max})`,
          );
      }
      // As the server: a settings save without the frost stop keeps it.
      const frost = data.config.components.shop.frost_stop;
      data.config = { ...data.config, ...body, _id: data.config._id } as SiteConfig;
      if (shop && shop.frost_stop === undefined && frost !== undefined)
        data.config.components.shop.frost_stop = frost;
      return HttpResponse.json([data.config]);
    }),
    http.get('*/api/v0/shop/frost_stop/', () =>
      HttpResponse.json({
        stop: data.config.components.shop.frost_stop ?? null,
        waiting: data.frostWaiting ?? 0,
      }),
    ),
    http.put('*/api/v0/shop/frost_stop/', async ({ request }) => {
      const stop = (await request.json()) as FrostStop;
      if (stop.until && stop.until < stop.from)
        return error(400, 'VALIDATION', 'Der Froststopp kann nicht enden, bevor er beginnt.');
      return HttpResponse.json(storeFrostStop(stop));
    }),
    http.delete('*/api/v0/shop/frost_stop/', () => HttpResponse.json(storeFrostStop(null))),
    http.get('*/api/v0/shop/payment/settings', () =>
      HttpResponse.json<PaymentSettings>(
        data.paymentSettings ?? { test: NO_KEYS, live: NO_KEYS, release_after_minutes: 60 },
      ),
    ),
    http.get('*/api/v0/shop_countries/', () =>
      HttpResponse.json({ items: data.countries, total: data.countries.length }),
    ),
  ];
  return { handlers, data };
}
