import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { logInAsAdmin, useShopInBrowser } from './browser';
import type { RunningShop } from './server';

/** A seeded product and its public page (its slug stays when the title changes). */
const TITLE = "Apfel 'Topaz' Halbstamm";
const NEW_TITLE = "Apfel 'Topaz' Halbstamm, Bio";
const PAGE = '/shop/obstbaeume/apfel-topaz-halbstamm';

describe('products as CSV: export, edit, import', () => {
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  useShopInBrowser((opened) => ({ shop, browser, page } = opened));

  /** The product page as a guest without cookies gets it: the cache's answer and the page. */
  const guestPage = async () => {
    const response = await fetch(`${shop.baseUrl}${PAGE}`);
    return { cache: response.headers.get('x-cache'), html: await response.text() };
  };

  it('changes a price and a title through a CSV round trip, seen in the list and on the public page', async () => {
    // The public page is cached for guests before the import (once the seed's image variants are
    // done: each finished one makes the caches stale).
    expect((await guestPage()).html).toContain('€ 49,90');
    await expect.poll(async () => (await guestPage()).cache, { timeout: 20_000 }).toBe('hit');

    await logInAsAdmin(page);
    await page.goto('/admincenter/shop/products');
    const table = page.getByRole('table', { name: 'Produkte' });
    await table.getByRole('link', { name: TITLE }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV zum Bearbeiten exportieren' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('produkte-bearbeiten.csv');
    const exported = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = exported.split('\r\n').filter((line) => line !== '');
    expect(lines[0]!.split(';').slice(0, 5)).toEqual(['_id', 'title', 'slug', 'type', 'price']);
    const index = lines.findIndex((line) => line.split(';')[1] === TITLE);
    const cells = lines[index]!.split(';');
    expect(cells.slice(2, 5)).toEqual(['apfel-topaz-halbstamm', 'product', '49,9']);
    cells[1] = NEW_TITLE;
    cells[4] = '19,90';
    lines[index] = cells.join(';');

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'produkte.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
    const preview = page.getByRole('region', { name: 'Vorschau des Imports' });
    await preview
      .getByRole('status')
      .getByText(`0 neu, ${lines.length - 1} geändert, 0 fehlerhaft`)
      .waitFor();
    const row = preview.getByRole('row').filter({ hasText: NEW_TITLE });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      String(index + 1),
      'Ändern',
      NEW_TITLE,
      'in Ordnung',
    ]);
    await preview.getByRole('button', { name: 'Importieren' }).click();
    await page
      .getByRole('region', { name: 'Benachrichtigungen' })
      .getByText(`Import abgeschlossen: 0 neu, ${lines.length - 1} geändert`)
      .first()
      .waitFor();

    // The list reads the products anew.
    const changed = table.getByRole('row').filter({ has: page.getByRole('link', { name: NEW_TITLE }) });
    await changed.getByRole('cell', { name: '€ 19,90', exact: true }).waitFor();

    // The public page is rendered anew, for guests and in a visitor's browser.
    const fresh = await guestPage();
    expect(fresh.cache).toBe('miss');
    expect(fresh.html).toContain('€ 19,90');
    const visitor = await browser.newPage({ baseURL: shop.baseUrl, locale: 'de-AT' });
    try {
      await visitor.goto(PAGE);
      await visitor.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
      expect(await visitor.getByTestId('price').first().textContent()).toBe('€ 19,90');
    } finally {
      await visitor.close();
    }
  });
});
