import { getResponse, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminUser,
  createAdminContentHandlers,
  createCartHandlers,
  createCheckoutHandlers,
  createContentHandlers,
  createFilesHandlers,
  createHandlers,
  createShopAdminCatalogueHandlers,
  createShopAdminOrdersHandlers,
  createShopAdminSettingsHandlers,
  createShopHandlers,
  createShopVoucherHandlers,
  createUsersAdminHandlers,
  demoConfig,
  demoProducts,
  demoShopCountries,
  demoVouchers,
  demoVoucherTemplates,
  serverProduct,
} from '../src/msw';
import type { Entry, ListResponse, Product, ProductGroup, SiteConfig, User } from '../src/types';
import { contractViolation, readServerBuild, serverRoute } from '@gartenwerk/test-helpers/msw-contract';

/** Every handler the package ships. */
const allHandlers: HttpHandler[] = [
  ...createHandlers(),
  ...createContentHandlers(),
  ...createAdminContentHandlers(),
  ...createCartHandlers({ products: demoProducts }),
  ...createShopHandlers({ products: demoProducts }),
  ...createCheckoutHandlers(),
  ...createFilesHandlers({ currentUser: adminUser }),
  ...createShopAdminCatalogueHandlers(),
  ...createShopAdminOrdersHandlers(),
  ...createShopAdminSettingsHandlers({ config: demoConfig, countries: demoShopCountries }).handlers,
  ...createShopVoucherHandlers({ vouchers: demoVouchers, templates: demoVoucherTemplates }).handlers,
  ...createUsersAdminHandlers({ currentUser: adminUser }),
];

describe("the msw stand-in against the server's OpenAPI document", () => {
  it('answers only routes the server has, with their methods', () => {
    const missing = allHandlers
      .map((handler) => ({ method: String(handler.info.method), path: String(handler.info.path) }))
      .filter(({ method, path }) => !serverRoute(method, path.replace(/^\*/, '').replace(/:[^/]+/g, 'x')))
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    expect(allHandlers.length).toBeGreaterThan(100);
  });

  it('finds an answer the server could not give: a missing field, an undocumented status, a bare refusal', async () => {
    const product = new Request('http://localhost/api/v0/shop_product/p1');
    expect(
      await contractViolation(
        product,
        HttpResponse.json(serverProduct({ _id: 'p1', title: 'Thuja', price: 9 })),
      ),
    ).toBeUndefined();
    expect(
      await contractViolation(product, HttpResponse.json({ _id: 'p1', title: 'Thuja', price: 9 })),
    ).toMatch("body must have required property 'name_de'");
    expect(
      await contractViolation(
        product,
        HttpResponse.json(serverProduct({ _id: 'p1', title: 'Thuja', price: '9,00' as never })),
      ),
    ).toMatch('body/price must be number');
    expect(
      await contractViolation(
        new Request('http://localhost/api/v0/shop_product/', { method: 'POST' }),
        HttpResponse.json(serverProduct({ _id: 'p1', title: 'Thuja', price: 9 }), { status: 201 }),
      ),
    ).toBe('POST /api/v0/shop_product/ → 201: the server answers 200, not 201');
    expect(await contractViolation(product, HttpResponse.json({ error: 'nope' }, { status: 404 }))).toMatch(
      "not the server's error shape",
    );
    expect(
      await contractViolation(new Request('http://localhost/api/v0/gibtsnicht'), HttpResponse.json({})),
    ).toBe('GET /api/v0/gibtsnicht → 200: the server has no such route');
  });
});

describe("the msw stand-in fed with the server's seed answers as the server does", () => {
  // The real server's answers to a guest, with its initial seed (written by its build).
  const answers = readServerBuild<Array<{ url: string; status: number; body: unknown }>>('seed-answers.json');
  const answer = <T>(url: string) => answers.find((candidate) => candidate.url === url)!.body as T;
  const entries = answers
    .filter((candidate) => candidate.url.startsWith('/api/v0/entry/'))
    .flatMap((candidate) => (candidate.body as ListResponse<Entry>).items);
  const handlers = createHandlers({
    config: answer<SiteConfig[]>('/api/v0/config/')[0]!,
    user: answer<User>('/api/v0/auth/current'),
    productGroups: answer<ListResponse<ProductGroup>>('/api/v0/shop_productgroup/').items,
    products: answer<ListResponse<Product>>('/api/v0/shop_product/').items,
    entries,
  });

  it.each(answers.map((candidate) => [candidate.url, candidate] as const))(
    'GET %s',
    async (url, expected) => {
      const response = await getResponse(handlers, new Request(`http://localhost${url}`));
      expect(response?.status).toBe(expected.status);
      expect(await response!.json()).toEqual(expected.body);
    },
  );
});
