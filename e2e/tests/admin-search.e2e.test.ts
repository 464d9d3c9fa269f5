import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useShopInBrowser } from './browser';
import { apiLogin, type RunningShop } from './server';

// Screenshots go next to the test results, for a person to look at; the assertions do not read them.
const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');

const CUSTOMER = { handle: 'hanna.berger@example.at', name: 'Hanna Berger' };

describe('the search in the admin header', () => {
  let shop: RunningShop;
  let page: Page;
  useShopInBrowser((opened) => ({ shop, page } = opened), {
    page: { viewport: { width: 390, height: 844 } },
    adminAt: '/admincenter/dashboard',
  });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // A customer to find: the shop's own accounts (the first admin among them) are not customers.
    const token = await apiLogin(shop.baseUrl);
    const created = await fetch(`${shop.baseUrl}/api/v0/auth/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ handle: CUSTOMER.handle, name: CUSTOMER.name, roles: [] }),
    });
    expect(created.status).toBe(200);
  });

  const box = () => page.getByRole('combobox', { name: 'Suche im Admincenter' });

  it('finds a product on a phone and opens it with the keyboard', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await box().fill('Smaragd');
    const products = page.getByRole('group', { name: 'Produkte' });
    const hit = products.getByRole('option').first();
    await hit.waitFor();
    expect(await hit.textContent()).toMatch(/^Thuja occidentalis 'Smaragd'/);
    // The list stays on the phone's screen and the page does not scroll sideways.
    const frame = await page.locator('.admin-search__popup').boundingBox();
    expect(frame!.x).toBeGreaterThanOrEqual(0);
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'search-390.png') });

    await box().press('ArrowDown');
    await expect.poll(() => hit.getAttribute('aria-selected')).toBe('true');
    await box().press('Enter');

    await page.waitForURL(/\/admincenter\/shop\/products\/[^/]+$/);
    await expect.poll(() => box().inputValue()).toBe('');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('on a desktop finds a customer, closes with Escape and opens the hit with a click', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.baseUrl}/admincenter/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await box().fill('berger@ex');
    const customers = page.getByRole('group', { name: 'Kunden' });
    const hit = customers.getByRole('option', { name: /^Hanna Berger\s*hanna\.berger@example\.at$/ });
    await hit.waitFor();
    await page.screenshot({ path: join(SHOTS, 'search-1440.png') });
    await box().press('Escape');
    await expect.poll(() => box().getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.locator('.admin-search__popup').isVisible()).toBe(false);
    // The browser's own Escape in a search field would clear it; the first Escape only closes the list.
    expect(await box().inputValue()).toBe('berger@ex');

    await box().press('ArrowDown');
    await hit.click();

    await page.waitForURL(/\/admincenter\/shop\/customers\/[^/]+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => box().inputValue()).toBe('');
  });
});
