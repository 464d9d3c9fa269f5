import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logInAsAdmin, useShopInBrowser } from './browser';
import type { RunningShop } from './server';

describe('shop addresses an admin moves', () => {
  let shop: RunningShop;
  let page: Page;
  useShopInBrowser((opened) => ({ shop, page } = opened));

  it('moves the shop to the address set in the admin centre; the old address redirects (301)', async () => {
    await logInAsAdmin(page);

    await page.goto('/admincenter/shop/settings');
    const addresses = page.getByRole('group', { name: 'Shop-Adressen' });
    await addresses.getByRole('textbox', { name: 'Shop', exact: true }).fill('/pflanzen');
    await addresses.getByRole('textbox', { name: 'Anmeldung' }).fill('/anmelden');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('region', { name: 'Benachrichtigungen' }).getByText('gespeichert').waitFor();

    const moved = await page.goto('/shop/obstbaeume');
    expect(moved?.request().redirectedFrom()?.url()).toBe(`${shop.baseUrl}/shop/obstbaeume`);
    expect((await moved?.request().redirectedFrom()?.response())?.status()).toBe(301);
    expect(new URL(page.url()).pathname).toBe('/pflanzen/obstbaeume');
    await page.getByRole('heading', { level: 1, name: 'Obstbäume' }).waitFor();
    expect(await page.title()).toBe('Obstbäume – Gartenwerk – Baumschule');

    // The page's links lead to the new addresses, and a product opens below them.
    await page.locator('html[data-hydrated]').waitFor();
    const product = page.locator('main a[href^="/pflanzen/obstbaeume/"]').first();
    const productName = (await product.textContent())!.trim();
    await product.click();
    await page.waitForURL((url) => url.pathname.startsWith('/pflanzen/obstbaeume/'));
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    const shopLink = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Shop' });
    expect(await shopLink.getAttribute('href')).toBe('/pflanzen');

    const login = await page.request.get('/login', { maxRedirects: 0 });
    expect([login.status(), login.headers().location]).toEqual([301, '/anmelden']);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${shop.baseUrl}/pflanzen/obstbaeume</loc>`);
  });
});
