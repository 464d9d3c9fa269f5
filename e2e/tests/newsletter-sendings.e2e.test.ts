import { join } from 'node:path';
import type { SmtpSink } from '@gartenwerk/test-helpers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotFolder, useNewsletterShop } from './newsletter-shop';
import { apiLogin, callApi, type RunningShop } from './server';

// Screenshots for a person to look at; the assertions do not read them.
const SHOTS = screenshotFolder('newsletter-sendings');
const READERS = ['erika@beispiel.test', 'franz@beispiel.test', 'gerda@beispiel.test'];

describe('the owner sends a newsletter from the admin centre and pauses it', () => {
  let smtp: SmtpSink;
  let shop: RunningShop;
  let page: Page;

  useNewsletterShop((opened) => ({ shop, page, smtp } = opened), { adminAt: '/admincenter/sendings/browse' });

  it('chooses template and list, sends now, watches the progress and pauses', async () => {
    const token = await apiLogin(shop.baseUrl);
    const call = <T>(method: string, path: string, body?: unknown) =>
      callApi<T>(shop.baseUrl, token, method, path, body);
    const list = await call<{ _id: string }>('POST', '/api/v0/newsletter_list/', { name: 'Gartentipps' });
    for (const email of READERS) {
      await call('POST', '/api/v0/newsletter/subscribe', {
        email,
        consent: 'Ja, ich möchte den Newsletter erhalten.',
        lists: [list._id],
      });
      await expect.poll(() => smtp.lastTo(email)?.raw.includes('/newsletter/verify/') ?? false).toBe(true);
      const verifyToken = /\/newsletter\/verify\/([A-Za-z0-9_-]+)/.exec(smtp.lastTo(email)!.raw)![1]!;
      await call('POST', '/api/v0/newsletter/verify', { token: verifyToken });
    }
    // One mail every ten seconds: the sending is still going when the list shows it.
    await call('PUT', '/api/v0/newsletter/settings', { throttle_per_minute: 1 });
    const template = await call<{ _id: string }>('POST', '/api/v0/newsletter_template/', {
      name: 'Herbst',
      subject: 'Herbst im Garten',
      modules: [{ type: 'text', props: { text: 'Liebe(r) {{name}}, die Äpfel sind reif.' } }],
    });

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.baseUrl}/admincenter/sendings/edit/${template._id}/${list._id}`);
      await page.getByRole('heading', { level: 1, name: 'Neue Sendung' }).waitFor();
      await expect.poll(() => page.getByLabel('Vorlage').inputValue()).toBe(template._id);
      await expect(page.getByRole('checkbox', { name: 'Gartentipps' }).isChecked()).resolves.toBe(true);
      await page.screenshot({ path: join(SHOTS, `edit-${width}.png`), fullPage: true });
    }
    await page.getByRole('button', { name: 'Jetzt senden' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bitte einen Betreff angeben.' }).waitFor();
    await page.getByLabel('Betreff').fill('Herbst im Garten');
    await page.getByRole('button', { name: 'Jetzt senden' }).click();
    await page.waitForURL(/\/admincenter\/sendings\/browse/);
    const row = page.getByRole('row').filter({ hasText: 'Herbst im Garten' });
    await row.getByText('Wird gesendet').waitFor();
    // The progress follows by itself (polling).
    await row.getByText(/[12] von 3 gesendet/).waitFor({ timeout: 30_000 });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `browse-${width}.png`), fullPage: true });
    }
    await row.getByRole('button', { name: 'Herbst im Garten anhalten' }).click();
    await row.getByText('Angehalten').waitFor();
    await row.getByRole('button', { name: 'Herbst im Garten fortsetzen' }).waitFor();
    const mailed = READERS.filter((email) =>
      smtp.mails.some((mail) => mail.to.includes(email) && mail.raw.includes('Herbst')),
    ).length;
    expect(mailed).toBeGreaterThanOrEqual(1);
    expect(mailed).toBeLessThan(3);
  }, 180_000);
});
