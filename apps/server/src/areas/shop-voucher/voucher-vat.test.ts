import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, MANY_ORDERS, startTestServer, type TestServer } from '../../../test/support';
import { pdfText } from '../../../test/pdf-text';
import { eq } from 'drizzle-orm';
import type { InvoiceDocument } from '../invoice/schemas';
import { outbox } from '../mail/table';
import type { Order } from '../shop-order/schemas';
import type { Product } from '../shop-product/schemas';
import type { Voucher, VoucherTemplate } from './schemas';

const vienna = {
  type: 'person' as const,
  first_name: 'Maria',
  last_name: 'Huber',
  address: 'Kremser Gasse 2',
  zip: '3100',
  city: 'St. Pölten',
  country: 'at',
};
const munich = { ...vienna, address: 'Leopoldstraße 1', zip: '80802', city: 'München', country: 'de' };

describe.each(await databaseKinds())('vouchers and VAT (EU voucher rules) on %s', (kind) => {
  let server: TestServer;
  const products: Record<string, Product> = {};
  const templates: Record<string, VoucherTemplate> = {};
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(server, method, url, payload, server.adminToken);

  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    await admin('PUT', '/api/v0/config/', {
      components: {
        ...config.components,
        shop: {
          ...config.components.shop,
          vat_groups: [
            { uuid: 'pflanzen', rates: { at: 13, de: 7 } },
            { uuid: 'normal', rates: { at: 20, de: 19 } },
          ],
          discount_groups: [],
          shipping_groups: [
            { uuid: 'paket', type: 'count', unit: [{ max: 1000, costs: { at: 5.9, de: 9.9 } }] },
          ],
        },
      },
    });
    const template = async (body: object) => {
      const answer = await admin('POST', '/api/v0/shop_voucher_template/', body);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<VoucherTemplate>();
    };
    templates.multi = await template({ title: 'Geschenkgutschein' });
    templates.single = await template({
      title: 'Pflanzengutschein Österreich',
      purpose: 'single',
      vat_rate: 13,
      vat_country: 'at',
    });
    const product = async (title: string, price: number, extra: object) => {
      const answer = await admin('POST', '/api/v0/shop_product/', { title, price, ...extra });
      expect(answer.statusCode, answer.body).toBe(200);
      const created = answer.json<Product>();
      await admin('POST', '/api/v0/shop_stock/adjust', {
        product: created._id,
        quantity: 100,
        reason: 'Inventur',
      });
      return created;
    };
    products.olive = await product('Olivenbaum', 30, {
      vat_groups: ['pflanzen'],
      shipping_groups: ['paket'],
    });
    products.pot = await product('Terrakottatopf', 20, {
      vat_groups: ['normal'],
      shipping_groups: ['paket'],
    });
    // A voucher product's own VAT group does not count: its template says how its sale is taxed.
    products.mpv = await product('Geschenkgutschein 25 €', 25, {
      type: 'voucher',
      vat_groups: ['normal'],
      voucher_template: templates.multi!._id,
    });
    products.spv = await product('Pflanzengutschein 25 €', 25, {
      type: 'voucher',
      voucher_template: templates.single!._id,
    });
  });
  afterAll(() => server.close());

  let orders = 0;
  async function order(items: Array<[string, number]>, extra: object = {}) {
    orders += 1;
    return server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { ...bearer(server.userToken), 'idempotency-key': `voucher-vat-${kind}-${orders}` },
      payload: {
        items: items.map(([item, amount]) => ({ item: products[item]!._id, amount })),
        email: 'kunde@gartenwerk.test',
        invoiceAddress: vienna,
        selectedPayment: 'prepayment',
        termsAccepted: true,
        ...extra,
      },
    });
  }
  async function placed(items: Array<[string, number]>, extra: object = {}): Promise<Order> {
    const answer = await order(items, extra);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Order>();
  }
  async function invoiceOf(placedOrder: Order): Promise<InvoiceDocument> {
    expect((await admin('PUT', '/api/v0/shop/markPayed/', { _id: placedOrder._id })).statusCode).toBe(200);
    expect((await admin('PUT', '/api/v0/shop/markShipped/', { _id: placedOrder._id })).statusCode).toBe(200);
    const answer = await admin('POST', '/api/v0/invoice/createFromUserData', { order: placedOrder._id });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<InvoiceDocument>();
  }
  const voucher = async (code: string, template: string | null) => {
    const answer = await admin('POST', '/api/v0/shop_voucher/', { code, value: 25, template });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Voucher>();
  };
  const voucherByCode = async (code: string) =>
    (await admin('GET', `/api/v0/shop_voucher/?code=${code}`)).json<{ items: Voucher[] }>().items[0]!;
  const lineRows = (invoice: InvoiceDocument) =>
    invoice.lines.map((line) => [line.title, line.amount, line.price, line.vat_rate]);

  it('keeps the kind on the template: multi-purpose by default, single-purpose with rate and country', async () => {
    expect(templates.multi).toMatchObject({ purpose: 'multi', vat_rate: null, vat_country: null });
    expect(templates.single).toMatchObject({ purpose: 'single', vat_rate: 13, vat_country: 'at' });
    const incomplete = await admin('POST', '/api/v0/shop_voucher_template/', {
      title: 'Ohne Satz',
      purpose: 'single',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe('Ein Einzweck-Gutschein braucht einen Steuersatz und ein Land.');
    const changed = await admin('PUT', `/api/v0/shop_voucher_template/${templates.multi!._id}`, {
      purpose: 'single',
    });
    expect(changed.statusCode).toBe(400);
    expect((await voucher('GW-OHNE-VORL', null)).purpose).toBe('multi');
  });

  it('a multi-purpose voucher pays the order after VAT: the VAT rows are those without it', async () => {
    expect(await voucher('GW-MEHR-ZWCK', templates.multi!._id)).toMatchObject({ purpose: 'multi' });
    const paid = await placed(
      [
        ['olive', 1],
        ['pot', 1],
      ],
      { voucher: 'GW-MEHR-ZWCK' },
    );
    // Shipping 5.90 split 30 : 20 → 3.54 at 13 %, 2.36 at 20 %.
    // 33.54 / 1.13 = 29.681… → 29.68; 22.36 / 1.2 = 18.633… → 18.63.
    const rows = [
      { rate: 13, net: 29.68, vat: 3.86, gross: 33.54 },
      { rate: 20, net: 18.63, vat: 3.73, gross: 22.36 },
    ];
    expect(paid.totals).toMatchObject({
      items: 50,
      shipping: 5.9,
      vat: rows,
      net: 48.31,
      vat_total: 7.59,
      gross: 55.9,
      voucher_used: 25,
      voucher_purpose: 'multi',
      voucher_vat_rate: null,
      not_taxable: 0,
      total: 30.9,
    });
    expect((await voucherByCode('GW-MEHR-ZWCK')).remaining).toBe(0);

    const invoice = await invoiceOf(paid);
    expect(lineRows(invoice)).toEqual([
      ['Olivenbaum', 1, 30, 13],
      ['Terrakottatopf', 1, 20, 20],
      ['Versand', 1, 3.54, 13],
      ['Versand', 1, 2.36, 20],
    ]);
    expect(invoice.totals).toMatchObject({ vat: rows, gross: 55.9, advance: 25, due: 30.9 });
    expect(invoice.advance_label).toBe('Gutschein GW-MEHR-ZWCK');
    const xml = (await admin('POST', '/api/v0/invoice/print', { _id: invoice._id, format: 'xrechnung' }))
      .body;
    expect(xml).toContain('<ram:TotalPrepaidAmount>25.00</ram:TotalPrepaidAmount>');
    expect(xml).toContain('<ram:DuePayableAmount>30.90</ram:DuePayableAmount>');
  });

  it('a single-purpose voucher takes what it pays off its rate, so its VAT is not charged twice', async () => {
    expect(await voucher('GW-EINZ-ZWCK', templates.single!._id)).toMatchObject({
      purpose: 'single',
      vat_rate: 13,
      vat_country: 'at',
    });
    const paid = await placed(
      [
        ['olive', 1],
        ['pot', 1],
      ],
      { voucher: 'GW-EINZ-ZWCK' },
    );
    // 13 %: 33.54 − 25.00 = 8.54; 8.54 / 1.13 = 7.557… → 7.56, VAT 0.98. 20 % as without the voucher.
    const rows = [
      { rate: 13, net: 7.56, vat: 0.98, gross: 8.54 },
      { rate: 20, net: 18.63, vat: 3.73, gross: 22.36 },
    ];
    expect(paid.totals).toMatchObject({
      vat: rows,
      net: 26.19,
      vat_total: 4.71,
      gross: 30.9,
      voucher_used: 25,
      voucher_purpose: 'single',
      voucher_vat_rate: 13,
      total: 30.9,
    });

    const invoice = await invoiceOf(paid);
    expect(lineRows(invoice)).toEqual([
      ['Olivenbaum', 1, 30, 13],
      ['Terrakottatopf', 1, 20, 20],
      ['Versand', 1, 3.54, 13],
      ['Versand', 1, 2.36, 20],
      ['Einzweck-Gutschein GW-EINZ-ZWCK', 1, -25, 13],
    ]);
    expect(invoice.totals).toMatchObject({ vat: rows, gross: 30.9, advance: 0, due: 30.9 });
    const print = await admin('POST', '/api/v0/invoice/print', { _id: invoice._id, format: 'xrechnung' });
    expect(print.statusCode, print.body.slice(0, 300)).toBe(200);
    expect(print.body).toContain('<ram:DuePayableAmount>30.90</ram:DuePayableAmount>');
  });

  it('refuses a single-purpose voucher for goods delivered to another country', async () => {
    await voucher('GW-NUR-OEST', templates.single!._id);
    const answer = await order([['olive', 1]], { voucher: 'GW-NUR-OEST', invoiceAddress: munich });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'Dieser Einzweck-Gutschein gilt nur für Waren mit 13 % USt bei Lieferung nach AT und kann für diese Bestellung nicht eingelöst werden.',
    );
    expect((await voucherByCode('GW-NUR-OEST')).remaining).toBe(25);
  });

  it('sells a multi-purpose voucher without VAT, and the voucher it issues stays multi-purpose', async () => {
    const paid = await placed([
      ['olive', 1],
      ['mpv', 1],
    ]);
    expect(paid.items[1]).toMatchObject({
      title: 'Geschenkgutschein 25 €',
      price: 25,
      vat_rate: 0,
      voucher: { purpose: 'multi', vat_country: null, template: templates.multi!._id },
    });
    // The shipping goes with the olive alone: 35.90 / 1.13 = 31.769… → 31.77, VAT 4.13.
    expect(paid.totals).toMatchObject({
      items: 55,
      vat: [{ rate: 13, net: 31.77, vat: 4.13, gross: 35.9 }],
      gross: 35.9,
      not_taxable: 25,
      total: 60.9,
    });

    const invoice = await invoiceOf(paid);
    const issued = (await admin('GET', '/api/v0/shop_voucher/?limit=100')).json<{ items: Voucher[] }>();
    expect(issued.items.filter((candidate) => candidate.order === paid._id)).toEqual([
      expect.objectContaining({ value: 25, purpose: 'multi', template: templates.multi!._id }),
    ]);
    expect(lineRows(invoice)).toEqual([
      ['Olivenbaum', 1, 30, 13],
      ['Geschenkgutschein 25 €', 1, 25, 0],
      ['Versand', 1, 5.9, 13],
    ]);
    expect(invoice.lines[1]).toMatchObject({
      not_taxable: true,
      description: 'nicht steuerbar (Mehrzweck-Gutschein)',
    });
    expect(invoice.totals).toMatchObject({
      vat: [
        { rate: 0, net: 25, vat: 0, gross: 25 },
        { rate: 13, net: 31.77, vat: 4.13, gross: 35.9 },
      ],
      gross: 60.9,
      due: 60.9,
    });
    const pdf = await admin('POST', '/api/v0/invoice/print', { _id: invoice._id });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('nicht steuerbar (Mehrzweck-Gutschein)');
    expect(text).not.toContain('USt. 0 %');
    const xml = (await admin('POST', '/api/v0/invoice/print', { _id: invoice._id, format: 'xrechnung' }))
      .body;
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    expect(xml).toContain(
      '<ram:ExemptionReason>Mehrzweck-Gutschein, nicht steuerbar (§ 3 Abs. 15 UStG)</ram:ExemptionReason>',
    );
    expect(xml).toContain('<ram:DuePayableAmount>60.90</ram:DuePayableAmount>');
    // The confirmation says it under the voucher's line, and only there.
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.to, paid.email));
    const confirmation = mails.find((mail) => mail.text.includes(paid.number))!;
    expect(confirmation.text.split('\n').filter((line) => line.includes('nicht umsatzsteuerbar'))).toEqual([
      '   Mehrzweck-Gutschein, nicht umsatzsteuerbar',
    ]);
    expect(confirmation.text).toMatch(
      /Geschenkgutschein 25 €.*\n {3}Mehrzweck-Gutschein, nicht umsatzsteuerbar/,
    );
  });

  it('sells a single-purpose voucher taxed at its rate, and the voucher it issues keeps rate and country', async () => {
    const paid = await placed([
      ['pot', 1],
      ['spv', 1],
    ]);
    expect(paid.items[1]).toMatchObject({
      vat_rate: 13,
      voucher: { purpose: 'single', vat_country: 'at', template: templates.single!._id },
    });
    // 13 %: 25.00 / 1.13 = 22.123… → 22.12, VAT 2.88; 20 %: 20.00 + 5.90 = 25.90 / 1.2 = 21.583… → 21.58.
    expect(paid.totals).toMatchObject({
      vat: [
        { rate: 13, net: 22.12, vat: 2.88, gross: 25 },
        { rate: 20, net: 21.58, vat: 4.32, gross: 25.9 },
      ],
      gross: 50.9,
      not_taxable: 0,
      total: 50.9,
    });
    const invoice = await invoiceOf(paid);
    expect(invoice.totals.vat).toEqual(paid.totals.vat);
    expect(invoice.lines[1]).toMatchObject({ description: 'Einzweck-Gutschein, versteuert mit 13 % (AT)' });
    const issued = (await admin('GET', '/api/v0/shop_voucher/?limit=100')).json<{ items: Voucher[] }>();
    expect(issued.items.filter((candidate) => candidate.order === paid._id)).toEqual([
      expect.objectContaining({ value: 25, purpose: 'single', vat_rate: 13, vat_country: 'at' }),
    ]);
  });
});
