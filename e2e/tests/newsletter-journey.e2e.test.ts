import { join } from 'node:path';
import type { SmtpSink } from '@gartenwerk/test-helpers';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fillLogin, waitForHydration } from './browser';
import { mailedLink, screenshotFolder, useNewsletterShop } from './newsletter-shop';
import { ADMIN, apiLogin, callApi, plainOrderableProducts, type RunningShop } from './server';

const VISITOR = 'lena.linde@example.at';
const OWNER = 'chefin@gartenwerk.test';
const SUBJECT = 'Obstbäume pflanzen';
// Screenshots for a person to look at; the assertions do not read them.
const SHOTS = screenshotFolder('newsletter-journey');

describe('the newsletter from sign-up to sign-off: footer, confirmation, template, test, sending, web view, unsubscribe', () => {
  let smtp: SmtpSink;
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  let owner: Page;
  useNewsletterShop((opened) => ({ shop, browser, page, smtp } = opened), {
    page: { viewport: { width: 390, height: 844 } },
  });
  const url = (path: string) => `${shop.baseUrl}${path}`;
  const api = async <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, await apiLogin(shop.baseUrl), method, path, body);

  it('a visitor subscribes in the footer of the storefront and confirms with the mailed link', async () => {
    // The footer signs up to every public list.
    await api('POST', '/api/v0/newsletter_list/', { name: 'Gartenpost', public: true });
    await page.goto(url('/'));
    await waitForHydration(page);
    const form = page.locator('form.newsletter-signup').last();
    await form.getByRole('textbox', { name: 'Ihre Mailadresse' }).fill(VISITOR);
    await form.getByRole('checkbox', { name: /Ja, ich möchte den Newsletter/ }).check();
    await form.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await form.getByText('Fast geschafft: Bitte bestätigen Sie die Anmeldung').waitFor();
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(inner);
    await form.screenshot({ path: join(SHOTS, 'footer-390.png') });

    await page.goto(url(await mailedLink(smtp, VISITOR, '/newsletter/verify/')));
    await page
      .getByText(`Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt. Sie erhalten ihn an ${VISITOR}.`)
      .waitFor();
  });

  it('the owner writes a template with an image from the file library and a product, and sends a test', async () => {
    const context = await browser.newContext({ baseURL: shop.baseUrl, locale: 'de-AT' });
    owner = await context.newPage();
    await owner.goto(url('/admincenter/templates/edit/new'));
    await owner.waitForURL(/\/login\?redirect=/);
    await fillLogin(owner, ADMIN.handle, ADMIN.password);
    await owner.waitForURL(url('/admincenter/templates/edit/new'));

    // A picture in the file library, as the owner uploaded it earlier.
    const csrf =
      (await context.cookies(shop.baseUrl)).find((cookie) => cookie.name === 'gw_csrf')?.value ?? '';
    const picture = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#6a994e' } })
      .jpeg()
      .toBuffer();
    const uploaded = await context.request.post(url('/api/v0/upload'), {
      headers: { 'x-csrf-token': csrf },
      multipart: { file: { name: 'apfelbluete.jpg', mimeType: 'image/jpeg', buffer: picture }, tags: '[]' },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);

    const token = await apiLogin(shop.baseUrl);
    const [seeded] = await plainOrderableProducts(shop.baseUrl, token);
    const product = await callApi<{ title: string; name_de: string }>(
      shop.baseUrl,
      token,
      'GET',
      `/api/v0/shop_product/${seeded!._id}`,
    );
    const form = owner.getByRole('form', { name: 'Newsletter-Vorlage' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Pflanzzeit');
    await form.getByRole('textbox', { name: /^Betreff/ }).fill(SUBJECT);
    await form.getByRole('button', { name: '+ Überschrift hinzufügen' }).click();
    await form.getByRole('textbox', { name: 'Text', exact: true }).fill('Pflanzzeit für Obstbäume');
    await form.getByRole('button', { name: '+ Bild hinzufügen' }).click();
    await form.getByRole('searchbox', { name: 'In der Dateibibliothek suchen' }).fill('apfelbluete');
    await form.getByRole('button', { name: 'apfelbluete.jpg wählen' }).click();
    await form.getByRole('list', { name: 'Bild: gewählt' }).getByText('apfelbluete.jpg').waitFor();
    await form.getByRole('textbox', { name: 'Alternativtext' }).fill('Apfelblüte im Mai');
    await form.getByRole('button', { name: '+ Produkte hinzufügen' }).click();
    await form.getByRole('searchbox', { name: 'Suchen', exact: true }).fill(product.title.slice(0, 8));
    await form.getByRole('button', { name: `${product.title} hinzufügen` }).click();
    await form.getByRole('list', { name: 'Ausgewählte Produkte' }).getByText(product.title).waitFor();
    const preview = owner.frameLocator('iframe[title="Vorschau der Mail, 390 Pixel breit"]');
    await preview.getByRole('img', { name: 'Apfelblüte im Mai' }).waitFor();
    await preview.getByText(product.name_de, { exact: true }).waitFor();

    await form.getByRole('button', { name: 'Speichern' }).click();
    await owner.waitForURL(/\/admincenter\/templates\/edit\/(?!new)[\w-]+$/);
    await owner.getByRole('textbox', { name: 'E-Mail-Adressen' }).fill(OWNER);
    await owner.getByRole('button', { name: 'Test senden' }).click();
    await owner.getByText('Test an 1 Adresse gesendet.').waitFor();
    await expect
      .poll(() => smtp.lastTo(OWNER)?.raw.includes(product.name_de) ?? false, { timeout: 10_000 })
      .toBe(true);
    const test = smtp.lastTo(OWNER)!.raw;
    expect(test).toContain('Pflanzzeit für Obstbäume');
    expect(test).toContain('/api/v0/download/');
  });

  it('the owner sends it to the list; the visitor’s mail links the web view and the one-click unsubscribe', async () => {
    const templateId = /\/admincenter\/templates\/edit\/([\w-]+)$/.exec(owner.url())![1]!;
    const { items: lists } = await api<{ items: Array<{ _id: string; name: string }> }>(
      'GET',
      '/api/v0/newsletter_list/',
    );
    const list = lists.find((candidate) => candidate.name === 'Gartenpost')!;
    await owner.goto(url(`/admincenter/sendings/edit/${templateId}/${list._id}`));
    await owner.getByRole('heading', { level: 1, name: 'Neue Sendung' }).waitFor();
    await expect.poll(() => owner.getByLabel('Vorlage').inputValue()).toBe(templateId);
    await owner.getByLabel('Betreff').fill(SUBJECT);
    await owner.getByRole('button', { name: 'Jetzt senden' }).click();
    await owner.waitForURL(/\/admincenter\/sendings\/browse/);
    const row = owner.getByRole('row').filter({ hasText: SUBJECT });
    await row.getByText('Gesendet', { exact: true }).waitFor({ timeout: 30_000 });

    const webview = await mailedLink(smtp, VISITOR, '/newsletter/webview/');
    const mail = smtp.lastTo(VISITOR)!.raw;
    expect(mail).toContain('Pflanzzeit für Obstbäume');
    expect(mail).toMatch(/List-Unsubscribe:\s+<https?:\/\/[^>]+\/api\/v0\/newsletter\/unsubscribe\/[\w-]+>/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unsubscribe = await mailedLink(smtp, VISITOR, '/newsletter/unsubscribe/');

    // The web view shows the mail as it was sent.
    await page.goto(url(webview));
    await page.getByRole('heading', { name: 'Pflanzzeit für Obstbäume' }).waitFor();
    await page.getByRole('img', { name: 'Apfelblüte im Mai' }).waitFor();
    // The visitor's mail program loads the opening pixel (the web view itself counts nothing).
    const pixel = /"[^"]*(\/newsletter\/open\/[^"]+)"/.exec(mail)![1]!.replace(/&amp;/g, '&');
    expect((await fetch(url(pixel))).headers.get('content-type')).toBe('image/gif');

    // One click: the link of the mail unsubscribes, no login, no second confirmation.
    await page.goto(url(unsubscribe));
    await page
      .getByText(`Sie sind vom Newsletter abgemeldet (${VISITOR}). Sie erhalten keine Newsletter mehr.`)
      .waitFor();
  });

  it('the statistics show the opening and the unsubscription', async () => {
    await owner.goto(url('/admincenter/stats/browse'));
    await owner.getByRole('row').filter({ hasText: SUBJECT }).getByRole('link', { name: SUBJECT }).click();
    await owner.getByRole('heading', { level: 2, name: SUBJECT }).waitFor();
    const figure = (name: string) =>
      owner
        .getByRole('region', { name: 'Kennzahlen' })
        .locator('div')
        .filter({ has: owner.getByText(name, { exact: true }) })
        .locator('dd strong');
    await expect.poll(() => figure('Geöffnet').textContent()).toBe('1');
    expect(await figure('Zugestellt').textContent()).toBe('1');
    expect(await figure('Abgemeldet').textContent()).toBe('1');
  });

  it('the owner sees the visitor as unsubscribed', async () => {
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.goto(url('/admincenter/subscriber/browse'));
    const row = owner.getByRole('row').filter({ hasText: VISITOR });
    await row.getByText('Abgemeldet').waitFor();
    await row.getByRole('link', { name: VISITOR }).click();
    await owner.getByRole('heading', { name: 'Nachweis der Einwilligung' }).waitFor();
    const { scroll, inner } = await owner.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(inner);
    await owner.screenshot({ path: join(SHOTS, 'subscriber-390.png'), fullPage: true });
    const { items } = await api<{ items: Array<{ status: string; unsubscribed: string | null }> }>(
      'GET',
      `/api/v0/newsletter_subscriber/?search=${encodeURIComponent(VISITOR)}`,
    );
    expect(items).toMatchObject([{ status: 'unsubscribed', unsubscribed: expect.any(String) }]);
    await owner.context().close();
  });
});
