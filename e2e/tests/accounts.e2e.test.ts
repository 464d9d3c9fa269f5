import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { authenticator } from 'otplib';
import { startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { fillLogin, useShopInBrowser, waitForHydration } from './browser';
import { ADMIN, type RunningShop } from './server';

const HANDLE = 'gerda.gruber@example.at';
const FIRST_PASSWORD = 'Thuja-Smaragd-2026!';
const NEW_PASSWORD = 'Kirschlorbeer#Hecke-77';

/** The path of the link in the last mail to `to` that starts with `prefix` (e.g. /verify/). */
async function mailedLink(smtp: SmtpSink, to: string, prefix: string): Promise<string> {
  await expect.poll(() => smtp.lastTo(to)?.raw.includes(prefix) ?? false, { timeout: 10_000 }).toBe(true);
  const match = new RegExp(`https?://[^\\s"<>]+?(${prefix.replace(/[?]/g, '\\?')}[A-Za-z0-9_=-]+)`).exec(
    smtp.lastTo(to)!.raw,
  );
  if (!match?.[1]) throw new Error(`no ${prefix} link in the mail to ${to}`);
  return match[1];
}

describe('accounts in the browser: sign up, verify, two-factor, password reset', () => {
  let smtp: SmtpSink;
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  let secret = '';

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  useShopInBrowser((opened) => ({ shop, browser, page } = opened), { env: () => ({ SMTP_URL: smtp.url }) });

  const url = (path: string) => `${shop.baseUrl}${path}`;

  /** Opens a storefront page and waits until it answers: a form sent before hydration goes nowhere. */
  async function open(path: string): Promise<void> {
    await page.goto(path.startsWith('http') ? path : url(path));
    await waitForHydration(page);
  }

  async function logIn(password: string): Promise<void> {
    await open('/login');
    await fillLogin(page, HANDLE, password);
  }

  async function expectSignedIn(): Promise<void> {
    await page.waitForURL(url('/'));
    await page.getByRole('link', { name: 'Mein Konto' }).waitFor();
  }

  it('signs up and verifies the address through the mailed link', async () => {
    await open('/signup');
    await page.getByLabel('Vorname').fill('Gerda');
    await page.getByLabel('Nachname').fill('Gruber');
    await page.getByLabel('E-Mail', { exact: true }).fill(HANDLE);
    await page.getByLabel('Passwort', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Passwort wiederholen').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await page.getByText('Fast geschafft!').waitFor();

    // Before the verification the login is refused.
    await logIn(FIRST_PASSWORD);
    await page.getByText('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse').waitFor();

    await page.goto(url(await mailedLink(smtp, HANDLE, '/verify/')));
    await page.getByText('Danke! Ihre E-Mail-Adresse ist bestätigt.').waitFor();
  });

  it('logs in and enables two-factor with the QR code’s secret', async () => {
    await logIn(FIRST_PASSWORD);
    await expectSignedIn();

    await page.getByRole('link', { name: 'Mein Konto' }).click();
    await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }).click();
    await page.getByRole('img', { name: 'QR-Code für die Authenticator-App' }).waitFor();
    const secretText = await page.getByText('Oder geben Sie diesen Schlüssel ein:').textContent();
    secret = /:\s*([A-Z2-7]+)/.exec(secretText ?? '')?.[1] ?? '';
    expect(secret).not.toBe('');
    await page.getByLabel('Bestätigungscode').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Einschalten bestätigen' }).click();
    await page.getByText('Die Zwei-Faktor-Anmeldung ist eingeschaltet.').first().waitFor();
  });

  it('logs out and back in with a TOTP code', async () => {
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('link', { name: 'Login' }).waitFor();

    await logIn(FIRST_PASSWORD);
    await page.getByText('Für dieses Konto ist die Zwei-Faktor-Anmeldung aktiv.').waitFor();
    await page.getByLabel('Bestätigungscode').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Code bestätigen' }).click();
    await expectSignedIn();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
  });

  it('resets the password through the mailed link; the old password is refused afterwards', async () => {
    await open('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(HANDLE);
    await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await page
      .getByText('Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen des Passworts gesendet.')
      .waitFor();

    await open(await mailedLink(smtp, HANDLE, '/resetPassword/'));
    await page.getByLabel('Neues Passwort').fill(NEW_PASSWORD);
    await page.getByLabel('Passwort wiederholen').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Ihr Passwort wurde geändert.').waitFor();

    await logIn(FIRST_PASSWORD);
    await page.getByText('Benutzer oder Passwort ist falsch.').waitFor();

    await logIn(NEW_PASSWORD);
    await page.getByLabel('Bestätigungscode').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Code bestätigen' }).click();
    await expectSignedIn();
  });

  it('lets the admin find the new customer and the sent mails in the admin centre', async () => {
    const admin = await browser.newContext({ locale: 'de-AT' });
    const adminPage = await admin.newPage();
    await adminPage.goto(url('/admincenter/users/browse'));
    await adminPage.waitForURL(/\/login\?redirect=/);
    await fillLogin(adminPage, ADMIN.handle, ADMIN.password);
    await adminPage.waitForURL(url('/admincenter/users/browse'));
    await adminPage
      .getByRole('link', { name: /Gerda Gruber|gerda\.gruber@example\.at/ })
      .first()
      .waitFor();
    await adminPage.screenshot({ path: '.test-results/admin-users.png', fullPage: true });

    await adminPage.getByRole('link', { name: 'Postausgang' }).click();
    await adminPage.getByText('Bitte bestätigen Sie Ihre E-Mail-Adresse').first().waitFor();
    await adminPage.getByText('Ihr neues Passwort bei Gartenwerk').first().waitFor();
    await admin.close();
  });
});
