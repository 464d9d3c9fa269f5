/**
 * msw handlers for the storefront's shop calls: specials, search, voucher check, price requests and
 * the file batch read of product images; an in-memory stand-in of the server for front-end tests.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { FileRef } from './content';
import type { ShippingDiscountRule } from './shop-shipping-discount';
import { libraryFileOf } from './msw-files';
import { demoShopCountries } from './msw-shop-admin-settings';
import type { Color, PageSpecials, PriceRequest, PriceRequestInput } from './shop';
import type { Product, ProductGroup, ServerErrorBody } from './types';

export interface ShopData {
  products: Product[];
  groups?: ProductGroup[];
  /** Voucher codes and the euros left on them. */
  vouchers?: Record<string, number>;
  /** Price requests sent; the handlers append to it. */
  priceRequests?: PriceRequest[];
  colors?: Color[];
  /** Library files product media refer to. */
  files?: FileRef[];
  /** The shop's shipping discount rules; none unless a test gives some. */
  shippingDiscounts?: ShippingDiscountRule[];
}

const refuse = (status: number, code: string, message: string) =>
  HttpResponse.json<ServerErrorBody>({ statusCode: status, code, message }, { status });

const running = (product: { special_offers?: Array<{ start?: string | null; end?: string | null }> }) =>
  (product.special_offers ?? []).some(
    (offer) =>
      (!offer.start || Date.parse(offer.start) <= Date.now()) &&
      (!offer.end || Date.now() <= Date.parse(offer.end)),
  );

/** A colour as the server answers it: the fields a test leaves out as the server stores them. */
function serverColor(color: Color) {
  return { title_en: '', tags: [], media: [], created: '2026-03-01T08:00:00.000Z', ...color };
}

export function createShopHandlers(data: ShopData): HttpHandler[] {
  const requests = (data.priceRequests ??= []);
  return [
    // The country names of the shipping countries in the visitor's language (the header, the address form).
    http.get('*/api/v0/shop_countries/', () =>
      HttpResponse.json({ items: demoShopCountries, total: demoShopCountries.length }),
    ),
    http.get('*/api/v0/shop_color/', () =>
      HttpResponse.json({ items: (data.colors ?? []).map(serverColor), total: (data.colors ?? []).length }),
    ),
    http.get('*/api/v0/shop_shipping_discount/', () =>
      HttpResponse.json({
        items: data.shippingDiscounts ?? [],
        total: (data.shippingDiscounts ?? []).length,
      }),
    ),
    http.get('*/api/v0/shop/specials', () => {
      const items = data.products.filter((product) => !product.offline && running(product));
      return HttpResponse.json({ items, total: items.length });
    }),
    http.get('*/api/v0/shop/getpagespecials', () =>
      HttpResponse.json<PageSpecials>({
        groups: (data.groups ?? []).filter((group) => !group.offline && running(group)),
        products: data.products.filter((product) => !product.offline && running(product)),
      }),
    ),
    http.get('*/api/v0/shop/search', ({ request }) => {
      const text = new URL(request.url).searchParams.get('text') ?? '';
      const words = text.toLowerCase().split(/\s+/).filter(Boolean);
      const items = data.products.filter(
        (product) => !product.offline && words.every((word) => product.title.toLowerCase().includes(word)),
      );
      return HttpResponse.json({ items, total: items.length });
    }),
    http.post('*/api/v0/shop/voucher/verify', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      const left = data.vouchers?.[code.trim().toUpperCase()];
      if (left === undefined) return refuse(404, 'VOUCHER_UNKNOWN', 'Diesen Gutschein gibt es nicht.');
      if (left <= 0) return refuse(409, 'VOUCHER_USED_UP', 'Dieser Gutschein ist bereits aufgebraucht.');
      return HttpResponse.json({ price: left });
    }),
    http.post('*/api/v0/shop/shop_pricerequest/', async ({ request }) => {
      const input = (await request.json()) as PriceRequestInput;
      const stored: PriceRequest = {
        ...input,
        _id: `pricerequest-${requests.length + 1}`,
        status: 'open',
        created: new Date().toISOString(),
        items: input.items.map((line) => ({
          ...line,
          variant: line.variant ?? '',
          title: data.products.find((product) => product._id === line.item)?.title ?? '',
        })),
      };
      requests.push(stored);
      // As the server stores a guest's request: empty contact fields, no owner, no tags.
      return HttpResponse.json({
        phone: '',
        message: '',
        ...stored,
        perm: { owner: null },
        tags: [],
      });
    }),
    http.get('*/api/v0/batch/file/', ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
      const items = ids
        .flatMap((id) => (data.files ?? []).filter((file) => file._id === id))
        .map(libraryFileOf);
      return HttpResponse.json({ items, total: items.length });
    }),
    http.post('*/api/v0/batch/file/', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] };
      const items = ids
        .flatMap((id) => (data.files ?? []).filter((file) => file._id === id))
        .map(libraryFileOf);
      return HttpResponse.json({ items, total: items.length });
    }),
  ];
}
