import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');
const WIDTHS = [390, 1440] as const;

describe('the bug tracker: a bug reported from an admin page, commented and its lists kept', () => {
  let shop: RunningShop;
  let page: Page;
  useShopInBrowser((opened) => ({ shop, page } = opened), { adminAt: '/admincenter/dashboard' });

  it('reports a bug from the orders list with the page, browser and version filled in', async () => {
    const token = await apiLogin(shop.baseUrl);
    const [config] = await callApi<{ enabled_components: string[] }[]>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/config/',
    );
    await callApi(shop.baseUrl, token, 'PUT', '/api/v0/config/', {
      enabled_components: [...config!.enabled_components, 'bugtracker'],
    });
    await page.goto(`${shop.baseUrl}/admincenter/shop/orders`);
    await page.getByRole('link', { name: 'Fehler melden' }).click();
    const form = page.getByRole('form', { name: 'Fehlermeldung' });
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: 'Seite' }).inputValue()).toBe('/admincenter/shop/orders');
    expect(await form.getByRole('textbox', { name: 'Browser' }).inputValue()).toContain('Chrome');
    await form.getByRole('textbox', { name: 'Titel' }).fill('Bestellliste springt nach oben');
    await form.getByRole('combobox', { name: 'Schweregrad' }).selectOption({ label: 'Schwer' });
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/admincenter\/bugtracker\/edit\/[^/]+$/);

    const history = page.getByRole('region', { name: 'Verlauf und Kommentare' });
    await history.getByRole('textbox', { name: 'Kommentar' }).fill('Nur auf dem Telefon.');
    await history.getByRole('button', { name: 'Kommentieren' }).click();
    await history.getByText('Nur auf dem Telefon.').waitFor();

    const { items } = await callApi<{ items: { title: string; page: string; severity: string }[] }>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/system_bugtracker/',
    );
    expect(items[0]).toMatchObject({
      title: 'Bestellliste springt nach oben',
      page: '/admincenter/shop/orders',
      severity: 'major',
    });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/bugtracker-edit-${width}.png`, fullPage: true });
    }
  });

  it('lists the report and shows the settings of the lists', async () => {
    await page.goto(`${shop.baseUrl}/admincenter/bugtracker/browse?severity=major`);
    await page.getByRole('link', { name: 'Bestellliste springt nach oben' }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/bugtracker-browse-${width}.png`, fullPage: true });
    }
    await page.goto(`${shop.baseUrl}/admincenter/bugtracker/settings`);
    await page.getByRole('form', { name: 'Listen des Bugtrackers' }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/bugtracker-settings-${width}.png`, fullPage: true });
    }
  });
});
