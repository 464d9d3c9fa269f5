import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startGraphStandIn, type GraphStandIn } from '@gartenwerk/test-helpers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');
const WIDTHS = [390, 1440] as const;

/**
 * The owner connects the nursery's Facebook page through Facebook's login (the Graph API stand-in:
 * its dialog agrees at once) and shares a news entry from its screen; the post reaches the page with
 * the entry's public address, and the share is listed on social/facebook.
 */
describe('social media: connect Facebook through the stand-in and share a news entry', () => {
  let graph: GraphStandIn;
  let shop: RunningShop;
  let page: Page;
  let token: string;
  let entryId: string;

  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, token, method, path, body);
  const shoot = async (name: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    graph = await startGraphStandIn();
  });
  afterAll(async () => {
    await graph?.close();
  });
  useShopInBrowser((opened) => ({ shop, page } = opened), {
    env: () => ({ FACEBOOK_GRAPH_URL: graph.url, FACEBOOK_DIALOG_URL: graph.dialogUrl }),
    adminAt: '/admincenter/dashboard',
  });

  beforeAll(async () => {
    token = await apiLogin(shop.baseUrl);
    const [config] = await api<{ enabled_components: string[] }[]>('GET', '/api/v0/config/');
    await api('PUT', '/api/v0/config/', { enabled_components: [...config!.enabled_components, 'social'] });
    // A create answers 201, which callApi does not take.
    const created = await fetch(`${shop.baseUrl}/api/v0/entry/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Wurzelnackte Hecken sind da',
        type: 'news',
        route: '/Aktuelles',
        slug: 'wurzelnackte-hecken',
      }),
    });
    expect(created.status).toBe(201);
    const entry = (await created.json()) as { _id: string };
    entryId = entry._id;
    await api('POST', '/api/v0/publish/entry/', { _id: entryId });
  });

  it('enters the app and connects the page through Facebook’s login', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.baseUrl}/admincenter/social/facebook`);
    const form = page.getByRole('form', { name: 'Facebook-App' });
    await form.getByRole('checkbox', { name: 'Teilen auf Facebook' }).check();
    await form.getByRole('textbox', { name: 'App-ID' }).fill(graph.appId);
    await form.getByLabel('App-Geheimnis').fill(graph.appSecret);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('gespeichert').first().waitFor();

    await page.getByRole('button', { name: 'Mit Facebook verbinden' }).click();
    await page.waitForURL(/\/admincenter\/social\/facebook\?connected=1$/);
    await page.getByText('Die Facebook-Seite ist verbunden.').waitFor();
    expect(await page.getByTestId('facebook-state').textContent()).toMatch(
      /^Verbunden mit der Seite „Gartenwerk Baumschule“ \(von /,
    );
    expect(graph.dialogs).toHaveLength(1);
    expect(graph.dialogs[0]!.scope).toEqual([
      'pages_show_list',
      'pages_read_engagement',
      'pages_manage_posts',
      'instagram_basic',
    ]);
    await shoot('social-facebook-connected');
  });

  it('shares the news entry from its screen and lists the share', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.baseUrl}/admincenter/pages/edit/${entryId}`);
    await page.getByRole('button', { name: 'Auf Facebook teilen' }).click();
    await page.getByLabel('Text zum Beitrag (leer: der Titel)').fill('Jetzt ist Pflanzzeit für Hecken!');
    await shoot('social-share-entry');
    await page.getByRole('button', { name: 'Jetzt teilen' }).click();
    await page.getByText('Auf Facebook geteilt').first().waitFor();
    expect(graph.posts).toEqual([
      {
        page: '5550001',
        message: 'Jetzt ist Pflanzzeit für Hecken!',
        link: `${shop.baseUrl}/Aktuelles/wurzelnackte-hecken`,
        token: graph.pageTokens['5550001'],
      },
    ]);

    await page.goto(`${shop.baseUrl}/admincenter/social/facebook`);
    const table = page.getByRole('table', { name: 'Geteilte Beiträge' });
    await table.getByRole('link', { name: 'Wurzelnackte Hecken sind da' }).waitFor();
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells.slice(1)).toEqual([
      'Beitrag',
      'Wurzelnackte Hecken sind da',
      expect.any(String),
      'Geteilt',
      '5550001_1001',
    ]);
    await shoot('social-facebook-shares');
  });

  it('shows the Instagram posts, copied into the file library, on the start page', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.baseUrl}/admincenter/social/facebook`);
    const form = page.getByRole('form', { name: 'Facebook-App' });
    await form.getByRole('checkbox', { name: 'Instagram-Feed auf der Startseite' }).check();
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('gespeichert').first().waitFor();
    await page.goto(`${shop.baseUrl}/admincenter/social/instagram`);
    await page.getByText('Instagram-Business-Konto: 1784001').waitFor();
    await page.getByRole('button', { name: 'Jetzt abrufen' }).click();
    await page.getByText('Instagram-Beiträge abgerufen').first().waitFor();
    await page.getByRole('img', { name: 'Rosen im Herbstlicht' }).waitFor();
    await shoot('social-instagram');

    await page.goto(`${shop.baseUrl}/`);
    const block = page.getByRole('region', { name: 'Neues auf Instagram' });
    await block.getByRole('img', { name: 'Die Thujen sind da 🌲' }).waitFor();
    // Lazy pictures may not have loaded yet: their addresses are what counts.
    const sources = await block
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources).toHaveLength(2);
    for (const source of sources) expect(source).toMatch(/^\/api\/v0\/download\//);
    expect(await block.getByRole('link').first().getAttribute('href')).toBe(
      'https://www.instagram.com/p/9001/',
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await block.scrollIntoViewIfNeeded();
      // Lazy pictures: the shot once they have loaded.
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.home-instagram img')).every(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      );
      await page.screenshot({ path: `${SHOTS}/social-start-instagram-${width}.png` });
    }
  });
});
