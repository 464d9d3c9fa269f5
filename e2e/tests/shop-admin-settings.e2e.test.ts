import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { logInAsAdmin, useShopInBrowser } from './browser';
import type { RunningShop } from './server';

interface ShopConfig {
  components: {
    shop: {
      vat_groups: Array<{ uuid: string; name: string; rates: Record<string, number> }>;
      shipping_groups: Array<{
        uuid: string;
        unit: Array<{ max: number; costs: Record<string, number | null> }>;
      }>;
    };
  };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('shop settings and vouchers in the admin centre', () => {
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  useShopInBrowser((opened) => ({ shop, browser, page } = opened));

  const shopConfig = async () =>
    ((await (await page.request.get('/api/v0/config/')).json()) as ShopConfig[])[0]!.components.shop;

  it('changes a VAT and a shipping group, creates a voucher the calendar and the checkout know, previews a template', async () => {
    await logInAsAdmin(page);

    // The demo nursery's reduced rate for live plants drops to 10 % in Austria.
    await page.goto('/admincenter/shop/vat/groups');
    const plants = page.getByRole('group', { name: /^Steuergruppe 2 Lebende Pflanzen/ });
    await plants.getByRole('spinbutton', { name: 'Steuersatz (%) (AT)' }).fill('10');
    await plants.getByRole('textbox', { name: 'Name' }).fill('Lebende Pflanzen (AT 10 %, DE 7 %)');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('region', { name: 'Benachrichtigungen' }).getByText('gespeichert').waitFor();
    const vat = (await shopConfig()).vat_groups.find((group) => group.uuid === 'pflanzen');
    expect(vat).toEqual({
      uuid: 'pflanzen',
      name: 'Lebende Pflanzen (AT 10 %, DE 7 %)',
      rates: { at: 10, de: 7 },
    });

    // A rate above 100 % is the server's to refuse; its message is shown.
    await plants.getByRole('spinbutton', { name: 'Steuersatz (%) (AT)' }).fill('130');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByRole('alert')
      .getByText('body/components/shop/vat_groups/1/rates/at must be <= 100')
      .first()
      .waitFor();
    expect((await shopConfig()).vat_groups[1]?.rates.at).toBe(10);

    // The first parcel step to Austria gets cheaper.
    await page.goto('/admincenter/shop/shipping/groups');
    const parcel = page.getByRole('group', { name: /^Versandgruppe 1 Paket/ });
    await parcel
      .getByRole('group', { name: 'Stufe 1' })
      .getByRole('spinbutton', { name: 'Kosten (€) (AT)' })
      .fill('4.9');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('region', { name: 'Benachrichtigungen' }).getByText('gespeichert').waitFor();
    const paket = (await shopConfig()).shipping_groups.find((group) => group.uuid === 'paket');
    expect(paket?.unit[0]).toMatchObject({ max: 5, costs: { at: 4.9, de: 7.9 } });

    // A new voucher, valid for the next four weeks.
    const today = new Date();
    await page.goto('/admincenter/shop/voucher/edit');
    await page.getByRole('textbox', { name: /^Code/ }).fill('e2e-garten-26');
    await page.getByRole('textbox', { name: 'Wert (€)', exact: true }).fill('40');
    await page.getByLabel('Gültig ab').fill(day(today));
    await page.getByLabel('Gültig bis').fill(day(new Date(today.getTime() + 28 * 24 * 60 * 60 * 1000)));
    await page.getByRole('combobox', { name: 'Vorlage' }).selectOption({ label: 'Gartenwerk klassisch' });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/admincenter\/shop\/voucher\/edit\/.+/);
    expect(await page.getByRole('textbox', { name: /^Code/ }).inputValue()).toBe('E2E-GARTEN-26');

    await page.goto('/admincenter/shop/voucher/browse');
    await page.getByRole('link', { name: 'E2E-GARTEN-26' }).waitFor();

    await page.goto(`/admincenter/shop/voucher/calendar?month=${day(today).slice(0, 7)}`);
    await page
      .getByText(/^E2E-GARTEN-26 · €\s40,00$/)
      .first()
      .waitFor();
    expect(await page.getByText(/^GW-WILL-KOMM · /).count()).toBeGreaterThan(0);

    // The template's PDF, made by the server, shown in the page.
    await page.goto('/admincenter/shop/voucher/template/browse');
    await page.getByRole('link', { name: 'Gartenwerk klassisch' }).click();
    await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
    const frame = page.getByTitle('PDF-Vorschau des Gutscheins');
    // The server renders the PDF while it may still be making the seed's image variants.
    await frame.waitFor({ timeout: 90_000 });
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^blob:/);
    const head = await page.evaluate(async (url) => (await (await fetch(url)).text()).slice(0, 5), src);
    expect(head).toBe('%PDF-');

    // A shopper without an account checks the code at the checkout.
    const shopper = await browser.newContext({ baseURL: shop.baseUrl });
    try {
      const verified = await shopper.request.post('/api/v0/shop/voucher/verify', {
        data: { code: 'e2e-garten-26' },
      });
      expect(verified.status()).toBe(200);
      expect(await verified.json()).toEqual({ price: 40 });
    } finally {
      await shopper.close();
    }
  }, 180_000);
});
