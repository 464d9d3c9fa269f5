import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { SmtpSink } from '@gartenwerk/test-helpers';
import { waitForHydration } from './browser';
import { mailedLink, screenshotFolder, useNewsletterShop } from './newsletter-shop';
import { ADMIN, apiLogin, callApi, type RunningShop } from './server';

const VISITOR = 'rosa.beet@example.at';
// Screenshots for a person to look at; the assertions do not read them.
const SHOTS = screenshotFolder('newsletter');

describe('the newsletter: a visitor subscribes in the footer, confirms by mail and unsubscribes', () => {
  let smtp: SmtpSink;
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;

  useNewsletterShop((opened) => ({ shop, browser, page, smtp } = opened));

  const url = (path: string) => `${shop.baseUrl}${path}`;
  const footerForm = () => page.locator('form.newsletter-signup').last();

  async function subscribeInFooter(email: string): Promise<void> {
    await page.goto(url('/'));
    await waitForHydration(page);
    const form = footerForm();
    await form.getByRole('textbox', { name: 'Ihre Mailadresse' }).fill(email);
    await form.getByRole('checkbox', { name: /Ja, ich möchte den Newsletter/ }).check();
    await form.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  }

  it('subscribes in the footer and confirms with one click on the mailed link', async () => {
    await subscribeInFooter(VISITOR);
    await footerForm().getByText('Fast geschafft: Bitte bestätigen Sie die Anmeldung').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await footerForm().screenshot({ path: join(SHOTS, 'footer-sent-390.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await footerForm().screenshot({ path: join(SHOTS, 'footer-sent-1440.png') });

    await page.goto(url(await mailedLink(smtp, VISITOR, '/newsletter/verify/')));
    await page
      .getByText(`Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt. Sie erhalten ihn an ${VISITOR}.`)
      .waitFor();

    // The admin sees the subscriber confirmed, with the proof of the consent.
    const token = await apiLogin(shop.baseUrl);
    const { items } = await callApi<{
      items: Array<{ status: string; consents: Array<{ form: string; text: string }> }>;
    }>(shop.baseUrl, token, 'GET', `/api/v0/newsletter_subscriber/?search=${encodeURIComponent(VISITOR)}`);
    expect(items).toHaveLength(1);
    expect(items[0]!.status).toBe('confirmed');
    expect(items[0]!.consents[0]).toMatchObject({ form: 'footer' });
    expect(items[0]!.consents[0]!.text).toMatch(
      /^Ja, ich möchte den Newsletter der .+ per E-Mail erhalten\./,
    );
  });

  it("answers a second sign-up of the confirmed address with the spec's duplicate message", async () => {
    await subscribeInFooter(VISITOR);
    await footerForm().getByText('Email Adresse ist bereits vorhanden !').waitFor();
  });

  it('unsubscribes with one click on the link of the mail, without logging in', async () => {
    await page.goto(url(await mailedLink(smtp, VISITOR, '/newsletter/unsubscribe/')));
    await page.getByText(`Sie sind vom Newsletter abgemeldet (${VISITOR}).`).waitFor();
    // Signing up again is possible, through a new confirmation.
    const before = smtp.mails.length;
    await subscribeInFooter(VISITOR);
    await footerForm().getByText('Fast geschafft').waitFor();
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('shows the /newsletter/ page and the admin screens at 390 and 1440 px', async () => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url('/newsletter/'));
      await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
      await page.screenshot({ path: join(SHOTS, `newsletter-page-${width}.png`), fullPage: true });
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(scroll).toBeLessThanOrEqual(inner);
    }

    const admin = await browser.newPage({ baseURL: shop.baseUrl, locale: 'de-AT' });
    await admin.goto(url('/admincenter/subscriber/browse'));
    await admin.waitForURL(/\/login\?redirect=/);
    await admin.getByLabel('Email', { exact: true }).fill(ADMIN.handle);
    await admin.getByLabel('Passwort', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Anmelden' }).click();
    await admin.waitForURL(url('/admincenter/subscriber/browse'));
    await admin.getByRole('link', { name: VISITOR }).waitFor();
    for (const width of [390, 1440]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto(url('/admincenter/subscriber/browse'));
      await admin.getByRole('link', { name: VISITOR }).waitFor();
      await admin.screenshot({ path: join(SHOTS, `subscribers-${width}.png`), fullPage: true });
      await admin.getByRole('link', { name: VISITOR }).click();
      await admin.getByRole('heading', { name: 'Nachweis der Einwilligung' }).waitFor();
      await admin.screenshot({ path: join(SHOTS, `subscriber-edit-${width}.png`), fullPage: true });
      await admin.goto(url('/admincenter/list/browse'));
      await admin.getByRole('heading', { level: 1, name: 'Listen' }).waitFor();
      await admin.screenshot({ path: join(SHOTS, `lists-${width}.png`), fullPage: true });
    }
    await admin.close();
  });
});
