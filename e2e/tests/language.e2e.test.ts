import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { waitForHydration } from './browser';
import { apiLogin, plainOrderableProducts, startShop, type RunningShop, type SeededProduct } from './server';

/**
 * Server messages in the page's language. The browser asks for German (de-AT) in both cases; the
 * English page is English by the visitor's choice (lang cookie), so an English message proves that
 * the page's language, not the browser's, reaches the server.
 */
describe('server messages follow the page language', () => {
  let shop: RunningShop;
  let browser: Browser;
  let product: SeededProduct;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    const [first] = await plainOrderableProducts(shop.baseUrl, await apiLogin(shop.baseUrl));
    expect(first).toBeDefined();
    product = first!;
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function visitor(language: 'de' | 'en'): Promise<Page> {
    const context = await browser.newContext({ locale: 'de-AT' });
    if (language === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: shop.baseUrl }]);
    return context.newPage();
  }

  /** Puts the product in the cart and tries a voucher code nobody issued; answers the message shown. */
  async function unknownVoucher(
    page: Page,
    texts: { add: string; added: string; code: string; redeem: string },
  ) {
    await page.goto(`${shop.baseUrl}/p/${product._id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: texts.add, exact: true }).click();
    await page.getByText(texts.added).waitFor();
    await page.goto(`${shop.baseUrl}/checkout`);
    await waitForHydration(page);
    await page.getByLabel(texts.code).fill('GIBT-ES-NICHT');
    await page.getByRole('button', { name: texts.redeem }).click();
    const alert = page.locator('.voucher-form [role="alert"]');
    await alert.waitFor();
    return alert.textContent();
  }

  it('a German page shows the voucher refusal in German', async () => {
    const page = await visitor('de');
    const message = await unknownVoucher(page, {
      add: 'In den Warenkorb',
      added: `1 × „${product.title}“ liegt im Warenkorb.`,
      code: 'Gutscheincode',
      redeem: 'Einlösen',
    });
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(message).toBe('Der Gutscheincode ist uns nicht bekannt.');
    await page.context().close();
  });

  it('an English page shows it in English, though the browser asks for German', async () => {
    const page = await visitor('en');
    const message = await unknownVoucher(page, {
      add: 'Add to cart',
      added: `1 × “${product.title}” is in the cart.`,
      code: 'Voucher code',
      redeem: 'Redeem',
    });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(message).toBe('We do not know this voucher code.');
    await page.context().close();
  });

  it('a wrong password reads German on a German page and English on an English one', async () => {
    for (const [language, texts] of [
      ['de', { password: 'Passwort', button: 'Anmelden', refusal: 'Benutzer oder Passwort ist falsch.' }],
      ['en', { password: 'Password', button: 'Log in', refusal: 'wrong user or password' }],
    ] as const) {
      const page = await visitor(language);
      await page.goto(`${shop.baseUrl}/login`);
      await waitForHydration(page);
      await page.getByLabel('Email', { exact: true }).fill('niemand@gartenwerk.test');
      await page.getByLabel(texts.password, { exact: true }).fill('falsch-falsch-1');
      await page.getByRole('button', { name: texts.button }).click();
      await page.getByText(texts.refusal).waitFor();
      await page.context().close();
    }
  });
});
