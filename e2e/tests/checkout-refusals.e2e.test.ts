import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { waitForHydration } from './browser';
import { apiLogin, plainOrderableProducts, startShop, type RunningShop, type SeededProduct } from './server';

const PERSON = {
  Vorname: 'Hanna',
  Nachname: 'Berger',
  'Straße und Hausnummer': 'Lindengasse 4',
  PLZ: '3500',
  Ort: 'Krems',
  Land: 'at',
};

describe('checkout refusals in the browser, each also refused by the server', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token: string;
  let products: SeededProduct[];

  const api = async (method: string, path: string, body?: unknown) =>
    fetch(`${shop.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  /** The orders the server holds for an address. */
  const ordersOf = async (email: string) => {
    const { items } = (await (await api('GET', '/api/v0/shop_order/?limit=100')).json()) as {
      items: Array<{ email: string }>;
    };
    return items.filter((order) => order.email === email);
  };

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    token = await apiLogin(shop.baseUrl);
    products = await plainOrderableProducts(shop.baseUrl, token);
    expect(products.length).toBeGreaterThanOrEqual(3);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** A fresh visitor with one product in the cart, at the last checkout step with `address` given. */
  async function atLastStep(
    product: SeededProduct,
    email: string,
    address: Record<string, string>,
  ): Promise<Page> {
    const page = await browser.newPage({ locale: 'de-AT' });
    await page.goto(`${shop.baseUrl}/p/${product._id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await page.getByText(`1 × „${product.title}“ liegt im Warenkorb.`).waitFor();
    await page.goto(`${shop.baseUrl}/checkout`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/shop\/cart\/checkout\/2$/);
    await waitForHydration(page);
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
    for (const [label, value] of Object.entries(address)) {
      if (label === 'Land') await invoice.getByLabel(label).selectOption(value);
      else await invoice.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/2');
    await page.getByRole('radio', { name: 'Vorkasse (Überweisung)' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/\/checkout\/3$/);
    return page;
  }

  /** Places the order from inside the page, as its script would, but with `change` to the body. */
  function orderFromPage(page: Page, product: SeededProduct, email: string, change: Record<string, unknown>) {
    return page.evaluate(
      async ({ item, email, change }) => {
        const response = await fetch('/api/v0/shop_order/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({
            items: [{ item, amount: 1 }],
            email,
            invoiceAddress: {
              type: 'person',
              first_name: 'Hanna',
              last_name: 'Berger',
              address: 'Lindengasse 4',
              zip: '3500',
              city: 'Krems',
              country: 'at',
            },
            selectedPayment: 'prepayment',
            termsAccepted: true,
            ...change,
          }),
        });
        return {
          status: response.status,
          body: (await response.json()) as { code: string; message: string },
        };
      },
      { item: product._id, email, change },
    );
  }

  it('keeps the order until the terms are accepted; the server refuses it without them too', async () => {
    const email = 'agb@example.at';
    const page = await atLastStep(products[0]!, email, PERSON);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByText('Sie müssen den AGB zustimmen um fortzufahren').waitFor();
    expect(page.url()).toMatch(/\/checkout\/3$/);
    expect(await ordersOf(email)).toEqual([]);

    const refused = await orderFromPage(page, products[0]!, email, { termsAccepted: false });
    expect(refused).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'CHECKOUT', message: 'Sie müssen den AGB zustimmen um fortzufahren' },
    });
    expect(await ordersOf(email)).toEqual([]);
    await page.close();
  });

  it('tells that it cannot deliver a product to a country its shipping leaves out, and the server refuses the order', async () => {
    // A shipping group with costs for Austria only, and a plant shipped in it.
    const [config] = (await (await api('GET', '/api/v0/config/')).json()) as Array<{
      components: { shop: { shipping_groups: object[] } };
    }>;
    config!.components.shop.shipping_groups.push({
      uuid: 'nur-oesterreich',
      name: 'Nur Österreich',
      type: 'count',
      unit: [{ max: 100, costs: { at: 9.9 } }],
    });
    expect((await api('PUT', '/api/v0/config/', config)).status).toBe(200);
    const created = await api('POST', '/api/v0/shop_product/', {
      title: 'Thuja Brabant im Container',
      price: 19.9,
      shipping_groups: ['nur-oesterreich'],
    });
    expect(created.status).toBe(200);
    const onlyAustria = (await created.json()) as SeededProduct;

    const email = 'muenchen@example.de';
    const germany = { ...PERSON, PLZ: '80331', Ort: 'München', Land: 'de' };
    const page = await atLastStep(onlyAustria, email, germany);
    await page.getByText('An diese Adresse können wir leider nicht liefern.').first().waitFor();
    await page.screenshot({ path: '.test-results/checkout-not-shippable.png', fullPage: true });
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    // The server's refusal of the order, below the form, next to the quote's notice above it.
    await page.getByText('An diese Adresse können wir leider nicht liefern.').nth(1).waitFor();
    expect(page.url()).toMatch(/\/checkout\/3$/);
    expect(await ordersOf(email)).toEqual([]);

    const refused = await orderFromPage(page, onlyAustria, email, {
      invoiceAddress: {
        type: 'person',
        first_name: 'Hanna',
        last_name: 'Berger',
        address: 'Marienplatz 1',
        zip: '80331',
        city: 'München',
        country: 'de',
      },
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'NOT_SHIPPABLE',
        message: 'An diese Adresse können wir leider nicht liefern.',
      },
    });
    expect(await ordersOf(email)).toEqual([]);
    await page.close();
  });

  it('refuses an order whose product sold out meanwhile, with the server’s message, and takes nothing', async () => {
    const email = 'ausverkauft@example.at';
    const product = products[2]!;
    const stock = (quantity: number) =>
      api('POST', '/api/v0/shop_stock/adjust', { product: product._id, quantity, reason: 'Inventur' });
    expect((await stock(1)).status).toBe(200);
    const page = await atLastStep(product, email, PERSON);
    // Someone else bought the last one while this visitor was checking out.
    expect((await stock(0)).status).toBe(200);

    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByText(`Nicht genügend Lagerbestand für „${product.title}“.`).waitFor();
    expect(page.url()).toMatch(/\/checkout\/3$/);
    expect(await ordersOf(email)).toEqual([]);
    const levels = (await (await api('GET', '/api/v0/shop_stock/')).json()) as {
      items: Array<{ product: string; quantity: number }>;
    };
    expect(levels.items.find((level) => level.product === product._id)?.quantity).toBe(0);
    await page.close();
  });
});
