import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../test/support';
import type { Product } from '../shop-product/schemas';
import { CART_MAX_AMOUNT, type CartAnswer } from './schemas';

describe.each(await databaseKinds())('carts on %s', (kind) => {
  let server: TestServer;
  let thuja: Product;
  let apple: Product;
  let hidden: Product;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const create = (payload: object) =>
      server.app
        .inject({ method: 'POST', url: '/api/v0/shop_product/', headers: bearer(server.adminToken), payload })
        .then((response) => response.json<Product>());
    thuja = await create({
      title: 'Thuja Brabant',
      price: 19.9,
      variants: [
        { key: '100', value: '80–100 cm' },
        { key: '150', value: '125–150 cm' },
      ],
    });
    apple = await create({ title: "Apfel 'Topaz'", price: 49.9 });
    hidden = await create({ title: 'Auslaufmodell', price: 5, offline: true });
  });
  afterAll(() => server.close());

  type Headers = Record<string, string>;
  const put = (url: string, payload: unknown, headers: Headers = {}) =>
    server.app.inject({ method: 'PUT', url, payload: payload as object, headers });
  const get = (url: string, headers: Headers = {}) => server.app.inject({ method: 'GET', url, headers });
  const summary = (answer: CartAnswer) =>
    answer.lines.map((line) => [line.item.title, line.amount, line.variant ?? '']);

  it('keeps a guest cart by the gw_cart cookie, with products and the line fields', async () => {
    expect((await get('/api/v0/shop/cart/')).json()).toEqual({ lines: [], removed: [] });
    const first = await put('/api/v0/shop/cart/', [
      {
        item: thuja._id,
        amount: 3,
        variant: '150',
        order_desc: 'als Hecke',
        customization: { cut: 'Kegel' },
      },
      { item: apple._id, amount: 1, set: { slots: [] } },
    ]);
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((candidate) => candidate.name === 'gw_cart')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(first.json<CartAnswer>().lines[0]).toEqual({
      item: expect.objectContaining({ _id: thuja._id, title: 'Thuja Brabant', price: 19.9 }),
      amount: 3,
      variant: '150',
      order_desc: 'als Hecke',
      customization: { cut: 'Kegel' },
    });
    const headers = { cookie: `gw_cart=${cookie.value}` };
    const again = (await get('/api/v0/shop/cart/', headers)).json<CartAnswer>();
    expect(summary(again)).toEqual([
      ['Thuja Brabant', 3, '150'],
      ["Apfel 'Topaz'", 1, ''],
    ]);
    expect(again.lines[1]!.set).toEqual({ slots: [] });
    // Another visitor, and the other kinds of cart, stay apart.
    expect((await get('/api/v0/shop/cart/')).json<CartAnswer>().lines).toEqual([]);
    expect((await get('/api/v0/shop/cart_favorites/', headers)).json<CartAnswer>().lines).toEqual([]);
    const update = await put('/api/v0/shop/cart/', [{ item: apple._id, amount: 2 }], headers);
    expect(update.cookies.find((candidate) => candidate.name === 'gw_cart')).toBeUndefined();
    expect(summary((await get('/api/v0/shop/cart/', headers)).json<CartAnswer>())).toEqual([
      ["Apfel 'Topaz'", 2, ''],
    ]);
  });

  it('drops lines without a positive amount and removes unknown or offline products and variants', async () => {
    const response = await put('/api/v0/shop/cart_pricerequest/', [
      { item: thuja._id, amount: 0 },
      { item: apple._id, amount: -2 },
      { item: thuja._id, amount: 4, variant: '300' },
      { item: 'gibt-es-nicht', amount: 1 },
      { item: hidden._id, amount: 1 },
      { item: thuja._id, amount: 5, variant: '100' },
    ]);
    const answer = response.json<CartAnswer>();
    expect(summary(answer)).toEqual([['Thuja Brabant', 5, '100']]);
    expect(answer.removed).toEqual([
      { item: thuja._id, title: 'Thuja Brabant' },
      { item: 'gibt-es-nicht' },
      { item: hidden._id, title: 'Auslaufmodell' },
    ]);
  });

  it('names a product that went offline since once, and keeps the rest', async () => {
    const user = bearer(server.userToken);
    await put(
      '/api/v0/shop/cart_favorites/',
      [
        { item: apple._id, amount: 1 },
        { item: thuja._id, amount: 1 },
      ],
      user,
    );
    await server.app.inject({
      method: 'PUT',
      url: `/api/v0/shop_product/${apple._id}`,
      headers: bearer(server.adminToken),
      payload: { offline: true },
    });
    const read = (await get('/api/v0/shop/cart_favorites/', user)).json<CartAnswer>();
    expect(summary(read)).toEqual([['Thuja Brabant', 1, '']]);
    expect(read.removed).toEqual([{ item: apple._id, title: "Apfel 'Topaz'" }]);
    expect((await get('/api/v0/shop/cart_favorites/', user)).json<CartAnswer>().removed).toEqual([]);
    await server.app.inject({
      method: 'PUT',
      url: `/api/v0/shop_product/${apple._id}`,
      headers: bearer(server.adminToken),
      payload: { offline: false },
    });
  });

  it('refuses bad carts with 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ item: thuja._id, amount: 1 }, 'body must be array'],
      [[{ item: thuja._id, amount: 1.5 }], 'body/0/amount must be integer'],
      [[{ item: thuja._id, amount: CART_MAX_AMOUNT + 1 }], `body/0/amount must be <= ${CART_MAX_AMOUNT}`],
      [[{ amount: 1 }], "body/0 must have required property 'item'"],
      [[{ item: thuja._id, amount: 1, variant: { key: '150' } }], 'body/0/variant must be string'],
      [
        Array.from({ length: 501 }, () => ({ item: thuja._id, amount: 1 })),
        'body must NOT have more than 500 items',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await put('/api/v0/shop/cart/', payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
    }
  });

  it('ignores prices the client sends', async () => {
    const response = await put('/api/v0/shop/cart/', [{ item: apple._id, amount: 1, price: 0.01 }]);
    const [line] = response.json<CartAnswer>().lines;
    expect(line).toEqual({ item: expect.objectContaining({ price: 49.9 }), amount: 1 });
  });

  it('merges the guest carts into the customer’s on login and empties them', async () => {
    const user = bearer(server.userToken);
    await put(
      '/api/v0/shop/cart/',
      [
        { item: thuja._id, amount: 2, variant: '100', order_desc: 'Kunde' },
        { item: thuja._id, amount: 1, variant: '150' },
      ],
      user,
    );
    const guest = await put('/api/v0/shop/cart/', [
      { item: thuja._id, amount: 3, variant: '100', order_desc: 'Gast' },
      { item: apple._id, amount: 1 },
    ]);
    const cartCookie = `gw_cart=${guest.cookies.find((candidate) => candidate.name === 'gw_cart')!.value}`;
    await put('/api/v0/shop/cart_pricerequest/', [{ item: apple._id, amount: 7 }], { cookie: cartCookie });

    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v0/auth/login',
      payload: { handle: 'kunde@gartenwerk.test', password: 'Kunde-2026!' },
      headers: { cookie: cartCookie },
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((candidate) => candidate.name === 'gw_cart')).toMatchObject({ value: '' });

    const cart = (await get('/api/v0/shop/cart/', user)).json<CartAnswer>();
    expect(summary(cart)).toEqual([
      ['Thuja Brabant', 5, '100'],
      ['Thuja Brabant', 1, '150'],
      ["Apfel 'Topaz'", 1, ''],
    ]);
    expect(cart.lines[0]!.order_desc).toBe('Kunde');
    expect(summary((await get('/api/v0/shop/cart_pricerequest/', user)).json<CartAnswer>())).toEqual([
      ["Apfel 'Topaz'", 7, ''],
    ]);
    expect((await get('/api/v0/shop/cart/', { cookie: cartCookie })).json<CartAnswer>().lines).toEqual([]);
  });
});
