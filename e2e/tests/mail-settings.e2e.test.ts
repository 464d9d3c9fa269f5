import { join } from 'node:path';
import { startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShopInBrowser } from './browser';
import { apiLogin, callApi, type RunningShop } from './server';

const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'admin');
const WIDTHS = [390, 1440] as const;
const PASSWORD = 'Buero-Geheim-2026';

describe('mail settings: a mailbox set up in the admin centre, its test mail and a wrong password', () => {
  let shop: RunningShop;
  let page: Page;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink(() => false, { auth: { user: 'buero', pass: PASSWORD } });
  });
  afterAll(() => sink.close());
  useShopInBrowser((opened) => ({ shop, page } = opened), { adminAt: '/admincenter/dashboard' });

  it('adds a mailbox, sends a test mail to the loopback server and sees a wrong password reported', async () => {
    await page.goto(`${shop.baseUrl}/admincenter/settings/mail`);
    await page.getByRole('button', { name: 'Postfach hinzufügen' }).click();
    const editor = page.getByRole('form', { name: 'Neues Postfach' });
    await editor.getByRole('textbox', { name: /^Name/ }).fill('Büro');
    await editor.getByRole('textbox', { name: /^Absenderadresse/ }).fill('buero@gartenwerk.test');
    await editor.getByRole('textbox', { name: 'SMTP-Server' }).fill('127.0.0.1');
    await editor.getByRole('textbox', { name: 'Port' }).fill(new URL(sink.url).port);
    await editor.getByRole('combobox', { name: 'Sicherheit' }).selectOption({ label: 'keine' });
    await editor.getByRole('textbox', { name: 'Benutzername' }).fill('buero');
    await editor.getByLabel('Passwort').fill('falsch');
    await editor.getByRole('button', { name: 'Testmail senden' }).click();
    await editor
      .getByText('Anmeldung abgelehnt: falscher Benutzername oder falsches Passwort.', { exact: false })
      .waitFor();
    expect(sink.received()).toBe(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/mail-settings-wrong-password-${width}.png`, fullPage: true });
    }

    await editor.getByLabel('Passwort').fill(PASSWORD);
    await editor.getByRole('button', { name: 'Testmail senden' }).click();
    await editor.getByText('Testmail an buero@gartenwerk.test gesendet.', { exact: false }).waitFor();
    expect(sink.lastTo('buero@gartenwerk.test')?.raw).toContain('Subject: Testmail von Gartenwerk');

    await editor.getByRole('button', { name: 'Übernehmen' }).click();
    const systemMailbox = page.getByRole('combobox', { name: 'Standard-Postfach für Systemmails' });
    const uuid = await systemMailbox
      .getByRole('option', { name: 'Büro <buero@gartenwerk.test>' })
      .getAttribute('value');
    await systemMailbox.selectOption(uuid!);
    // The saved settings are read back once the save itself answered: the mailbox's "Passwort
    // gespeichert" shows already before it (the test mail took the password).
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v0/config') && response.request().method() !== 'GET' && response.ok(),
    );
    await page.getByRole('button', { name: 'Postfächer speichern' }).click();
    await saved;
    await page.getByText('Passwort gespeichert', { exact: false }).waitFor();

    const token = await apiLogin(shop.baseUrl);
    const [config] = await callApi<{ mail: { mailboxes: object[]; DEFAULT_SYSTEM_MAILBOX: string } }[]>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/config/',
    );
    expect(config!.mail.DEFAULT_SYSTEM_MAILBOX).toBe(uuid);
    expect(JSON.stringify(config!.mail)).not.toContain(PASSWORD);
    expect(config!.mail.mailboxes.at(-1)).toMatchObject({ uuid, host: '127.0.0.1', password_set: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/mail-settings-${width}.png`, fullPage: true });
    }
  });
});
