import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');
const WIDTHS = [390, 1440] as const;

describe('person records: add a person with a contact, find it, export it, link it to a vendor', () => {
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

  it('links the person to a vendor, shown on both screens', async () => {
    const token = await apiLogin(shop.baseUrl);
    const vendor = await callApi<{ _id: string }>(shop.baseUrl, token, 'POST', '/api/v1/invoice/vendor/', {
      type: 'company',
      company: 'Baumschule Gruber KG',
    });
    await page.goto(`${shop.baseUrl}/admincenter/accounting/vendor/edit/${vendor._id}`);
    const links = page.getByRole('region', { name: 'Verknüpfte Personen' });
    await links.getByText('Keine verknüpften Personen.').waitFor();
    await links.getByRole('combobox', { name: 'Person' }).selectOption({ label: 'Jakob Gruber' });
    await links.getByRole('button', { name: 'Verknüpfen' }).click();
    await links.getByRole('link', { name: 'Jakob Gruber' }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/vendor-person-links-${width}.png`, fullPage: true });
    }

    await links.getByRole('link', { name: 'Jakob Gruber' }).click();
    const ofPerson = page.getByRole('region', { name: 'Verknüpfungen' });
    await ofPerson.getByRole('link', { name: 'Baumschule Gruber KG' }).waitFor();
    expect(await ofPerson.getByRole('listitem').textContent()).toBe('Lieferant: Baumschule Gruber KG');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/person-links-${width}.png`, fullPage: true });
    }
  });
});
