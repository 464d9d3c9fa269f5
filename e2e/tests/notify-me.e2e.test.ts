import { join } from 'node:path';
import type { SmtpSink } from '@gartenwerk/test-helpers';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLogin, waitForHydration } from './browser';
import { mailedLink, screenshotFolder, useNewsletterShop } from './newsletter-shop';
import { ADMIN, apiLogin, callApi, type RunningShop } from './server';

// Screenshots for a person to look at; the assertions do not read them.
const SHOTS = screenshotFolder('notify-me');

describe.each([
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
])('tell me when it’s back at $width px', (viewport) => {
  const visitor = `mara.moos.${viewport.width}@example.at`;
  const title = `Zaubernuss Arnold Promise ${viewport.width}`;
  let smtp: SmtpSink;
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  let productId = '';
  let productPath = '';
  useNewsletterShop((opened) => ({ shop, browser, page, smtp } = opened), { page: { viewport } });
  const url = (path: string) => `${shop.baseUrl}${path}`;
  const api = async <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, await apiLogin(shop.baseUrl), method, path, body);
  const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.to.includes(to));

  it('a visitor asks to be told about a sold-out plant and confirms with the mailed link', async () => {
    const product = await api<{ _id: string; slug: string }>('POST', '/api/v0/shop_product/', {
      title,
      price: 34.9,
    });
    productId = product._id;
    productPath = `/p/${product.slug}`;
    await api('POST', '/api/v0/shop_stock/adjust', { product: productId, quantity: 0, reason: 'Inventur' });

    await page.goto(url(productPath));
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Benachrichtigen, wenn verfügbar' });
    await section.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(visitor);
    await section.getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' }).click();
    await section
      .getByText('Fast geschafft: Bitte bestätigen Sie den Link, den wir Ihnen eben geschickt haben.')
      .waitFor();
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(inner);
    await page.screenshot({ path: join(SHOTS, `product-${viewport.width}.png`), fullPage: true });

    await page.goto(url(await mailedLink(smtp, visitor, '/notify/confirm/')));
    await page.getByText(`Danke! Wir schreiben Ihnen, sobald „${title}“ wieder erhältlich ist.`).waitFor();
    await page.screenshot({ path: join(SHOTS, `confirmed-${viewport.width}.png`) });
    expect(mailsTo(visitor)).toHaveLength(1);
  });

  it('the owner raises the stock in the admin centre and exactly one mail arrives', async () => {
    const context = await browser.newContext({ baseURL: shop.baseUrl, locale: 'de-AT', viewport });
    const owner = await context.newPage();
    await owner.goto(url('/admincenter/shop/products'));
    await owner.waitForURL(/\/login\?redirect=/);
    await fillLogin(owner, ADMIN.handle, ADMIN.password);
    await owner.waitForURL(url('/admincenter/shop/products'));
    await owner.getByRole('searchbox', { name: 'Suche' }).fill(title);
    await owner.getByRole('button', { name: 'Suchen' }).click();
    const table = owner.getByRole('table', { name: 'Produkte' });
    const row = table.getByRole('row').filter({ hasText: title });
    // One person waits for it.
    await expect.poll(async () => (await row.getByRole('cell').last().textContent())?.trim()).toBe('1');
    await owner.screenshot({ path: join(SHOTS, `admin-waiting-${viewport.width}.png`) });

    await row.getByRole('checkbox', { name: `${title} auswählen` }).check();
    await owner.getByRole('button', { name: 'Bestand ändern' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Bestand von 1 Produkt ändern' });
    await dialog.getByRole('textbox', { name: 'Menge' }).fill('8');
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await owner.getByText('Bestand von 1 Produkt geändert').waitFor();

    await expect.poll(() => mailsTo(visitor).length, { timeout: 30_000 }).toBe(2);
    const mail = mailsTo(visitor)[1]!.raw;
    expect(mail).toContain(`gute Nachricht: „${title}“ ist wieder erhältlich.`);
    expect(mail).toContain(`${productPath}`);
    // Nobody waits any more, and no second mail follows.
    await owner.reload();
    await expect.poll(async () => (await row.getByRole('cell').last().textContent())?.trim()).toBe('0');
    expect(mailsTo(visitor)).toHaveLength(2);
    await context.close();
  });
});
