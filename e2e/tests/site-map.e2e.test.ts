import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, callApi, type RunningShop } from './server';
import { useShopInBrowser } from './browser';

/** A tile: one green pixel as PNG (Leaflet stretches it). */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The tile provider's stand-in: HTTPS (the pages' security policy loads pictures over HTTPS only) with
 * a certificate made for the test, answering every /{z}/{x}/{y}.png and remembering the keys asked with.
 */
async function startTileServer() {
  const dir = mkdtempSync(join(tmpdir(), 'gw-tiles-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const keys: string[] = [];
  const server: Server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (request, response) => {
      const url = new URL(request.url ?? '/', 'https://127.0.0.1');
      if (!/^\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
        response.writeHead(404).end();
        return;
      }
      keys.push(url.searchParams.get('key') ?? '');
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(TILE);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/{z}/{x}/{y}.png?key={apikey}`,
    keys,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('the map on the contact page', () => {
  let shop: RunningShop;
  let browser: Browser;
  let admin: Page;
  let tiles: Awaited<ReturnType<typeof startTileServer>>;
  let token: string;

  beforeAll(async () => {
    tiles = await startTileServer();
  });
  afterAll(async () => {
    await tiles?.close();
  });
  useShopInBrowser(
    (running) => {
      ({ shop, browser, page: admin } = running);
    },
    { adminAt: '/admincenter/dashboard' },
  );

  async function configureMap(apikey: string) {
    token ??= await apiLogin(shop.baseUrl);
    const [config] = await callApi<
      Array<{ components: Record<string, unknown>; enabled_components: string[] }>
    >(shop.baseUrl, token, 'GET', '/api/v0/config/');
    await callApi(shop.baseUrl, token, 'PUT', '/api/v0/config/', {
      enabled_components: [...new Set([...config!.enabled_components, 'map'])],
      components: {
        ...config!.components,
        map: { apikey, tile_url: tiles.url, lat: 48.4102, lng: 15.6032, zoom: 16 },
      },
    });
  }

  it('shows the address and a link while no key is set', async () => {
    await configureMap('');
    const page = await browser.newPage({ baseURL: shop.baseUrl, locale: 'de-AT' });
    await page.goto('/Kontakt');
    const link = page.getByRole('link', { name: 'Auf der Karte ansehen' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=48.4102&mlon=15.6032#map=16/48.4102/15.6032',
    );
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await page.close();
  });

  it('draws the map from the configured tiles once a key is set', async () => {
    await configureMap('test-key');
    const page = await browser.newPage({ baseURL: shop.baseUrl, locale: 'de-AT', ignoreHTTPSErrors: true });
    await page.goto('/Kontakt');
    await page.locator('.location-map .leaflet-tile-loaded').first().waitFor();
    expect(tiles.keys.length).toBeGreaterThan(0);
    expect(new Set(tiles.keys)).toEqual(new Set(['test-key']));
    await page.getByRole('link', { name: 'Auf der Karte ansehen' }).waitFor();
    // The opening-hours page shows the same map.
    await page.goto('/Oeffnungszeiten');
    await page.locator('.location-map .leaflet-tile-loaded').first().waitFor();
    await page.close();
  });

  it('lets the owner set the key, the tiles and the place on the map screen', async () => {
    await admin.goto('/admincenter/map');
    const key = admin.getByLabel('Schlüssel des Kartenanbieters');
    expect(await key.inputValue()).toBe('test-key');
    expect(await admin.getByLabel('Adresse der Kartenkacheln').inputValue()).toBe(tiles.url);
    const shots = process.env.SCREENSHOT_DIR ?? '/tmp/site33-shots';
    mkdirSync(shots, { recursive: true });
    for (const [size, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await admin.setViewportSize(viewport);
      await admin.screenshot({ path: `${shots}/map-${size}.png`, fullPage: true });
    }
    await admin.getByLabel('Zoomstufe').fill('25');
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await admin.getByText('Bitte eine ganze Zahl von 1 bis 19 angeben.').waitFor();
    await admin.getByLabel('Zoomstufe').fill('15');
    await key.fill('other-key');
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(async () => {
        const [config] = await callApi<Array<{ components: { map: { apikey: string; zoom: number } } }>>(
          shop.baseUrl,
          token,
          'GET',
          '/api/v0/config/',
        );
        return config!.components.map;
      })
      .toMatchObject({ apikey: 'other-key', zoom: 15 });
  });
});
