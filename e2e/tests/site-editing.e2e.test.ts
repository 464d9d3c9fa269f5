import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { fillLogin, useShopInBrowser } from './browser';
import { ADMIN, type RunningShop } from './server';

const NEW_TEXT = 'Im Herbst gepflanzte Hecken wurzeln bis zum Frühjahr an.';

/** The editor chunk's file, from the storefront's build manifest. */
function editorChunk(): string {
  const manifestPath = new URL('../../apps/storefront/dist/client/.vite/manifest.json', import.meta.url);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest['src/admin-overlay/AdminOverlay.tsx'];
  if (!chunk) throw new Error('the storefront build has no admin overlay chunk');
  return `/${chunk.file}`;
}

/** Every URL the page asks for, from the first request on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

async function signIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await fillLogin(page, ADMIN.handle, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

/**
 * Puts an image into the file library as the signed-in admin, through the API the admin centre uses;
 * the library refuses a second file of the same content, so each test's picture has its colour.
 */
async function uploadImage(context: BrowserContext, baseUrl: string, name: string, background = '#3a7d2c') {
  const csrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'gw_csrf')?.value ?? '';
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const response = await context.request.post(`${baseUrl}/api/v0/upload`, {
    headers: { 'x-csrf-token': csrf },
    multipart: { file: { name, mimeType: 'image/jpeg', buffer }, tags: '[]' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

describe('editing a public page in the browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  useShopInBrowser((opened) => ({ shop, browser } = opened));

  it('an admin adds a text and a gallery block inline and publishes; a visitor sees them without the editor', async () => {
    const chunk = editorChunk();
    const adminContext = await browser.newContext({ baseURL: shop.baseUrl, locale: 'de-AT' });
    const admin = await signIn(adminContext);
    await uploadImage(adminContext, shop.baseUrl, 'hecke-herbst.jpg');
    const adminRequests = recordRequests(admin);

    await admin.goto('/Planung');
    const toolbar = admin.getByRole('complementary', { name: 'Admin-Werkzeugleiste' });
    await toolbar.getByRole('status').filter({ hasText: 'Veröffentlicht' }).waitFor();
    expect(adminRequests).toContain(chunk);

    // Take the page offline while it is reworked: visitors get the not-found page meanwhile.
    await toolbar.getByRole('button', { name: 'Veröffentlichung zurückziehen' }).click();
    await toolbar.getByRole('status').filter({ hasText: 'Nicht veröffentlicht' }).waitFor();
    expect((await fetch(`${shop.baseUrl}/Planung`)).status).toBe(404);

    await toolbar.getByRole('button', { name: 'Seite bearbeiten' }).click();
    const editor = admin.getByRole('region', { name: 'Seiteneditor' });
    const palette = editor.getByRole('group', { name: 'Block-Palette' });
    const saved = editor.getByRole('status').filter({ hasText: 'Gespeichert.' });

    await palette.getByRole('button', { name: 'Text hinzufügen' }).click();
    await saved.waitFor();
    const textBlock = editor.getByRole('region', { name: /: Text$/ }).last();
    await textBlock.getByRole('textbox', { name: /Text – Text$/ }).click();
    await admin.keyboard.type(NEW_TEXT);
    await textBlock.getByRole('button', { name: 'Text speichern' }).click();
    await textBlock
      .getByRole('button', { name: 'Text speichern' })
      .and(admin.locator('[disabled]'))
      .waitFor();

    await palette.getByRole('button', { name: 'Galerie hinzufügen' }).click();
    const galleryBlock = editor.getByRole('region', { name: /: Galerie$/ }).last();
    await galleryBlock.getByRole('checkbox', { name: 'hecke-herbst.jpg' }).check();
    await saved.waitFor();

    await toolbar.getByRole('button', { name: 'Veröffentlichen' }).click();
    await toolbar
      .getByRole('status')
      .filter({ hasText: /^Veröffentlicht$/ })
      .waitFor();

    // A visitor in a fresh context: the page shows the new blocks, the editor is never downloaded.
    const visitorContext = await browser.newContext({ baseURL: shop.baseUrl, locale: 'de-AT' });
    const visitor = await visitorContext.newPage();
    const visitorRequests = recordRequests(visitor);
    const response = await visitor.goto('/Planung', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(NEW_TEXT);
    await visitor.getByText(NEW_TEXT).waitFor();
    const gallery = visitor.getByRole('list', { name: 'Bildergalerie' }).last();
    await gallery.getByRole('button', { name: /hecke-herbst\.jpg$/ }).waitFor();
    expect(await visitor.getByRole('complementary', { name: 'Admin-Werkzeugleiste' }).count()).toBe(0);
    expect(visitorRequests.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(visitorRequests).not.toContain(chunk);
    expect(html).not.toContain(chunk.slice(1));

    await visitorContext.close();
    await adminContext.close();
  });

  it('an admin adds a page at a new address from its not-found page; visitors get 404 until it is published', async () => {
    const adminContext = await browser.newContext({ baseURL: shop.baseUrl, locale: 'de-AT' });
    const admin = await signIn(adminContext);

    const missing = await admin.goto('/Sommerfest');
    expect(missing?.status()).toBe(404);
    await admin.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
    const toolbar = admin.getByRole('complementary', { name: 'Admin-Werkzeugleiste' });
    await toolbar.getByRole('button', { name: 'Seite hinzufügen' }).click();
    const form = admin.getByRole('form', { name: 'Seite hinzufügen' });
    expect(await form.getByRole('textbox', { name: 'Adresse der neuen Seite' }).inputValue()).toBe(
      '/Sommerfest',
    );
    await form.getByRole('textbox', { name: 'Titel der neuen Seite' }).fill('Sommerfest 2026');
    await form.getByRole('button', { name: 'Seite anlegen' }).click();

    // The new page shows at once, unpublished, ready to be filled.
    await admin.getByRole('heading', { level: 1, name: 'Sommerfest 2026' }).waitFor();
    await toolbar.getByRole('status').filter({ hasText: 'Nicht veröffentlicht' }).waitFor();
    expect((await fetch(`${shop.baseUrl}/Sommerfest`)).status).toBe(404);

    await toolbar.getByRole('button', { name: 'Veröffentlichen' }).click();
    await toolbar
      .getByRole('status')
      .filter({ hasText: /^Veröffentlicht$/ })
      .waitFor();
    const published = await fetch(`${shop.baseUrl}/Sommerfest`);
    expect(published.status).toBe(200);
    expect(await published.text()).toContain('<h1>Sommerfest 2026</h1>');

    await adminContext.close();
  });

  it('an admin builds a page in the admin centre with a picture from the library; visitors see it once published', async () => {
    // The editor reads and writes the publish date in the browser's zone; the server keeps UTC.
    const adminContext = await browser.newContext({
      baseURL: shop.baseUrl,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const admin = await signIn(adminContext);
    await uploadImage(adminContext, shop.baseUrl, 'apfel-bluete.jpg', '#e8b4c0');

    await admin.goto('/admincenter/pages/edit');
    const form = admin.getByRole('form', { name: 'Seite' });
    const title = form.getByRole('textbox', { name: 'Titel', exact: true });
    await title.fill('Obstbaumschnitt');
    await form.getByRole('textbox', { name: 'Route' }).fill('/Obstbaumschnitt');
    await form.getByLabel('Veröffentlichungsdatum').fill('2026-05-01T10:30');
    await form.getByRole('button', { name: 'Galerie hinzufügen' }).click();
    const gallery = form.getByRole('group', { name: 'Block 2: Galerie' });
    await gallery.getByRole('searchbox', { name: 'In der Dateibibliothek suchen' }).fill('apfel');
    await gallery.getByRole('button', { name: 'apfel-bluete.jpg wählen' }).click();
    await gallery.getByRole('list', { name: 'Bilder: gewählt' }).getByText('apfel-bluete.jpg').waitFor();
    await form.getByRole('button', { name: 'Speichern' }).click();

    await admin.waitForURL(/\/admincenter\/pages\/edit\/[^/]+$/);
    const id = new URL(admin.url()).pathname.split('/').at(-1)!;
    const stored = await adminContext.request.get(`${shop.baseUrl}/api/v0/entry/${id}`);
    expect(await stored.json()).toMatchObject({
      title: 'Obstbaumschnitt',
      route: '/Obstbaumschnitt',
      publish_date: '2026-05-01T08:30:00.000Z',
      published: false,
      data: [
        { type: 'text' },
        { type: 'gallery', props: { images: [{ name: 'apfel-bluete.jpg', ext: 'jpg' }] } },
      ],
    });
    expect((await fetch(`${shop.baseUrl}/Obstbaumschnitt`)).status).toBe(404);

    await admin.getByRole('button', { name: 'Veröffentlichen' }).click();
    await admin.getByText('Status: veröffentlicht').waitFor();

    const visitorContext = await browser.newContext({ baseURL: shop.baseUrl, locale: 'de-AT' });
    const visitor = await visitorContext.newPage();
    const response = await visitor.goto('/Obstbaumschnitt', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await visitor
      .getByRole('list', { name: 'Bildergalerie' })
      .getByRole('button', { name: /apfel-bluete\.jpg$/ })
      .waitFor();

    await visitorContext.close();
    await adminContext.close();
  });
});
