import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  call,
  preloadedState,
  renderedFor,
  startTestServer,
  STOREFRONT_BUILD,
  type TestServer,
} from '../../test/support';
import { createSession, createUser, rememberedSessionUser, revokeSession } from '../areas/auth/service';
import { forgetSessions, SESSION_CACHE_MS } from '../areas/auth/sessions';
import { sessions } from '../areas/auth/table';

// A seeded plant at € 49,90; customers (role `user`) get 10 % off everything, and a customer's own
// discount adds to it.
const PAGE = '/shop/obstbaeume/apfel-topaz-halbstamm';
const GUEST_PRICE = '€ 49,90';
const CUSTOMER_PRICE = '€ 44,91';
const OWN_DISCOUNT_PRICE = '€ 34,93';

/** The price the product page shows. */
const shownPrice = (html: string) => /data-testid="price">([^<]*)</.exec(html)?.[1];

interface Customer {
  name: string;
  handle: string;
  token: string;
  id: string;
}

describe.each(await databaseKinds())('pages for signed-in customers on %s', (kind) => {
  let server: TestServer;
  let anna: Customer;
  let bruno: Customer;
  let clara: Customer;
  const everyone = () => [anna, bruno, clara];

  const customer = async (name: string, handle: string, shop?: object): Promise<Customer> => {
    const user = await createUser(server.database.db, {
      handle,
      name,
      roles: ['user'],
      ...(shop ? { userData: { shop } } : {}),
    });
    return { name, handle, id: user._id, token: await createSession(server.database.db, user._id) };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { storefrontDist: STOREFRONT_BUILD });
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    config.components.shop.discount_groups.push({
      uuid: 'stammkunden',
      name: 'Stammkunden',
      type: 'percent',
      items: [{ from: 0, discount: 10 }],
      global: true,
      roles: ['user'],
    });
    const saved = await call(server, 'PUT', '/api/v0/config/', config, server.adminToken);
    expect(saved.statusCode).toBe(200);
    anna = await customer('Anna Apfelbaum', 'anna@gartenwerk.test');
    bruno = await customer('Bruno Birnbaum', 'bruno@gartenwerk.test');
    clara = await customer('Clara Kirschbaum', 'clara@gartenwerk.test', { discount: 20 });
  });
  afterAll(() => server.close());

  const page = (url: string, who?: Customer, cookies: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url,
      cookies: { ...cookies, ...(who ? { gw_session: who.token } : {}) },
    });
  /** Nobody's name or e-mail address is in the page. */
  const expectNobodyIn = (html: string) => {
    for (const person of everyone()) {
      expect(html).not.toContain(person.name);
      expect(html).not.toContain(person.handle);
    }
  };

  it('serves customers with the same prices one cached page, rendered for nobody, and guests their own', async () => {
    const guest = await page(PAGE);
    expect(guest.headers['x-cache']).toBe('miss');
    expect(shownPrice(guest.body)).toBe(GUEST_PRICE);

    const first = await page(PAGE, anna);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(shownPrice(first.body)).toBe(CUSTOMER_PRICE);
    const second = await page(PAGE, bruno);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    // A bearer token is priced like the session cookie.
    expect((await server.app.inject({ method: 'GET', url: PAGE, headers: bearer(anna.token) })).body).toBe(
      first.body,
    );

    // The render saw nobody: the guest with the customers' roles, no name, no e-mail address.
    expect(renderedFor(first.body)).toBe('guest');
    const user = Object.values(preloadedState(first.body).api.queries).find(
      (query) => query.endpointName === 'getCurrentUser',
    )?.data;
    expect(user).toEqual({ _id: 'guest', handle: 'guest', roles: ['user'], userData: {} });
    expectNobodyIn(first.body);
    // The header comes as a guest's: the browser fills in the account.
    expect(first.body).toMatch(/<a [^>]*href="\/login"[^>]*>(<[^>]+>)*Login<\/span><\/a>/);

    const guestAgain = await page(PAGE, undefined, { gw_cart: 'a-cart-of-a-guest' });
    expect(guestAgain.headers['x-cache']).toBe('hit');
    expect(guestAgain.body).toBe(guest.body);
  });

  it("keeps a customer's own discount to the customers with the same terms", async () => {
    const own = await page(PAGE, clara);
    expect(own.headers['x-cache']).toBe('miss');
    expect(shownPrice(own.body)).toBe(OWN_DISCOUNT_PRICE);
    expectNobodyIn(own.body);
    expect((await page(PAGE, clara)).headers['x-cache']).toBe('hit');

    // Neither gets the other's page, nor the guests theirs.
    expect(shownPrice((await page(PAGE, anna)).body)).toBe(CUSTOMER_PRICE);
    expect(shownPrice((await page(PAGE)).body)).toBe(GUEST_PRICE);
    expect(shownPrice((await page(PAGE, clara)).body)).toBe(OWN_DISCOUNT_PRICE);

    // Another customer with the same terms shares it.
    const twin = await customer('Dora Zwilling', 'dora@gartenwerk.test', { discount: 20 });
    const shared = await page(PAGE, twin);
    expect(shared.headers['x-cache']).toBe('hit');
    expect(shared.body).toBe(own.body);
  });

  it('renders the account page for each customer with their own name, never from the cache', async () => {
    for (const person of [anna, bruno, anna]) {
      const account = await page('/account', person);
      expect(account.statusCode).toBe(200);
      expect(account.headers['x-cache']).toBeUndefined();
      expect(renderedFor(account.body)).toBe(person.handle);
      expect(account.body).toContain(person.name);
      for (const other of everyone().filter((candidate) => candidate !== person)) {
        expect(account.body).not.toContain(other.name);
      }
    }
    // Signed in by a bearer token, and a guest, who is sent to the login.
    expect(
      renderedFor(
        (await server.app.inject({ method: 'GET', url: '/account', headers: bearer(bruno.token) })).body,
      ),
    ).toBe(bruno.handle);
    const guest = await page('/account');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/login?redirect=%2Faccount');
  });

  it('prices a customer anew as soon as their terms change or their session ends', async () => {
    const theirs = await customer('Emil Eiche', 'emil@gartenwerk.test', { discount: 20 });
    expect(shownPrice((await page(PAGE, theirs)).body)).toBe(OWN_DISCOUNT_PRICE);

    const changed = await call(
      server,
      'PUT',
      '/api/v0/auth/',
      { _id: theirs.id, userData: { shop: null } },
      server.adminToken,
    );
    expect(changed.statusCode).toBe(200);
    expect(shownPrice((await page(PAGE, theirs)).body)).toBe(CUSTOMER_PRICE);

    const logout = await server.app.inject({
      method: 'GET',
      url: '/api/v0/auth/logout',
      cookies: { gw_session: theirs.token },
    });
    expect(logout.statusCode).toBe(200);
    const after = await page(PAGE, theirs);
    expect(shownPrice(after.body)).toBe(GUEST_PRICE);
    expect(after.cookies).toEqual([]);
  });

  it('gives a session without its CSRF cookie one with the page, so the browser fills in the customer', async () => {
    const answer = await page(PAGE, anna);
    expect(answer.cookies.find((cookie) => cookie.name === 'gw_csrf')?.value).toBeTruthy();
    const withCookie = await page(PAGE, anna, { gw_csrf: 'schon-da' });
    expect(withCookie.cookies.find((cookie) => cookie.name === 'gw_csrf')).toBeUndefined();
    expect((await page(PAGE)).cookies).toEqual([]);
  });

  it('never serves admins from the page cache', async () => {
    for (let round = 0; round < 2; round++) {
      const admin = await server.app.inject({ method: 'GET', url: PAGE, headers: bearer(server.adminToken) });
      expect(admin.statusCode).toBe(200);
      expect(admin.headers['x-cache']).toBeUndefined();
      expect(renderedFor(admin.body)).toBe('admin2@gartenwerk.test');
    }
  });

  it('remembers a session for page requests a moment, and forgets it when sessions change', async () => {
    const db = server.database.db;
    const user = await createUser(db, { handle: 'frieda@gartenwerk.test', roles: ['user'] });
    const token = await createSession(db, user._id);
    const now = Date.now();
    expect((await rememberedSessionUser(db, token, now))?.handle).toBe('frieda@gartenwerk.test');
    // Revoked behind its back (as another server process would): remembered until its time is up.
    await db.update(sessions).set({ revoked: true }).where(eq(sessions.userId, user._id));
    expect((await rememberedSessionUser(db, token, now + SESSION_CACHE_MS - 1))?.handle).toBe(
      'frieda@gartenwerk.test',
    );
    expect(await rememberedSessionUser(db, token, now + SESSION_CACHE_MS)).toBeUndefined();

    const again = await createSession(db, user._id);
    expect((await rememberedSessionUser(db, again, now))?.handle).toBe('frieda@gartenwerk.test');
    // Revoked here: forgotten at once.
    await revokeSession(db, again);
    expect(await rememberedSessionUser(db, again, now)).toBeUndefined();
    forgetSessions();
  });

  it('renders a page from the answers the public cache holds, without asking the API, and anew after a write', async () => {
    const inject = vi.spyOn(server.app, 'inject');
    const apiCalls = () =>
      // inject's overloads leave its calls untyped: the in-process fetch passes options with a url.
      (inject.mock.calls as unknown as Array<[{ url?: string }]>)
        .map(([options]) => options.url ?? '')
        .filter((url) => url.startsWith('/api/'));
    try {
      // A new address is rendered (no page cached for it); the first render fills the API answers.
      expect((await page(`${PAGE}?erste=1`)).headers['x-cache']).toBe('miss');
      inject.mockClear();
      const second = await page(`${PAGE}?zweite=1`);
      expect(second.headers['x-cache']).toBe('miss');
      expect(shownPrice(second.body)).toBe(GUEST_PRICE);
      // Only the opening hours, which tell whether the nursery is open at this moment, are never cached.
      expect(apiCalls()).toEqual(['/api/v0/booking/openinghours']);

      const product = (await call(server, 'GET', '/api/v0/shop_product/apfel-topaz-halbstamm')).json();
      const edit = (price: number) =>
        call(server, 'PUT', `/api/v0/shop_product/${product._id}`, { price }, server.adminToken);
      expect((await edit(59.9)).statusCode).toBe(200);
      inject.mockClear();
      const third = await page(`${PAGE}?dritte=1`);
      expect(shownPrice(third.body)).toBe('€ 59,90');
      // Every answer from before the write is stale: the render asked the API for each of its reads.
      expect(apiCalls()).toEqual([
        '/api/v0/config/',
        '/api/v0/shop_productgroup/',
        '/api/v0/shop_shipping_discount/?limit=1000',
        '/api/v0/booking/openinghours',
        '/api/v0/shop_product/apfel-topaz-halbstamm',
        '/api/v0/shop_product/?product_groups=obstbaeume',
        '/api/v0/seo/meta?route=%2Fshop%2Fobstbaeume%2Fapfel-topaz-halbstamm',
      ]);
      expect((await edit(49.9)).statusCode).toBe(200);
    } finally {
      inject.mockRestore();
    }
  });
});
