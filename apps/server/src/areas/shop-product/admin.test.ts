import type { Color } from '@gartenwerk/domain/schemas';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import type { ProductGroup } from '../shop-productgroup/schemas';
import type { Product } from './schemas';

describe.each(await databaseKinds())('catalogue administration on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // The groups products refer to live in the shop settings.
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    config.components.shop.vat_groups = [{ uuid: 'pflanzen', name: 'Pflanzen', rates: { at: 13, de: 7 } }];
    config.components.shop.shipping_groups = [
      { uuid: 'paket', type: 'count', unit: [{ max: 10, costs: { at: 6.9, de: 9.9 } }] },
    ];
    config.components.shop.discount_groups = [
      { uuid: 'wiederverkauf', type: 'percent', items: [{ from: 0, discount: 15 }], roles: ['reseller'] },
    ];
    const saved = await call(
      server,
      'PUT',
      '/api/v0/config/',
      { components: config.components },
      server.adminToken,
    );
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const admin = adminCalls(() => server);

  it('creates, reads, changes and removes a product group with parents and special offers', async () => {
    const parent = (
      await admin('POST', '/api/v0/shop_productgroup/', { title: 'Gehölze', order: 5 })
    ).json<ProductGroup>();
    const created = await admin('POST', '/api/v0/shop_productgroup/', {
      title: 'Rosen',
      order: 6,
      tags: ['rose'],
      product_groups: [parent._id],
      special_offers: [
        {
          start: '2026-06-01T00:00:00.000Z',
          end: '2026-06-30T00:00:00.000Z',
          discount_groups: ['wiederverkauf'],
        },
      ],
    });
    expect(created.statusCode).toBe(200);
    const group = created.json<ProductGroup>();
    expect(group).toMatchObject({ title: 'Rosen', product_groups: [parent._id], offline: false, media: [] });
    expect((await call(server, 'GET', `/api/v0/shop_productgroup/${group._id}`)).json()).toEqual(group);

    const changed = await admin('PUT', '/api/v0/shop_productgroup/', {
      _id: group._id,
      offline: true,
      title: 'Edelrosen',
    });
    expect(changed.json()).toMatchObject({ title: 'Edelrosen', offline: true, tags: ['rose'] });
    expect((await call(server, 'GET', `/api/v0/shop_productgroup/${group._id}`)).statusCode).toBe(404);

    expect((await admin('DELETE', `/api/v0/shop_productgroup/${parent._id}`)).json()).toMatchObject({
      statusCode: 409,
      message: 'Die Produktgruppe enthält noch Produkte oder Untergruppen und kann nicht gelöscht werden.',
    });
    expect((await admin('DELETE', `/api/v0/shop_productgroup/${group._id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/v0/shop_productgroup/${parent._id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/v0/shop_productgroup/${parent._id}`)).statusCode).toBe(404);
  });

  it('refuses bad group bodies with a message naming the field', async () => {
    const noTitle = await admin('POST', '/api/v0/shop_productgroup/', { order: 1 });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({
      code: 'VALIDATION',
      message: "body must have required property 'title'",
    });
    const badParent = await admin('POST', '/api/v0/shop_productgroup/', {
      title: 'X',
      product_groups: ['gibtsnicht'],
    });
    expect(badParent.json()).toMatchObject({
      statusCode: 400,
      message: 'body/product_groups names unknown ids: gibtsnicht',
    });
    const badOffer = await admin('POST', '/api/v0/shop_productgroup/', {
      title: 'X',
      special_offers: [{ discount_groups: ['unbekannt'] }],
    });
    expect(badOffer.json()).toMatchObject({
      statusCode: 400,
      message: 'body/special_offers/discount_groups names unknown groups: unbekannt',
    });
  });

  it('creates a product with every field of the spec and reads it back, alone and in a batch', async () => {
    const [hedges] = (await call(server, 'GET', '/api/v0/shop_productgroup/')).json<{
      items: ProductGroup[];
    }>().items;
    const color = (
      await admin('POST', '/api/v0/shop_color/', { title: 'Grün', code: '#2e7d32', tags: ['grün'] })
    ).json<Color>();
    const body = {
      title: "Thuja 'Smaragd' Solitär",
      name_de: 'Lebensbaum Smaragd',
      description: 'Prachtexemplar',
      price: 89.9,
      available: true,
      offline: false,
      order: 9,
      tags: ['thuja', 'solitär'],
      type: 'product',
      product_groups: [hedges!._id],
      variants: [
        { key: '150-175', value: '150–175 cm' },
        { key: '175-200', value: '175–200 cm' },
      ],
      media: [],
      downloads: [],
      colors: [color._id],
      shipping_groups: ['paket'],
      vat_groups: ['pflanzen'],
      discount_groups: ['wiederverkauf'],
      special_offers: [{ start: '2026-03-01T00:00:00.000Z', end: null, discount_groups: ['wiederverkauf'] }],
      shipping_data: { weight: 25 },
      expected_days_until_shipping: 10,
      sale: true,
      new: true,
    };
    const created = await admin('POST', '/api/v0/shop_product/', body);
    expect(created.statusCode).toBe(200);
    const product = created.json<Product>();
    expect(product).toMatchObject({ ...body, parent: null, children: [], slots: [] });
    expect(product._id).toMatch(/^[0-9a-f]{24}$/);

    const set = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Heckenset Smaragd',
        price: 199,
        type: 'set',
        children: [product._id],
        slots: [{ product: product._id }],
      })
    ).json<Product>();
    expect(set).toMatchObject({ children: [product._id], slots: [{ product: product._id }], type: 'set' });

    // A read adds whether the product can be ordered now (no seasons here: it can).
    expect((await call(server, 'GET', `/api/v0/shop_product/${product._id}`)).json()).toEqual({
      ...product,
      availability: { state: 'now' },
    });
    const batch = await call(server, 'POST', '/api/v0/batch/shop_product/', [
      set._id,
      'unbekannt',
      product._id,
    ]);
    expect(batch.json<Product[]>().map((item) => item._id)).toEqual([set._id, product._id]);
    const wrapped = await call(server, 'POST', '/api/v0/batch/shop_product/', { ids: [product._id] });
    expect(wrapped.json<Product[]>()).toHaveLength(1);

    const changed = await admin('PUT', `/api/v0/shop_product/${product._id}`, { price: 79.5, offline: true });
    expect(changed.json()).toMatchObject({
      price: 79.5,
      offline: true,
      name_de: 'Lebensbaum Smaragd',
      tags: ['thuja', 'solitär'],
    });
    // Offline products leave the batch read of visitors.
    expect((await call(server, 'POST', '/api/v0/batch/shop_product/', [product._id])).json()).toEqual([]);

    const inUse = await admin('DELETE', `/api/v0/shop_color/${color._id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({
      statusCode: 409,
      code: 'IN_USE',
      message: 'Die Farbe wird noch von Produkten verwendet und kann nicht gelöscht werden.',
    });
    const byColor = await admin('GET', `/api/v0/shop_product/?colors=${color._id}`);
    expect(byColor.json()).toMatchObject({ total: 1 });

    expect((await admin('DELETE', `/api/v0/shop_product/${set._id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/v0/shop_product/${product._id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/v0/shop_product/${product._id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/v0/shop_color/${color._id}`)).json()).toMatchObject({
      title: 'Grün',
    });
  });

  it('refuses bad product bodies and unknown references', async () => {
    const cases: Array<[unknown, string]> = [
      [{ price: 5 }, "body must have required property 'title'"],
      [{ title: 'X', price: -1 }, 'body/price must be >= 0'],
      [{ title: 'X', price: 'teuer' }, 'body/price must be number,null'],
      [{ title: 'X', type: 'abo' }, 'body/type must be equal to constant'],
      [
        { title: 'X', variants: [{ key: '', value: 'a' }] },
        'body/variants/0/key must NOT have fewer than 1 characters',
      ],
      [{ title: 'X', vat_groups: ['ch'] }, 'body/vat_groups names unknown groups: ch'],
      [
        { title: 'X', shipping_groups: ['spedition'] },
        'body/shipping_groups names unknown groups: spedition',
      ],
      [{ title: 'X', colors: ['lila'] }, 'body/colors names unknown ids: lila'],
      [{ title: 'X', media: ['keinbild'] }, 'body/media names unknown ids: keinbild'],
      [{ title: 'X', slots: [{ product: 'fehlt' }] }, 'body/products names unknown ids: fehlt'],
      [
        { title: 'X', expected_days_until_shipping: 2.5 },
        'body/expected_days_until_shipping must be integer,null',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await admin('POST', '/api/v0/shop_product/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(body)).toContain(message);
    }
    const missingId = await admin('PUT', '/api/v0/shop_product/', { price: 1 });
    expect(missingId.json()).toMatchObject({
      statusCode: 400,
      message: 'body must have required property _id',
    });
    expect((await admin('PUT', '/api/v0/shop_product/gibtsnicht', { price: 1 })).statusCode).toBe(404);
  });

  it('lets only admin and system write, everyone else gets C100', async () => {
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['POST', '/api/v0/shop_product/', { title: 'X' }],
      ['PUT', '/api/v0/shop_product/', { _id: 'x', title: 'X' }],
      ['DELETE', '/api/v0/shop_product/x', undefined],
      ['POST', '/api/v0/shop_productgroup/', { title: 'X' }],
      ['PUT', '/api/v0/shop_productgroup/x', { title: 'X' }],
      ['DELETE', '/api/v0/shop_productgroup/x', undefined],
      ['POST', '/api/v0/shop_color/', { title: 'X' }],
      ['PUT', '/api/v0/shop_color/', { _id: 'x', title: 'X' }],
      ['DELETE', '/api/v0/shop_color/x', undefined],
    ];
    for (const [method, url, body] of writes) {
      for (const token of [undefined, server.userToken]) {
        const response = await call(server, method, url, body, token);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          statusCode: 403,
          code: 'C100',
          message: 'Dafür fehlt Ihnen die Berechtigung.',
        });
      }
    }
  });

  it('changes and lists colours', async () => {
    const color = (await admin('POST', '/api/v0/shop_color/', { title: 'Rot' })).json<Color>();
    const changed = await admin('PUT', `/api/v0/shop_color/${color._id}`, { tags: ['rot', 'blüte'] });
    expect(changed.json()).toMatchObject({ title: 'Rot', tags: ['rot', 'blüte'], media: [], code: null });
    const list = (await call(server, 'GET', '/api/v0/shop_color/')).json<{ items: Color[] }>();
    expect(list.items.map((item) => item.title)).toContain('Rot');
    expect((await admin('POST', '/api/v0/shop_color/', { title: '' })).statusCode).toBe(400);
  });

  it('changes the price of selected products at once, all or none, and finds them by search and sort', async () => {
    const titles = ['Kräuterkiste Thymian', 'Kräuterkiste Rosmarin', 'Heidelbeere Bluecrop'];
    const made: Product[] = [];
    for (const [index, title] of titles.entries()) {
      made.push(
        (await admin('POST', '/api/v0/shop_product/', { title, price: 4.9 + index })).json<Product>(),
      );
    }
    const [thyme, rosemary, blueberry] = made as [Product, Product, Product];
    const changed = await admin('PUT', '/api/v0/batch/shop_product/', {
      ids: [thyme._id, rosemary._id],
      changes: { price: 5.5 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().items.map((product: Product) => [product.title, product.price])).toEqual([
      ['Kräuterkiste Thymian', 5.5],
      ['Kräuterkiste Rosmarin', 5.5],
    ]);
    const refused = await admin('PUT', '/api/v0/batch/shop_product/', {
      ids: [blueberry._id, 'gibt-es-nicht'],
      changes: { price: 1 },
    });
    expect(refused.statusCode).toBe(404);
    expect((await call(server, 'GET', `/api/v0/shop_product/${blueberry._id}`)).json().price).toBe(6.9);
    const byUser = await call(
      server,
      'PUT',
      '/api/v0/batch/shop_product/',
      { ids: [blueberry._id], changes: { price: 1 } },
      server.userToken,
    );
    expect(byUser.json().code).toBe('C100');

    const herbs = await call(server, 'GET', '/api/v0/shop_product/?search=kr%C3%A4uterkiste&sort=-title');
    expect(herbs.json().items.map((product: Product) => product.title)).toEqual([
      'Kräuterkiste Thymian',
      'Kräuterkiste Rosmarin',
    ]);
    expect(herbs.json().total).toBe(2);
  });

  it('lists the countries with de and at first, with names and flags', async () => {
    const { items, total } = (await call(server, 'GET', '/api/v0/shop_countries/')).json<{
      items: Array<{ code: string; name: string; name_en: string; flag: string }>;
      total: number;
    }>();
    expect(total).toBe(items.length);
    expect(items.slice(0, 2)).toEqual([
      { _id: 'de', code: 'de', name: 'Deutschland', name_en: 'Germany', flag: '🇩🇪' },
      { _id: 'at', code: 'at', name: 'Österreich', name_en: 'Austria', flag: '🇦🇹' },
    ]);
    expect(items.map((country) => country.code)).toContain('ch');
  });
});
