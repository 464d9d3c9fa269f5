import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { logInAsAdmin, waitForHydration } from './browser';
import { startShop, type RunningShop } from './server';

const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'promises-tour');

/**
 * A customer's tour in German and English at 390 and 1440 px: the English toast marks the German
 * names it gives, /Oeffnungszeiten shows the hours of the settings (no table of its own), the search
 * heading names the word as typed; every screen is kept as a screenshot.
 */
describe('the shop as a customer sees it, in German and English', () => {
  let shop: RunningShop;
  let browser: Browser;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function visitor(width: number, language: 'de' | 'en'): Promise<Page> {
    const context = await browser.newContext({
      baseURL: shop.baseUrl,
      locale: language === 'de' ? 'de-AT' : 'en-GB',
      viewport: { width, height: 900 },
    });
    await context.addCookies([{ name: 'lang', value: language, url: shop.baseUrl }]);
    return context.newPage();
  }
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

  for (const width of [390, 1440]) {
    for (const language of ['de', 'en'] as const) {
      it(`goes from the home page to the checkout and the account, in ${language} at ${width} px`, async () => {
        const page = await visitor(width, language);
        const name = (screen: string) => `${screen}-${language}-${width}`;
        for (const [screen, url] of [
          ['home', '/'],
          ['catalogue', '/shop'],
          ['shipping', '/Versandkosten'],
          ['terms', '/AGB'],
        ] as const) {
          await page.goto(url);
          await waitForHydration(page);
          await shot(page, name(screen));
        }

        await page.goto('/Oeffnungszeiten');
        await waitForHydration(page);
        const main = page.locator('main');
        expect(await main.locator('table').count()).toBe(0);
        // The booking module's hours of both locations, for the coming week (dates depend on today).
        // The hours are fetched after hydration: wait for them before reading the block.
        const facts = main.locator('[data-facts="opening_hours"]');
        await facts.getByText('Gartencenter').first().waitFor();
        const hours = (await facts.textContent()) ?? '';
        expect(hours).toContain('Baumschule');
        expect(hours).toContain('Gartencenter');
        expect(hours).toMatch(language === 'de' ? /Mo \d\d\.\d\d\./ : /Mon \d\d\/\d\d\//);
        await shot(page, name('opening-hours'));

        await page.goto('/search?q=Lavendl');
        await waitForHydration(page);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
          language === 'de' ? 'Suchergebnisse für „Lavendl“' : 'Search results for “Lavendl”',
        );
        expect(await page.getByTestId('search-suggestion').textContent()).toBe(
          language === 'de' ? 'Meinten Sie: Lavendel?' : 'Did you mean: Lavendel?',
        );
        await shot(page, name('search'));

        await page.goto('/shop/stauden/lavendel-hidcote-blue');
        await waitForHydration(page);
        const swatch = page.locator('.gw-swatch').first();
        const box = await swatch.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(24);
        await page
          .getByRole('button', { name: language === 'de' ? 'In den Warenkorb' : 'Add to cart' })
          .click();
        const toast = page.locator('.gw-toast__title').first();
        await toast.waitFor();
        if (language === 'en') {
          // The plant and its colour have no English names: German, marked so inside the English sentence.
          const marked = await toast.locator('[lang="de"]').allTextContents();
          expect(marked[0]).toBe("Lavendel 'Hidcote Blue'");
          expect(marked.at(-1)).toBe('Violett');
        } else {
          expect(await toast.locator('[lang]').count()).toBe(0);
        }
        await shot(page, name('product'));

        await page.goto('/checkout');
        await waitForHydration(page);
        await shot(page, name('cart'));

        // The login view is read in German (its labels), then the account in the tour's language.
        await page.context().addCookies([{ name: 'lang', value: 'de', url: shop.baseUrl }]);
        await logInAsAdmin(page);
        await page.context().addCookies([{ name: 'lang', value: language, url: shop.baseUrl }]);
        await page.goto('/account');
        await waitForHydration(page);
        await shot(page, name('account'));
        await page.context().close();
      });
    }
  }
});
