import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { findUnstorable } from './storable-input';
import { ADMIN_BUILD, bearer, STOREFRONT_BUILD, startTestServer, type TestServer } from '../../test/support';

const NUL_MESSAGE = 'must not contain the character U+0000';
const SURROGATE_MESSAGE = 'must not contain a lone surrogate (U+D800–U+DFFF)';

describe.each(await databaseKinds())('requests nothing can be served or stored for, on %s', (kind) => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { storefrontDist: STOREFRONT_BUILD, adminDist: ADMIN_BUILD });
    // Listening for real: some of these requests used to end the process, which inject does not show.
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const long = (length: number) => 'a'.repeat(length);
  const longPath = Array.from({ length: 45 }, () => `/${long(100)}`).join('');

  const NUL_IN_URL = 'url must not contain the character U+0000';
  const LONG_SEGMENT = 'a path segment is longer than 255 characters';
  it.each(
    [
      { method: 'GET', path: '/x%00y', status: 400, message: NUL_IN_URL },
      { method: 'HEAD', path: '/x%00y', status: 400 },
      { method: 'GET', path: '/assets/%00', status: 400, message: NUL_IN_URL },
      { method: 'GET', path: '/robots.txt%00', status: 400, message: NUL_IN_URL },
      { method: 'GET', path: '/p/%00', status: 400, message: NUL_IN_URL },
      { method: 'GET', path: '/admincenter/%00', status: 400, message: NUL_IN_URL },
      { method: 'GET', path: `/${long(256)}`, status: 414, message: LONG_SEGMENT },
      { method: 'GET', path: `/assets/${long(300)}`, status: 414, message: LONG_SEGMENT },
      { method: 'HEAD', path: `/${long(300)}`, status: 414 },
      { method: 'GET', path: longPath, status: 414, message: 'the path is longer than 4096 characters' },
      {
        method: 'GET',
        path: `/api/v0/download/${long(300)}/${long(300)}`,
        status: 414,
        message: LONG_SEGMENT,
      },
    ].map((request) => ({ ...request, title: request.path.slice(0, 40) })),
  )(
    '$method $title… answers $status and the server keeps serving',
    async ({ method, path, status, message }) => {
      const response = await fetch(`${origin}${path}`, { method });
      expect(response.status).toBe(status);
      if (message)
        expect(await response.json()).toEqual({
          statusCode: status,
          code: status === 400 ? 'VALIDATION' : 'URI_TOO_LONG',
          message,
        });
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
    },
  );

  it('still serves files, and pages up to the limits', async () => {
    expect((await fetch(`${origin}/service-worker.js`)).status).toBe(200);
    expect((await fetch(`${origin}/robots.txt`)).status).toBe(200);
    // No page has this name: the storefront renders its page for unknown addresses.
    const unknown = await fetch(`${origin}/${long(255)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('refuses NUL and lone surrogates in path parameters, query strings and bodies with 400', async () => {
    const cases = [
      { method: 'GET', url: '/api/v0/shop_product/%00', message: `url ${NUL_MESSAGE}` },
      { method: 'GET', url: '/api/v0/file/?name=a%00b', message: `querystring/name ${NUL_MESSAGE}` },
      {
        method: 'POST',
        url: '/api/v0/search/file/',
        payload: { name: 'Rose\u0000' },
        message: `body/name ${NUL_MESSAGE}`,
      },
      {
        method: 'POST',
        url: '/api/v0/shop/voucher/verify',
        payload: { code: 'GW\u0000' },
        message: `body/code ${NUL_MESSAGE}`,
      },
      {
        method: 'POST',
        url: '/api/v0/batch/file/',
        payload: { ids: ['ok', 'a\ud800'] },
        message: `body/ids/1 ${SURROGATE_MESSAGE}`,
      },
    ] as const;
    for (const { method, url, message, ...rest } of cases) {
      const response = await server.app.inject({ method, url, ...('payload' in rest ? rest : {}) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ statusCode: 400, code: 'VALIDATION', message });
    }
  });

  it('refuses numbers no column holds: Infinity and 1e309 in a query', async () => {
    for (const value of ['Infinity', '1e309', '-Infinity']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/v0/shop_color/?skip=${value}` });
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'querystring/skip must be a finite number',
      });
    }
    const limit = await server.app.inject({ method: 'GET', url: '/api/v0/shop_product/?limit=Infinity' });
    expect(limit.json()).toMatchObject({
      statusCode: 400,
      message: 'querystring/limit must be a finite number',
    });
  });

  it('refuses whole numbers beyond what an int4 column or an offset holds', async () => {
    const skip = await server.app.inject({
      method: 'GET',
      url: '/api/v0/shop_product/?skip=99999999999999999999',
    });
    expect(skip.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'querystring/skip must be <= 2147483647',
    });
    const group = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_productgroup/',
      headers: bearer(server.adminToken),
      payload: { title: 'Großgehölze', order: 2 ** 31 },
    });
    expect(group.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'body/order must be <= 2147483647',
    });
    const groups = await server.app.inject({ method: 'GET', url: '/api/v0/shop_productgroup/' });
    expect(groups.body).not.toContain('Großgehölze');
  });

  it('stores nothing of a refused body: a colour title with a lone surrogate', async () => {
    const before = await server.app.inject({ method: 'GET', url: '/api/v0/shop_color/' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_color/',
      headers: bearer(server.adminToken),
      payload: { title: 'Rot \udc00', code: '#ff0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: `body/title ${SURROGATE_MESSAGE}`,
    });
    const after = await server.app.inject({ method: 'GET', url: '/api/v0/shop_color/' });
    expect(after.json<{ total: number }>().total).toBe(before.json<{ total: number }>().total);
  });

  it("refuses lone surrogates in a cart line's note, a customer's name and an order comment, storing nothing", async () => {
    const products = await server.app.inject({ method: 'GET', url: '/api/v0/shop_product/' });
    const [product] = products.json<{ items: Array<{ _id: string }> }>().items;

    const cart = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/shop/cart/',
      payload: [{ item: product!._id, amount: 2, order_desc: 'als Hecke \ud800' }],
    });
    expect(cart.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: `body/0/order_desc ${SURROGATE_MESSAGE}`,
    });
    // No cart was made for the visitor.
    expect(cart.cookies.find((cookie) => cookie.name === 'gw_cart')).toBeUndefined();

    const signup = await server.app.inject({
      method: 'POST',
      url: '/api/v0/auth/signup',
      payload: {
        handle: 'surrogat@example.test',
        password: 'Wurzel-2026-Ballen',
        password2: 'Wurzel-2026-Ballen',
        userData: { first_name: 'Anna \udfff', last_name: 'Gruber' },
      },
    });
    expect(signup.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: `body/userData/first_name ${SURROGATE_MESSAGE}`,
    });
    const users = await server.app.inject({
      method: 'GET',
      url: '/api/v0/auth/?limit=1000',
      headers: bearer(server.adminToken),
    });
    expect(users.statusCode).toBe(200);
    expect(users.body).not.toContain('surrogat@example.test');

    const ordersBefore = await server.app.inject({
      method: 'GET',
      url: '/api/v0/shop_order/',
      headers: bearer(server.adminToken),
    });
    const order = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/checkout',
      headers: { 'idempotency-key': 'surrogate-comment-1' },
      payload: {
        items: [{ item: product!._id, amount: 1 }],
        email: 'anna.gruber@example.at',
        invoiceAddress: {
          type: 'person',
          first_name: 'Anna',
          last_name: 'Gruber',
          address: 'Hauptstraße 5',
          zip: '3500',
          city: 'Krems',
          country: 'at',
        },
        selectedPayment: 'prepayment',
        termsAccepted: true,
        comment: 'Bitte \udc00 anrufen',
      },
    });
    expect(order.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: `body/comment ${SURROGATE_MESSAGE}`,
    });
    const ordersAfter = await server.app.inject({
      method: 'GET',
      url: '/api/v0/shop_order/',
      headers: bearer(server.adminToken),
    });
    expect(ordersAfter.json<{ total: number }>().total).toBe(ordersBefore.json<{ total: number }>().total);
  });
});

describe('the storable-input walk', () => {
  it('leaves a streamed body to its route: a stream whose graph leads back to itself is not walked', () => {
    const body = new PassThrough();
    (body as unknown as { self: unknown }).self = { again: body, socketLike: { stream: body } };
    expect(findUnstorable('body', body)).toBeUndefined();
    expect(findUnstorable('body', { text: 'a\u0000b' })).toBe(
      'body/text must not contain the character U+0000',
    );
  });
});
