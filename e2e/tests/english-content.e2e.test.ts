import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { waitForHydration } from './browser';
import {
  apiLogin,
  callApi,
  plainOrderableProducts,
  startShop,
  type RunningShop,
  type SeededProduct,
} from './server';

const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'english');

/**
 * English that is English: with English chosen, a product with English texts shows them, one without
 * shows its German texts marked lang="de", and money reads as English writes it.
 */
describe('English content on English pages', () => {
  let shop: RunningShop;
  let browser: Browser;
  let translated: SeededProduct;
  let germanOnly: SeededProduct;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    const token = await apiLogin(shop.baseUrl);
    const [first, second] = await plainOrderableProducts(shop.baseUrl, token);
    expect(second).toBeDefined();
    translated = first!;
    germanOnly = second!;
    await callApi(shop.baseUrl, token, 'PUT', `/api/v0/shop_product/${translated._id}`, {
      name_en: 'Emerald arborvitae',
      description: 'Schlanke, dichte Heckenpflanze.',
      description_en: 'A slender, dense hedge plant.',
      price: 1234.5,
    });
    await callApi(shop.baseUrl, token, 'PUT', `/api/v0/shop_product/${germanOnly._id}`, {
      name_en: '',
      description: 'Heimische Heckenpflanze mit rotem Herbstlaub.',
      description_en: '',
    });
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function germanVisitor(width: number): Promise<Page> {
    const context = await browser.newContext({ locale: 'de-AT', viewport: { width, height: 900 } });
    return context.newPage();
  }

  for (const width of [390, 1440]) {
    it(`switches to English and reads the English name, description and price at ${width} px`, async () => {
      const page = await germanVisitor(width);
      await page.goto(`${shop.baseUrl}/p/${translated._id}`);
      await waitForHydration(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(translated.title);
      expect(await page.getByTestId('price').textContent()).toBe('€ 1.234,50');

      // On a phone the language switch sits in the menu.
      if (width < 800) await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page.getByRole('button', { name: 'English' }).click();
      if (width < 800) await page.keyboard.press('Escape');
      const heading = page.getByRole('heading', { level: 1, name: 'Emerald arborvitae' });
      await heading.waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await heading.getAttribute('lang')).toBeNull();
      const description = page.getByText('A slender, dense hedge plant.');
      expect(await description.getAttribute('lang')).toBeNull();
      expect(await page.getByTestId('price').textContent()).toBe('€1,234.50');
      await page.screenshot({ path: join(SHOTS, `product-en-${width}.png`), fullPage: true });

      // The next server render is English too, German where nothing English is written.
      await page.goto(`${shop.baseUrl}/p/${germanOnly._id}`);
      await waitForHydration(page);
      const german = page.getByRole('heading', { level: 1, name: germanOnly.title });
      expect(await german.getAttribute('lang')).toBe('de');
      const germanText = page.getByText('Heimische Heckenpflanze mit rotem Herbstlaub.');
      expect(await germanText.getAttribute('lang')).toBe('de');
      expect(
        await page.getByRole('heading', { level: 2, name: 'Description' }).getAttribute('lang'),
      ).toBeNull();
      await page.screenshot({ path: join(SHOTS, `product-fallback-${width}.png`), fullPage: true });
      await page.context().close();
    });
  }

  it('shows the German terms under an English page marked lang="de"', async () => {
    const page = await germanVisitor(1440);
    await page.context().addCookies([{ name: 'lang', value: 'en', url: shop.baseUrl }]);
    await page.goto(`${shop.baseUrl}/AGB`);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.getAttribute('lang')).toBe('de');
    // Every text of the page's own content is inside an element marked German.
    const unmarked = await page.$$eval(
      'article.entry .entry-content, article.entry .block-text',
      (elements) => elements.filter((element) => element.closest('[lang="de"]') === null).length,
    );
    expect(unmarked).toBe(0);
    expect(await page.locator('article.entry [lang="de"]').count()).toBeGreaterThan(1);
    await page.screenshot({ path: join(SHOTS, 'terms-en-1440.png'), fullPage: false });
    await page.context().close();
  });
});
