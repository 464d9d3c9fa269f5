import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { SmtpSink } from '@gartenwerk/test-helpers';
import { screenshotFolder, useNewsletterShop } from './newsletter-shop';
import { apiLogin, callApi, plainOrderableProducts, type RunningShop } from './server';

const OWNER = 'chefin@gartenwerk.test';
// Screenshots for a person to look at; the assertions do not read them.
const SHOTS = screenshotFolder('newsletter-templates');

describe('the owner builds a newsletter template in the visual editor and sends a test', () => {
  let smtp: SmtpSink;
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;

  useNewsletterShop((opened) => ({ shop, browser, page, smtp } = opened), {
    adminAt: '/admincenter/templates/edit/new',
  });

  it('adds a heading, an image and a product, sees the preview, saves and mails a test', async () => {
    expect(browser).toBeTruthy();
    const token = await apiLogin(shop.baseUrl);
    const [seeded] = await plainOrderableProducts(shop.baseUrl, token);
    const product = await callApi<{ title: string; name_de: string }>(
      shop.baseUrl,
      token,
      'GET',
      `/api/v0/shop_product/${seeded!._id}`,
    );
    const form = page.getByRole('form', { name: 'Newsletter-Vorlage' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Frühjahr');
    await form.getByRole('textbox', { name: /^Betreff/ }).fill('Frisch aus der Baumschule');

    await form.getByRole('button', { name: '+ Überschrift hinzufügen' }).click();
    await form.getByRole('textbox', { name: 'Text', exact: true }).fill('Pflanzzeit für Obstbäume');

    await form.getByRole('button', { name: '+ Bild hinzufügen' }).click();
    const image = await sharp(randomBytes(600 * 300 * 3), { raw: { width: 600, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'obstgarten.png', mimeType: 'image/png', buffer: image });
    await form.getByRole('list', { name: 'Bild: gewählt' }).getByText('obstgarten.png').waitFor();
    await form.getByRole('textbox', { name: 'Alternativtext' }).fill('Blühender Obstgarten');

    await form.getByRole('button', { name: '+ Produkte hinzufügen' }).click();
    await form.getByRole('searchbox', { name: 'Suchen', exact: true }).fill(product.title.slice(0, 8));
    await form.getByRole('button', { name: `${product.title} hinzufügen` }).click();
    await form.getByRole('list', { name: 'Ausgewählte Produkte' }).getByText(product.title).waitFor();

    // The preview shows the mail as the server renders it: heading, image and the product's card.
    const preview = page.frameLocator('iframe[title="Vorschau der Mail, 390 Pixel breit"]');
    await preview.getByRole('heading', { name: 'Pflanzzeit für Obstbäume' }).waitFor();
    await preview.getByRole('img', { name: 'Blühender Obstgarten' }).waitFor();
    await preview.getByText(product.name_de, { exact: true }).waitFor();
    await preview.getByRole('link', { name: 'Newsletter abbestellen' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'editor-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    // From the keyboard: the upload's toast may cover the radios at this width.
    await page.getByRole('radio', { name: 'Smartphone (390 px)' }).focus();
    await page.keyboard.press('ArrowDown');
    await page
      .frameLocator('iframe[title="Vorschau der Mail, 700 Pixel breit"]')
      .getByRole('heading', { name: 'Pflanzzeit für Obstbäume' })
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'editor-1440.png'), fullPage: true });

    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/admincenter\/templates\/edit\/(?!new)[\w-]+$/);
    const { items } = await callApi<{ items: Array<{ name: string; modules: Array<{ type: string }> }> }>(
      shop.baseUrl,
      token,
      'GET',
      '/api/v0/newsletter_template/?search=Fr%C3%BChjahr',
    );
    expect(items.map((item) => [item.name, item.modules.map((module) => module.type)])).toEqual([
      ['Frühjahr', ['heading', 'image', 'products']],
    ]);

    await page.getByRole('textbox', { name: 'E-Mail-Adressen' }).fill(OWNER);
    await page.getByRole('button', { name: 'Test senden' }).click();
    await page.getByText('Test an 1 Adresse gesendet.').waitFor();
    await expect
      .poll(() => smtp.lastTo(OWNER)?.raw.includes(product.name_de) ?? false, { timeout: 10_000 })
      .toBe(true);
    const raw = smtp.lastTo(OWNER)!.raw;
    expect(raw).toMatch(
      /Subject: =\?UTF-8\?Q\?\[Test\]_Frisch_aus_der_Baumschule|Subject: \[Test\] Frisch aus der Baumschule/,
    );
    expect(raw).toContain('Pflanzzeit für Obstbäume');
    expect(raw).toMatch(/List-Unsubscribe:\s+</);
    expect(raw).toContain('/api/v0/download/');
  });
});
