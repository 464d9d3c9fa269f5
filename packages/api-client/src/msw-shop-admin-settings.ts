/**
 * In-memory msw handlers for the shop settings (config components.shop), the countries, vouchers
 * and voucher templates: each call of `createShopAdminSettingsHandlers` owns its own copy, so tests
 * never share state. Writes are refused like the server refuses them where the screens show it.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { isOnlinePaymentMethod, isPaymentMethod } from '@gartenwerk/domain';
import type { PaymentSettings } from './payments';
import type { ShopCountry, ShopSettingsConfig } from './shop-admin-settings';
import type { Voucher, VoucherTemplate } from './shop-voucher';
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

export const demoVoucherTemplates: VoucherTemplate[] = [
  {
    _id: 'template-classic',
    title: 'Gartenwerk klassisch',
    image: null,
    text: 'Mit diesem Gutschein im Wert von {{value}} wünschen wir viel Freude im Garten.',
    created: '2026-01-02T08:00:00.000Z',
  },
];

export const demoVouchers: Voucher[] = [
  ['voucher-1', 'GW-WILL-KOMM', 10, 10, '2026-01-01T00:00:00.000Z', '2026-12-31T00:00:00.000Z'],
  ['voucher-2', 'GW-FRUE-HLNG', 25, 25, '2026-03-01T00:00:00.000Z', '2026-05-31T00:00:00.000Z'],
  ['voucher-3', 'GW-HERB-STHK', 50, 18.4, '2026-09-01T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
].map(([_id, code, value, remaining, valid_from, valid_until]) => ({
  _id: _id as string,
  code: code as string,
  value: value as number,
  remaining: remaining as number,
  valid_from: valid_from as string,
  valid_until: valid_until as string,
  template: 'template-classic',
  order: null,
  tags: [],
  recipient: '',
  message: '',
  created: '2026-01-02T08:00:00.000Z',
}));

/** The smallest PDF a viewer accepts, for the preview. */
export const DEMO_PREVIEW_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n%%EOF\n';

export interface ShopAdminSettingsData {
  /** The configuration whose `components.shop` the screens read and write. */
  config: SiteConfig;
  countries: ShopCountry[];
  vouchers: Voucher[];
  templates: VoucherTemplate[];
  /** The Stripe keys (masked); none that passed the test unless given. */
  paymentSettings?: PaymentSettings;
}

const NO_KEYS = { publishable_key: '', secret_key: '', webhook_secret: '', verified: false };

const error = (statusCode: number, code: string | number, message: string) =>
  HttpResponse.json<ServerErrorBody>({ statusCode, code, message }, { status: statusCode });
const notFound = (what: string) => error(404, 'NOT_FOUND', `${what} not found`);

/** Handlers over a private copy of `data`; `data.config` is replaced on every PUT /config/. */
export function createShopAdminSettingsHandlers(initial: ShopAdminSettingsData): {
  handlers: HttpHandler[];
  data: ShopAdminSettingsData;
} {
  const data: ShopAdminSettingsData = structuredClone(initial);
  let nextId = 1;

  const writeVoucher = (current: Voucher | null, body: Partial<Voucher>): Voucher | Response => {
    const code = (body.code ?? current?.code ?? `GW-NEU-${String(nextId).padStart(4, '0')}`).toUpperCase();
    if (data.vouchers.some((voucher) => voucher.code === code && voucher._id !== current?._id))
      return error(409, 11000, 'Diesen Gutscheincode gibt es bereits.');
    const value = body.value ?? current?.value ?? 0;
    const remaining = body.remaining ?? current?.remaining ?? value;
    if (remaining > value)
      return error(400, 'VALIDATION', 'Der Restwert darf den Gutscheinwert nicht übersteigen.');
    const voucher: Voucher = {
      _id: current?._id ?? `voucher-new-${nextId++}`,
      order: null,
      created: current?.created ?? new Date().toISOString(),
      template: null,
      tags: [],
      recipient: '',
      message: '',
      valid_from: null,
      valid_until: null,
      ...current,
      ...body,
      code,
      value,
      remaining,
    };
    data.vouchers = current
      ? data.vouchers.map((candidate) => (candidate._id === voucher._id ? voucher : candidate))
      : [...data.vouchers, voucher];
    return voucher;
  };

  const writeTemplate = (
    current: VoucherTemplate | null,
    body: Partial<VoucherTemplate>,
  ): VoucherTemplate => {
    const template: VoucherTemplate = {
      _id: current?._id ?? `template-new-${nextId++}`,
      title: '',
      image: null,
      text: '',
      created: current?.created ?? new Date().toISOString(),
      ...current,
      ...body,
    };
    data.templates = current
      ? data.templates.map((candidate) => (candidate._id === template._id ? template : candidate))
      : [...data.templates, template];
    return template;
  };

  const respond = (result: object | Response) =>
    result instanceof Response ? result : HttpResponse.json(result);

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
      data.config = { ...data.config, ...body, _id: data.config._id } as SiteConfig;
      return HttpResponse.json([data.config]);
    }),
    http.get('*/api/v0/shop/payment/settings', () =>
      HttpResponse.json<PaymentSettings>(
        data.paymentSettings ?? { test: NO_KEYS, live: NO_KEYS, release_after_minutes: 60 },
      ),
    ),
    http.get('*/api/v0/shop_countries/', () =>
      HttpResponse.json({ items: data.countries, total: data.countries.length }),
    ),

    http.get('*/api/v0/shop_voucher/', ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from');
      const until = url.searchParams.get('until');
      const items = data.vouchers.filter(
        (voucher) =>
          (!from || !voucher.valid_until || voucher.valid_until >= from) &&
          (!until || !voucher.valid_from || voucher.valid_from <= until),
      );
      return HttpResponse.json({ items, total: items.length });
    }),
    http.get('*/api/v0/shop_voucher/:id', ({ params }) => {
      const voucher = data.vouchers.find((candidate) => candidate._id === params.id);
      return voucher ? HttpResponse.json(voucher) : notFound('voucher');
    }),
    http.post('*/api/v0/shop_voucher/', async ({ request }) =>
      respond(writeVoucher(null, (await request.json()) as Partial<Voucher>)),
    ),
    http.put('*/api/v0/shop_voucher/:id', async ({ params, request }) => {
      const current = data.vouchers.find((candidate) => candidate._id === params.id);
      if (!current) return notFound('voucher');
      return respond(writeVoucher(current, (await request.json()) as Partial<Voucher>));
    }),
    http.delete('*/api/v0/shop_voucher/:id', ({ params }) => {
      const current = data.vouchers.find((candidate) => candidate._id === params.id);
      if (!current) return notFound('voucher');
      data.vouchers = data.vouchers.filter((candidate) => candidate !== current);
      return HttpResponse.json(current);
    }),

    http.get('*/api/v0/shop_voucher_template/', () =>
      HttpResponse.json({ items: data.templates, total: data.templates.length }),
    ),
    http.get('*/api/v0/shop_voucher_template/:id', ({ params }) => {
      const template = data.templates.find((candidate) => candidate._id === params.id);
      return template ? HttpResponse.json(template) : notFound('voucher template');
    }),
    http.post('*/api/v0/shop_voucher_template/', async ({ request }) =>
      HttpResponse.json(writeTemplate(null, (await request.json()) as Partial<VoucherTemplate>)),
    ),
    http.put('*/api/v0/shop_voucher_template/:id', async ({ params, request }) => {
      const current = data.templates.find((candidate) => candidate._id === params.id);
      if (!current) return notFound('voucher template');
      return HttpResponse.json(writeTemplate(current, (await request.json()) as Partial<VoucherTemplate>));
    }),
    http.delete('*/api/v0/shop_voucher_template/:id', ({ params }) => {
      if (data.vouchers.some((voucher) => voucher.template === params.id))
        return error(
          409,
          'IN_USE',
          'Die Gutscheinvorlage wird noch von Gutscheinen verwendet und kann nicht gelöscht werden.',
        );
      const current = data.templates.find((candidate) => candidate._id === params.id);
      if (!current) return notFound('voucher template');
      data.templates = data.templates.filter((candidate) => candidate !== current);
      return HttpResponse.json(current);
    }),
    http.post('*/api/v0/shop/voucher/preview', async ({ request }) => {
      const body = (await request.json()) as { template?: string; _id?: string };
      if (body.template && !data.templates.some((template) => template._id === body.template))
        return notFound('voucher template');
      if (body._id && !data.vouchers.some((voucher) => voucher._id === body._id)) return notFound('voucher');
      return new HttpResponse(DEMO_PREVIEW_PDF, { headers: { 'content-type': 'application/pdf' } });
    }),
  ];
  return { handlers, data };
}
