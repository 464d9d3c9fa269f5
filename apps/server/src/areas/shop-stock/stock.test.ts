import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, startTestServer, type TestServer } from '../../../test/support';
import type { Product } from '../shop-product/schemas';
import { shopStock } from './table';

describe.each(await databaseKinds())('the stock list on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // Only the levels of this test: the seed's own go.
    await server.database.db.delete(shopStock);
    for (const [title, quantity] of [
      ['buchs', 12],
      ['Eibe', 3],
      ['Ahorn', 40],
    ] as const) {
      const product = (await admin('POST', '/api/v0/shop_product/', { title })).json<Product>();
      const adjusted = await admin('POST', '/api/v0/shop_stock/adjust', {
        product: product._id,
        quantity,
        reason: 'Inventur',
      });
      expect(adjusted.statusCode).toBe(200);
    }
  });
  afterAll(() => server.close());

  const admin = adminCalls(() => server);
  const titles = async (query: string) => {
    const answer = await admin('GET', `/api/v0/shop_stock/?${query}`);
    expect(answer.statusCode, query).toBe(200);
    return answer.json<{ items: Array<{ title: string }> }>().items.map((level) => level.title);
  };

  it('lists the lowest levels first, or sorted by title, quantity or last change', async () => {
    expect(await titles('')).toEqual(['Eibe', 'buchs', 'Ahorn']);
    expect(await titles('sort=title')).toEqual(['Ahorn', 'buchs', 'Eibe']);
    expect(await titles('sort=-title')).toEqual(['Eibe', 'buchs', 'Ahorn']);
    expect(await titles('sort=-quantity')).toEqual(['Ahorn', 'buchs', 'Eibe']);
    // Adjusted in this order: buchs, Eibe, Ahorn.
    expect(await titles('sort=-updated')).toEqual(['Ahorn', 'Eibe', 'buchs']);
    expect(await titles('sort=title&below=20&limit=1&skip=1')).toEqual(['Eibe']);
  });

  it('finds levels by part of the product’s title, with the total of what it found', async () => {
    expect(await titles('text=BUCH')).toEqual(['buchs']);
    expect(await titles('text=h&sort=title')).toEqual(['Ahorn', 'buchs']);
    const answer = await admin('GET', '/api/v0/shop_stock/?text=ahorn');
    expect(answer.json()).toMatchObject({ total: 1 });
    expect(await titles('text=Linde')).toEqual([]);
  });

  it('refuses a sort by anything else', async () => {
    const bad = await admin('GET', '/api/v0/shop_stock/?sort=variant');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('querystring/sort'),
    });
  });
});
