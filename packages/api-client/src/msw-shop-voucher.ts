/**
 * In-memory msw handlers for the vouchers and voucher templates (area shop-voucher): each call of
 * `createShopVoucherHandlers` owns its own copy, so tests never share state. Writes are refused like
 * the server refuses them where the screens show it.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Voucher, VoucherTemplate } from './shop-voucher';
import type { ServerErrorBody } from './types';

export const demoVoucherTemplates: VoucherTemplate[] = [
  {
    _id: 'template-classic',
    title: 'Gartenwerk klassisch',
    image: null,
    text: 'Mit diesem Gutschein im Wert von {{value}} wünschen wir viel Freude im Garten.',
    purpose: 'multi',
    vat_rate: null,
    vat_country: null,
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
  purpose: 'multi' as const,
  vat_rate: null,
  vat_country: null,
  created: '2026-01-02T08:00:00.000Z',
}));

/** The smallest PDF a viewer accepts, for the preview. */
export const DEMO_PREVIEW_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n%%EOF\n';

export interface ShopVoucherData {
  vouchers: Voucher[];
  templates: VoucherTemplate[];
}

const error = (statusCode: number, code: string | number, message: string) =>
  HttpResponse.json<ServerErrorBody>({ statusCode, code, message }, { status: statusCode });
const notFound = (what: string) => error(404, 'NOT_FOUND', `${what} not found`);

/** Handlers over a private copy of `data`. */
export function createShopVoucherHandlers(initial: ShopVoucherData): {
  handlers: HttpHandler[];
  data: ShopVoucherData;
} {
  const data: ShopVoucherData = structuredClone(initial);
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
      purpose: 'multi',
      vat_rate: null,
      vat_country: null,
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
  ): VoucherTemplate | Response => {
    const template: VoucherTemplate = {
      _id: current?._id ?? `template-new-${nextId++}`,
      title: '',
      image: null,
      text: '',
      purpose: 'multi',
      vat_rate: null,
      vat_country: null,
      created: current?.created ?? new Date().toISOString(),
      ...current,
      ...body,
    };
    if (template.purpose === 'single' && (template.vat_rate === null || !template.vat_country))
      return error(400, 'VALIDATION', 'Ein Einzweck-Gutschein braucht einen Steuersatz und ein Land.');
    if (template.purpose === 'multi') Object.assign(template, { vat_rate: null, vat_country: null });
    data.templates = current
      ? data.templates.map((candidate) => (candidate._id === template._id ? template : candidate))
      : [...data.templates, template];
    return template;
  };

  const respond = (result: object | Response) =>
    result instanceof Response ? result : HttpResponse.json(result);

  const handlers: HttpHandler[] = [
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
      respond(writeTemplate(null, (await request.json()) as Partial<VoucherTemplate>)),
    ),
    http.put('*/api/v0/shop_voucher_template/:id', async ({ params, request }) => {
      const current = data.templates.find((candidate) => candidate._id === params.id);
      if (!current) return notFound('voucher template');
      return respond(writeTemplate(current, (await request.json()) as Partial<VoucherTemplate>));
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
