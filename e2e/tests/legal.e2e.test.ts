import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@gartenwerk/test-helpers';
import { fillLogin, waitForHydration } from './browser';
import { ADMIN, apiLogin, plainOrderableProducts, startShop, type RunningShop } from './server';

interface Order {
  _id: string;
  number: string;
  withdrawnAt: string | null;
}
interface Mail {
  to: string;
  subject: string;
  text: string;
  template: string;
}

/** The links every page's footer must carry, by their text. */
const LEGAL_LINKS = [
  ['Impressum', '/Imprint'],
  ['Datenschutz', '/Privacy'],
  ['AGB', '/AGB'],
  ['Widerrufsbelehrung', '/Widerrufsbelehrung'],
  ['Versand & Zahlung', '/Versandkosten'],
  ['Vertrag widerrufen', '/widerrufen'],
] as const;

/** `25.11.2026, 17:42`: the withdrawal's date and time as the shop's clock in Vienna shows them. */
const WITHDRAWAL_TIME = /(\d{2}\.\d{2}\.\d{4}) um (\d{2}:\d{2}) Uhr/;

describe('legal pages and the withdrawal function', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token: string;
  let productId: string;

  const api = async <T>(method: string, path: string, body?: unknown, bearer = token): Promise<T> => {
    const response = await fetch(`${shop.baseUrl}${path}`, {
      method,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        'content-type': 'application/json',
        'idempotency-key': `legal-e2e-${Math.random().toString(36).slice(2)}`,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return (await response.json()) as T;
  };
  const login = (handle: string, password: string) => apiLogin(shop.baseUrl, { handle, password });
  const placeOrder = (email: string, bearer?: string) =>
    api<Order>(
      'POST',
      '/api/v0/shop_order/',
      {
        items: [{ item: productId, amount: 3 }],
        email,
        invoiceAddress: {
          type: 'person',
          first_name: 'Lena',
          last_name: 'Wimmer',
          address: 'Donaulände 3',
          zip: '3500',
          city: 'Krems',
          country: 'at',
        },
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
      bearer ?? '',
    );
  const outbox = async () => (await api<{ items: Mail[] }>('GET', '/api/v0/mail/outbox?limit=100')).items;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    token = await login(ADMIN.handle, ADMIN.password);
    productId = (await plainOrderableProducts(shop.baseUrl, token))[0]!._id;
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** Walks the withdrawal's two steps on the page and answers the date and time it shows. */
  async function withdraw(page: Page, number: string, email: string | null) {
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' }).waitFor();
    const numberField = page.getByLabel('Bestellnummer *');
    if ((await numberField.inputValue()) !== number) await numberField.fill(number);
    const emailField = page.getByLabel('E-Mail-Adresse der Bestellung *');
    if (email !== null) await emailField.fill(email);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Widerruf bestätigen' }).waitFor();
    await page.getByText(`Sie widerrufen den Vertrag über die Bestellung ${number} vom`).waitFor();
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    const status = page.getByRole('status');
    await status.getByText(`Ihr Widerruf der Bestellung ${number} ist am`).waitFor();
    const [, date, time] = WITHDRAWAL_TIME.exec((await status.textContent()) ?? '')!;
    return { date: date!, time: time! };
  }

  /** Both mails of a withdrawal, each once, with the date and time the page showed. */
  async function expectWithdrawalMails(
    number: string,
    customer: string,
    shown: { date: string; time: string },
  ) {
    const mails = await outbox();
    const confirmations = mails.filter(
      (mail) => mail.template === 'withdrawalConfirmation' && mail.subject.includes(number),
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({
      to: customer,
      subject: `Bestätigung Ihres Widerrufs der Bestellung ${number}`,
    });
    expect(confirmations[0]!.text).toContain(
      `Ihr Widerruf ist am ${shown.date} um ${shown.time} Uhr bei uns eingegangen.`,
    );
    const notices = mails.filter(
      (mail) => mail.template === 'withdrawalNotification' && mail.subject.includes(number),
    );
    expect(notices).toHaveLength(1);
    // The shop's mailbox is the first admin's address, configured by the seed.
    expect(notices[0]).toMatchObject({ to: ADMIN.handle, subject: `Widerruf der Bestellung ${number}` });
    expect(notices[0]!.text).toContain(`Widerruf eingegangen am ${shown.date} um ${shown.time} Uhr`);
  }

  it('lets a guest withdraw from the footer link in two steps, with both mails and the owner seeing it', async () => {
    const order = await placeOrder('lena.wimmer@example.at');
    expect(order.number).toMatch(/^\d{4}-\d{5}$/);
    const confirmation = (await outbox()).find(
      (mail) => mail.template === 'orderConfirmation' && mail.subject.includes(order.number),
    );
    // The confirmation links the withdrawal function with the order's number filled in.
    expect(confirmation?.text).toContain(`${shop.baseUrl}/widerrufen?number=${order.number}`);
    expect(confirmation?.text).toContain('Muster-Widerrufsformular');

    const page = await browser.newPage({ locale: 'de-AT', viewport: { width: 390, height: 844 } });
    await page.goto(`${shop.baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await page.waitForURL(`${shop.baseUrl}/widerrufen`);

    // A wrong e-mail address names no order: the page says so and nothing is withdrawn.
    await page.getByLabel('Bestellnummer *').fill(order.number);
    await page.getByLabel('E-Mail-Adresse der Bestellung *').fill('jemand@example.at');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page
      .getByRole('alert')
      .getByText('Zu dieser Bestellnummer und E-Mail-Adresse finden wir keine Bestellung.')
      .waitFor();

    const shown = await withdraw(page, order.number, 'lena.wimmer@example.at');
    await page.screenshot({ path: '/tmp/legal-withdrawal-done-390.png', fullPage: true });
    await expectWithdrawalMails(order.number, 'lena.wimmer@example.at', shown);

    // The owner sees the withdrawal in the order list and the order.
    const stored = await api<Order>('GET', `/api/v0/shop_order/${order._id}`);
    expect(stored.withdrawnAt).not.toBeNull();
    const admin = await browser.newPage({ locale: 'de-AT', viewport: { width: 1280, height: 900 } });
    await admin.goto(`${shop.baseUrl}/admincenter/shop/orders`);
    await admin.waitForURL(/\/login\?redirect=/);
    await fillLogin(admin, ADMIN.handle, ADMIN.password);
    const row = admin.getByRole('row').filter({ hasText: order.number });
    await row.getByText(`widerrufen am ${shown.date}`).waitFor();
    await row.getByRole('link', { name: order.number }).click();
    await admin.getByTestId('order-withdrawal').getByText(`widerrufen am ${shown.date}`).waitFor();
    await admin.screenshot({ path: '/tmp/legal-admin-order-withdrawn.png', fullPage: true });
    await admin.close();
    await page.close();
  });

  it('lets a signed-in customer withdraw from the order in the account, the e-mail filled in', async () => {
    await api('POST', '/api/v0/auth/', {
      handle: 'gerda.gruber@example.at',
      password: 'Gerda-Hecke-2026!',
      name: 'Gerda Gruber',
      roles: ['user'],
    });
    const customerToken = await login('gerda.gruber@example.at', 'Gerda-Hecke-2026!');
    const order = await placeOrder('gerda.gruber@example.at', customerToken);

    const page = await browser.newPage({ locale: 'de-AT', viewport: { width: 1280, height: 900 } });
    await page.goto(`${shop.baseUrl}/account/orders/${order._id}`);
    await page.waitForURL(/\/login\?redirect=/);
    await fillLogin(page, 'gerda.gruber@example.at', 'Gerda-Hecke-2026!');
    await page.getByRole('heading', { name: `Bestellung ${order.number}` }).waitFor();
    await page.getByRole('link', { name: 'Diese Bestellung widerrufen' }).click();
    await page.waitForURL(`${shop.baseUrl}/widerrufen?number=${order.number}`);
    await expect
      .poll(() => page.getByLabel('E-Mail-Adresse der Bestellung *').inputValue())
      .toBe('gerda.gruber@example.at');
    expect(await page.getByLabel('Bestellnummer *').inputValue()).toBe(order.number);
    await page.screenshot({ path: '/tmp/legal-withdrawal-step1-desktop.png', fullPage: true });
    const shown = await withdraw(page, order.number, null);
    await expectWithdrawalMails(order.number, 'gerda.gruber@example.at', shown);

    // Back in the account, the order says it was withdrawn and offers no second withdrawal.
    await page.goto(`${shop.baseUrl}/account/orders/${order._id}`);
    await page.getByText(`Widerrufen am ${shown.date}`).waitFor();
    expect(await page.getByRole('link', { name: 'Diese Bestellung widerrufen' }).count()).toBe(0);
    await page.close();
  });

  it('reaches imprint, privacy, terms, withdrawal policy, shipping and the withdrawal from every public page, none 404', async () => {
    // The pages as Chromium receives them from the server (rendered there, footer included), without
    // running each one: the crawl follows every link from the home page.
    const page = await browser.newPage({ locale: 'de-AT' });
    const seen = new Set<string>();
    const queue = ['/'];
    const failures: string[] = [];
    while (queue.length > 0 && seen.size < 150) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const response = await page.request.get(`${shop.baseUrl}${path}`);
      if (response.status() !== 200) failures.push(`${path}: ${response.status()}`);
      const html = await response.text();
      const footer = /<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
      const footerLinks = [...footer.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
        ([, href, text]) => `${text!.replace('&amp;', '&')} ${href}`,
      );
      for (const [name, href] of LEGAL_LINKS) {
        if (!footerLinks.includes(`${name} ${href}`)) failures.push(`${path}: footer link ${name}`);
      }
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
        if (href!.startsWith('/api/') || href!.startsWith('/admincenter') || seen.has(href!)) continue;
        queue.push(href!);
      }
    }
    expect(failures).toEqual([]);
    expect(queue).toEqual([]);
    for (const [, href] of LEGAL_LINKS) expect(seen, href).toContain(href);
    // The shop's default disclaimer URL is no footer link, but it must not 404 either.
    expect((await page.request.get(`${shop.baseUrl}/Disclaimer`)).status()).toBe(200);
    await page.close();
  }, 300_000);
});
