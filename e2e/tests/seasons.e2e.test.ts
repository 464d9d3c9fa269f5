import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { productData, useShopInBrowser, waitForHydration } from './browser';
import { apiLogin, callApi, setShopSettings, type RunningShop } from './server';

const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'seasons');
/** A summer morning in Vienna: the bare-root hedges are dug from 15 October (week 42) only. */
const SUMMER = '2026-07-01T08:00:00Z';
const HEDGE = 'Hainbuchen-Heckenbündel wurzelnackt';
const PREORDER = 'Vorbestellung – Versand ab KW 42 (ab 15.10.)';
const PRIVET = "Liguster 'Atrovirens'";

interface PlacedOrder {
  email: string;
  items: Array<{
    title: string;
    variant: string;
    amount: number;
    planned_ship_date?: string | null;
    second_shipment?: boolean;
  }>;
  split_delivery?: { first_shipped_at: string | null };
  totals: { shipping: number };
}

describe('a visitor pre-orders a bare-root hedge in summer', () => {
  let shop: RunningShop;
  let browser: Browser;
  useShopInBrowser(
    (running) => {
      shop = running.shop;
      browser = running.browser;
    },
    { env: () => ({ SHOP_NOW: SUMMER }) },
  );

  /**
   * Pre-orders the hedge through the shop's pages; `split` adds a privet that ships now and has the
   * two sent in two shipments.
   */
  async function preorder(page: Page, width: number, email: string, split = false) {
    const shot = (name: string) =>
      page.screenshot({ path: join(SHOTS, `${width}-${split ? 'split-' : ''}${name}.png`), fullPage: true });

    // The group page: the hedge's card names the shipping week.
    await page.goto('/shop/wurzelware');
    await waitForHydration(page);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: HEDGE }) });
    await expect.poll(() => card.getByTestId('season-notice').textContent()).toBe(PREORDER);
    await shot('group');

    // The product page says it before the cart button, which stays.
    await card.getByRole('link', { name: HEDGE }).click();
    await page.getByRole('heading', { level: 1, name: HEDGE }).waitFor();
    await waitForHydration(page);
    const purchase = page.getByRole('group', { name: 'Verfügbarkeit' });
    await expect.poll(() => purchase.getByTestId('season-notice').textContent()).toBe(PREORDER);
    // Search engines read it as a pre-order that ships from the season's first day.
    // The Product block is written once the page's SEO data has loaded: wait for it.
    await expect
      .poll(() => productData(page))
      .toMatchObject({
        offers: { availability: 'https://schema.org/PreOrder', availabilityStarts: '2026-10-15' },
      });
    await shot('product');
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await page.getByText(`1 × „${HEDGE}“ (60–80 cm) liegt im Warenkorb.`).waitFor();
    if (split) {
      await page.goto('/shop/heckenpflanzen');
      await waitForHydration(page);
      await page.getByRole('link', { name: PRIVET }).first().click();
      await page.getByRole('heading', { level: 1, name: PRIVET }).waitFor();
      await waitForHydration(page);
      await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
      await page.getByText(`1 × „${PRIVET}“ (60–80 cm) liegt im Warenkorb.`).waitFor();
    }

    // The cart.
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();
    await waitForHydration(page);
    const line = page.getByRole('article', { name: HEDGE });
    await expect.poll(() => line.getByTestId('season-notice').textContent()).toBe(PREORDER);
    await shot('cart');

    // The checkout: address, shipping and payment, then the review names the shipping week per line.
    await page.goto('/shop/cart/checkout/2');
    await waitForHydration(page);
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
    await invoice.getByLabel('Vorname', { exact: true }).fill('Vera');
    await invoice.getByLabel('Nachname', { exact: true }).fill('Vorbestellt');
    await invoice.getByLabel('Straße und Hausnummer', { exact: true }).fill('Heckenweg 15');
    await invoice.getByLabel('PLZ', { exact: true }).fill('3500');
    await invoice.getByLabel('Ort', { exact: true }).fill('Krems');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/2');
    await page.getByRole('radio', { name: 'Vorkasse (Überweisung)' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/3');
    await page.getByTestId('order-total').waitFor();
    await expect.poll(() => page.getByTestId('planned-shipping').textContent()).toBe(PREORDER);
    if (split) {
      // Two freight deliveries of one piece each to Krems: 49 € each, the second one 49 € more.
      const choice = page.getByRole('group', { name: 'Lieferung' });
      const two = choice.getByRole('radio', {
        name: 'In zwei Sendungen: die lieferbaren Artikel sofort, die übrigen ab 15.10. (zusätzliche Versandkosten € 49,00)',
      });
      await expect.poll(() => two.isChecked()).toBe(false);
      const shipping = page.getByRole('row', { name: /^Versandkosten/ }).getByRole('cell');
      await expect.poll(() => shipping.textContent()).toBe('€ 49,00');
      await two.check();
      const shippingTwo = page
        .getByRole('row', { name: /^Versandkosten \(zwei Sendungen\)/ })
        .getByRole('cell');
      await expect.poll(() => shippingTwo.textContent()).toBe('€ 98,00');
    }
    await shot('review');

    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/done');
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    await expect.poll(() => page.getByTestId('planned-shipping').textContent()).toBe(PREORDER);
    if (split) {
      const shipping = page.getByRole('row', { name: /^Versandkosten \(zwei Sendungen\)/ }).getByRole('cell');
      await expect.poll(() => shipping.textContent()).toBe('€ 98,00');
    }
    await shot('confirmation');
  }

  for (const width of [390, 1440]) {
    it(`shows the shipping week on card, product, cart, review and confirmation at ${width} px, and the order keeps the date`, async () => {
      mkdirSync(SHOTS, { recursive: true });
      const page = await browser.newPage({
        baseURL: shop.baseUrl,
        locale: 'de-AT',
        viewport: { width, height: 900 },
      });
      const email = `vorbestellung-${width}@example.at`;
      try {
        await preorder(page, width, email);
      } finally {
        await page.close();
      }
      const token = await apiLogin(shop.baseUrl);
      const { items } = await callApi<{ items: PlacedOrder[] }>(
        shop.baseUrl,
        token,
        'GET',
        `/api/v0/shop_order/?search=${email}`,
      );
      expect(items.map((order) => order.items)).toEqual([
        [
          expect.objectContaining({
            title: HEDGE,
            variant: '60-80',
            amount: 1,
            planned_ship_date: '2026-10-15',
          }),
        ],
      ]);
      // The confirmation mail names the shipping week under the line.
      const outbox = await callApi<{ items: Array<{ to: string; text: string }> }>(
        shop.baseUrl,
        token,
        'GET',
        '/api/v0/mail/outbox',
      );
      const confirmation = outbox.items.find((mail) => mail.to === email)!;
      expect(confirmation.text).toContain(`1 × ${HEDGE} (60–80 cm)`);
      expect(confirmation.text).toContain(`   ${PREORDER}`);
    }, 240_000);
  }

  it('offers "tell me when it is back" for a plant out of its season, with the day it can be ordered', async () => {
    const token = await apiLogin(shop.baseUrl);
    const peony = await callApi<{ slug: string }>(shop.baseUrl, token, 'POST', '/api/v0/shop_product/', {
      title: 'Pfingstrose Sarah Bernhardt',
      price: 14.9,
      offline: false,
      sales_season: { from: '09-01', until: '04-15' },
    });
    const page = await browser.newPage({
      baseURL: shop.baseUrl,
      locale: 'de-AT',
      viewport: { width: 390, height: 900 },
    });
    try {
      await page.goto(`/p/${peony.slug}`);
      await page.getByRole('heading', { level: 1, name: 'Pfingstrose Sarah Bernhardt' }).waitFor();
      await waitForHydration(page);
      // In place of the cart button.
      const notice = page.locator('.add-to-cart__actions').getByTestId('season-notice');
      await expect.poll(() => notice.textContent()).toBe('Bestellbar ab 01.09.');
      const notify = page.getByRole('region', { name: 'Benachrichtigen, wenn verfügbar' });
      await notify.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('pfingstrose@example.at');
      await notify.getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' }).click();
      await notify
        .getByText('Fast geschafft: Bitte bestätigen Sie den Link, den wir Ihnen eben geschickt haben.')
        .waitFor();
      await page.screenshot({ path: join(SHOTS, '390-out-of-season.png'), fullPage: true });
    } finally {
      await page.close();
    }
  });

  for (const width of [390, 1440]) {
    it(`sends the pre-order and a plant in stock in two shipments, the second one's shipping shown before the order, at ${width} px`, async () => {
      mkdirSync(SHOTS, { recursive: true });
      const token = await apiLogin(shop.baseUrl);
      await setShopSettings(shop.baseUrl, token, { split_deliveries: true });
      const page = await browser.newPage({
        baseURL: shop.baseUrl,
        locale: 'de-AT',
        viewport: { width, height: 900 },
      });
      const email = `zwei-sendungen-${width}@example.at`;
      try {
        await preorder(page, width, email, true);
      } finally {
        await page.close();
      }
      const { items } = await callApi<{ items: PlacedOrder[] }>(
        shop.baseUrl,
        token,
        'GET',
        `/api/v0/shop_order/?search=${email}`,
      );
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        split_delivery: { first_shipped_at: null },
        totals: { shipping: 98 },
      });
      expect(
        items[0]!.items.map((line) => [line.title, line.planned_ship_date, line.second_shipment ?? false]),
      ).toEqual([
        [HEDGE, '2026-10-15', true],
        [PRIVET, null, false],
      ]);
    }, 240_000);
  }
});
