import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { waitForHydration } from './browser';
import { startShop, type RunningShop } from './server';

/** Where the run leaves its pictures of the header, the drawers and the home page for review. */
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'storefront');

/** A seeded product and what its page and the mini-cart show of it. */
const YEW = {
  title: 'Eibe (Taxus baccata)',
  path: '/shop/heckenpflanzen/eibe-taxus-baccata',
  price: '€ 24,90',
};

/** The widths no page may scroll sideways at. */
const WIDTHS = [360, 390, 768, 1024, 1440] as const;

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Elements of the header that reach past the window's right edge (none may). */
const headerOverflow = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.site-header *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 0.5;
      })
      .map((element) => element.className || element.tagName),
  );

describe('the storefront header, menu, search, mini-cart and home page on a phone and a desktop', () => {
  let shop: RunningShop;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    shop = await startShop();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it.each(WIDTHS)('lays out the home page without sideways scrolling at %i px', async (width) => {
    const page = await browser.newPage({ locale: 'de-AT', viewport: { width, height: 900 } });
    await page.goto(`${shop.baseUrl}/`);
    await waitForHydration(page);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await headerOverflow(page)).toEqual([]);
    // Phones get the menu button, wider windows the navigation itself.
    const phone = width <= 768;
    expect(await page.getByRole('button', { name: 'Menü öffnen' }).isVisible()).toBe(phone);
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(!phone);
    await page.close();
  });

  it.each([390, 1440] as const)(
    'at %i px: the menu opens, a suggestion leads to a product, the mini-cart shows the added line',
    async (width) => {
      const context = await browser.newContext({ locale: 'de-AT', viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${shop.baseUrl}/`);
      await waitForHydration(page);
      await page.screenshot({ path: join(SHOTS, `home-${width}.png`), fullPage: true });

      if (width <= 768) {
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
        const menu = page.getByRole('dialog', { name: 'Menü' });
        await menu.getByRole('link', { name: 'Lebensbäume' }).waitFor();
        expect(await scrollsSideways(page)).toBe(false);
        await page.screenshot({ path: join(SHOTS, `menu-${width}.png`) });
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
      }

      // The header stays on screen while the page scrolls; on a desktop its top bar folds away.
      // Nothing on the page moves for it: the main part keeps its place in the document.
      const mainTop = () =>
        page.locator('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
      const mainTopAtRest = await mainTop();
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => page.locator('.site-header').getAttribute('data-compact')).toBe('true');
      expect(await mainTop()).toBe(mainTopAtRest);
      const onScreen = await page.evaluate(() => {
        const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
        return { logoRow: top('.site-header__main'), topBar: top('.site-header__top') };
      });
      expect(onScreen.logoRow).toBe(0);
      if (width > 768) expect(onScreen.topBar).toBe(-40);
      await page.screenshot({ path: join(SHOTS, `compact-${width}.png`) });
      await page.mouse.wheel(0, -5000);

      const search = page.getByRole('combobox', { name: 'Pflanzen und Produkte suchen' });
      await search.fill('Eibe');
      const suggestion = page
        .getByRole('listbox', { name: 'Vorschläge' })
        .getByRole('option', { name: YEW.title });
      await suggestion.waitFor();
      await page.screenshot({ path: join(SHOTS, `suggestions-${width}.png`) });
      await search.press('ArrowDown');
      expect(await suggestion.getAttribute('aria-selected')).toBe('true');
      await search.press('Enter');
      await page.waitForURL(`${shop.baseUrl}${YEW.path}`);
      await page.getByRole('heading', { level: 1, name: YEW.title }).waitFor();

      await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
      // The toast names the size chosen by default after the title.
      const yewTitle = YEW.title.replace(/[()]/g, '\\$&');
      await page.getByText(new RegExp(`1 × „${yewTitle}“ \\(.+\\) liegt im Warenkorb\\.`)).waitFor();
      await page.getByRole('button', { name: 'Warenkorb (1 Artikel)' }).click();
      const miniCart = page.getByRole('dialog', { name: 'Warenkorb' });
      await miniCart.getByRole('link', { name: YEW.title }).waitFor();
      expect(await miniCart.getByRole('listitem').allInnerTexts()).toHaveLength(1);
      expect(await miniCart.getByRole('listitem').innerText()).toContain(`1 × ${YEW.price}`);
      expect(await miniCart.getByTestId('mini-cart-subtotal').innerText()).toBe(YEW.price);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: join(SHOTS, `mini-cart-${width}.png`) });

      await miniCart.getByRole('link', { name: 'Zum Warenkorb' }).click();
      await page.waitForURL(`${shop.baseUrl}/checkout`);
      await miniCart.waitFor({ state: 'detached' });
      await context.close();
    },
  );
});
