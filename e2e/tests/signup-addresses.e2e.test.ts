import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillLogin, useShopInBrowser, waitForHydration } from './browser';
import { ADMIN, type RunningShop } from './server';

const HANDLE = 'gerda.gruber@example.at';
const PASSWORD = 'Marille-Wachau-2026!';

describe('a customer who signed up through the shop keeps an address book', () => {
  let shop: RunningShop;
  let browser: Browser;
  useShopInBrowser((opened) => ({ shop, browser } = opened));

  /** The verification link of the mail the shop sent to HANDLE, as the admin's outbox shows it. */
  async function verificationPath(): Promise<string> {
    const login = await fetch(`${shop.baseUrl}/api/v0/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const outbox = (await (
      await fetch(`${shop.baseUrl}/api/v0/mail/outbox?limit=50`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { items: Array<{ to: string; text: string }> };
    const mail = outbox.items.find((item) => item.to === HANDLE);
    const path = /\/verify\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
    expect(path).toBeTruthy();
    return path!;
  }

  async function fillAddress(page: Page, fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields))
      await page.getByLabel(label, { exact: true }).fill(value);
  }

  it('signs up through the form, then opens, adds to and edits the address book', async () => {
    const page = await browser.newPage({ locale: 'de-AT' });
    await page.goto(`${shop.baseUrl}/signup`);
    await waitForHydration(page);
    await page.getByLabel('Vorname', { exact: true }).fill('Gerda');
    await page.getByLabel('Nachname', { exact: true }).fill('Gruber');
    await page.getByLabel('E-Mail', { exact: true }).fill(HANDLE);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Passwort wiederholen', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await page.getByText('Fast geschafft!', { exact: false }).waitFor();

    await page.goto(`${shop.baseUrl}${await verificationPath()}`);
    await page.getByText('Danke! Ihre E-Mail-Adresse ist bestätigt.', { exact: false }).waitFor();
    await page.goto(`${shop.baseUrl}/account/addresses`);
    await page.waitForURL(/\/login\?redirect=/);
    await waitForHydration(page);
    await fillLogin(page, HANDLE, PASSWORD);
    await page.waitForURL(`${shop.baseUrl}/account/addresses`);
    // The two blank addresses of the signup data did not end up in the book.
    await page.getByText('Sie haben noch keine Adressen gespeichert.').waitFor();

    await page.getByRole('link', { name: 'Adresse hinzufügen' }).click();
    await fillAddress(page, {
      Vorname: 'Gerda',
      Nachname: 'Gruber',
      'Straße und Hausnummer': 'Kirchengasse 4',
      PLZ: '3500',
      Ort: 'Krems',
    });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(`${shop.baseUrl}/account/addresses`);
    const home = page.getByRole('listitem', { name: 'Gerda Gruber, Kirchengasse 4' });
    await home.getByText('Standard-Rechnungsadresse').waitFor();

    await home.getByRole('link', { name: 'Adresse bearbeiten' }).click();
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Kirchengasse 6');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(`${shop.baseUrl}/account/addresses`);
    await page.getByRole('listitem', { name: 'Gerda Gruber, Kirchengasse 6' }).waitFor();
    expect(await page.getByRole('listitem', { name: 'Gerda Gruber, Kirchengasse 4' }).count()).toBe(0);
    await page.close();
  });
});
