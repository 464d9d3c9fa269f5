import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_BUILD,
  bearer,
  adminEntryScript,
  builtAsset,
  call,
  MISSING_DIST,
  preloadedState,
  renderedFor,
  startTestServer,
  STOREFRONT_BUILD,
  type TestServer,
} from '../../test/support';
import { getConfig } from '../areas/config/service';
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

describe.each(await databaseKinds())('serving the built front ends on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { storefrontDist: STOREFRONT_BUILD, adminDist: ADMIN_BUILD });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    call(server, 'GET', url, undefined, undefined, headers);
  const clientAssets = join(STOREFRONT_BUILD, 'client/assets');
  const entryScript = builtAsset(clientAssets, /^entry-client-.+\.js$/);

  it('serves the service worker uncached and hashed assets with a long cache', async () => {
    const worker = await get('/service-worker.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toContain('skipWaiting');
    expect(worker.headers['cache-control']).toBe('no-cache');

    const asset = await get(`/assets/${entryScript}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy of an asset the browser accepts, else the plain file', async () => {
    const url = `/assets/${entryScript}`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(readFileSync(join(clientAssets, entryScript), 'utf8'));

    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
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
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toContain('<h1>News</h1>');
    expect(page.body).toContain('Die Herbstpflanzzeit hat begonnen');
    expect(renderedFor(page.body)).toBe('guest');
    expect(preloadedState(page.body).config.components.admincenter.url).toBe('/admincenter');
  });

  it('renders the start page from the seeded entry', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="de">/);
    expect(page.body).toContain('Willkommen bei Gartenwerk</h1>');
    expect(page.body).toContain(
      'Gartenwerk ist Ihre Baumschule für Heckenpflanzen, Obstbäume, Rosen und Gartenbedarf.',
    );
    // The header's account icon, named "Login" for screen readers.
    expect(page.body).toMatch(/<a [^>]*href="\/login"[^>]*>(<[^>]+>)*Login<\/span><\/a>/);
  });

  it("forwards the visitor's bearer token and session cookie to the API", async () => {
    const withBearer = await get('/account', bearer(server.userToken));
    expect(withBearer.statusCode).toBe(200);
    expect(renderedFor(withBearer.body)).toBe('kunde@gartenwerk.test');
    expect(withBearer.body).toMatch(/<button [^>]*>(<[^>]+>)*Abmelden</);

    const withCookie = await server.app.inject({
      method: 'GET',
      url: '/account',
      cookies: { gw_session: server.userToken, lang: 'en' },
    });
    expect(renderedFor(withCookie.body)).toBe('kunde@gartenwerk.test');
    expect(withCookie.body).toMatch(/<html lang="en">/);
  });

  it("honours render's status and redirect", async () => {
    const missing = await get('/gibt-es-nicht');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1 id="not-found-title">Seite nicht gefunden</h1>');
    const guestAccount = await get('/account');
    expect(guestAccount.statusCode).toBe(302);
    expect(guestAccount.headers.location).toBe('/login?redirect=%2Faccount');
  });

  it('answers the booking page with 404 while the component is off, and renders it when it is on', async () => {
    // Through the API, as the admin centre saves them: a saved configuration renews the cached pages.
    const components = async (enabled_components: string[]) =>
      expect(
        (await call(server, 'PUT', '/api/v0/config/', { enabled_components }, server.adminToken)).statusCode,
      ).toBe(200);
    const { enabled_components } = await getConfig(server.database.db);
    const others = enabled_components.filter((component) => component !== 'booking');
    try {
      await components(others);
      const off = await get('/Termin');
      expect(off.statusCode).toBe(404);
      expect(off.body).toContain('<h1 id="not-found-title">Seite nicht gefunden</h1>');
      await components([...others, 'booking']);
      const on = await get('/Termin');
      expect(on.statusCode).toBe(200);
      expect(on.body).not.toContain('not-found-title');
    } finally {
      await components(enabled_components);
    }
  });

  it('answers 404 for product addresses named like Object properties', async () => {
    for (const url of ['/p/constructor', '/p/__proto__', '/shop/hecken/toString']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('keeps unknown API paths out of the storefront', async () => {
    const response = await get('/api/v0/unbekannt');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the admin SPA with index.html for deep links', async () => {
    const adminEntry = adminEntryScript();
    for (const url of ['/admincenter', '/admincenter/', '/admincenter/shop/products/42']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(
        `<script type="module" crossorigin src="/admincenter/assets/${adminEntry}">`,
      );
    }
    const asset = await get(`/admincenter/assets/${adminEntry}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(readFileSync(join(ADMIN_BUILD, 'assets', adminEntry), 'utf8'));
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('renders pages for a request without a usable Host header with PUBLIC_URL’s origin', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const head = (answer: string) => answer.slice(0, answer.indexOf('\r\n'));
    const body = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);
    for (const hostLine of ['', 'Host: a:b:c\r\n', 'Host: kunde@shop.test\r\n', 'Host: \r\n']) {
      for (const version of ['HTTP/1.0', 'HTTP/1.1']) {
        if (version === 'HTTP/1.1' && hostLine === '') continue; // HTTP/1.1 requires the header (400)
        const request = (path: string) =>
          rawRequest(port, `GET ${path} ${version}\r\n${hostLine}Connection: close\r\n\r\n`);
        const page = await request('/');
        expect(head(page), `${version} ${hostLine}`).toMatch(/^HTTP\/1\.1 200 /);
        expect(body(page)).toContain('<html lang="de"');
        const robots = await request('/robots.txt');
        expect(head(robots)).toMatch(/^HTTP\/1\.1 200 /);
        expect(body(robots)).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      }
    }
  });
});

/** Sends `text` as it is over a socket and answers everything the server sends until it closes. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('when the storefront bundle throws', () => {
  let server: TestServer;
  let brokenBuild: string;
  beforeAll(async () => {
    // No real page makes the bundle throw, so this build's server entry does nothing else.
    brokenBuild = mkdtempSync(join(tmpdir(), 'gw-broken-storefront-'));
    mkdirSync(join(brokenBuild, 'server'));
    writeFileSync(
      join(brokenBuild, 'server/entry-server.js'),
      "export async function render() { throw new Error('render failed at /srv/secret.js'); }\n",
    );
    server = await startTestServer('pglite', { storefrontDist: brokenBuild });
  });
  afterAll(async () => {
    await server.close();
    rmSync(brokenBuild, { recursive: true, force: true });
  });

  it('answers with 500 and no details', async () => {
    const failed = await call(server, 'GET', '/Kontakt');
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('render failed');
    expect(failed.body).not.toContain('/srv/secret.js');
  });
});

describe('when the front ends are not built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { storefrontDist: MISSING_DIST, adminDist: MISSING_DIST });
  });
  afterAll(() => server.close());

  it('answers pages with 503 naming the storefront build', async () => {
    const response = await call(server, 'GET', '/Kontakt');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('pnpm --filter @gartenwerk/storefront build');
  });

  it('answers the admin centre with 503 naming the admin build', async () => {
    for (const url of ['/admincenter', '/admincenter/users/browse']) {
      const response = await call(server, 'GET', url);
      expect(response.statusCode, url).toBe(503);
      expect(response.body).toContain('pnpm --filter @gartenwerk/admin build');
    }
  });

  it('still answers the API', async () => {
    expect((await call(server, 'GET', '/api/health')).statusCode).toBe(200);
  });
});
