import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The main admin screens, by path and heading. */
const SCREENS = [
  ['/admincenter/dashboard', 'Dashboard'],
  ['/admincenter/users/browse', 'Benutzer'],
  ['/admincenter/shop/products', 'Produkte'],
  ['/admincenter/shop/orders', 'Bestellungen'],
  ['/admincenter/messages/inbox', 'Posteingang'],
  ['/admincenter/files', 'Dateien'],
  ['/admincenter/settings/seo', 'SEO'],
  ['/admincenter/components', 'Komponenten'],
] as const;

// Screenshots go next to the test results, for a person to look at; the assertions do not read them.
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');

describe('the admin centre on a phone and a desktop', () => {
  let shop: RunningShop;
  let page: Page;
  useShopInBrowser((opened) => ({ shop, page } = opened), {
    page: { viewport: { width: 390, height: 844 } },
    adminAt: '/admincenter/dashboard',
  });

  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  const pageWidth = () =>
    page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));

  it.each(SCREENS)('%s never scrolls sideways at 390 px', async (path, heading) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    await page.waitForLoadState('networkidle');

    const { scroll, inner } = await pageWidth();
    expect(inner).toBe(390);
    expect(scroll).toBeLessThanOrEqual(inner);
    const name = path.replace('/admincenter/', '').replaceAll('/', '-');
    await page.screenshot({ path: join(SHOTS, `${name}-390.png`), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-1440.png`), fullPage: true });
  });

  it('lets a keyboard reach every table that scrolls sideways at 390 px (axe scrollable-region-focusable)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await apiLogin(shop.baseUrl);
    const { items } = await callApi<{ items: Array<{ _id: string }> }>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/shop_product/?limit=1',
    );
    for (const path of [`/admincenter/shop/products/${items[0]!._id}`, '/admincenter/files']) {
      await page.goto(`${shop.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string }> }> };
          }
        ).axe;
        const result = await axe.run(document, { runOnly: ['scrollable-region-focusable'] });
        return result.violations.map((violation) => violation.id);
      });
      expect(violations, path).toEqual([]);
    }
  });

  it('folds the menu into a drawer behind a menu button on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.baseUrl}/admincenter/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin-Navigation' });
    expect(await nav.count()).toBe(0);

    await page.getByRole('button', { name: 'Menü' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await drawer.getByRole('link', { name: 'Bestellungen', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: 'Bestellungen' }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${shop.baseUrl}/admincenter/shop/orders`);
  });

  it('shows the menu beside the screen on a desktop, without a menu button', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.baseUrl}/admincenter/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    expect(await page.getByRole('navigation', { name: 'Admin-Navigation' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menü' }).isVisible()).toBe(false);
  });

  it('has a favicon, as the storefront has', async () => {
    await page.goto(`${shop.baseUrl}/admincenter/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const adminIcon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(adminIcon).toBe('/admincenter/favicon.svg');
    await page.goto(`${shop.baseUrl}/`);
    const siteIcon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(siteIcon).toBe('/favicon.svg');

    for (const href of [adminIcon, siteIcon]) {
      const response = await fetch(`${shop.baseUrl}${href}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toMatch(/^<svg /);
    }
  });
});
