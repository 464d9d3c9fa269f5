import { readFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLogin } from './browser';
import { ADMIN, apiLogin, callApi, startShop, type RunningShop } from './server';

const SCREENSHOTS = join(import.meta.dirname, '..', '.test-results');
const PAGE_TITLE = 'Winterschutz für Rosen';
const PRODUCT_TITLE = "Kugelahorn 'Globosum' Stammhöhe 200 cm";
const FILE_NAME = 'pflanzplan-sicherung.jpg';

/** Opens an admin centre address, logs the first admin in on the login view and waits to be back. */
async function adminAt(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForURL(/\/login\?redirect=/);
  await fillLogin(page, ADMIN.handle, ADMIN.password);
  await page.waitForURL(url);
  return page;
}

/** A backup made in the admin screen of a shop in use. */
describe('backup and restore in the admin centre', () => {
  let source: RunningShop;
  let browser: Browser;
  let archive: string;
  let photo: Buffer;
  const folder = mkdtempSync(join(tmpdir(), 'gartenwerk-backup-e2e-'));

  beforeAll(async () => {
    source = await startShop();
    browser = await launchChromium();
    const token = await apiLogin(source.baseUrl);
    const entry = await fetch(`${source.baseUrl}/api/v0/entry/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: PAGE_TITLE,
        type: 'page',
        route: '/Winterschutz',
        published: true,
        content: '<p>Rosen jetzt anhäufeln.</p>',
      }),
    });
    expect(entry.status, await entry.clone().text()).toBe(201);
    await callApi<{ _id: string }>(source.baseUrl, token, 'POST', '/api/v0/shop_product/', {
      title: PRODUCT_TITLE,
      price: 189,
      vat_groups: ['pflanzen'],
      shipping_groups: ['spedition'],
    });
    photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a3b6e' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), FILE_NAME);
    form.append('tags', '[]');
    const uploaded = await fetch(`${source.baseUrl}/api/v0/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const files = await callApi<{ items: Array<{ _id: string; name: string }> }>(
      source.baseUrl,
      token,
      'GET',
      `/api/v0/file/?search=${encodeURIComponent('pflanzplan')}`,
    );
    // A record of the site's use (a bug report): the installation is no longer empty, so no restore.
    const report = await fetch(`${source.baseUrl}/api/v0/system_bugtracker/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Suche findet Kugelahorn nicht' }),
    });
    expect([200, 201], await report.clone().text()).toContain(report.status);
    expect(files.items.map((file) => file.name)).toContain(FILE_NAME);
  });

  afterAll(async () => {
    await browser?.close();
    await source?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('an admin makes a backup in the screen, sees it finish and downloads it', async () => {
    const context = await browser.newContext({
      baseURL: source.baseUrl,
      locale: 'de-AT',
      acceptDownloads: true,
    });
    const page = await adminAt(context, `${source.baseUrl}/admincenter/backup`);
    await page.getByRole('heading', { level: 1, name: 'Sicherung' }).waitFor();
    const backups = page.getByRole('region', { name: 'Sicherungen' });
    await backups.getByText('Noch keine Sicherung vorhanden.').waitFor();

    await page
      .getByRole('region', { name: 'Sicherung zurückspielen' })
      .getByText('Zurückspielen ist nur in einer leeren Installation möglich.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Sicherung erstellen' }).click();
    const item = backups.getByRole('listitem');
    // Polled until done: then the archive's counts and the download link show.
    const download = item.getByRole('link', { name: /^Sicherung vom .* herunterladen$/ });
    await download.waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toMatch(
      /von Hand.*(KB|MB)\d+ Tabellen, \d+ Zeilen, [1-9]\d* Dateienfertig/,
    );

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^gartenwerk-\d{8}-\d{6}-\d{3}\.tar\.gz$/);
    archive = join(folder, file.suggestedFilename());
    await file.saveAs(archive);
    const bytes = await readFile(archive);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.screenshot({ path: join(SCREENSHOTS, `backup-${width}.png`), fullPage: true });
    }
    await context.close();
  });

  it('an admin restores the archive in the screen of a fresh installation, which then is the same site', async () => {
    expect(archive, 'the backup of the test before').toBeDefined();
    const target = await startShop();
    try {
      const token = await apiLogin(target.baseUrl);
      // The fresh installation has only its first start's data: the backed-up site is not there.
      const pageBefore = await fetch(`${target.baseUrl}/Winterschutz`);
      expect(pageBefore.status).toBe(404);
      const products = await callApi<{ items: Array<{ title: string }> }>(
        target.baseUrl,
        token,
        'GET',
        `/api/v0/shop_product/?search=${encodeURIComponent('Globosum')}`,
      );
      expect(products.items.map((product) => product.title)).not.toContain(PRODUCT_TITLE);

      const context = await browser.newContext({ baseURL: target.baseUrl, locale: 'de-AT' });
      const page = await adminAt(context, `${target.baseUrl}/admincenter/backup`);
      const restore = page.getByRole('region', { name: 'Sicherung zurückspielen' });
      await restore.getByText('Diese Installation ist noch leer.', { exact: false }).waitFor();
      // At 390 px the restore form fits the screen.
      await page.setViewportSize({ width: 390, height: 900 });
      await restore.getByLabel('Sicherungsdatei').setInputFiles(archive);
      await restore.getByRole('button', { name: 'Hochladen und zurückspielen' }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(SCREENSHOTS, 'backup-restore-390.png'), fullPage: true });

      await page.setViewportSize({ width: 1440, height: 1000 });
      await restore.getByRole('button', { name: 'Hochladen und zurückspielen' }).click();
      // The upload is taken at once; the restore goes on on the server and the screen follows it.
      const restored = restore.getByRole('status').filter({ hasText: 'zurückgespielt:' });
      await restored.waitFor({ timeout: 240_000 });
      expect(await restored.textContent()).toMatch(
        /^Sicherung vom \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} zurückgespielt: [1-9]\d* Zeilen, [1-9]\d* Dateien\. Bitte melden Sie sich neu an – es gelten die Zugangsdaten aus der Sicherung\.$/,
      );
      await page.screenshot({ path: join(SCREENSHOTS, 'backup-restored-1440.png'), fullPage: true });

      // Signed in again with the backup's admin: the site is in use now, no further restore.
      await restore.getByRole('link', { name: 'Neu anmelden' }).click();
      await page.waitForURL(/\/login\?redirect=/);
      await fillLogin(page, ADMIN.handle, ADMIN.password);
      await page.waitForURL(`${target.baseUrl}/admincenter/backup`);
      await page
        .getByRole('region', { name: 'Sicherung zurückspielen' })
        .getByText('Zurückspielen ist nur in einer leeren Installation möglich.', { exact: false })
        .waitFor();
      await page.setViewportSize({ width: 390, height: 900 });
      await page.screenshot({ path: join(SCREENSHOTS, 'backup-restored-390.png'), fullPage: true });

      // The backed-up site: its page, its product, its photo and the demo shop's pictures.
      const shop = await context.newPage();
      await shop.setViewportSize({ width: 1440, height: 1000 });
      await shop.goto(`${target.baseUrl}/Winterschutz`);
      await shop.getByRole('heading', { level: 1, name: PAGE_TITLE }).waitFor();
      await shop.getByText('Rosen jetzt anhäufeln.').waitFor();
      const after = await apiLogin(target.baseUrl);
      const found = await callApi<{ items: Array<{ _id: string; title: string; price: number }> }>(
        target.baseUrl,
        after,
        'GET',
        `/api/v0/shop_product/?search=${encodeURIComponent('Globosum')}`,
      );
      const kugelahorn = found.items.find((product) => product.title === PRODUCT_TITLE);
      expect(kugelahorn?.price).toBe(189);
      await shop.goto(`${target.baseUrl}/p/${kugelahorn!._id}`);
      await shop.getByRole('heading', { level: 1, name: PRODUCT_TITLE }).waitFor();

      const files = await callApi<{ items: Array<{ _id: string; name: string; size: number }> }>(
        target.baseUrl,
        after,
        'GET',
        `/api/v0/file/?search=${encodeURIComponent('pflanzplan')}`,
      );
      const plan = files.items.find((file) => file.name === FILE_NAME)!;
      const download = await fetch(`${target.baseUrl}/api/v0/download/${plan._id}?original=true`, {
        headers: { authorization: `Bearer ${after}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(photo)).toBe(true);

      const pictured = (
        await callApi<{ items: Array<{ _id: string; title: string; media?: string[] }> }>(
          target.baseUrl,
          after,
          'GET',
          '/api/v0/shop_product/?limit=100',
        )
      ).items.find((product) => (product.media?.length ?? 0) > 0)!;
      await shop.goto(`${target.baseUrl}/p/${pictured._id}`);
      const image = shop.locator('.product-gallery img').first();
      await image.waitFor();
      await shop.waitForFunction(
        (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
        await image.elementHandle(),
      );
      await shop.screenshot({ path: join(SCREENSHOTS, 'backup-restored-product-1440.png') });
      await context.close();
    } finally {
      await target.stop();
    }
  }, 360_000);
});
