import { mkdirSync, readFileSync } from 'node:fs';
import { launchChromium } from '@gartenwerk/test-helpers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/server/test/pdf-text';
import { fillLogin } from './browser';
import { ADMIN, apiLogin, callApi, startShop, type RunningShop } from './server';

const SHOTS = '/tmp/invdocs-shots';
const YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date());

describe('the accounting’s documents from offer to paid invoice', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token: string;
  let page: Page;

  const api = <T>(method: string, path: string, body?: unknown) =>
    callApi<T>(shop.baseUrl, token, method, path, body);

  /** The phone and desktop pictures of the screen shown now, for review. */
  async function shoot(name: string) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `${name} at ${width} px scrolls sideways`).toBe(false);
    }
  }

  const cell = (column: string, row: number) =>
    page.getByLabel(`${column}, Position ${row}`, { exact: true });

  async function issue(type: string) {
    await page.getByRole('group', { name: 'Aktionen' }).getByRole('button', { name: 'Ausstellen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ausstellen' }).click();
    await page.getByText(`${type} ausgestellt.`).waitFor();
  }

  async function convert(target: string, amounts: Record<string, string | null> = {}) {
    await page.getByRole('button', { name: 'Umwandeln', exact: true }).click();
    const dialog = page.getByRole('dialog');
    if (await dialog.getByRole('radio', { name: target }).count())
      await dialog.getByRole('radio', { name: target }).check();
    for (const [title, amount] of Object.entries(amounts)) {
      if (amount === null) await dialog.getByRole('checkbox', { name: `${title} übernehmen` }).uncheck();
      else await dialog.getByRole('textbox', { name: `Menge von ${title}` }).fill(amount);
    }
    await dialog.getByRole('button', { name: `In ${target} umwandeln` }).click();
    await page.getByText(`${target} erstellt.`).waitFor();
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    shop = await startShop();
    browser = await launchChromium();
    token = await apiLogin(shop.baseUrl);
    await api('POST', '/api/v0/invoice/item/', {
      title: 'Hainbuche 100–125 cm',
      unit: 'Stk',
      price: 8.9,
      price_mode: 'net',
      vat_rate: 13,
    });
    await api('POST', '/api/v1/invoice/factor/', { name: 'Pflanzzuschlag', factor: 1.15 });
    page = await browser.newPage({
      locale: 'de-AT',
      acceptDownloads: true,
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${shop.baseUrl}/admincenter/accounting/offer/edit`);
    await page.waitForURL(/\/login\?redirect=/);
    await fillLogin(page, ADMIN.handle, ADMIN.password);
    await page.waitForURL(`${shop.baseUrl}/admincenter/accounting/offer/edit`);
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('writes an offer for a new customer, converts, delivers part, invoices, prints, mails and books the payment', async () => {
    await page.getByRole('heading', { level: 1, name: 'Neues Angebot' }).waitFor();
    const receiver = page.getByRole('group', { name: 'Empfänger' });
    await receiver.getByLabel('Vorname').fill('Anna');
    await receiver.getByLabel('Nachname').fill('Blum');
    await receiver.getByLabel('Straße und Hausnummer').fill('Rosengasse 4');
    await receiver.getByLabel('PLZ').fill('3500');
    await receiver.getByLabel('Ort').fill('Krems');
    await receiver.getByLabel('E-Mail').fill('anna.blum@example.at');
    await receiver.getByRole('button', { name: 'Als neuen Kunden speichern' }).click();
    await page.getByText('Der Kunde Anna Blum wurde angelegt.').waitFor();
    await page
      .getByText('Verknüpft mit dem Kunden Anna Blum; die Adresse gilt für dieses Dokument.')
      .waitFor();

    // Three lines, typed as in a sheet: an item from the suggestions, free text, a named factor.
    await cell('Bezeichnung', 1).click();
    await page.keyboard.type('Hainb');
    await page.getByRole('option', { name: 'Hainbuche 100–125 cm · € 8,90 / Stk' }).waitFor();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => cell('Menge', 1).evaluate((input) => input === document.activeElement))
      .toBe(true);
    await cell('Menge', 1).fill('12');
    await cell('Menge', 1).press('Enter');
    await expect
      .poll(() => cell('Bezeichnung', 2).evaluate((input) => input === document.activeElement))
      .toBe(true);
    await page.keyboard.type('Pflanzarbeit');
    await cell('Menge', 2).fill('3,5');
    await cell('Einheit', 2).fill('h');
    await cell('Einzelpreis netto', 2).fill('48,50');
    await cell('Einzelpreis netto', 2).press('Enter');
    await expect
      .poll(() => cell('Bezeichnung', 3).evaluate((input) => input === document.activeElement))
      .toBe(true);
    await page.keyboard.type('Rindenmulch');
    await cell('Menge', 3).fill('2');
    await cell('Einheit', 3).fill('m³');
    await cell('Einzelpreis netto', 3).fill('39,90');
    await cell('Rabatt %', 3).fill('10');
    await cell('Faktor', 3).click();
    await page.keyboard.type('Pflanz');
    await page.getByRole('option', { name: 'Pflanzzuschlag (1,15)' }).click();
    // 12 × 8,90 = 106,80 (13 %); 3,5 × 48,50 = 169,75 and 2 × 39,90 × 1,15 − 10 % = 82,59 (20 %).
    await expect.poll(() => page.getByTestId('total-gross').textContent()).toBe('€ 423,49');
    expect(await page.getByTestId('total-net').textContent()).toBe('€ 359,14');
    expect(await page.getByTestId('total-vat').textContent()).toBe('€ 64,35');
    await shoot('offer-draft');

    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/accounting\/offer\/edit\/[^/]+$/);
    await page.getByTestId('document-state').waitFor();
    await issue('Angebot');
    await page.getByRole('heading', { level: 1, name: `Angebot AN-${YEAR}-00001` }).waitFor();

    // Offer → order (everything), issued.
    await convert('Auftrag');
    await page.waitForURL(/\/accounting\/order\/edit\//);
    await page.getByRole('link', { name: `Angebot AN-${YEAR}-00001` }).waitFor();
    await issue('Auftrag');
    await page.getByRole('heading', { level: 1, name: `Auftrag AU-${YEAR}-00001` }).waitFor();

    // Part of the order is delivered: 5 of 12 hornbeams and the planting hours, not yet the mulch.
    await convert('Lieferschein', { 'Hainbuche 100–125 cm': '5', Rindenmulch: null });
    await page.waitForURL(/\/accounting\/delivery\/edit\//);
    await issue('Lieferschein');
    await page.getByRole('heading', { level: 1, name: `Lieferschein LS-${YEAR}-00001` }).waitFor();

    // The delivery note is invoiced.
    await convert('Rechnung');
    await page.waitForURL(/\/accounting\/invoice\/edit\//);
    await issue('Rechnung');
    const number = `RE-${YEAR}-00001`;
    await page.getByRole('heading', { level: 1, name: `Rechnung ${number}` }).waitFor();
    await page.getByText(/Diese Rechnung ist unveränderlich \(BAO § 131\)/).waitFor();
    // 5 × 8,90 = 44,50 + 13 % (5,785 → 5,79); 169,75 + 20 % (33,95): net 214,25, VAT 39,74, gross 253,99.
    expect(await page.getByTestId('total-net').textContent()).toBe('€ 214,25');
    expect(await page.getByTestId('total-vat').textContent()).toBe('€ 39,74');
    expect(await page.getByTestId('total-gross').textContent()).toBe('€ 253,99');
    expect(await page.getByRole('button', { name: 'Speichern' }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF', exact: true }).click(),
    ]);
    const shown = await pdfText(readFileSync((await download.path())!));
    for (const expected of [
      number,
      'Anna Blum',
      'Rosengasse 4',
      'Pflanzarbeit',
      'Summe netto',
      '€ 214,25',
      '€ 253,99',
    ])
      expect(shown).toContain(expected);
    expect(shown).not.toContain('ENTWURF');

    await page.getByRole('button', { name: 'Per E-Mail senden' }).click();
    const mail = page.getByRole('dialog');
    expect(await mail.getByRole('textbox', { name: 'An' }).inputValue()).toBe('anna.blum@example.at');
    await mail.getByRole('button', { name: 'Senden' }).click();
    await page.getByText('An anna.blum@example.at gesendet.').waitFor();
    await page.getByText(/an anna\.blum@example\.at gesendet/).waitFor();

    await page.getByRole('button', { name: 'Zahlung erfassen' }).click();
    const payment = page.getByRole('dialog');
    expect(await payment.getByRole('textbox', { name: 'Betrag (€)' }).inputValue()).toBe('253,99');
    await payment.getByRole('button', { name: 'Zahlung erfassen' }).click();
    await page.getByText('Zahlung erfasst: Die Rechnung ist bezahlt.').waitFor();
    await page.getByTestId('payment-state').getByText('bezahlt').waitFor();
    await page.getByRole('cell', { name: 'Zahlung erfasst' }).waitFor();
    await shoot('invoice-paid');

    // The order went on to "partial": part delivered and invoiced.
    const invoices = await api<{ items: Array<{ number: string; payment_status: string }> }>(
      'POST',
      '/api/pageData/invoice/invoice/browse/',
      {},
    );
    expect(invoices.items.map((item) => [item.number, item.payment_status])).toEqual([[number, 'paid']]);
    const orders = await api<{ items: Array<{ status: string }> }>(
      'POST',
      '/api/pageData/invoice/order/browse/',
      {},
    );
    expect(orders.items.map((order) => order.status)).toEqual(['partial']);

    // The outbox shows the mail with the invoice.
    await page.goto(`${shop.baseUrl}/admincenter/mail/outbox`);
    await page
      .getByRole('cell', { name: `Rechnung ${number}`, exact: false })
      .first()
      .waitFor();
  });

  it('orders goods from a vendor, records them as they come in and prints the order', async () => {
    await api('POST', '/api/v1/invoice/vendor/', {
      type: 'company',
      company: 'Baumschule Lorenz GmbH',
      address: 'Gewerbepark 4',
      zip: '3430',
      city: 'Tulln',
      country: 'at',
      email: 'einkauf@lorenz.example',
    });
    await page.goto(`${shop.baseUrl}/admincenter/accounting/vendor_order/browse`);
    await page.getByRole('link', { name: 'Neue Lieferantenbestellung' }).click();
    await page.waitForURL(/\/accounting\/vendor_order\/add$/);
    await page.getByRole('heading', { level: 1, name: 'Neue Lieferantenbestellung' }).waitFor();
    await page.getByRole('combobox', { name: 'Lieferant suchen' }).fill('Lorenz');
    await page.getByRole('option', { name: 'Baumschule Lorenz GmbH · Tulln' }).click();
    await page
      .getByText(
        'Verknüpft mit dem Lieferanten Baumschule Lorenz GmbH; die Adresse gilt für diese Bestellung.',
      )
      .waitFor();
    await page.getByLabel('Gewünschter Liefertermin').fill(`${YEAR}-03-01`);
    await cell('Bezeichnung', 1).fill('Thuja Smaragd 80–100 cm');
    await cell('Menge', 1).fill('50');
    await cell('Einzelpreis netto', 1).fill('9,80');
    await cell('USt. %', 1).fill('13');
    await page.getByRole('button', { name: 'Position hinzufügen' }).click();
    await cell('Bezeichnung', 2).fill('Rindenmulch 40 l');
    await cell('Menge', 2).fill('20');
    await cell('Einheit', 2).fill('Sack');
    await cell('Einzelpreis netto', 2).fill('3,45');
    await cell('USt. %', 2).fill('20');
    await shoot('vendor-order-draft');

    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/accounting\/vendor_order\/edit\/[^/]+$/);
    await page.getByTestId('document-state').waitFor();
    await issue('Lieferantenbestellung');
    const number = `BE-${YEAR}-00001`;
    await page.getByRole('heading', { level: 1, name: `Lieferantenbestellung ${number}` }).waitFor();
    await page.getByText(/Die Bestellung ist unveränderlich/).waitFor();
    // 50 × 9,80 = 490,00 + 13 % (63,70); 20 × 3,45 = 69,00 + 20 % (13,80).
    expect(await page.getByTestId('total-gross').textContent()).toBe('€ 636,50');

    // 30 of the 50 thujas come first, the mulch not yet.
    await page.getByRole('button', { name: 'Wareneingang erfassen' }).click();
    const receipt = page.getByRole('dialog');
    await receipt.getByRole('checkbox', { name: 'Rindenmulch 40 l eingegangen' }).uncheck();
    await receipt.getByRole('textbox', { name: 'Eingegangene Menge von Thuja Smaragd 80–100 cm' }).fill('30');
    await receipt.getByRole('textbox', { name: 'Vermerk' }).fill('Lieferschein 4711');
    await shoot('vendor-order-receipt');
    await receipt.getByRole('button', { name: 'Wareneingang erfassen' }).click();
    await page.getByText('Wareneingang erfasst: Die Bestellung ist teilweise geliefert.').waitFor();
    await page.getByTestId('document-state').getByText('teilweise').waitFor();
    await page.getByText(/Wareneingang 30 Stk\. Thuja Smaragd 80–100 cm „Lieferschein 4711“/).waitFor();
    await shoot('vendor-order-partial');

    // The rest comes: everything still open is offered.
    await page.getByRole('button', { name: 'Wareneingang erfassen' }).click();
    const rest = page.getByRole('dialog');
    expect(
      await rest
        .getByRole('textbox', { name: 'Eingegangene Menge von Thuja Smaragd 80–100 cm' })
        .inputValue(),
    ).toBe('20');
    await rest.getByRole('button', { name: 'Wareneingang erfassen' }).click();
    await page.getByText('Wareneingang erfasst: Die Bestellung ist vollständig geliefert.').waitFor();
    await page.getByTestId('document-state').getByText('erledigt').waitFor();
    expect(await page.getByRole('button', { name: 'Wareneingang erfassen' }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF', exact: true }).click(),
    ]);
    const shown = await pdfText(readFileSync((await download.path())!));
    for (const expected of [`Bestellung ${number}`, 'Baumschule Lorenz GmbH', 'Gewerbepark 4', '€ 636,50'])
      expect(shown).toContain(expected);

    await page.goto(`${shop.baseUrl}/admincenter/accounting/vendor_order/browse`);
    await page.getByRole('link', { name: number }).waitFor();
    await shoot('vendor-order-browse');
  }, 120_000);

  it('a paid shop order has its invoice, linked from the shop order view', async () => {
    const product = await api<{ _id: string }>('POST', '/api/v0/shop_product/', {
      title: 'Buchsbaum Kugel',
      price: 24.9,
    });
    await api('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      quantity: 10,
      reason: 'Inventur',
    });
    const order = await api<{ _id: string; number: string }>('POST', '/api/v0/shop_order/', {
      items: [{ item: product._id, amount: 2 }],
      email: 'karl.gruber@example.at',
      invoiceAddress: {
        type: 'person',
        first_name: 'Karl',
        last_name: 'Gruber',
        address: 'Hauptplatz 1',
        zip: '3500',
        city: 'Krems',
        country: 'at',
      },
      selectedPayment: 'prepayment',
      termsAccepted: true,
    });
    await api('PUT', '/api/v0/shop/markPayed/', { _id: order._id });
    // A paid order of goods is invoiced when it ships.
    await api('PUT', '/api/v0/shop/markShipped/', { _id: order._id });

    await page.goto(`${shop.baseUrl}/admincenter/shop/orders/${order._id}`);
    const number = `RE-${YEAR}-00002`;
    await page.getByRole('link', { name: `Rechnung ${number}`, exact: true }).click();
    await page.waitForURL(/\/accounting\/invoice\/edit\//);
    await page.getByRole('heading', { level: 1, name: `Rechnung ${number}` }).waitFor();
    await page.getByRole('cell', { name: 'Buchsbaum Kugel' }).waitFor();
    await page.getByTestId('payment-state').getByText('bezahlt').waitFor();
    await page.getByRole('link', { name: 'Zur Shop-Bestellung' }).waitFor();
  }, 120_000);
});
