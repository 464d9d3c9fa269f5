import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { fillLogin, isHydrated } from './browser';
import { ADMIN, startShop, type RunningShop } from './server';

interface Product {
  _id: string;
  title: string;
  price: number | null;
  type: string;
  available: boolean;
  offline: boolean;
  variants: unknown[];
}
interface Order {
  _id: string;
  email: string;
  total: number;
  perm: { owner: string | null };
}

describe('checkout from the cart to the confirmation mail', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token: string;

  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${shop.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    const login = await fetch(`${shop.baseUrl}/api/v0/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** Three sellable plants of the demo catalogue. */
  async function threeProducts(): Promise<Product[]> {
    const { items } = await api<{ items: Product[] }>('GET', '/api/v0/shop_product/?limit=100');
    const sellable = items.filter(
      (product) =>
        typeof product.price === 'number' &&
        product.variants.length === 0 &&
        product.type === 'product' &&
        product.available &&
        !product.offline,
    );
    expect(sellable.length).toBeGreaterThanOrEqual(3);
    return sellable.slice(0, 3);
  }

  async function fillAddress(page: Page, legend: string, fields: Record<string, string>) {
    const group = page.getByRole('group', { name: legend });
    for (const [label, value] of Object.entries(fields)) {
      if (label === 'Land') await group.getByLabel(label).selectOption(value);
      else if (label === 'Art') await group.getByRole('radio', { name: value }).check();
      else await group.getByLabel(label, { exact: true }).fill(value);
    }
  }

  it('a guest orders three items with a voucher as a company with a German UID, paying in advance', async () => {
    const products = await threeProducts();
    const voucher = await api<{ code: string }>('POST', '/api/v0/shop_voucher/', { value: 20 });
    const page = await browser.newPage({ locale: 'de-AT' });
    for (const [index, product] of products.entries()) {
      await page.goto(`${shop.baseUrl}/p/${product._id}`);
      await page.waitForFunction(() => document.querySelector('h1') !== null);
      await expect.poll(() => isHydrated(page)).toBe(true);
      await page.getByLabel('Menge', { exact: true }).fill(String(index + 1));
      await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
      await page.getByText(`${index + 1} × „${product.title}“ liegt im Warenkorb.`).waitFor();
    }
    await page.goto(`${shop.baseUrl}/checkout`);
    await page.getByLabel('Gutscheincode').fill(voucher.code);
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.getByText(`Gutschein ${voucher.code}`).first().waitFor();
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/checkout\/1$/);
    await page.waitForFunction(() => document.querySelector('h2')?.textContent?.includes('Adressen'));
    expect(await isHydrated(page)).toBe(true);

    await page.getByLabel('E-Mail', { exact: true }).fill('einkauf@gaertnerei-blum.example');
    await fillAddress(page, 'Rechnungsadresse', {
      Art: 'Firma',
      Firmenname: 'Gärtnerei Blum GmbH',
      'UID-Nummer': 'DE123456789',
      Vorname: 'Jonas',
      Nachname: 'Blum',
      'Straße und Hausnummer': 'Gartenweg 7',
      PLZ: '80331',
      Ort: 'München',
      Land: 'de',
    });
    await page.getByLabel('Abweichende Lieferadresse').check();
    await fillAddress(page, 'Lieferadresse', {
      Art: 'Firma',
      Firmenname: 'Gärtnerei Blum GmbH, Lager',
      'UID-Nummer': 'DE123456789',
      Vorname: 'Lea',
      Nachname: 'Blum',
      'Straße und Hausnummer': 'Lagerstraße 2',
      PLZ: '85221',
      Ort: 'Dachau',
      Land: 'de',
    });
    await page.screenshot({ path: '/tmp/checkout-step1.png', fullPage: true });
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.waitForURL(/\/checkout\/2$/);
    await page.getByRole('radio', { name: 'Vorkasse (Überweisung)' }).waitFor();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('Bitte wählen Sie eine Zahlungsart !').waitFor();
    await page.getByRole('radio', { name: 'Vorkasse (Überweisung)' }).check();
    // The voucher the cart page verified comes along.
    expect(await page.getByLabel('Gutscheincode').inputValue()).toBe(voucher.code);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.waitForURL(/\/checkout\/3$/);
    await page.getByText('Gutschein', { exact: true }).waitFor();
    await page.getByText('Steuerfreie innergemeinschaftliche Lieferung').waitFor();
    const orderButton = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await orderButton.click();
    await page.getByText('Sie müssen den AGB zustimmen um fortzufahren').waitFor();
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.screenshot({ path: '/tmp/checkout-step3.png', fullPage: true });
    // A double click sends the order once (and the idempotency key would catch a second request).
    await orderButton.dblclick();

    await page.waitForURL(/\/checkout\/done$/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    await page.getByText('AT61 1904 3002 3457 3201').waitFor();
    await page.screenshot({ path: '/tmp/checkout-done.png', fullPage: true });
    const number = (await page.getByText(/Ihre Bestellnummer:/).textContent())!
      .replace('Ihre Bestellnummer: ', '')
      .trim();

    // The cart is empty after the order, on the server too.
    const cart = await page.evaluate(() => fetch('/api/v0/shop/cart/').then((response) => response.json()));
    expect(cart).toMatchObject({ lines: [] });
    const orders = await api<{ items: Order[] }>('GET', '/api/v0/shop_order/');
    const placed = orders.items.filter((order) => order.email === 'einkauf@gaertnerei-blum.example');
    expect(placed.map((order) => order._id)).toEqual([number]);
    const outbox = await api<{ items: Array<{ to: string; subject: string; text: string }> }>(
      'GET',
      '/api/v0/mail/outbox?limit=50',
    );
    const confirmation = outbox.items.find((mail) => mail.to === 'einkauf@gaertnerei-blum.example');
    expect(confirmation?.subject).toBe(`Ihre Bestellung ${number} bei Gartenwerk`);
    expect(confirmation?.text).toContain('IBAN: AT61 1904 3002 3457 3201');
    expect(confirmation?.text).toContain(`Gutschein ${voucher.code}`);
    await page.close();
  });

  it('a signed-in customer sees the order in the account', async () => {
    const customer = await api<{ _id: string }>('POST', '/api/v0/auth/', {
      handle: 'kundin@example.at',
      name: 'Eva Kundin',
      roles: ['user'],
      password: 'Thuja-Hecke-2026!',
    });
    const [product] = await threeProducts();
    const order = await api<Order>('POST', '/api/v0/shop_order/', {
      items: [{ item: product!._id, amount: 2 }],
      email: 'kundin@example.at',
      invoiceAddress: {
        type: 'person',
        first_name: 'Eva',
        last_name: 'Kundin',
        address: 'Ringstraße 1',
        zip: '1010',
        city: 'Wien',
        country: 'at',
      },
      selectedPayment: 'prepayment',
      termsAccepted: true,
      owner: customer._id,
    });

    const page = await browser.newPage({ locale: 'de-AT' });
    await page.goto(`${shop.baseUrl}/account/orders`);
    await page.waitForURL(/\/login\?redirect=/);
    await fillLogin(page, 'kundin@example.at', 'Thuja-Hecke-2026!');
    await page.waitForURL(`${shop.baseUrl}/account/orders`);
    await page.getByRole('link', { name: order._id }).click();
    await page.getByRole('heading', { name: `Bestellung ${order._id}` }).waitFor();
    await page.getByText(product!.title).waitFor();
    const pdf = page.getByRole('link', { name: 'Bestellung als PDF' });
    expect(await pdf.getAttribute('href')).toBe(`/api/v0/shop_order/${order._id}/pdf`);
    await page.screenshot({ path: '/tmp/checkout-account-order.png', fullPage: true });

    // Addresses: the first becomes both defaults; a default cannot be removed.
    await page.getByRole('link', { name: 'Adressen' }).click();
    await page.getByText('Sie haben noch keine Adressen gespeichert.').waitFor();
    for (const [street, city] of [
      ['Ringstraße 1', 'Wien'],
      ['Seeweg 4', 'Gmunden'],
    ]) {
      await page.getByRole('link', { name: 'Adresse hinzufügen' }).click();
      await fillAddress(page, 'Adresse hinzufügen', {
        Vorname: 'Eva',
        Nachname: 'Kundin',
        'Straße und Hausnummer': street!,
        PLZ: '1010',
        Ort: city!,
      });
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.waitForURL(`${shop.baseUrl}/account/addresses`);
    }
    const home = page.getByRole('listitem', { name: 'Eva Kundin, Ringstraße 1' });
    const lake = page.getByRole('listitem', { name: 'Eva Kundin, Seeweg 4' });
    await home.getByText('Standard-Rechnungsadresse').waitFor();
    await home.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('cant remove default invoice address').waitFor();
    await lake.getByRole('button', { name: 'Als Rechnungsadresse verwenden' }).click();
    await lake.getByText('Standard-Rechnungsadresse').waitFor();
    await home.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('cant remove default shipping address').waitFor();
    await lake.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('cant remove default invoice address').waitFor();
    await page.screenshot({ path: '/tmp/checkout-account-addresses.png', fullPage: true });
    await page.close();
  });
});
