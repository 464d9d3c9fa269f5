import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../test/support';
import { DEFAULT_SHOP_RATE_LIMITS } from '../../core/shop-rate-limits';

type Headers = Record<string, string>;

describe.each(await databaseKinds())('shop rate limits on %s', (kind) => {
  describe('as configured by the area options', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, {
        areaOptions: {
          'shop-order': { rateLimits: { orders: { max: 3 } } },
          'shop-order-actions': { rateLimits: { lookups: { max: 4 } } },
          'shop-voucher-actions': { rateLimits: { lookups: { max: 4 } } },
        },
      });
    });
    afterAll(() => server.close());

    const post = (url: string, payload: object, headers: Headers = {}, remoteAddress = '10.0.0.1') =>
      server.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
    // Refused orders count as well: an empty cart is enough to try.
    const tryOrder = (headers: Headers = {}, remoteAddress?: string) =>
      post(
        '/api/v0/shop_order/',
        { items: [] },
        { 'idempotency-key': 'rate-limit-test', ...headers },
        remoteAddress,
      );

    it('answers 429 RATE_LIMITED in the request’s language once an address placed too many orders', async () => {
      for (let attempt = 1; attempt <= 3; attempt++) expect((await tryOrder()).statusCode).toBe(400);
      const limited = await tryOrder();
      expect(limited.statusCode).toBe(429);
      expect(DEFAULT_SHOP_RATE_LIMITS.orders.windowMs).toBe(10 * 60_000);
      expect(limited.json()).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es in 10 Minuten erneut.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const english = await tryOrder({ 'accept-language': 'en-GB,en;q=0.9' });
      expect(english.json()).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many orders in a short time. Please try again in 10 minutes.',
      });
      // Another address, and a signed-in customer from it, still order.
      expect((await tryOrder({}, '10.0.0.2')).statusCode).toBe(400);
      expect((await tryOrder(bearer(server.userToken))).statusCode).toBe(429);
    });

    it('lets admins order for customers beyond the limit', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await tryOrder(bearer(server.adminToken), '10.0.0.3')).statusCode).toBe(400);
      }
      expect((await tryOrder({}, '10.0.0.3')).statusCode).toBe(400);
    });

    for (const [name, url, payload] of [
      ['voucher verifications', '/api/v0/shop/voucher/verify', { code: 'RATEN' }],
      ['checkout quotes', '/api/v0/shop/checkout/quote', { items: [] }],
    ] as const) {
      it(`limits ${name} per address, admins exempt`, async () => {
        for (let attempt = 1; attempt <= 4; attempt++) {
          expect((await post(url, payload, {}, '10.0.1.1')).statusCode).not.toBe(429);
        }
        const limited = await post(url, payload, {}, '10.0.1.1');
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
        });
        const english = await post(url, payload, { cookie: 'lang=en' }, '10.0.1.1');
        expect(english.json()).toEqual({
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: 'Too many requests in a short time. Please try again in a minute.',
        });
        for (let attempt = 1; attempt <= 6; attempt++) {
          expect((await post(url, payload, bearer(server.adminToken), '10.0.1.1')).statusCode).not.toBe(429);
        }
      });
    }
  });

  describe('by default', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(() => server.close());

    it('allows 20 orders per 10 minutes and 120 verifications or quotes per minute per address', async () => {
      expect(DEFAULT_SHOP_RATE_LIMITS).toEqual({
        orders: { max: 20, windowMs: 10 * 60_000 },
        lookups: { max: 120, windowMs: 60_000 },
      });
      const post = (url: string, payload: object) =>
        server.app.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': 'default-limits' } });
      const statuses = async (url: string, payload: object, times: number) => {
        const seen = new Set<number>();
        for (let attempt = 0; attempt < times; attempt++) seen.add((await post(url, payload)).statusCode);
        return [...seen];
      };
      expect(await statuses('/api/v0/shop_order/', { items: [] }, 20)).toEqual([400]);
      expect((await post('/api/v0/shop_order/', { items: [] })).statusCode).toBe(429);
      expect(await statuses('/api/v0/shop/voucher/verify', { code: 'RATEN' }, 120)).not.toContain(429);
      expect((await post('/api/v0/shop/voucher/verify', { code: 'RATEN' })).statusCode).toBe(429);
      expect(await statuses('/api/v0/shop/checkout/quote', { items: [] }, 120)).not.toContain(429);
      expect((await post('/api/v0/shop/checkout/quote', { items: [] })).statusCode).toBe(429);
    });
  });
});
