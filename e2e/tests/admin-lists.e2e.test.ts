import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { fillLogin } from './browser';
import { ADMIN, apiLogin, callApi, startShop, type RunningShop } from './server';

interface Product {
  _id: string;
  title: string;
}

describe('an admin list on a phone and a desktop', () => {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  const products: Record<string, Product> = {};

  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, token, method, path, body);

  const stockOf = async (product: Product) =>
    (await api<{ items: Array<{ quantity: number }> }>('GET', `/api/v0/shop_stock/?product=${product._id}`))
      .items[0]?.quantity;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    token = await apiLogin(shop.baseUrl);
    for (const [title, price, offline] of [
      ['Liste Ahorn', 30, false],
      ['Liste Buche', 10, false],
      ['Liste Eibe', 20, true],
    ] as const) {
      products[title] = await api<Product>('POST', '/api/v0/shop_product/', { title, price, offline });
    }
    context = await browser.newContext({ locale: 'de-AT', acceptDownloads: true });
    page = await context.newPage();
    await page.goto(`${shop.baseUrl}/login`);
    await fillLogin(page, ADMIN.handle, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await shop?.stop();
  });

  const table = () => page.getByRole('table', { name: 'Produkte' });
  /** The product titles in the rows, top to bottom, once the list has loaded. */
  async function titles(): Promise<string[]> {
    await page.locator('.gw-data-table__frame[aria-busy="false"]').waitFor();
    return table().locator('tbody tr').getByRole('link').allTextContents();
  }

  it.each([
    [390, 40, 'set'],
    [1440, 5, 'add'],
  ] as const)(
    'at %i px: sorts, filters in the address, changes the stock of selected rows and exports CSV',
    async (width, amount, mode) => {
      await page.setViewportSize({ width, height: 900 });
      const before = await stockOf(products['Liste Ahorn']!);
      await page.goto(`${shop.baseUrl}/admincenter/shop/products?search=Liste`);
      await page.getByRole('heading', { level: 1, name: 'Produkte' }).waitFor();
      expect(await titles()).toHaveLength(3);

      // Sort: by price up, then down; the address keeps it.
      await page.getByRole('button', { name: /^Preis/ }).click();
      await page.waitForURL(/sort=price/);
      await expect.poll(titles).toEqual(['Liste Buche', 'Liste Eibe', 'Liste Ahorn']);
      await page.getByRole('button', { name: /^Preis/ }).click();
      await page.waitForURL(/sort=-price/);
      await expect.poll(titles).toEqual(['Liste Ahorn', 'Liste Eibe', 'Liste Buche']);

      // Filter: online only, and a reload shows the same rows.
      await page.getByRole('combobox', { name: 'Status' }).selectOption('online');
      await page.waitForURL(/state=online/);
      await expect.poll(titles).toEqual(['Liste Ahorn', 'Liste Buche']);
      await page.reload();
      await expect.poll(titles).toEqual(['Liste Ahorn', 'Liste Buche']);
      expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('online');
      expect(new URL(page.url()).searchParams.get('sort')).toBe('-price');

      // Nothing on the page scrolls sideways.
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(scroll).toBeLessThanOrEqual(inner);

      // Select both rows and change their stock.
      await page.getByRole('checkbox', { name: 'Liste Ahorn auswählen' }).check();
      await page.getByRole('checkbox', { name: 'Liste Buche auswählen' }).check();
      await page.getByText('2 ausgewählt').waitFor();
      await page.getByRole('button', { name: 'Bestand ändern' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bestand von 2 Produkten ändern' });
      await dialog
        .getByRole('combobox', { name: 'Art der Änderung' })
        .selectOption(mode === 'set' ? 'set' : 'add');
      await dialog.getByRole('textbox', { name: 'Menge' }).fill(String(amount));
      await dialog.getByRole('textbox', { name: 'Grund' }).fill('Inventur Herbst');
      await dialog.getByRole('button', { name: 'Übernehmen' }).click();
      await page
        .getByRole('region', { name: 'Benachrichtigungen' })
        .getByText('Bestand von 2 Produkten geändert')
        .first()
        .waitFor();
      // The first pass sets 40; the second adds 5 to it.
      const expected = mode === 'set' ? 40 : (before ?? 0) + 5;
      expect(expected).toBe(mode === 'set' ? 40 : 45);
      expect(await stockOf(products['Liste Ahorn']!)).toBe(expected);
      expect(await stockOf(products['Liste Buche']!)).toBe(expected);
      expect(await stockOf(products['Liste Eibe']!)).toBeUndefined();

      // CSV of the filtered rows in the list's order.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV exportieren' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('produkte.csv');
      const csv = await readFile((await download.path())!, 'utf8');
      const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Titel;Preis (€);Produktgruppen;Art;Status;Wartende;Angelegt');
      expect(lines.slice(1, 3).map((line) => line.split(';').slice(0, 6).join(';'))).toEqual([
        'Liste Ahorn;30;;Produkt;Online;0',
        'Liste Buche;10;;Produkt;Online;0',
      ]);
      expect(lines.slice(3)).toEqual(['']);
    },
  );
});
