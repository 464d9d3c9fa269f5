import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { fillLogin, waitForHydration } from './browser';
import { apiLogin, callApi, setShopSettings, startShop, type RunningShop } from './server';

/** Where the run leaves its pictures of a signed-in customer's product page for review. */
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'signed-in');

/** A seeded plant at € 49,90; customers (role `user`) get 10 % off everything. */
const PRODUCT = '/shop/obstbaeume/apfel-topaz-halbstamm';
const GUEST_PRICE = '€ 49,90';
const CUSTOMER_PRICE = '€ 44,91';
const CUSTOMER = {
  handle: 'erika@gaertnerei.example',
  name: 'Erika Rabatt',
  password: 'Garten-Schere-2026!',
};

/** Where the header's search field stands: it must not move when the customer fills in. */
const searchBox = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.site-header__search input')!.getBoundingClientRect();
    return { x: Math.round(box.x), width: Math.round(box.width) };
  });

describe('a signed-in customer on a page shared with the customers of the same prices', () => {
  let shop: RunningShop;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    shop = await startShop();
    browser = await launchChromium();
    const admin = await apiLogin(shop.baseUrl);
    const [config] = await callApi<Array<{ components: { shop: { discount_groups?: object[] } } }>>(
      shop.baseUrl,
      admin,
      'GET',
      '/api/v0/config/',
    );
    await setShopSettings(shop.baseUrl, admin, {
      discount_groups: [
        ...(config!.components.shop.discount_groups ?? []),
        {
          uuid: 'stammkunden',
          name: 'Stammkunden',
          type: 'percent',
          items: [{ from: 0, discount: 10 }],
          global: true,
          roles: ['user'],
        },
      ],
    });
    await callApi(shop.baseUrl, admin, 'POST', '/api/v0/auth/', { ...CUSTOMER, roles: ['user'] });
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it.each([390, 1440] as const)(
    'at %i px: the product page shows their name in the header and their price, without moving the header',
    async (width) => {
      const context = await browser.newContext({
        baseURL: shop.baseUrl,
        locale: 'de-AT',
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('response', (answer) => {
        if (answer.status() >= 400) problems.push(`${answer.status()} ${answer.url()}`);
      });

      await page.goto('/login');
      await waitForHydration(page);
      await fillLogin(page, CUSTOMER.handle, CUSTOMER.password);
      await page.waitForURL((url) => url.pathname === '/');

      // (The home page asks for components this shop has switched off: not this test's business.)
      problems.length = 0;
      // A whole page load: the server's shared page, which knows nothing of her.
      const response = await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      expect(['miss', 'hit', 'stale']).toContain(response?.headers()['x-cache']);
      const html = await response!.text();
      expect(html).not.toContain(CUSTOMER.name);
      expect(html).not.toContain(CUSTOMER.handle);
      const before = await searchBox(page);

      await waitForHydration(page);
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: `Mein Konto: ${CUSTOMER.name}` }).waitFor();
      expect(await header.getByText(CUSTOMER.name).isVisible()).toBe(true);
      expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
      expect(await page.getByTestId('price').first().innerText()).toBe(CUSTOMER_PRICE);
      expect(await page.getByTestId('price-before').first().innerText()).toContain(GUEST_PRICE);
      expect(await searchBox(page)).toEqual(before);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(problems).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `product-${width}.png`) });
      await context.close();
    },
  );

  it('shows a guest the same page with the guests’ price and the login', async () => {
    const page = await browser.newPage({ baseURL: shop.baseUrl, locale: 'de-AT' });
    await page.goto(PRODUCT);
    await waitForHydration(page);
    expect(await page.getByTestId('price').first().innerText()).toBe(GUEST_PRICE);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await page.close();
  });
});
