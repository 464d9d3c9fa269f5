import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { logInAsAdminAt, productData, useShopInBrowser, waitForHydration } from './browser';
import { apiLogin, callApi, setShopSettings, type RunningShop } from './server';

const SHOTS = join(import.meta.dirname, '..', '.screenshots', 'frost-stop');
const PRIVET = "Liguster 'Atrovirens'";
const HORN_MEAL = 'Hornspäne 2,5 kg';

// One admin session for the file's API calls: each login counts against the login rate limit.
const tokens = new Map<string, Promise<string>>();
function adminToken(shop: RunningShop): Promise<string> {
  if (!tokens.has(shop.baseUrl)) tokens.set(shop.baseUrl, apiLogin(shop.baseUrl));
  return tokens.get(shop.baseUrl)!;
}

/** The public address of a demo product. */
async function productPath(shop: RunningShop, title: string): Promise<string> {
  const token = await adminToken(shop);
  const { items } = await callApi<{ items: Array<{ title: string; slug: string }> }>(
    shop.baseUrl,
    token,
    'GET',
    `/api/v0/shop_product/?search=${encodeURIComponent(title)}`,
  );
  return `/p/${items.find((item) => item.title === title)!.slug}`;
}

describe('the owner pauses shipping of hedges for a frost spell', () => {
  let shop: RunningShop;
  let browser: Browser;
  useShopInBrowser((running) => {
    shop = running.shop;
    browser = running.browser;
  });

  const open = (width: number) =>
    browser.newPage({ baseURL: shop.baseUrl, locale: 'de-AT', viewport: { width, height: 900 } });

  async function productNotice(page: Page, path: string, title: string) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await waitForHydration(page);
    return page.getByRole('group', { name: 'Verfügbarkeit' });
  }

  for (const width of [390, 1440]) {
    it(`sets an open-ended stop, the hedge says "Versand nach Frostende", the fertilizer its delivery time, then ends it at ${width} px`, async () => {
      mkdirSync(SHOTS, { recursive: true });
      const shot = (page: Page, name: string) =>
        page.screenshot({ path: join(SHOTS, `${width}-${name}.png`), fullPage: true });
      const admin = await open(width);
      const visitor = await open(width);
      try {
        await logInAsAdminAt(admin, `${shop.baseUrl}/admincenter/shop/settings/frost-stop`);
        const status = admin.getByTestId('frost-status');
        await expect
          .poll(() => status.textContent())
          .toBe('Kein Froststopp: Alles wird wie gewohnt versendet.');
        await admin.getByRole('checkbox', { name: 'Heckenpflanzen' }).check();
        await admin.getByLabel(/^Hinweis für Kund:innen/).fill('Bodenfrost – wir versenden, sobald es taut.');
        await admin.getByRole('button', { name: 'Froststopp speichern' }).click();
        await expect
          .poll(() => status.textContent())
          .toMatch(/^Froststopp seit \d\d\.\d\d\.\d{4}, ohne Ende\.$/);
        await shot(admin, 'admin');
        // The saved toast would cover the end button on a phone.
        await admin.getByRole('button', { name: 'Schließen: Froststopp gespeichert.' }).click();

        // The hedge can still be ordered; it says when it ships, and search engines read a back order.
        const hedge = await productNotice(visitor, await productPath(shop, PRIVET), PRIVET);
        await expect
          .poll(() => hedge.getByTestId('season-notice').textContent())
          .toBe('Versand nach Frostende');
        expect(await hedge.getByTestId('frost-note').textContent()).toBe(
          'Bodenfrost – wir versenden, sobald es taut.',
        );
        expect(await visitor.getByRole('button', { name: 'In den Warenkorb', exact: true }).count()).toBe(1);
        await expect
          .poll(() => productData(visitor))
          .toMatchObject({ offers: { availability: 'https://schema.org/BackOrder' } });
        await shot(visitor, 'hedge');

        // Fertilizer is no hedge: 7 days until it is sent, then 1–2 working days by parcel to Austria.
        const fertilizer = await productNotice(visitor, await productPath(shop, HORN_MEAL), HORN_MEAL);
        await expect
          .poll(async () => (await fertilizer.getByTestId('delivery-time').textContent())?.trim())
          .toMatch(/^Lieferzeit 8–9 Werktage nach Österreich/);
        await shot(visitor, 'fertilizer');

        await admin.getByRole('button', { name: 'Froststopp jetzt beenden' }).click();
        await expect
          .poll(() => status.textContent())
          .toBe('Kein Froststopp: Alles wird wie gewohnt versendet.');
        await visitor.reload();
        await visitor.getByRole('heading', { level: 1, name: HORN_MEAL }).waitFor();
        await productNotice(visitor, await productPath(shop, PRIVET), PRIVET);
        await expect
          .poll(() =>
            visitor.getByRole('group', { name: 'Verfügbarkeit' }).getByTestId('delivery-time').count(),
          )
          .toBe(1);
        expect(await visitor.getByTestId('season-notice').count()).toBe(0);
      } finally {
        await admin.close();
        await visitor.close();
      }
    }, 180_000);
  }

  for (const width of [390, 1440]) {
    it(`lists a split order's first shipment under "Heute zu versenden" and marks it sent at ${width} px`, async () => {
      mkdirSync(SHOTS, { recursive: true });
      const token = await adminToken(shop);
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const { items: groups } = await callApi<{ items: Array<{ _id: string; title: string }> }>(
        shop.baseUrl,
        token,
        'GET',
        '/api/v0/shop_productgroup/',
      );
      const hedges = groups.find((group) => group.title === 'Heckenpflanzen')!._id;
      await callApi(shop.baseUrl, token, 'PUT', '/api/v0/shop/frost_stop/', {
        groups: [hedges],
        from: day(-1),
        until: day(14),
        text: '',
      });
      await setShopSettings(shop.baseUrl, token, { split_deliveries: true });
      const idOf = async (title: string) =>
        (
          await callApi<{ items: Array<{ _id: string; title: string }> }>(
            shop.baseUrl,
            token,
            'GET',
            `/api/v0/shop_product/?search=${encodeURIComponent(title)}`,
          )
        ).items.find((item) => item.title === title)!._id;
      // The hedge waits for the frost to end; the horn meal goes now.
      const placed = await fetch(`${shop.baseUrl}/api/v0/shop_order/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `split-${width}-${Date.now()}`,
        },
        body: JSON.stringify({
          items: [
            { item: await idOf(PRIVET), amount: 1, variant: '60-80' },
            { item: await idOf(HORN_MEAL), amount: 1 },
          ],
          email: `packliste-${width}@example.at`,
          invoiceAddress: {
            type: 'person',
            first_name: 'Paula',
            last_name: 'Packer',
            address: 'Gartenweg 3',
            zip: '3500',
            city: 'Krems',
            country: 'at',
          },
          selectedPayment: 'prepayment',
          termsAccepted: true,
          split_delivery: true,
        }),
      });
      expect(placed.status).toBe(200);
      const order = (await placed.json()) as { number: string };

      const admin = await open(width);
      try {
        await logInAsAdminAt(admin, `${shop.baseUrl}/admincenter/shop/orders/to-ship`);
        const card = admin.getByRole('article', { name: `Bestellung ${order.number}` });
        await card.waitFor();
        expect(await card.getByText('1. von 2 Sendungen: die lieferbaren Artikel').count()).toBe(1);
        expect(
          await card.getByRole('list', { name: 'Zu versenden' }).getByRole('listitem').allTextContents(),
        ).toEqual([`1 × ${HORN_MEAL}`]);
        await admin.screenshot({ path: join(SHOTS, `${width}-ship-today.png`), fullPage: true });
        await card.getByRole('button', { name: '1. Sendung als versendet markieren' }).click();
        await admin
          .getByRole('alertdialog', {
            name: `Die erste Sendung der Bestellung ${order.number} als versendet markieren?`,
          })
          .getByRole('button', { name: '1. Sendung als versendet markieren' })
          .click();
        // Its second shipment waits for the frost: it leaves today's list.
        await expect.poll(() => card.count()).toBe(0);
      } finally {
        await admin.close();
        await fetch(`${shop.baseUrl}/api/v0/shop/frost_stop/`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
      }
    }, 180_000);
  }
});
