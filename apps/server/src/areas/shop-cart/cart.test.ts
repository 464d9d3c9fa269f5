import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, MISSING_DIST, startTestServer, type TestServer } from '../../../test/support';
import { buildApp } from '../../app';
import type { Product } from '../shop-product/schemas';
import { CART_MAX_AMOUNT, type CartAnswer } from './schemas';
import { GUEST_CART_MAX_IDLE_DAYS, removeStaleGuestCarts } from './service';
import { shopCarts } from './table';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(await databaseKinds())('carts on %s', (kind) => {
  let server: TestServer;
  let thuja: Product;
  let apple: Product;
  let hidden: Product;
  let hedgeSet: Product;
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
    hedgeSet = await create({
      title: 'Heckenset Sichtschutz',
      price: 89,
      type: 'set',
      slots: [{ product: thuja._id }, { product: apple._id }],
    });
  });
  afterAll(() => server.close());

  type Headers = Record<string, string>;
  const put = (url: string, payload: unknown, headers: Headers = {}) =>
    call(server, 'PUT', url, payload, undefined, headers);
  const get = (url: string, headers: Headers = {}) => call(server, 'GET', url, undefined, undefined, headers);
  const summary = (answer: CartAnswer) =>
    answer.lines.map((line) => [line.item.title, line.amount, line.variant ?? '']);

  it('keeps a guest cart by the gw_cart cookie, with products and the line fields', async () => {
    expect((await get('/api/v0/shop/cart/')).json()).toEqual({ lines: [], removed: [], capped: [] });
    const first = await put('/api/v0/shop/cart/', [
      {
        item: thuja._id,
        amount: 3,
        variant: '150',
        order_desc: 'als Hecke',
        customization: { cut: 'Kegel' },
      },
      {
        item: hedgeSet._id,
        amount: 1,
        // The set's products by position, one customized; a product not of the set is left out.
        set: {
          order: { [apple._id]: 2, [thuja._id]: 1, [hidden._id]: 3 },
          customization: { [thuja._id]: { Form: 'Kegel', Bindung: true } },
        },
      },
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
      ['Heckenset Sichtschutz', 1, ''],
    ]);
    const set = {
      order: { [apple._id]: 2, [thuja._id]: 1 },
      customization: { [thuja._id]: { Form: 'Kegel', Bindung: true } },
    };
    expect(first.json<CartAnswer>().lines[1]).toMatchObject({ set });
    expect(again.lines[1]).toMatchObject({
      set,
      set_titles: { [thuja._id]: 'Thuja Brabant', [apple._id]: "Apfel 'Topaz'" },
    });
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

  it('caps amounts to what is in stock and names each capped line with what is available', async () => {
    const walnut = (
      await call(
        server,
        'POST',
        '/api/v0/shop_product/',
        { title: "Walnuss 'Geisenheim 120'", price: 89 },
        server.adminToken,
      )
    ).json<Product>();
    const stock = (quantity: number) =>
      call(
        server,
        'POST',
        '/api/v0/shop_stock/adjust',
        { product: walnut._id, quantity, reason: 'Inventur' },
        server.adminToken,
      );
    await stock(8);
    const available = await get(`/api/v0/shop_stock/available/${walnut._id}`);
    expect(available.json()).toEqual({ items: [{ variant: '', quantity: 8 }], total: 1 });

    const first = await put('/api/v0/shop/cart/', [
      { item: walnut._id, amount: 50 },
      { item: apple._id, amount: 50 },
    ]);
    const cookie = { cookie: `gw_cart=${first.cookies.find((each) => each.name === 'gw_cart')!.value}` };
    const answer = first.json<CartAnswer>();
    // The apple's stock is not tracked: its 50 stay.
    expect(summary(answer)).toEqual([
      ["Walnuss 'Geisenheim 120'", 8, ''],
      ["Apfel 'Topaz'", 50, ''],
    ]);
    expect(answer.capped).toEqual([
      { item: walnut._id, title: "Walnuss 'Geisenheim 120'", variant: '', available: 8 },
    ]);

    // Stock taken meanwhile: the stored cart is lowered when it is read, a sold-out line goes.
    await stock(3);
    const read = (await get('/api/v0/shop/cart/', cookie)).json<CartAnswer>();
    expect(summary(read)[0]).toEqual(["Walnuss 'Geisenheim 120'", 3, '']);
    expect(read.capped).toEqual([
      { item: walnut._id, title: "Walnuss 'Geisenheim 120'", variant: '', available: 3 },
    ]);
    await stock(0);
    const soldOut = (await get('/api/v0/shop/cart/', cookie)).json<CartAnswer>();
    expect(summary(soldOut)).toEqual([["Apfel 'Topaz'", 50, '']]);
    expect(soldOut.capped).toEqual([
      { item: walnut._id, title: "Walnuss 'Geisenheim 120'", variant: '', available: 0 },
    ]);
    // Favourites are not limited by stock.
    const favorites = (
      await put('/api/v0/shop/cart_favorites/', [{ item: walnut._id, amount: 50 }], cookie)
    ).json<CartAnswer>();
    expect(favorites.capped).toEqual([]);
  });

  it('caps each variant by its own stock, and leaves an untracked variant as sent', async () => {
    const adjust = await call(
      server,
      'POST',
      '/api/v0/shop_stock/adjust',
      { product: thuja._id, variant: '150', quantity: 2, reason: 'Inventur' },
      server.adminToken,
    );
    expect(adjust.statusCode).toBe(200);
    const answer = (
      await put('/api/v0/shop/cart/', [
        { item: thuja._id, amount: 5, variant: '150' },
        { item: thuja._id, amount: 5, variant: '100' },
      ])
    ).json<CartAnswer>();
    expect(summary(answer)).toEqual([
      ['Thuja Brabant', 2, '150'],
      ['Thuja Brabant', 5, '100'],
    ]);
    expect(answer.capped).toEqual([
      { item: thuja._id, title: 'Thuja Brabant', variant: '150', available: 2 },
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
    await call(server, 'PUT', `/api/v0/shop_product/${apple._id}`, { offline: true }, server.adminToken);
    const read = (await get('/api/v0/shop/cart_favorites/', user)).json<CartAnswer>();
    expect(summary(read)).toEqual([['Thuja Brabant', 1, '']]);
    expect(read.removed).toEqual([{ item: apple._id, title: "Apfel 'Topaz'" }]);
    expect((await get('/api/v0/shop/cart_favorites/', user)).json<CartAnswer>().removed).toEqual([]);
    await call(server, 'PUT', `/api/v0/shop_product/${apple._id}`, { offline: false }, server.adminToken);
  });

  it('refuses bad carts with 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ item: thuja._id, amount: 1 }, 'body must be array'],
      [[{ item: thuja._id, amount: 1.5 }], 'body/0/amount must be integer'],
      [[{ item: thuja._id, amount: CART_MAX_AMOUNT + 1 }], `body/0/amount must be <= ${CART_MAX_AMOUNT}`],
      [[{ amount: 1 }], "body/0 must have required property 'item'"],
      [[{ item: thuja._id, amount: 1, variant: { key: '150' } }], 'body/0/variant must be string'],
      [
        [{ item: thuja._id, amount: 1, set: { slots: [] } }],
        'body/0/set must match pattern "^(order|customization)$", body/0/set property name must be valid',
      ],
      [[{ item: thuja._id, amount: 1, set: { order: { a: 'eins' } } }], 'body/0/set/order/a must be integer'],
      [[{ item: thuja._id, amount: 1, set: [thuja._id] }], 'body/0/set must be object'],
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

    const login = await call(
      server,
      'POST',
      '/api/v0/auth/login',
      { handle: 'kunde@gartenwerk.test', password: 'Kunde-2026!' },
      undefined,
      { cookie: cartCookie },
    );
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

  describe('stale guest carts', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const holders = async () =>
      (await server.database.db.select({ holder: shopCarts.holder }).from(shopCarts))
        .map((row) => row.holder)
        .filter((holder) => holder.includes('stale-test'))
        .sort();

    it(`removes guest carts untouched for ${GUEST_CART_MAX_IDLE_DAYS} days, never a user's`, async () => {
      const lines = [{ item: apple._id, amount: 1 }];
      await server.database.db.insert(shopCarts).values([
        { holder: 'guest:stale-test-old', kind: 'cart', lines, updated: daysBefore(61) },
        { holder: 'guest:stale-test-old', kind: 'favorites', lines, updated: daysBefore(90) },
        { holder: 'guest:stale-test-recent', kind: 'cart', lines, updated: daysBefore(59) },
        { holder: 'user:stale-test-user', kind: 'cart', lines, updated: daysBefore(400) },
      ]);
      expect(await removeStaleGuestCarts(server.database.db, now)).toBe(2);
      expect(await holders()).toEqual(['guest:stale-test-recent', 'user:stale-test-user']);
      // Days later the recent one is stale too.
      expect(await removeStaleGuestCarts(server.database.db, new Date(now.getTime() + 2 * DAY_MS))).toBe(1);
      expect(await holders()).toEqual(['user:stale-test-user']);
      await server.database.db.delete(shopCarts).where(eq(shopCarts.holder, 'user:stale-test-user'));
    });

    it('sweeps them when the server starts', async () => {
      const lines = [{ item: apple._id, amount: 1 }];
      const long = new Date(Date.now() - (GUEST_CART_MAX_IDLE_DAYS + 1) * DAY_MS);
      await server.database.db.insert(shopCarts).values([
        { holder: 'guest:stale-test-start', kind: 'cart', lines, updated: long },
        { holder: 'guest:stale-test-fresh', kind: 'cart', lines },
      ]);
      const app = await buildApp({
        db: server.database.db,
        sessionSecret: 'a-test-secret-that-is-long-enough-for-cookies',
        storefrontDist: MISSING_DIST,
        adminDist: MISSING_DIST,
        logLevel: 'silent',
      });
      try {
        await app.ready();
        expect(await holders()).toEqual(['guest:stale-test-fresh']);
      } finally {
        await app.close();
      }
    });

    it('keeps a guest cart that is read again: reading touches it', async () => {
      const put = await call(server, 'PUT', '/api/v0/shop/cart/', [{ item: apple._id, amount: 1 }]);
      const id = put.cookies.find((candidate) => candidate.name === 'gw_cart')!.value;
      const holder = eq(shopCarts.holder, `guest:${id}`);
      await server.database.db
        .update(shopCarts)
        .set({ updated: daysBefore(59) })
        .where(holder);
      await call(server, 'GET', '/api/v0/shop/cart/', undefined, undefined, { cookie: `gw_cart=${id}` });
      const [row] = await server.database.db.select().from(shopCarts).where(holder);
      expect(row!.updated.getTime()).toBeGreaterThan(daysBefore(1).getTime());
      expect(await removeStaleGuestCarts(server.database.db)).toBe(0);
      expect(await server.database.db.select().from(shopCarts).where(holder)).toHaveLength(1);
    });
  });
});
