import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../test/support';
import type { ProductGroup } from '../shop-productgroup/schemas';
import type { Product } from './schemas';
import { shopProducts } from './table';

interface List<T> {
  items: T[];
  total: number;
}

describe.each(await databaseKinds())('shop product groups and products on %s', (kind) => {
  let server: TestServer;
  let groups: ProductGroup[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    groups = (await server.app.inject({ method: 'GET', url: '/api/v0/shop_productgroup/' })).json<
      List<ProductGroup>
    >().items;
  });
  afterAll(() => server.close());

  const get = <T>(url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers }).then((r) => r.json<T>());
  const group = (title: string) => groups.find((candidate) => candidate.title === title)!;

  it('lists the groups in their order', () => {
    expect(groups.map((candidate) => candidate.title)).toEqual(['Heckenpflanzen', 'Obstbäume']);
  });

  it('reads one group', async () => {
    expect(await get(`/api/v0/shop_productgroup/${group('Obstbäume')._id}`)).toEqual(group('Obstbäume'));
  });

  it('lists the products of one group with prices in euros', async () => {
    const { items, total } = await get<List<Product>>(
      `/api/v0/shop_product/?product_groups=${group('Heckenpflanzen')._id}`,
    );
    expect(total).toBe(4);
    expect(items[0]).toMatchObject({
      title: "Thuja occidentalis 'Smaragd' 80–100 cm",
      price: 12.9,
      available: true,
    });
    expect(items.every((product) => product.product_groups.includes(group('Heckenpflanzen')._id))).toBe(true);
  });

  it('stores prices in integer cents', async () => {
    const [row] = await server.database.db
      .select()
      .from(shopProducts)
      .where(eq(shopProducts.title, "Apfel 'Topaz' Halbstamm"));
    expect(row?.priceCents).toBe(4990);
    expect(await get<Product>(`/api/v0/shop_product/${row!.id}`)).toMatchObject({
      _id: row!.id,
      price: 49.9,
    });
  });

  it('hides offline products from visitors but shows them to admins', async () => {
    const [row] = await server.database.db
      .update(shopProducts)
      .set({ offline: true })
      .where(eq(shopProducts.title, "Birne 'Williams Christ' Buschbaum"))
      .returning();
    const fruit = `/api/v0/shop_product/?product_groups=${group('Obstbäume')._id}`;
    expect((await get<List<Product>>(fruit)).total).toBe(2);
    expect((await get<List<Product>>(fruit, bearer(server.adminToken))).total).toBe(3);
    const hidden = await server.app.inject({ method: 'GET', url: `/api/v0/shop_product/${row!.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 JSON for an unknown group', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v0/shop_productgroup/unbekannt' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'product group not found',
    });
  });
});
