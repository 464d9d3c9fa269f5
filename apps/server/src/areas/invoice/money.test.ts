import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import { pdfText } from '../../../test/pdf-text';
import type { InvoiceDocument } from './schemas';

const year = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date()),
);

describe.each(await databaseKinds())('invoice payments and credit notes on %s', (kind) => {
  let server: TestServer;
  let customerId: string;
  const call = adminCalls(() => server);
  async function ok<T = InvoiceDocument>(method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) {
    const answer = await call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  }
  /** An issued invoice over a gross amount at 20 %, dated in a year of its own per test. */
  const invoiceOf = (gross: number, date: string) =>
    ok('POST', '/api/v0/invoice/', {
      type: 'invoice',
      customer_id: customerId,
      date,
      price_mode: 'gross',
      payment_terms_days: 14,
      lines: [{ title: 'Hecke pflanzen', amount: 1, price: gross, vat_rate: 20 }],
      issue: true,
    });
  const history = async (id: string) =>
    (await ok('POST', '/api/v0/invoice/getData/', { _id: id })).history!.filter((entry) =>
      entry.action.startsWith('payment'),
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    customerId = (
      await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
        company: 'Gärtnerei Lindenhof',
        address: 'Lindenweg 3',
        zip: '3100',
        city: 'St. Pölten',
      })
    )._id;
  });
  afterAll(() => server.close());

  it('refuses 500 € on a 390,32 € invoice unless confirmed, then keeps 109,68 € as the customer’s credit', async () => {
    const invoice = await invoiceOf(390.32, '2021-03-05');
    expect(invoice).toMatchObject({ open: 390.32, credit: 0, paid: 0 });
    const refused = await call('POST', '/api/v1/invoice/payment', {
      _id: invoice._id,
      amount: 500,
      date: '2021-03-10',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OVERPAYMENT',
      message:
        'Die Zahlung von € 500,00 übersteigt den offenen Betrag von € 390,32 um € 109,68. Bestätigen Sie die Überzahlung, wird der Mehrbetrag als Guthaben des Kunden geführt.',
    });
    const english = await call(
      'POST',
      '/api/v1/invoice/payment',
      { _id: invoice._id, amount: 500 },
      { ...bearer(server.adminToken), 'accept-language': 'en' },
    );
    expect(english.json().message).toBe(
      'The payment of € 500,00 exceeds the open amount of € 390,32 by € 109,68. Confirm the overpayment and the excess is kept as the customer’s credit.',
    );
    expect(await ok('POST', '/api/v0/invoice/getData/', { _id: invoice._id })).toMatchObject({
      paid: 0,
      payments: [],
    });

    const paid = await ok('POST', '/api/v1/invoice/payment', {
      _id: invoice._id,
      amount: 500,
      date: '2021-03-10',
      confirm_overpayment: true,
    });
    expect(paid).toMatchObject({ payment_status: 'paid', paid: 500, open: 0, credit: 109.68 });
    expect((await history(invoice._id)).map((entry) => entry.changes)).toEqual([
      {
        paid: { from: 0, to: 500 },
        payment_status: { from: 'unpaid', to: 'paid' },
        credit: { from: 0, to: 109.68 },
      },
    ]);
    const list = await ok<{ sums: { paid: number; open: number; credit: number } }>(
      'POST',
      '/api/pageData/invoice/invoice/browse/',
      { from: '2021-01-01', to: '2021-12-31' },
    );
    expect(list.sums).toMatchObject({ paid: 500, open: 0, credit: 109.68 });
  });

  it('corrects a payment with a reason, and reverses one; both stay in the history', async () => {
    const invoice = await invoiceOf(120, '2022-05-02');
    const first = await ok('POST', '/api/v1/invoice/payment', {
      _id: invoice._id,
      amount: 100,
      date: '2022-05-10',
      note: 'Überweisung',
    });
    const payment = first.payments[0]!.uuid;
    const noReason = await call('PUT', '/api/v1/invoice/payment', {
      _id: invoice._id,
      payment,
      amount: 120,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Bitte geben Sie einen Grund für die Korrektur an.');
    const tooMuch = await call('PUT', '/api/v1/invoice/payment', {
      _id: invoice._id,
      payment,
      amount: 150,
      reason: 'Betrag laut Kontoauszug',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain(
      'von € 150,00 übersteigt den offenen Betrag von € 120,00 um € 30,00.',
    );

    const corrected = await ok('PUT', '/api/v1/invoice/payment', {
      _id: invoice._id,
      payment,
      amount: 120,
      date: '2022-05-11',
      reason: 'Betrag laut Kontoauszug',
    });
    expect(corrected).toMatchObject({ paid: 120, open: 0, credit: 0, payment_status: 'paid' });
    expect(corrected.payments).toEqual([
      { uuid: payment, amount: 120, date: '2022-05-11', note: 'Überweisung' },
    ]);

    const reversed = await ok('POST', '/api/v1/invoice/payment/reverse', {
      _id: invoice._id,
      payment,
      reason: 'Rückbuchung der Bank',
    });
    expect(reversed).toMatchObject({ paid: 0, open: 120, credit: 0, payment_status: 'unpaid' });
    expect(reversed.payments).toMatchObject([
      { uuid: payment, amount: 120, reversed: { reason: 'Rückbuchung der Bank' } },
    ]);
    for (const [method, url, payload] of [
      ['POST', '/api/v1/invoice/payment/reverse', { reason: 'noch einmal' }],
      ['PUT', '/api/v1/invoice/payment', { amount: 10, reason: 'noch einmal' }],
    ] as const) {
      const again = await call(method, url, { _id: invoice._id, payment, ...payload });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Diese Zahlung ist bereits storniert.');
    }
    const unknown = await call('POST', '/api/v1/invoice/payment/reverse', {
      _id: invoice._id,
      payment: 'nope',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);

    expect(
      (await history(invoice._id)).map(({ action, changes, detail }) => ({ action, changes, detail })),
    ).toEqual([
      {
        action: 'payment',
        changes: { paid: { from: 0, to: 100 }, payment_status: { from: 'unpaid', to: 'partial' } },
        detail: '100.00 € 2022-05-10',
      },
      {
        action: 'payment_corrected',
        changes: {
          payment_amount: { from: 100, to: 120 },
          payment_date: { from: '2022-05-10', to: '2022-05-11' },
          paid: { from: 100, to: 120 },
          payment_status: { from: 'partial', to: 'paid' },
        },
        detail: '100.00 € 2022-05-10: Betrag laut Kontoauszug',
      },
      {
        action: 'payment_reversed',
        changes: { paid: { from: 120, to: 0 }, payment_status: { from: 'paid', to: 'unpaid' } },
        detail: '120.00 € 2022-05-11: Rückbuchung der Bank',
      },
    ]);
  });

  it('shows the overview’s invoiced as paid less credit plus open, a cancelled paid invoice as credit', async () => {
    const over = await invoiceOf(390.32, '2023-02-01');
    await ok('POST', '/api/v1/invoice/payment', { _id: over._id, amount: 500, confirm_overpayment: true });
    const part = await invoiceOf(100, '2023-02-15');
    await ok('POST', '/api/v1/invoice/payment', { _id: part._id, amount: 40 });
    const cancelled = await invoiceOf(60, '2023-03-01');
    await ok('POST', '/api/v1/invoice/payment', { _id: cancelled._id, amount: 60 });
    await ok('POST', '/api/v1/invoice/cancel', { _id: cancelled._id });
    expect(await ok('POST', '/api/v0/invoice/getData/', { _id: cancelled._id })).toMatchObject({
      paid: 60,
      credited: 60,
      open: 0,
      credit: 60,
    });

    const overview = await ok<{
      months: Record<string, number | string>[];
      totals: Record<string, number>;
    }>('GET', '/api/v1/invoice/overview?year=2023');
    expect(overview.months[1]).toMatchObject({
      invoiced: 490.32,
      paid: 540,
      open: 60,
      credit: 109.68,
      count: 2,
    });
    expect(overview.months[2]).toMatchObject({ invoiced: 0, paid: 60, open: 0, credit: 60, count: 1 });
    expect(overview.totals).toMatchObject({
      invoiced: 490.32,
      paid: 600,
      open: 60,
      credit: 169.68,
      count: 3,
    });
  });

  it('writes a credit note for chosen lines and amounts: own number, the invoice referenced, what it owes lowered', async () => {
    // Net: 3 × 24.90 € at 13 % (74.70 + 9.71) and 10 × 4.99 € at 20 % (49.90 + 9.98): 144.29 € gross.
    const invoice = await ok('POST', '/api/v0/invoice/', {
      type: 'invoice',
      customer_id: customerId,
      date: '2024-06-03',
      price_mode: 'net',
      lines: [
        { title: 'Thuja Smaragd 80–100 cm', amount: 3, unit: 'Stk.', price: 24.9, vat_rate: 13 },
        { title: 'Rosendünger 1 kg', amount: 10, unit: 'Stk.', price: 4.99, vat_rate: 20 },
      ],
      issue: true,
    });
    expect(invoice.totals.gross).toBe(144.29);
    const [thuja, fertiliser] = invoice.lines.map((line) => line.uuid!);

    const tooMany = await call('POST', '/api/v1/invoice/credit', {
      _id: invoice._id,
      lines: [{ uuid: thuja, amount: 4 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'Die Menge für „Thuja Smaragd 80–100 cm“ übersteigt die Menge der Rechnung (3).',
    );

    // One thuja back, and the fertiliser 2.00 € cheaper each: -24.90 at 13 % (-3.24), -20.00 at 20 % (-4.00).
    const credit = await ok('POST', '/api/v1/invoice/credit', {
      _id: invoice._id,
      lines: [
        { uuid: thuja, amount: 1 },
        { uuid: fertiliser, amount: 10, price: 2 },
      ],
      reason: 'Frostschaden',
    });
    expect(credit).toMatchObject({
      type: 'credit_note',
      number: `GS-${year}-00001`,
      issued: true,
      cancels_id: invoice._id,
      due_date: null,
      delivery_date: '2024-06-03',
      title: 'Frostschaden',
    });
    expect(credit.totals).toMatchObject({ net: -44.9, vat_total: -7.24, gross: -52.14 });
    expect(credit.lines.map((line) => [line.amount, line.price, line.source_line])).toEqual([
      [-1, 24.9, thuja],
      [-10, 2, fertiliser],
    ]);
    const corrected = await ok('POST', '/api/v0/invoice/getData/', { _id: invoice._id });
    expect(corrected).toMatchObject({ credited: 52.14, open: 92.15, credit: 0, payment_status: 'unpaid' });
    expect(corrected.history!.at(-1)).toMatchObject({
      action: 'credited',
      changes: { credited: { from: 0, to: 52.14 } },
      detail: `GS-${year}-00001`,
    });

    // What is left is 92.15 €: the whole invoice again is too much.
    const tooMuch = await call('POST', '/api/v1/invoice/credit', {
      _id: invoice._id,
      lines: [
        { uuid: thuja, amount: 3 },
        { uuid: fertiliser, amount: 10 },
      ],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      `Die Gutschrift über € 144,29 übersteigt, was die Rechnung ${invoice.number} noch ausweist (€ 92,15).`,
    );
    const cancel = await call('POST', '/api/v1/invoice/cancel', { _id: invoice._id });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      `Die Rechnung ${invoice.number} ist bereits teilweise gutgeschrieben; korrigieren Sie den Rest mit einer weiteren Rechnungskorrektur.`,
    );
    const payOnCredit = await call('POST', '/api/v1/invoice/payment', { _id: credit._id, amount: 1 });
    expect(payOnCredit.statusCode).toBe(400);

    // Paying what is left settles the invoice; the overview counts it less its credit note.
    const paid = await ok('POST', '/api/v1/invoice/payment', { _id: invoice._id, amount: 92.15 });
    expect(paid).toMatchObject({ payment_status: 'paid', open: 0, credit: 0 });
    const overview = await ok<{ totals: Record<string, number> }>(
      'GET',
      '/api/v1/invoice/overview?year=2024',
    );
    expect(overview.totals).toMatchObject({ invoiced: 92.15, paid: 92.15, open: 0, credit: 0, count: 1 });

    const pdf = await call('POST', '/api/v0/invoice/print', { _id: credit._id });
    expect(pdf.statusCode).toBe(200);
    const printed = await pdfText(pdf.rawPayload);
    expect(printed).toContain(`Rechnungskorrektur (Gutschrift) GS-${year}-00001`);
    expect(printed).toContain(`Korrektur zur Rechnung ${invoice.number} vom 03.06.2024`);
    expect(printed).not.toContain('Zahlbar');

    const xml = await call('POST', '/api/v0/invoice/print', { _id: credit._id, format: 'xrechnung' });
    expect(xml.statusCode, xml.body.slice(0, 300)).toBe(200);
    expect(xml.body).toMatch(/<ram:TypeCode>381<\/ram:TypeCode>/);
    expect(xml.body).toMatch(
      new RegExp(
        `<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`,
      ),
    );
    // A credit note's amounts are positive: its type says they go back.
    expect(xml.body).toMatch(/<ram:GrandTotalAmount>52.14<\/ram:GrandTotalAmount>/);
  });

  it('refuses to issue an invoice whose total is negative', async () => {
    const draft = await ok('POST', '/api/v0/invoice/', {
      type: 'invoice',
      customer_id: customerId,
      lines: [{ title: 'Rücknahme Topfware', amount: -2, price: 10, vat_rate: 20 }],
    });
    const refused = await call('PUT', '/api/v0/invoice/', { _id: draft._id, issue: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'NEGATIVE_INVOICE',
      message:
        'Eine Rechnung mit negativem Betrag kann nicht ausgestellt werden. Geld geht mit einer Rechnungskorrektur (Gutschrift) zur ursprünglichen Rechnung zurück.',
    });
    expect(await ok('POST', '/api/v0/invoice/getData/', { _id: draft._id })).toMatchObject({
      issued: false,
      number: null,
    });
  });
});
