import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { logInAsAdmin, useShopInBrowser, waitForHydration } from './browser';
import type { RunningShop } from './server';

/** A small green picture of a hedge plant, as a PNG. */
function hedgePng(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f5d34' } })
    .png()
    .toBuffer();
}

describe('catalogue in the admin centre', () => {
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  useShopInBrowser((opened) => ({ shop, browser, page } = opened));

  const toast = (text: string) =>
    page.getByRole('region', { name: 'Benachrichtigungen' }).getByText(text).first().waitFor();

  it('creates a product with image, variant, VAT group, group and stock that a visitor then sees', async () => {
    await logInAsAdmin(page);

    // The VAT groups live in the shop settings; this test writes them through the config API.
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'gw_csrf')?.value ?? '';
    const config = (await (await page.request.get('/api/v0/config/')).json())[0];
    config.components.shop.vat_groups = [
      { uuid: 'pflanzen', name: 'Pflanzen 13 %', rates: { at: 13, de: 7 } },
    ];
    const saved = await page.request.put('/api/v0/config/', {
      data: { components: config.components },
      headers: { 'x-csrf-token': csrf },
    });
    expect(saved.status()).toBe(200);

    // An image into the file library.
    await page.goto('/admincenter/files');
    await page.getByRole('treeitem', { name: 'Alle Dateien' }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles([{ name: 'hainbuche.png', mimeType: 'image/png', buffer: await hedgePng() }]);
    await page.getByRole('button', { name: 'Alle hochladen' }).click();
    await page.getByRole('table', { name: 'Dateien' }).getByRole('link', { name: 'hainbuche.png' }).waitFor();

    // A product group.
    await page.goto('/admincenter/shop/groups/new');
    const groupForm = page.getByRole('form', { name: 'Produktgruppe' });
    await groupForm.getByRole('textbox', { name: 'Titel', exact: true }).fill('Hainbuchenhecken');
    await groupForm.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL((url) => /\/shop\/groups\/[0-9a-f]{24}$/.test(url.pathname));
    const groupId = new URL(page.url()).pathname.split('/').pop()!;

    // The product: a variant, the picked image, the group and the VAT group; new products start offline.
    await page.goto('/admincenter/shop/products/new');
    const form = page.getByRole('form', { name: 'Produkt' });
    await form.getByRole('textbox', { name: 'Titel', exact: true }).fill('Hainbuche Carpinus betulus');
    await form.getByRole('textbox', { name: 'Preis (€)' }).fill('4,90');
    await form.getByRole('button', { name: 'Variante hinzufügen' }).click();
    await form.getByRole('textbox', { name: 'Schlüssel 1' }).fill('60-80');
    await form.getByRole('textbox', { name: 'Bezeichnung 1' }).fill('60–80 cm, wurzelnackt');
    const images = form.getByRole('group', { name: 'Bilder' });
    await images.getByRole('button', { name: 'hainbuche.png wählen' }).click();
    await images
      .getByRole('list', { name: 'Bilder: gewählt' })
      .getByRole('img', { name: 'hainbuche.png' })
      .waitFor();
    await form.getByRole('checkbox', { name: 'Hainbuchenhecken' }).check();
    await form.getByRole('checkbox', { name: 'Pflanzen 13 %' }).check();
    expect(await form.getByRole('checkbox', { name: /^Offline/ }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL((url) => /\/shop\/products\/[0-9a-f]{24}$/.test(url.pathname));
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Lagerbestand' }).waitFor();

    // Its stock: 25 of the variant, with a reason, seen in the levels and the history.
    const adjust = page.getByRole('form', { name: 'Bestand anpassen' });
    await adjust.getByRole('combobox', { name: 'Art der Anpassung' }).selectOption('quantity');
    await adjust.getByRole('textbox', { name: 'Menge' }).fill('25');
    await adjust.getByRole('textbox', { name: 'Grund' }).fill('Erstbestand');
    await adjust.getByRole('button', { name: 'Bestand anpassen' }).click();
    await toast('Bestand angepasst, jetzt 25');
    const levels = page.getByRole('table', { name: 'Bestand je Variante' });
    const level = levels.getByRole('row').filter({ hasText: '60–80 cm, wurzelnackt' }).getByRole('cell');
    await expect.poll(() => level.nth(1).textContent()).toBe('25');
    await page.getByRole('table', { name: 'Bewegungen' }).getByText('Erstbestand').waitFor();

    // Online from the product list.
    await page.goto('/admincenter/shop/products?state=offline');
    await page.getByRole('checkbox', { name: 'Hainbuche Carpinus betulus auswählen' }).check();
    await page.getByRole('button', { name: 'Online stellen (1)' }).click();
    await toast('1 Produkte online gestellt');

    const stored = await (await page.request.get(`/api/v0/shop_product/${productId}`)).json();
    expect(stored).toMatchObject({
      price: 4.9,
      offline: false,
      product_groups: [groupId],
      vat_groups: ['pflanzen'],
      variants: [{ key: '60-80', value: '60–80 cm, wurzelnackt' }],
    });
    expect(stored.media).toHaveLength(1);

    // An anonymous visitor sees it on the group's catalogue page.
    const visitor = await browser.newPage({ baseURL: shop.baseUrl, locale: 'de-AT' });
    try {
      await visitor.goto(`/shop/${groupId}`);
      await visitor.getByRole('heading', { level: 1, name: 'Hainbuchenhecken' }).waitFor();
      const products = visitor.getByRole('list', { name: 'Produkte' });
      await products.getByRole('heading', { name: 'Hainbuche Carpinus betulus' }).waitFor();
      expect(await products.getByText('4,90').count()).toBe(1);
      await waitForHydration(visitor);
    } finally {
      await visitor.close();
    }
  });
});
