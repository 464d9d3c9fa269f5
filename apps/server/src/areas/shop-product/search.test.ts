import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../../test/support';
import type { ProductGroup } from '../shop-productgroup/schemas';
import type { Product } from './schemas';
import { prefixQuery } from './search';

describe.each(await databaseKinds())('product search on %s', (kind) => {
  let server: TestServer;
  let roses: ProductGroup;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const post = <T>(url: string, payload: object) =>
      call(server, 'POST', url, payload, server.adminToken).then((response) => response.json<T>());
    roses = await post<ProductGroup>('/api/v0/shop_productgroup/', { title: 'Kletterrosen' });
    await post('/api/v0/shop_product/', {
      title: "Rose 'New Dawn'",
      product_groups: [roses._id],
      price: 19.9,
    });
    await post('/api/v0/shop_product/', {
      title: 'Heckenschere',
      name_de: 'Gartenschere für Hecken',
      tags: ['werkzeug'],
      price: 39,
    });
    await post('/api/v0/shop_product/', {
      title: "Thuja 'Smaragd' 120 cm",
      tags: ['sichtschutz', 'immergrün'],
      price: 24.9,
    });
    await post('/api/v0/shop_product/', { title: "Lavendel 'Hidcote Blue'", price: 6.9 });
    await post('/api/v0/shop_product/', {
      title: 'Lebensbaum Sonderposten',
      tags: ['sichtschutz'],
      price: 9.9,
      offline: true,
    });
  });
  afterAll(() => server.close());

  const search = (text: string, token?: string) =>
    call(server, 'POST', '/api/v0/shop/search', { token: null, data: { text } }, token).then((response) =>
      response.json<{ items: Product[]; total: number; suggestion?: string }>(),
    );
  const titles = async (text: string, token?: string) =>
    (await search(text, token)).items.map((item) => item.title);

  it('finds products by title words and their prefixes, with German stemming', async () => {
    expect(await titles('smaragd')).toEqual(["Thuja 'Smaragd' 120 cm"]);
    expect(await titles('thuja sma')).toEqual(["Thuja 'Smaragd' 120 cm"]);
    expect(await titles('Rosen')).toEqual(["Rose 'New Dawn'"]);
  });

  it('finds products by name_de, tags and the titles of their groups', async () => {
    expect(await titles('Gartenschere')).toEqual(['Heckenschere']);
    expect(await titles('werkzeug')).toEqual(['Heckenschere']);
    expect(await titles('Kletterrosen')).toEqual(["Rose 'New Dawn'"]);
  });

  it('finds a near miss by trigram similarity and suggests the catalogue’s spelling', async () => {
    expect(await search('Lavendl')).toMatchObject({
      items: [{ title: "Lavendel 'Hidcote Blue'" }],
      total: 1,
      suggestion: 'Lavendel',
    });
    expect(await search('Tuja')).toMatchObject({
      items: [{ title: "Thuja 'Smaragd' 120 cm" }],
      suggestion: 'Thuja',
    });
    expect(await search('Smaragt')).toMatchObject({
      items: [{ title: "Thuja 'Smaragd' 120 cm" }],
      suggestion: 'Smaragd',
    });
    expect(await search('tuja smaragt')).toMatchObject({
      items: [{ title: "Thuja 'Smaragd' 120 cm" }],
      suggestion: 'Thuja Smaragd',
    });
    // Words that match need no suggestion; nothing near, nothing at all.
    expect(await search('Thuja')).not.toHaveProperty('suggestion');
    expect(await search('Zwetschke')).toEqual({ items: [], total: 0 });
  });

  it('follows a renamed group', async () => {
    await call(
      server,
      'PUT',
      `/api/v0/shop_productgroup/${roses._id}`,
      { title: 'Ramblerrosen' },
      server.adminToken,
    );
    expect(await titles('rambler')).toEqual(["Rose 'New Dawn'"]);
    expect(await titles('kletterrosen')).toEqual([]);
  });

  it('shows offline products to admins only and answers nothing for empty or odd text', async () => {
    expect(await titles('sichtschutz')).toEqual(["Thuja 'Smaragd' 120 cm"]);
    expect((await titles('sichtschutz', server.adminToken)).sort()).toEqual([
      'Lebensbaum Sonderposten',
      "Thuja 'Smaragd' 120 cm",
    ]);
    expect(await search('')).toEqual({ items: [], total: 0 });
    expect(await search("'&|!:*()")).toEqual({ items: [], total: 0 });
    expect(prefixQuery("Thuja 'Smaragd' & <x>")).toBe('thuja:* & smaragd:* & x:*');
    const bad = await call(server, 'POST', '/api/v0/shop/search', { data: {} });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });
});
