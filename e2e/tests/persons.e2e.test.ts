import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');
const WIDTHS = [390, 1440] as const;

describe('person records: add a person with a contact, find it, export it', () => {
  let shop: RunningShop;
  let page: Page;
  useShopInBrowser((opened) => ({ shop, page } = opened), { adminAt: '/admincenter/person/edit' });

  it('adds a person with company and contact, and exports it', async () => {
    const form = page.getByRole('form', { name: 'Person' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Jakob Gruber');
    await form.getByRole('textbox', { name: 'Firma' }).fill('Baumschule Gruber');
    await form.getByRole('button', { name: 'Kontakt hinzufügen' }).click();
    await form.getByRole('textbox', { name: 'Kontakt 1' }).fill('jakob@gruber.test');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/admincenter\/person\/edit\/[^/]+$/);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/person-edit-${width}.png`, fullPage: true });
    }
    const id = page.url().split('/').at(-1)!;
    const token = await apiLogin(shop.baseUrl);
    const exported = await callApi<{ person: { name: string; contacts: unknown[] } }>(
      shop.baseUrl,
      token,
      'GET',
      `/api/v0/person/${id}/export`,
    );
    expect(exported.person).toMatchObject({
      name: 'Jakob Gruber',
      contacts: [{ kind: 'email', value: 'jakob@gruber.test' }],
    });
  });

  it('finds the person in the list', async () => {
    await page.goto(`${shop.baseUrl}/admincenter/person/browse?search=Gruber`);
    await page.getByRole('link', { name: 'Jakob Gruber' }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/person-browse-${width}.png`, fullPage: true });
    }
  });
});
