import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import type { Product } from './schemas';

describe.each(await databaseKinds())('the admin product list on %s', (kind) => {
  let server: TestServer;
  const ids: Record<string, string> = {};
  // The initial seed has products of its own; this group holds only the ones of this test.
  let group = '';
  beforeAll(async () => {
    server = await startTestServer(kind);
    group = (await admin('POST', '/api/v0/shop_productgroup/', { title: 'Listentest' })).json<{
      _id: string;
    }>()._id;
    const products = [
      { title: "Thuja 'Smaragd'", tags: ['hecke'], sale: true },
      { title: 'Kirschlorbeer Etna', new: true, offline: true },
      { title: 'Gutschein 50 €', type: 'voucher', price: 50 },
      { title: 'Rose 100%_rot' },
    ];
    for (const body of products) {
      const created = (
        await admin('POST', '/api/v0/shop_product/', { ...body, product_groups: [group] })
      ).json<Product>();
      ids[body.title] = created._id;
    }
  });
  afterAll(() => server.close());

  const admin = adminCalls(() => server);
  const titles = async (query: string) =>
    (await admin('GET', `/api/v0/shop_product/?product_groups=${group}&${query}`))
      .json<{ items: Product[] }>()
      .items.map((product) => product.title)
      .sort();

  it('filters by search words, offline, sale, new and type', async () => {
    expect(await titles('search=smar')).toEqual(["Thuja 'Smaragd'"]);
    expect(await titles('search=hecke')).toEqual(["Thuja 'Smaragd'"]);
    // A part of a title that is no word prefix, with LIKE's special characters taken literally.
    expect(await titles(`search=${encodeURIComponent('0%_r')}`)).toEqual(['Rose 100%_rot']);
    expect(await titles('offline=true')).toEqual(['Kirschlorbeer Etna']);
    expect(await titles('offline=false')).toHaveLength(3);
    expect(await titles('sale=true')).toEqual(["Thuja 'Smaragd'"]);
    expect(await titles('new=true')).toEqual(['Kirschlorbeer Etna']);
    expect(await titles('new=false&type=product')).toEqual(['Rose 100%_rot', "Thuja 'Smaragd'"]);
    expect(await titles('type=voucher')).toEqual(['Gutschein 50 €']);
    const paged = (await admin('GET', `/api/v0/shop_product/?product_groups=${group}&limit=2&skip=2`)).json<{
      items: Product[];
      total: number;
    }>();
    expect(paged.total).toBe(4);
    expect(paged.items).toHaveLength(2);
    expect((await admin('GET', '/api/v0/shop_product/?type=abo')).statusCode).toBe(400);
  });

  it("pages through the shop's plain list as the sorted list orders it, without offline products", async () => {
    type Page = { items: Product[]; total: number };
    const visitor = async (query: string) =>
      (await call(server, 'GET', `/api/v0/shop_product/?${query}`)).json<Page>();
    // Sorted by the shop's order explicitly: the same order, built as a query of its own.
    const sorted = await visitor('sort=order');
    const pages: Product[] = [];
    for (let skip = 0; skip < sorted.total; skip += 3) {
      const page = await visitor(`limit=3&skip=${skip}`);
      expect(page.total).toBe(sorted.total);
      pages.push(...page.items);
    }
    expect(pages.map((product) => product._id)).toEqual(sorted.items.map((product) => product._id));
    expect(pages.map((product) => product.title)).toContain("Thuja 'Smaragd'");
    expect(pages.map((product) => product.title)).not.toContain('Kirschlorbeer Etna');
    expect(pages.every((product) => !product.offline)).toBe(true);
    // Past the end: no items, and still the count of all.
    expect(await visitor(`limit=3&skip=${sorted.total}`)).toEqual({ items: [], total: sorted.total });
  });

  it('takes several products offline and brings them online at once', async () => {
    const chosen = [ids["Thuja 'Smaragd'"]!, ids['Kirschlorbeer Etna']!];
    const offline = await admin('PUT', '/api/v0/shop_product/offline', { ids: chosen, offline: true });
    expect(offline.statusCode).toBe(200);
    expect(offline.json<{ items: Product[]; total: number }>()).toMatchObject({ total: 2 });
    expect(await titles('offline=true')).toEqual(['Kirschlorbeer Etna', "Thuja 'Smaragd'"]);

    const online = await admin('PUT', '/api/v0/shop_product/offline', { ids: chosen, offline: false });
    expect(online.json<{ items: Product[] }>().items.every((product) => !product.offline)).toBe(true);
    const visitor = await call(server, 'GET', `/api/v0/shop_product/?product_groups=${group}`);
    expect(visitor.json<{ total: number }>().total).toBe(4);

    const unknown = await admin('PUT', '/api/v0/shop_product/offline', {
      ids: [chosen[0]!, 'gibtsnicht'],
      offline: true,
    });
    expect(unknown.statusCode).toBe(404);
    // Nothing changed: the known product stayed online.
    expect(await titles('offline=true')).toEqual([]);
    const empty = await admin('PUT', '/api/v0/shop_product/offline', { ids: [], offline: true });
    expect(empty.json()).toMatchObject({
      statusCode: 400,
      message: 'body/ids must NOT have fewer than 1 items',
    });
    const anonymous = await call(server, 'PUT', '/api/v0/shop_product/offline', {
      ids: chosen,
      offline: true,
    });
    expect(anonymous.json()).toEqual({
      statusCode: 403,
      code: 'C100',
      message: 'Dafür fehlt Ihnen die Berechtigung.',
    });
  });

  it('names the variant of each stock level by its title', async () => {
    const product = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Hainbuche',
        product_groups: [group],
        variants: [{ key: '60-80', value: '60–80 cm, wurzelnackt' }],
      })
    ).json<Product>();
    for (const variant of ['60-80', '']) {
      const adjusted = await admin('POST', '/api/v0/shop_stock/adjust', {
        product: product._id,
        variant,
        quantity: 7,
        reason: 'Inventur',
      });
      expect(adjusted.statusCode).toBe(200);
    }
    const levels = (await admin('GET', `/api/v0/shop_stock/?product=${product._id}`)).json<{
      items: Array<{ variant: string; variant_title: string; quantity: number }>;
    }>();
    expect(
      levels.items.map(({ variant, variant_title, quantity }) => ({ variant, variant_title, quantity })),
    ).toEqual([
      { variant: '', variant_title: '', quantity: 7 },
      { variant: '60-80', variant_title: '60–80 cm, wurzelnackt', quantity: 7 },
    ]);
  });
});
