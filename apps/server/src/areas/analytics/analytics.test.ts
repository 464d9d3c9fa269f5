import { viennaDay } from '@gartenwerk/domain';
import type { AnalyticsReport } from '@gartenwerk/domain/schemas';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import { updateConfig } from '../config/service';
import { countryOf, deviceOf, funnelStep, pagePath, referrerHost } from './classify';
import { analyticsDaily } from './table';
import { DEFAULT_SHOP_PATHS } from '@gartenwerk/domain';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('what a page view is counted as', () => {
  it('keeps only the device class, the country of the language, the other site’s host and the bare path', () => {
    expect([deviceOf(PHONE), deviceOf(DESKTOP), deviceOf(TABLET)]).toEqual(['mobile', 'desktop', 'tablet']);
    expect(deviceOf('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBeNull();
    expect(deviceOf(undefined)).toBeNull();
    expect(countryOf('de-AT,de;q=0.9,en;q=0.8')).toBe('at');
    expect(countryOf('en;q=0.9, de-DE;q=0.8')).toBe('de');
    expect(countryOf('de')).toBe('');
    expect(referrerHost('https://www.google.at/search?q=thuja', 'gartenwerk.test')).toBe('www.google.at');
    expect(referrerHost('https://gartenwerk.test/shop', 'gartenwerk.test:3000')).toBe('');
    expect(referrerHost('not a url', 'gartenwerk.test')).toBe('');
    expect(pagePath('/shop/hecken/?utm_source=x#top')).toBe('/shop/hecken');
    expect(pagePath('/api/v0/config/')).toBeNull();
    expect(pagePath('//evil.example/')).toBeNull();
  });

  it('knows the shop funnel’s steps from the shop’s addresses', () => {
    expect(funnelStep('/shop/hecken/thuja-smaragd', DEFAULT_SHOP_PATHS)).toBe('product');
    expect(funnelStep('/p/abc', DEFAULT_SHOP_PATHS)).toBe('product');
    expect(funnelStep('/shop/hecken', DEFAULT_SHOP_PATHS)).toBe('');
    expect(funnelStep(DEFAULT_SHOP_PATHS.checkout, DEFAULT_SHOP_PATHS)).toBe('cart');
    expect(funnelStep(`${DEFAULT_SHOP_PATHS.checkout}/2`, DEFAULT_SHOP_PATHS)).toBe('checkout');
    expect(funnelStep(`${DEFAULT_SHOP_PATHS.checkout}/done`, DEFAULT_SHOP_PATHS)).toBe('order');
  });
});

describe.each(await databaseKinds())('analytics on %s', (kind) => {
  let server: TestServer;
  const admin = adminCalls(() => server);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await updateConfig(server.database.db, { enabled_components: ['shop', 'analytics'] });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.database.db.delete(analyticsDaily);
  });

  const view = (path: string, headers: Record<string, string> = {}, referrer?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v0/analytics/view',
      headers: {
        host: 'gartenwerk.test',
        'user-agent': DESKTOP,
        'accept-language': 'de-AT,de;q=0.9',
        'x-forwarded-for': '203.0.113.7',
        cookie: 'gw_session=abc',
        ...headers,
      },
      payload: { path, ...(referrer !== undefined ? { referrer } : {}) },
    });
  const report = async (query = '') => {
    const answer = await admin('GET', `/api/v0/analytics/${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<AnalyticsReport>();
  };

  it('aggregates visits, views, pages, referrers, devices and the funnel per day', async () => {
    // A visitor from Google on a phone: the product, the cart, the checkout, the order.
    expect(
      (await view('/shop/hecken/thuja', { 'user-agent': PHONE }, 'https://www.google.at/')).statusCode,
    ).toBe(204);
    await view('/checkout', { 'user-agent': PHONE }, 'https://gartenwerk.test/shop/hecken/thuja');
    await view('/checkout/2', { 'user-agent': PHONE }, 'https://gartenwerk.test/checkout');
    await view('/checkout/done', { 'user-agent': PHONE }, 'https://gartenwerk.test/checkout/2');
    // Two visitors typing the address on a desktop, one from Germany.
    await view('/');
    await view('/', { 'accept-language': 'de-DE,de' });
    await view('/shop/hecken/thuja', {}, 'https://gartenwerk.test/');

    const today = viennaDay(new Date());
    const answer = await report();
    expect(answer).toMatchObject({ to: today, visitors: 3, views: 7 });
    expect(answer.days).toHaveLength(30);
    expect(answer.days.at(-1)).toEqual({ day: today, visitors: 3, views: 7 });
    expect(answer.pages.slice(0, 2)).toEqual([
      { path: '/', views: 2 },
      { path: '/shop/hecken/thuja', views: 2 },
    ]);
    expect(answer.referrers).toEqual([{ host: 'www.google.at', views: 1 }]);
    expect(answer.devices).toEqual([
      { device: 'mobile', views: 4 },
      { device: 'tablet', views: 0 },
      { device: 'desktop', views: 3 },
    ]);
    expect(answer.countries).toEqual([
      { country: 'at', views: 6 },
      { country: 'de', views: 1 },
    ]);
    expect(answer.funnel).toEqual([
      { step: 'product', views: 2 },
      { step: 'cart', views: 1 },
      { step: 'checkout', views: 1 },
      { step: 'order', views: 1 },
    ]);
  });

  it('stores no address, no cookie, no User-Agent: only the aggregate’s columns', async () => {
    await view('/', { 'user-agent': PHONE }, 'https://www.google.at/search?q=gartenwerk+krems');
    const rows = await server.database.db.select().from(analyticsDaily);
    expect(rows).toEqual([
      {
        day: viennaDay(new Date()),
        path: '/',
        referrer: 'www.google.at',
        device: 'mobile',
        country: 'at',
        step: '',
        views: 1,
        entries: 1,
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|abc|iPhone|q=gartenwerk/);
  });

  it('counts nothing under Do-Not-Track or Global Privacy Control, nor crawlers', async () => {
    expect((await view('/', { dnt: '1' })).statusCode).toBe(204);
    await view('/', { 'sec-gpc': '1' });
    await view('/', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await view('/api/v0/config/');
    expect(await server.database.db.select().from(analyticsDaily)).toEqual([]);
    expect((await report()).views).toBe(0);
  });

  it('answers a chosen range, refuses a reversed one, and only to admins', async () => {
    expect((await report('?from=2026-01-01&to=2026-01-07')).days.map((day) => day.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
    expect((await admin('GET', '/api/v0/analytics/?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await call(server, 'GET', '/api/v0/analytics/')).statusCode).toBe(403);
    expect((await call(server, 'GET', '/api/v0/analytics/', undefined, server.userToken)).statusCode).toBe(
      403,
    );
  });

  it('answers 404 and counts nothing while the component is switched off', async () => {
    await updateConfig(server.database.db, { enabled_components: ['shop'] });
    try {
      expect((await view('/')).statusCode).toBe(404);
      expect((await admin('GET', '/api/v0/analytics/')).statusCode).toBe(404);
    } finally {
      await updateConfig(server.database.db, { enabled_components: ['shop', 'analytics'] });
    }
    expect(await server.database.db.select().from(analyticsDaily)).toEqual([]);
  });
});
