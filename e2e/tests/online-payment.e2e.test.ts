import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startStripeStandIn, type StripeStandIn } from '@gartenwerk/test-helpers';
import { fillLogin, waitForHydration } from './browser';
import { ADMIN, apiLogin, callApi, startShop, type RunningShop } from './server';

interface Order {
  _id: string;
  number: string;
  total: number;
  payed: boolean;
  payment: { method: string; state: string; intent?: string | null; refunded?: number };
}

/**
 * Paying online as a guest, against the Stripe stand-in at the SDK's HTTP boundary: its page stands
 * for Stripe's own, and its webhook events reach the shop signed like Stripe's. The pear costs 40,00 €
 * with Austria's 13 %, weighs 3 kg and goes as a parcel (seeded: 5,90 € up to 5 kg in Austria): 45,90 €.
 */
describe('online payments: a guest pays at Stripe, the owner refunds', () => {
  let stripe: StripeStandIn;
  let shop: RunningShop;
  let browser: Browser;
  let token: string;
  let pear: { _id: string; title: string };

  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, token, method, path, body);
  const orderOf = async (email: string) => {
    const { items } = await api<{ items: Order[] }>('GET', `/api/v0/shop_order/?search=${email}`);
    expect(items).toHaveLength(1);
    return items[0]!;
  };

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    shop = await startShop({ STRIPE_API_URL: stripe.url });
    stripe.setWebhook(`${shop.baseUrl}/api/v0/shop/webhook/stripe`);
    browser = await launchChromium();
    token = await apiLogin(shop.baseUrl);
    const [config] = await api<{ components: { shop: { paymentsources: object } } }[]>(
      'GET',
      '/api/v0/config/',
    );
    const components = config!.components;
    components.shop.paymentsources = {
      ...components.shop.paymentsources,
      card: { enabled: true, min: null, max: null },
      eps: { enabled: true, min: null, max: null },
    };
    await api('PUT', '/api/v0/shop/payment/settings', {
      test: {
        publishable_key: stripe.publishableKey,
        secret_key: stripe.secretKey,
        webhook_secret: stripe.webhookSecret,
      },
      live: { publishable_key: '', secret_key: '', webhook_secret: '' },
      release_after_minutes: 60,
    });
    // Online methods go on once the keys passed the test.
    await api('POST', '/api/v0/shop/payment/settings/test', { mode: 'test' });
    await api('PUT', '/api/v0/config/', { components });
    pear = await api('POST', '/api/v0/shop_product/', {
      title: "Birne 'Williams Christ' Buschbaum",
      price: 40,
      vat_groups: ['pflanzen'],
      shipping_groups: ['paket'],
      shipping_data: { weight: 3 },
    });
    await api('POST', '/api/v0/shop_stock/adjust', { product: pear._id, quantity: 50, reason: 'Inventur' });
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await stripe?.close();
  });

  /** A guest puts a pear in the cart and orders it with `payment`; the page leaves for Stripe's. */
  async function orderAsGuest(page: Page, email: string, payment: string) {
    await page.goto(`${shop.baseUrl}/p/${pear._id}`);
    await page.getByRole('heading', { level: 1, name: pear.title }).waitFor();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await page.getByText(`1 × „${pear.title}“ liegt im Warenkorb.`).waitFor();
    await page.goto(`${shop.baseUrl}/checkout`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/shop\/cart\/checkout\/2$/);
    await waitForHydration(page);
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
    await invoice.getByLabel('Vorname', { exact: true }).fill('Lena');
    await invoice.getByLabel('Nachname', { exact: true }).fill('Huber');
    await invoice.getByLabel('Straße und Hausnummer', { exact: true }).fill('Ringstraße 1');
    await invoice.getByLabel('PLZ', { exact: true }).fill('1010');
    await invoice.getByLabel('Ort', { exact: true }).fill('Wien');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((address) => address.pathname === '/checkout/2');
    await page.getByRole('radio', { name: payment }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/\/checkout\/3$/);
    await page.getByTestId('order-total').waitFor();
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
  }

  it('a guest pays by card on Stripe’s page and the confirmation says the order is paid', async () => {
    const page = await browser.newPage({ locale: 'de-AT' });
    await orderAsGuest(page, 'lena.karte@example.at', 'Kreditkarte');
    await page.getByText('€ 45,90').waitFor();
    await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await page.waitForURL(/\/checkout\/done\?order=/);
    await page.getByRole('status').filter({ hasText: 'Vielen Dank, Ihre Bestellung ist bezahlt.' }).waitFor();
    await page.screenshot({ path: '/tmp/payment-card-paid.png', fullPage: true });
    const order = await orderOf('lena.karte@example.at');
    expect(order).toMatchObject({ total: 45.9, payed: true, payment: { method: 'card', state: 'paid' } });
    await page.close();
  });

  it('a failed EPS payment offers another method, and paying by card then succeeds', async () => {
    const page = await browser.newPage({ locale: 'de-AT', viewport: { width: 390, height: 844 } });
    await orderAsGuest(page, 'lena.eps@example.at', 'EPS-Überweisung');
    await page.getByRole('button', { name: 'Fail Test Payment' }).click();
    await page.waitForURL(/\/checkout\/done\?order=.*canceled=1/);
    await page.getByRole('status').filter({ hasText: 'Die Zahlung ist fehlgeschlagen.' }).waitFor();
    // Stripe's English message is for the owner; the customer reads the refusal in German.
    await page
      .getByText(
        'Die Zahlung wurde abgelehnt. Bitte versuchen Sie es noch einmal oder wählen Sie eine andere Zahlungsart.',
      )
      .waitFor();
    expect(await page.getByText('The customer did not authorize the payment.').count()).toBe(0);
    await page.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    const others = page.getByRole('group', { name: 'Andere Zahlungsart wählen' });
    await others.getByRole('radio', { name: 'Vorkasse (Überweisung)' }).waitFor();
    await page.screenshot({ path: '/tmp/payment-eps-failed-390.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await others.getByRole('radio', { name: 'Kreditkarte' }).check();
    await page.getByRole('button', { name: 'Mit dieser Zahlungsart bezahlen' }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByLabel('Kartennummer').fill('4242424242424242');
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await page.getByRole('status').filter({ hasText: 'Vielen Dank, Ihre Bestellung ist bezahlt.' }).waitFor();
    expect(await orderOf('lena.eps@example.at')).toMatchObject({
      payed: true,
      payment: { method: 'card', state: 'paid' },
    });
    await page.close();
  });

  it('the owner refunds half of a card payment (22,95 of 45,90) from the order', async () => {
    const order = await orderOf('lena.karte@example.at');
    const page = await browser.newPage({ locale: 'de-AT' });
    await page.goto(`${shop.baseUrl}/admincenter/shop/orders/${order._id}`);
    await page.waitForURL(/\/login\?redirect=/);
    await fillLogin(page, ADMIN.handle, ADMIN.password);
    await page.waitForURL(`${shop.baseUrl}/admincenter/shop/orders/${order._id}`);
    await page.getByTestId('payment-state').filter({ hasText: 'bezahlt' }).waitFor();
    const form = page.getByRole('form', { name: 'Erstattungen' });
    await form.getByText('Höchstens € 45,90').waitFor();
    await form.getByLabel('Betrag in Euro').fill('22,95');
    await form.getByLabel('Grund').fill('Ein Ast abgebrochen');
    await form.getByRole('button', { name: 'Erstatten' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `€ 22,95 für die Bestellung ${order.number} erstatten?`,
    });
    await dialog.getByRole('button', { name: 'Erstatten' }).click();
    await page
      .getByTestId('order-refunds')
      .getByText(/€ 22,95 – Ein Ast abgebrochen \(über Stripe erstattet\)/)
      .waitFor();
    await page.getByText('Höchstens € 22,95').waitFor();
    await page.screenshot({ path: '/tmp/payment-refund-1440.png', fullPage: true });
    const charge = stripe.events.filter((event) => event.type === 'charge.refunded').at(-1)!.data.object;
    expect(charge).toMatchObject({ amount: 4590, amount_refunded: 2295 });
    await expect.poll(async () => (await orderOf('lena.karte@example.at')).payment.refunded).toBe(22.95);
    await page.close();
  });
});
