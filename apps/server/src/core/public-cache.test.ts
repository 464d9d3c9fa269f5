import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, renderedFor, startTestServer, STOREFRONT_BUILD, type TestServer } from '../../test/support';
import { createSession, createUser } from '../areas/auth/service';
import type { Product } from '../areas/shop-product/schemas';
import { COMPRESS_MIN_BYTES } from './compression';
import { PublicCache, PublicDataVersion } from './public-cache';

describe('PublicCache', () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (reason: Error) => void;
    const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
    return { promise, resolve, reject };
  }

  it('loads a key once for concurrent misses and keeps the value', async () => {
    const cache = new PublicCache<string>(new PublicDataVersion());
    const load = deferred<string>();
    let loads = 0;
    const loader = () => {
      loads++;
      return load.promise;
    };
    const answers = Promise.all([1, 2, 3].map(() => cache.remember('k', loader)));
    load.resolve('wert');
    expect(await answers).toEqual(['wert', 'wert', 'wert']);
    expect(await cache.remember('k', loader)).toBe('wert');
    expect(loads).toBe(1);
  });

  it('keeps neither a failed load nor a value `keep` refuses', async () => {
    const cache = new PublicCache<number>(new PublicDataVersion());
    const failed = deferred<number>();
    const first = cache.remember('k', () => failed.promise);
    const second = cache.remember('k', () => Promise.resolve(2));
    failed.reject(new Error('kaputt'));
    await expect(first).rejects.toThrow('kaputt');
    await expect(second).rejects.toThrow('kaputt');
    expect(
      await cache.remember(
        'k',
        () => Promise.resolve(500),
        (value) => value < 500,
      ),
    ).toBe(500);
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.remember('k', () => Promise.resolve(3))).toBe(3);
    expect(cache.get('k')).toBe(3);
  });

  it('forgets values after the TTL and when the data version changes', async () => {
    let now = 0;
    const version = new PublicDataVersion();
    const cache = new PublicCache<string>(version, { ttlMs: 30_000, now: () => now });
    await cache.remember('k', async () => 'alt');
    now = 29_999;
    expect(cache.get('k')).toBe('alt');
    now = 30_000;
    expect(cache.get('k')).toBeUndefined();

    await cache.remember('k', async () => 'neu');
    version.bump();
    expect(cache.get('k')).toBeUndefined();
  });

  it('answers a value with an end of its own neither fresh nor stale from that moment, and keeps none already over', async () => {
    let now = 0;
    const cache = new PublicCache<{ text: string; until: number }>(new PublicDataVersion(), {
      ttlMs: 30_000,
      staleMs: 300_000,
      now: () => now,
    });
    const until = (value: { until: number }) => value.until;
    await cache.remember('k', async () => ({ text: 'geöffnet', until: 10_000 }), undefined, until);
    now = 9_999;
    expect(cache.get('k')?.text).toBe('geöffnet');
    now = 10_000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.state('k')).toBe('missing');
    expect(
      (await cache.remember('k', async () => ({ text: 'geschlossen', until: 10_000 }), undefined, until))
        .text,
    ).toBe('geschlossen');
    expect(cache.size).toBe(0);
  });

  it('answers a stale value once while it loads anew, within staleMs and the same data version', async () => {
    let now = 0;
    const version = new PublicDataVersion();
    const cache = new PublicCache<string>(version, { ttlMs: 30_000, staleMs: 60_000, now: () => now });
    await cache.remember('k', async () => 'alt');
    now = 30_000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.state('k')).toBe('stale');
    const renewal = deferred<string>();
    let loads = 0;
    const loader = () => {
      loads++;
      return renewal.promise;
    };
    // Answered at once, while the renewal runs; a second caller starts no second load.
    expect(await cache.remember('k', loader)).toBe('alt');
    expect(await cache.remember('k', loader)).toBe('alt');
    expect(loads).toBe(1);
    renewal.resolve('neu');
    await renewal.promise;
    expect(cache.state('k')).toBe('fresh');
    expect(await cache.remember('k', loader)).toBe('neu');

    // A failed renewal leaves the stale value in place, and nobody sees the failure.
    now = 70_000;
    expect(await cache.remember('k', () => Promise.reject(new Error('kaputt')))).toBe('neu');
    await Promise.resolve();
    expect(cache.state('k')).toBe('stale');
    // Past TTL + staleMs, or after a write, it is loaded and waited for.
    now = 120_000;
    expect(cache.state('k')).toBe('missing');
    await cache.remember('k', async () => 'neuer');
    version.bump();
    expect(await cache.remember('k', async () => 'nach dem Schreiben')).toBe('nach dem Schreiben');
  });

  it('does not keep a value loaded while the data changed', async () => {
    const version = new PublicDataVersion();
    const cache = new PublicCache<string>(version);
    const load = deferred<string>();
    const answer = cache.remember('k', () => load.promise);
    version.bump();
    load.resolve('vielleicht alt');
    expect(await answer).toBe('vielleicht alt');
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the least recently used key beyond its size', async () => {
    const cache = new PublicCache<number>(new PublicDataVersion(), { maxEntries: 2 });
    await cache.remember('a', async () => 1);
    await cache.remember('b', async () => 2);
    expect(cache.get('a')).toBe(1);
    await cache.remember('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps its values within its bytes, dropping the least recently used', async () => {
    const cache = new PublicCache<string>(new PublicDataVersion(), {
      maxBytes: 10,
      sizeOf: (text) => text.length,
    });
    await cache.remember('a', async () => 'vier');
    await cache.remember('b', async () => 'fünf!');
    expect(cache.sizeBytes).toBe(9);
    expect(cache.get('a')).toBe('vier');
    // 4 + 5 + 4 bytes are too many: b, the least recently used, goes.
    await cache.remember('c', async () => 'drei');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('vier');
    expect(cache.sizeBytes).toBe(8);
    // A value larger than the whole budget is kept alone.
    await cache.remember('d', async () => 'elf Zeichen');
    expect(cache.size).toBe(1);
    expect(cache.sizeBytes).toBe(11);
    // Emptied, it holds no bytes.
    cache.clear();
    expect(cache.sizeBytes).toBe(0);
  });
});

interface List<T> {
  items: T[];
  total: number;
}

describe.each(await databaseKinds())('the public response cache on %s', (kind) => {
  let server: TestServer;
  let now = Date.parse('2026-05-01T08:00:00Z');
  let products: Product[];
  let discountToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      storefrontDist: STOREFRONT_BUILD,
      publicCache: { now: () => now },
    });
    const customer = await createUser(server.database.db, {
      handle: 'stammkunde@gartenwerk.test',
      roles: ['user'],
      userData: { shop: { discount: 20 } },
    });
    discountToken = await createSession(server.database.db, customer._id);
    products = (await server.app.inject({ method: 'GET', url: '/api/v0/shop_product/' })).json<
      List<Product>
    >().items;
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
    server.app.inject({ method: 'GET', url, headers, ...(cookies ? { cookies } : {}) });
  const adminPut = (id: string, body: object) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/v0/shop_product/${id}`,
      headers: bearer(server.adminToken),
      payload: body,
    });
  // A seeded plant at € 49,90 (net; the seed's prices are without VAT).
  const priced = () => products.find((product) => product.title === "Apfel 'Topaz' Halbstamm")!;
  /** Its page (the old /p/<id> address answers 301 to it). */
  const pricedPage = '/shop/obstbaeume/apfel-topaz-halbstamm';
  /** The price the product page shows the visitor, and the number of cart lines in its shop menu. */
  const shownPrice = (html: string) => /data-testid="price">([^<]*)</.exec(html)?.[1];
  /** The struck price before a discount, with the words a screen reader says before it. */
  const struckPrice = (html: string) =>
    /<s [^>]*data-testid="price-before"><span class="gw-visually-hidden">([^<]*)<\/span>([^<]*)<\/s>/
      .exec(html)
      ?.slice(1)
      .join('');
  const cartLines = (html: string) => /Warenkorb \((\d+)\)/.exec(html)?.[1];

  it('answers a second read of the product list from the cache', async () => {
    const url = '/api/v0/shop_product/?limit=5';
    const first = await get(url);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await get(url);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.json()).toEqual(first.json());
    expect(second.json<List<Product>>().items).toHaveLength(5);
  });

  it('keys answers by their query', async () => {
    await get('/api/v0/shop_product/?limit=2');
    const other = await get('/api/v0/shop_product/?limit=3');
    expect(other.headers['x-cache']).toBe('miss');
    expect(other.json<List<Product>>().items).toHaveLength(3);
  });

  it('sends cached answers compressed to callers that accept it, and small ones as they are', async () => {
    const url = '/api/v0/shop_product/?limit=20';
    const plain = await get(url);
    expect(plain.headers['vary']).toBe('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['x-cache']).toBe('hit');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect((await get(url, { 'accept-encoding': 'br;q=0' })).headers['content-encoding']).toBeUndefined();

    const small = '/api/v0/shop_product/?limit=1&search=zzzzzz';
    await get(small);
    const smallHit = await get(small, { 'accept-encoding': 'br' });
    expect(smallHit.headers['x-cache']).toBe('hit');
    expect(smallHit.headers['content-encoding']).toBeUndefined();
    expect(smallHit.json()).toEqual({ items: [], total: 0 });
  });

  it('reads the answers anew after an admin changed a product', async () => {
    const product = priced();
    const url = `/api/v0/shop_product/${product._id}`;
    await get(url);
    await get('/api/v0/shop_product/');
    expect((await get(url)).headers['x-cache']).toBe('hit');

    expect((await adminPut(product._id, { title: 'Umbenannte Pflanze' })).statusCode).toBe(200);
    const changed = await get(url);
    expect(changed.headers['x-cache']).toBe('miss');
    expect(changed.json<Product>().title).toBe('Umbenannte Pflanze');
    const list = await get('/api/v0/shop_product/');
    expect(list.headers['x-cache']).toBe('miss');
    expect(list.json<List<Product>>().items.map((item) => item.title)).toContain('Umbenannte Pflanze');
  });

  it('keeps the cache when a write is refused', async () => {
    const url = `/api/v0/shop_product/${priced()._id}`;
    await get(url);
    const refused = await server.app.inject({
      method: 'PUT',
      url,
      headers: bearer(server.userToken),
      payload: { title: 'Darf nicht sein' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await get(url)).headers['x-cache']).toBe('hit');
  });

  it('never answers admins from the cache, nor keeps their answers for others', async () => {
    const offline = products.at(-1)!;
    expect((await adminPut(offline._id, { offline: true })).statusCode).toBe(200);
    const guestList = await get('/api/v0/shop_product/');
    expect(guestList.headers['x-cache']).toBe('miss');
    expect(guestList.json<List<Product>>().items.map((item) => item._id)).not.toContain(offline._id);
    expect((await get('/api/v0/shop_product/')).headers['x-cache']).toBe('hit');

    for (let round = 0; round < 2; round++) {
      const adminList = await get('/api/v0/shop_product/', bearer(server.adminToken));
      expect(adminList.headers['x-cache']).toBeUndefined();
      expect(adminList.json<List<Product>>().items.map((item) => item._id)).toContain(offline._id);
    }
    const adminOne = await get(`/api/v0/shop_product/${offline._id}`, bearer(server.adminToken));
    expect(adminOne.statusCode).toBe(200);
    expect((await get(`/api/v0/shop_product/${offline._id}`)).statusCode).toBe(404);

    const guestAgain = await get('/api/v0/shop_product/');
    expect(guestAgain.headers['x-cache']).toBe('hit');
    expect(guestAgain.json<List<Product>>().items.map((item) => item._id)).not.toContain(offline._id);
    expect((await adminPut(offline._id, { offline: false })).statusCode).toBe(200);
  });

  it('serves a cached answer until its 30 seconds are over', async () => {
    const url = '/api/v0/shop_productgroup/';
    await get(url);
    now += 29_000;
    expect((await get(url)).headers['x-cache']).toBe('hit');
    now += 1_000;
    expect((await get(url)).headers['x-cache']).toBe('miss');
    expect((await get(url)).headers['x-cache']).toBe('hit');
  });

  it('runs the handler once for many reads of the same answer at the same time', async () => {
    now += 60_000;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/api/v0/shop_product/?skip=1')));
    const caches = answers.map((answer) => answer.headers['x-cache']);
    expect(caches.filter((cache) => cache === 'miss')).toHaveLength(1);
    expect(caches.filter((cache) => cache === 'hit')).toHaveLength(7);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('renders a page once for cookie-less guests and then serves it from the cache', async () => {
    const url = pricedPage;
    now += 60_000;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await get(url);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);

    const english = await get(url, { 'accept-language': 'en' });
    expect(english.headers['x-cache']).toBe('miss');
    expect(english.body).toMatch(/<html lang="en">/);
    expect((await get(url, {}, { lang: 'en' })).headers['x-cache']).toBe('hit');

    // After its 30 seconds the page is answered once more as it was while it is rendered anew.
    now += 30_000;
    const stale = await get(url);
    expect(stale.headers['x-cache']).toBe('stale');
    expect(stale.body).toBe(first.body);
    await expect.poll(async () => (await get(url)).headers['x-cache']).toBe('hit');
  });

  it('serves a shopper with a cart the shared page, keyed by the delivery country, but their own cart page', async () => {
    const product = priced();
    const cart = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/shop/cart/',
      payload: [{ item: product._id, amount: 2 }],
    });
    const gw_cart = cart.cookies.find((cookie) => cookie.name === 'gw_cart')!.value;
    // Past the time a stale page is answered: rendered anew.
    now += 600_000;
    const guest = await get(pricedPage);
    expect(guest.headers['x-cache']).toBe('miss');
    // Cart, affiliate and CSRF cookies change nothing of a product page: the guests' render is theirs.
    const shopper = await get(pricedPage, {}, { gw_cart, gw_ref: 'aff-1', gw_csrf: 'x' });
    expect(shopper.headers['x-cache']).toBe('hit');
    expect(shopper.body).toBe(guest.body);
    expect(cartLines(shopper.body)).toBe('0');
    // Another delivery country is another page (its prices carry that country's VAT).
    const german = await get(pricedPage, {}, { gw_cart, country: 'de' });
    expect(german.headers['x-cache']).toBe('miss');
    expect((await get(pricedPage, {}, { country: 'de' })).headers['x-cache']).toBe('hit');
    // A cookie that names no country is none.
    expect((await get(pricedPage, {}, { gw_cart, country: '<x>' })).headers['x-cache']).toBe('hit');

    // The cart page shows the visitor's own cart, rendered for them each time.
    for (let round = 0; round < 2; round++) {
      const own = await get('/checkout', {}, { gw_cart });
      expect(own.headers['x-cache']).toBeUndefined();
      expect(cartLines(own.body)).toBe('2');
    }
  });

  it('never serves a cached page to a visitor with a session, nor a cart page to one with a cart', async () => {
    const product = priced();
    // The cart page, which reads the visitor's cart while rendering.
    const url = '/checkout';
    await get(url);
    const guestPage = await get(url);
    expect(guestPage.headers['x-cache']).toBe('hit');
    expect(cartLines(guestPage.body)).toBe('0');
    expect(renderedFor(guestPage.body)).toBe('guest');

    const cart = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/shop/cart/',
      payload: [{ item: product._id, amount: 1 }],
    });
    expect(cart.statusCode).toBe(200);
    const cartCookie = cart.cookies.find((cookie) => cookie.name === 'gw_cart')!.value;
    for (let round = 0; round < 2; round++) {
      const withCart = await get(url, {}, { gw_cart: cartCookie });
      expect(withCart.headers['x-cache']).toBeUndefined();
      expect(cartLines(withCart.body)).toBe('1');
      expect(withCart.body).toContain("Apfel 'Topaz' Halbstamm");
    }

    for (let round = 0; round < 2; round++) {
      const signedIn = await get(url, {}, { gw_session: server.userToken });
      expect(signedIn.headers['x-cache']).toBeUndefined();
      expect(renderedFor(signedIn.body)).toBe('kunde@gartenwerk.test');
    }

    const guestAgain = await get(url);
    expect(guestAgain.headers['x-cache']).toBe('hit');
    expect(cartLines(guestAgain.body)).toBe('0');
    expect(renderedFor(guestAgain.body)).toBe('guest');
  });

  it("never lets a customer's own prices reach other visitors", async () => {
    const url = pricedPage;
    // The regular customer's 20 % off € 49,90.
    const discounted = '€ 39,92';

    const customerPage = await get(url, {}, { gw_session: discountToken });
    expect(shownPrice(customerPage.body)).toBe(discounted);
    expect(struckPrice(customerPage.body)).toBe('statt € 49,90');
    expect(shownPrice((await get(url, bearer(discountToken))).body)).toBe(discounted);

    const guestPage = await get(url);
    expect(shownPrice(guestPage.body)).toBe('€ 49,90');
    expect(guestPage.body).not.toContain('price-before');
    // A customer without terms of their own is priced as a guest: the guests' page, rendered for nobody.
    const otherCustomer = await get(url, bearer(server.userToken));
    expect(renderedFor(otherCustomer.body)).toBe('guest');
    expect(otherCustomer.body).toBe(guestPage.body);
    expect(shownPrice(otherCustomer.body)).toBe('€ 49,90');
    expect(shownPrice((await get(url, {}, { gw_session: discountToken })).body)).toBe(discounted);
  });

  it('renders a page anew after an admin changed its product', async () => {
    const product = priced();
    const url = pricedPage;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    expect((await adminPut(product._id, { price: 77.5 })).statusCode).toBe(200);
    const page = await get(url);
    expect(page.headers['x-cache']).toBe('miss');
    expect(shownPrice(page.body)).toBe('€ 77,50');
  });
});

describe('with the public cache turned off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { storefrontDist: STOREFRONT_BUILD, publicCache: false });
  });
  afterAll(() => server.close());

  it('answers every read anew', async () => {
    for (const url of ['/api/v0/shop_product/', '/api/v0/shop_product/', '/Aktuelles', '/Aktuelles']) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['x-cache'], url).toBeUndefined();
    }
  });
});
