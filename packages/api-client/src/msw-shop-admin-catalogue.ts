/**
 * msw handlers for the admin catalogue: in-memory products, product groups, colours and stock that
 * filter, refuse deletes of what is in use and keep stock from going negative like the server.
 */
import { slugify } from '@gartenwerk/domain';
import { colorSchemas } from '@gartenwerk/domain/schemas';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  CatalogueProduct,
  CatalogueProductGroup,
  StockLevel,
  StockMovement,
} from './shop-admin-catalogue';
import { demoItems, entityHandlers } from './msw-entity';
import type { CatalogueColor } from './shop-color';
import type { ServerErrorBody } from './types';

export const CATALOGUE_GROUP_IN_USE_MESSAGE =
  'Die Produktgruppe enthält noch Produkte oder Untergruppen und kann nicht gelöscht werden.';
export const CATALOGUE_COLOR_IN_USE_MESSAGE =
  'Die Farbe wird noch von Produkten verwendet und kann nicht gelöscht werden.';
export const CATALOGUE_NEGATIVE_STOCK_MESSAGE = 'Der Lagerbestand darf nicht negativ werden.';

/** A product with the server's defaults for every field not given. */
export function demoCatalogueProduct(
  fields: Partial<CatalogueProduct> & { _id: string; title: string },
): CatalogueProduct {
  return {
    slug: slugify(fields.title),
    name_de: fields.title,
    name_en: '',
    description: '',
    description_en: '',
    price: null,
    available: true,
    offline: false,
    order: 0,
    tags: [],
    type: 'product',
    parent: null,
    children: [],
    product_groups: [],
    variants: [],
    content: null,
    media: [],
    downloads: [],
    colors: [],
    slots: [],
    shipping_groups: [],
    vat_groups: [],
    discount_groups: [],
    special_offers: [],
    shipping_data: {},
    expected_days_until_shipping: null,
    sale: false,
    new: false,
    sales_season: null,
    shipping_season: null,
    pickup_season: null,
    created: '2026-03-01T08:00:00.000Z',
    ...fields,
  };
}

export function demoCatalogueGroup(
  fields: Partial<CatalogueProductGroup> & { _id: string; title: string },
): CatalogueProductGroup {
  return {
    title_en: '',
    slug: slugify(fields.title),
    order: 0,
    tags: [],
    product_groups: [],
    media: [],
    offline: false,
    special_offers: [],
    sales_season: null,
    shipping_season: null,
    pickup_season: null,
    preorders_allowed: false,
    ...fields,
  };
}

export const demoCatalogueGroups: CatalogueProductGroup[] = [
  demoCatalogueGroup({ _id: 'group-hedges', title: 'Heckenpflanzen', order: 1 }),
  demoCatalogueGroup({ _id: 'group-thuja', title: 'Thuja', order: 2, product_groups: ['group-hedges'] }),
  demoCatalogueGroup({ _id: 'group-roses', title: 'Rosen', order: 3 }),
];

export const demoCatalogueColors: CatalogueColor[] = demoItems(colorSchemas, {}, [
  {
    _id: 'color-green',
    title: 'Grün',
    title_en: 'Green',
    tags: ['grün'],
    code: '#2e7d32',
    created: '2026-03-01T08:00:00.000Z',
  },
  { _id: 'color-red', title: 'Rot', code: '#c62828', created: '2026-03-01T08:00:00.000Z' },
]);

export const demoCatalogueProducts: CatalogueProduct[] = [
  demoCatalogueProduct({
    _id: 'product-thuja',
    title: "Thuja 'Smaragd'",
    price: 12.9,
    product_groups: ['group-thuja'],
    colors: ['color-green'],
    variants: [
      { key: '80-100', value: '80–100 cm' },
      { key: '100-125', value: '100–125 cm' },
    ],
    sale: true,
  }),
  demoCatalogueProduct({
    _id: 'product-rose',
    title: 'Rose Gloria Dei',
    price: 14.5,
    product_groups: ['group-roses'],
    new: true,
  }),
  demoCatalogueProduct({
    _id: 'product-voucher',
    title: 'Gutschein 50 €',
    price: 50,
    type: 'voucher',
    offline: true,
  }),
];

export const demoStockLevels: StockLevel[] = [
  {
    product: 'product-thuja',
    title: "Thuja 'Smaragd'",
    variant: '80-100',
    variant_title: '80–100 cm',
    quantity: 3,
    updated: '2026-03-02T08:00:00.000Z',
  },
  {
    product: 'product-rose',
    title: 'Rose Gloria Dei',
    variant: '',
    variant_title: '',
    quantity: 40,
    updated: '2026-03-02T08:00:00.000Z',
  },
];

export interface CatalogueData {
  products: CatalogueProduct[];
  groups: CatalogueProductGroup[];
  colors: CatalogueColor[];
  stock: StockLevel[];
  movements: StockMovement[];
}

function failure(status: number, code: string, message: string) {
  return HttpResponse.json<ServerErrorBody>({ statusCode: status, code, message }, { status });
}

const list = <T>(items: T[], url: URL) => {
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 1000);
  return HttpResponse.json({ items: items.slice(skip, skip + limit), total: items.length });
};

/** Handlers over copies of `overrides` (the demo catalogue unless given), so tests start clean. */
export function createShopAdminCatalogueHandlers(overrides: Partial<CatalogueData> = {}): HttpHandler[] {
  const data: CatalogueData = structuredClone({
    products: demoCatalogueProducts,
    groups: demoCatalogueGroups,
    colors: demoCatalogueColors,
    stock: demoStockLevels,
    movements: [],
    ...overrides,
  });
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-new-${++sequence}`;
  const now = () => new Date().toISOString();

  return [
    http.get('*/api/v0/shop_product/', ({ request }) => {
      const url = new URL(request.url);
      const params = url.searchParams;
      const search = params.get('search')?.toLowerCase();
      const flag = (name: 'offline' | 'sale' | 'new') => params.get(name);
      const items = data.products.filter(
        (product) =>
          (!search || `${product.title} ${product.tags.join(' ')}`.toLowerCase().includes(search)) &&
          (!params.get('product_groups') || product.product_groups.includes(params.get('product_groups')!)) &&
          (!params.get('type') || product.type === params.get('type')) &&
          (['offline', 'sale', 'new'] as const).every(
            (name) => flag(name) === null || String(product[name]) === flag(name),
          ),
      );
      return list(items, url);
    }),
    http.put('*/api/v0/shop_product/offline', async ({ request }) => {
      const { ids, offline } = (await request.json()) as { ids: string[]; offline: boolean };
      const chosen = data.products.filter((product) => ids.includes(product._id));
      if (chosen.length !== ids.length) return failure(404, 'NOT_FOUND', 'product not found');
      for (const product of chosen) product.offline = offline;
      return HttpResponse.json({ items: chosen, total: chosen.length });
    }),
    http.get('*/api/v0/shop_product/:id', ({ params }) => {
      const product = data.products.find((candidate) => candidate._id === params.id);
      return product ? HttpResponse.json(product) : failure(404, 'NOT_FOUND', 'product not found');
    }),
    http.post('*/api/v0/shop_product/', async ({ request }) => {
      const body = (await request.json()) as Partial<CatalogueProduct>;
      if (!body.title) return failure(400, 'VALIDATION', "body must have required property 'title'");
      const product = demoCatalogueProduct({
        ...body,
        _id: nextId('product'),
        title: body.title,
        created: now(),
      });
      data.products.push(product);
      return HttpResponse.json(product);
    }),
    http.put('*/api/v0/shop_product/:id', async ({ params, request }) => {
      const product = data.products.find((candidate) => candidate._id === params.id);
      if (!product) return failure(404, 'NOT_FOUND', 'product not found');
      Object.assign(product, await request.json());
      return HttpResponse.json(product);
    }),
    http.delete('*/api/v0/shop_product/:id', ({ params }) => {
      const product = data.products.find((candidate) => candidate._id === params.id);
      if (!product) return failure(404, 'NOT_FOUND', 'product not found');
      data.products = data.products.filter((candidate) => candidate !== product);
      return HttpResponse.json(product);
    }),

    http.get('*/api/v0/shop_productgroup/', ({ request }) => list(data.groups, new URL(request.url))),
    http.get('*/api/v0/shop_productgroup/:id', ({ params }) => {
      const group = data.groups.find((candidate) => candidate._id === params.id);
      return group ? HttpResponse.json(group) : failure(404, 'NOT_FOUND', 'product group not found');
    }),
    http.post('*/api/v0/shop_productgroup/', async ({ request }) => {
      const body = (await request.json()) as Partial<CatalogueProductGroup>;
      if (!body.title) return failure(400, 'VALIDATION', "body must have required property 'title'");
      const group = demoCatalogueGroup({ ...body, _id: nextId('group'), title: body.title });
      data.groups.push(group);
      return HttpResponse.json(group);
    }),
    http.put('*/api/v0/shop_productgroup/:id', async ({ params, request }) => {
      const group = data.groups.find((candidate) => candidate._id === params.id);
      if (!group) return failure(404, 'NOT_FOUND', 'product group not found');
      Object.assign(group, await request.json());
      return HttpResponse.json(group);
    }),
    http.delete('*/api/v0/shop_productgroup/:id', ({ params }) => {
      const id = String(params.id);
      const group = data.groups.find((candidate) => candidate._id === id);
      if (!group) return failure(404, 'NOT_FOUND', 'product group not found');
      const used =
        data.products.some((product) => product.product_groups.includes(id)) ||
        data.groups.some((child) => child.product_groups.includes(id));
      if (used) return failure(409, 'IN_USE', CATALOGUE_GROUP_IN_USE_MESSAGE);
      data.groups = data.groups.filter((candidate) => candidate !== group);
      return HttpResponse.json(group);
    }),

    ...entityHandlers({
      path: '/api/v0/shop_color/',
      schemas: colorSchemas,
      items: data.colors,
      notFound: 'color not found',
      search: ['title', 'code', 'tags'],
      inUse: (id) =>
        data.products.some((product) => product.colors.includes(id))
          ? CATALOGUE_COLOR_IN_USE_MESSAGE
          : undefined,
    }),

    http.get('*/api/v0/shop_stock/', ({ request }) => {
      const url = new URL(request.url);
      const product = url.searchParams.get('product');
      const below = url.searchParams.get('below');
      const text = (url.searchParams.get('text') ?? '').toLowerCase();
      const items = data.stock
        .filter(
          (level) =>
            (!product || level.product === product) &&
            (below === null || level.quantity < Number(below)) &&
            (!text || `${level.title} ${level.variant}`.toLowerCase().includes(text)),
        )
        .sort((a, b) => a.quantity - b.quantity);
      return list(items, url);
    }),
    http.get('*/api/v0/shop_stock/movements', ({ request }) => {
      const url = new URL(request.url);
      const product = url.searchParams.get('product');
      return list(
        data.movements.filter((movement) => !product || movement.product === product),
        url,
      );
    }),
    http.post('*/api/v0/shop_stock/adjust', async ({ request }) => {
      const body = (await request.json()) as {
        product: string;
        variant?: string;
        delta?: number;
        quantity?: number;
        reason: string;
      };
      if (!body.reason)
        return failure(400, 'VALIDATION', 'body/reason must NOT have fewer than 1 characters');
      const product = data.products.find((candidate) => candidate._id === body.product);
      if (!product) return failure(404, 'NOT_FOUND', 'product not found');
      const variant = body.variant ?? '';
      let level = data.stock.find(
        (candidate) => candidate.product === body.product && candidate.variant === variant,
      );
      const before = level?.quantity ?? 0;
      const after = body.quantity ?? before + (body.delta ?? 0);
      if (after < 0) return failure(409, 'NEGATIVE_STOCK', CATALOGUE_NEGATIVE_STOCK_MESSAGE);
      if (!level) {
        level = {
          product: product._id,
          title: product.title,
          variant,
          variant_title: product.variants.find((row) => row.key === variant)?.value ?? variant,
          quantity: 0,
          updated: now(),
        };
        data.stock.push(level);
      }
      level.quantity = after;
      level.updated = now();
      const movement: StockMovement = {
        _id: nextId('movement'),
        product: product._id,
        variant,
        delta: after - before,
        quantity: after,
        reason: body.reason,
        user: 'user-admin',
        order: null,
        created: now(),
      };
      data.movements.unshift(movement);
      return HttpResponse.json(movement);
    }),
  ];
}
