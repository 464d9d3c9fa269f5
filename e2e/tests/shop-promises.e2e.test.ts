import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { logInAsAdmin, useShopInBrowser, waitForHydration } from './browser';
import type { RunningShop } from './server';

const WIDTHS = [390, 1440] as const;

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('what the pages promise is what the settings say', () => {
  let shop: RunningShop;
  let browser: Browser;
  useShopInBrowser((opened) => ({ shop, browser } = opened));

  it('shows the shipping rules and the pickup hours of the settings on /Versandkosten', async () => {
    for (const width of WIDTHS) {
      const page = await browser.newPage({
        baseURL: shop.baseUrl,
        locale: 'de-AT',
        viewport: { width, height: 900 },
      });
      await page.goto('/Versandkosten');
      await waitForHydration(page);
      const parcel = page.getByRole('table', { name: 'Paket (nach Gewicht)' });
      await parcel.waitFor();
      expect(await parcel.getByRole('row', { name: /bis 5 kg/ }).textContent()).toBe('bis 5 kg€ 5,90€ 7,90');
      await page.getByText('Zone Österreich 1010–2399, bis 20 Stück: € 29,00').waitFor();
      await page.getByText('Sa', { exact: true }).first().waitFor();
      expect(await page.getByText('€ 6,90').count()).toBe(0);
      expect(await fitsWidth(page)).toBe(true);
      await page.screenshot({ path: `/tmp/shop-promises-shipping-${width}.png`, fullPage: true });
      await page.close();
    }
  });

  it('offers "Meinten Sie: Thuja?" for a typo and searches the suggestion when it is clicked', async () => {
    for (const width of WIDTHS) {
      const page = await browser.newPage({
        baseURL: shop.baseUrl,
        locale: 'de-AT',
        viewport: { width, height: 900 },
      });
      await page.goto('/search?q=Tuja');
      await waitForHydration(page);
      const suggestion = page.getByTestId('search-suggestion');
      expect(await suggestion.textContent()).toBe('Meinten Sie: Thuja?');
      await page.screenshot({ path: `/tmp/shop-promises-search-${width}.png`, fullPage: false });
      await suggestion.getByRole('link', { name: 'Thuja' }).click();
      await page.waitForURL(/\/search\?q=Thuja$/);
      await page.getByRole('heading', { level: 2, name: /Treffer für „Thuja“/ }).waitFor();
      expect(await suggestion.count()).toBe(0);
      expect(await fitsWidth(page)).toBe(true);
      await page.close();
    }
  });

  it('lists for the owner what is left before opening: sample texts and the imprint details', async () => {
    for (const width of WIDTHS) {
      const page = await browser.newPage({
        baseURL: shop.baseUrl,
        locale: 'de-AT',
        viewport: { width, height: 900 },
      });
      await logInAsAdmin(page);
      await page.goto('/admincenter/dashboard');
      const checks = page.getByRole('region', { name: 'Vor dem Start erledigen' });
      await checks.waitFor();
      await checks
        .getByText('Die Seite „Allgemeine Geschäftsbedingungen“ ist noch der mitgelieferte Mustertext.', {
          exact: false,
        })
        .waitFor();
      await checks
        .getByText('Im Impressum fehlen: Telefon, UID (USt-IdNr.), Firmenbuchnummer und Gericht.', {
          exact: false,
        })
        .waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await page.screenshot({ path: `/tmp/shop-promises-dashboard-${width}.png`, fullPage: false });
      await page.close();
    }
  });
});
