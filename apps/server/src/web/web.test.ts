import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  FIXTURE_ADMIN,
  FIXTURE_STOREFRONT,
  MISSING_DIST,
  startTestServer,
  type TestServer,
} from '../../test/support';
import { pickEncoding } from '../core/compression';
import { pickLanguage } from './storefront';

describe('pickLanguage', () => {
  it('prefers the lang cookie, then Accept-Language by weight, then German', () => {
    expect(pickLanguage('en', 'de-AT')).toBe('en');
    expect(pickLanguage(undefined, 'fr-FR, en-GB;q=0.8, de;q=0.5')).toBe('en');
    expect(pickLanguage(undefined, 'en;q=0.3, de-AT;q=0.9')).toBe('de');
    expect(pickLanguage('fr', 'fr')).toBe('de');
    expect(pickLanguage(undefined, undefined)).toBe('de');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe.each(await databaseKinds())('serving the front ends on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { storefrontDist: FIXTURE_STOREFRONT, adminDist: FIXTURE_ADMIN });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('serves the service worker uncached and hashed assets with a long cache', async () => {
    const worker = await get('/service-worker.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toContain('skipWaiting');
    expect(worker.headers['cache-control']).toBe('no-cache');

    const asset = await get('/assets/index-3f9a2b1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy of an asset the browser accepts, else the plain file', async () => {
    const plain = await get('/assets/app-5e6f7a8b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Heckenpflanze Nummer 59');

    const brotli = await get('/assets/app-5e6f7a8b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzipped = await get('/assets/app-5e6f7a8b.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('sends rendered pages compressed when the browser accepts it', async () => {
    const plain = await get('/Aktuelles');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const brotli = await get('/Aktuelles', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzipped = await get('/Aktuelles', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('renders pages with the visitor, the config and the language', async () => {
    const page = await get('/Aktuelles?seite=2', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<p id="url">/Aktuelles?seite=2</p>');
    expect(page.body).toContain('<p id="user">guest</p>');
    expect(page.body).toContain('<p id="admincenter">/admincenter</p>');
    expect(page.body).toContain('window.__PRELOADED_STATE__ = {"config":{"_id":"config"');
  });

  it('renders the start page instead of serving the bare index.html', async () => {
    const page = await get('/');
    expect(page.body).toContain('<p id="url">/</p>');
    expect(page.body).toContain('<html lang="de">');
    expect((await get('/index.html')).body).not.toContain('<!--app-html-->');
  });

  it("forwards the visitor's bearer token and session cookie to the API", async () => {
    expect((await get('/konto', bearer(server.userToken))).body).toContain(
      '<p id="user">kunde@gartenwerk.test</p>',
    );
    const withCookie = await server.app.inject({
      method: 'GET',
      url: '/konto',
      cookies: { gw_session: server.userToken, lang: 'en' },
    });
    expect(withCookie.body).toContain('<p id="user">kunde@gartenwerk.test</p>');
    expect(withCookie.body).toContain('<html lang="en">');
  });

  it("honours render's status and redirect", async () => {
    expect((await get('/gibt-es-nicht')).statusCode).toBe(404);
    const moved = await get('/alte-seite');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/neue-seite');
  });

  it('answers a failing render with 500 and no details', async () => {
    const failed = await get('/kaputt');
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('render failed');
  });

  it('keeps unknown API paths out of the storefront', async () => {
    const response = await get('/api/v0/unbekannt');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the admin SPA with index.html for deep links', async () => {
    for (const url of ['/admincenter', '/admincenter/', '/admincenter/shop/products/42']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="admin-root">');
    }
    const asset = await get('/admincenter/assets/admin-9c8d7e6f.js');
    expect(asset.body).toContain('admin asset');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('when the front ends are not built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { storefrontDist: MISSING_DIST, adminDist: MISSING_DIST });
  });
  afterAll(() => server.close());

  it('answers pages with 503 naming the storefront build', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/Kontakt' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('pnpm --filter @gartenwerk/storefront build');
  });

  it('answers the admin centre with 503 naming the admin build', async () => {
    for (const url of ['/admincenter', '/admincenter/users/browse']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.body).toContain('pnpm --filter @gartenwerk/admin build');
    }
  });

  it('still answers the API', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
