import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import type { InvoiceDocument } from './schemas';

const year = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date()),
);

const customerInput = {
  type: 'company' as const,
  company: 'Gärtnerei Blum KG',
  first_name: 'Anna',
  last_name: 'Blum',
  address: 'Hauptstraße 12',
  zip: '3100',
  city: 'St. Pölten',
  country: 'at',
  uid: 'ATU12345678',
  email: 'anna@blum.example',
  payment_terms_days: 10,
};

/** Three lines, net prices: 3 × 24.90 € at 13 %, 2.5 m² × 12.00 € × 1.15 and 10 × 4.99 € less 10 % at 20 %. */
const threeLines = [
  { title: 'Thuja Smaragd 80–100 cm', amount: 3, unit: 'Stk.', price: 24.9, vat_rate: 13 },
  { title: 'Pflanzarbeit', amount: 2.5, unit: 'm²', price: 12, vat_rate: 20, factor: 1.15 },
  { title: 'Rosendünger 1 kg', amount: 10, unit: 'Stk.', price: 4.99, vat_rate: 20, discount: 10 },
];

describe.each(await databaseKinds())('invoicing on %s', (kind) => {
  let server: TestServer;
  let customerId: string;
  const admin = () => bearer(server.adminToken);
  const call = adminCalls(() => server);
  const post = async (url: string, payload: unknown) => {
    const answer = await call('POST', url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<InvoiceDocument>();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    customerId = (await call('POST', '/api/v1/invoice/customer/', customerInput)).json<{ _id: string }>()._id;
  });
  afterAll(() => server.close());

  it('refuses every invoicing call to guests and plain users with C100', async () => {
    const calls: ['POST' | 'PUT' | 'DELETE' | 'GET', string, unknown?][] = [
      ['POST', '/api/v0/invoice/', { type: 'offer' }],
      ['PUT', '/api/v0/invoice/', { _id: 'x' }],
      ['DELETE', '/api/v0/invoice/?_id=x'],
      ['DELETE', '/api/v1/invoice/invoice/?_id=x'],
      ['POST', '/api/v0/invoice/getData/', { _id: 'x' }],
      ['POST', '/api/v0/invoice/createFromUserData', { order: 'x' }],
      ['POST', '/api/v0/invoice/createInstallmentReceipt', { _id: 'x', percent: 30 }],
      ['POST', '/api/v1/invoice/convert', { _id: 'x', to: 'order' }],
      ['POST', '/api/v1/invoice/search/receiver', { text: 'a' }],
      ['POST', '/api/v1/invoice/search/item', { text: 'a' }],
      ['POST', '/api/v1/invoice/search/factor', { text: 'a' }],
      ['POST', '/api/v1/invoice/search/vendor', { text: 'a' }],
      ['POST', '/api/v0/batch/invoice', { ids: ['x'] }],
      ['GET', '/api/v0/invoice_notification/'],
      ['POST', '/api/pageData/invoice/invoice/browse/', {}],
      ['POST', '/api/pageData/invoice/offer/edit/', {}],
      ['GET', '/api/pageData/invoice/item/edit/'],
      ['POST', '/api/v0/invoice/item/', { title: 'x' }],
      ['POST', '/api/v1/invoice/vendor/', { company: 'x' }],
      ['GET', '/api/v1/invoice/settings'],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, bearer(server.userToken)]) {
        const answer = await call(method, url, payload, headers);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'C100', message: 'Dafür fehlt Ihnen die Berechtigung.' });
      }
    }
  });

  it('writes an offer for a customer: receiver from the customer, totals from the domain, a number when issued', async () => {
    const offer = await post('/api/v0/invoice/', {
      type: 'offer',
      customer_id: customerId,
      date: '2026-03-02',
      lines: threeLines,
      issue: true,
    });
    expect(offer).toMatchObject({
      type: 'offer',
      number: `AN-${year}-00001`,
      issued: true,
      status: 'open',
      valid_until: '2026-04-01',
      receiver: {
        kind: 'customer',
        id: customerId,
        company: 'Gärtnerei Blum KG',
        city: 'St. Pölten',
        uid: 'ATU12345678',
      },
    });
    // 13 %: 74.70 + 9.71 VAT; 20 %: 34.50 + 44.91 = 79.41 + 15.88 VAT
    expect(offer.totals).toEqual({
      lines: [74.7, 34.5, 44.91],
      line_sum: 154.11,
      net: 154.11,
      vat: [
        { rate: 13, net: 74.7, vat: 9.71, gross: 84.41 },
        { rate: 20, net: 79.41, vat: 15.88, gross: 95.29 },
      ],
      vat_total: 25.59,
      gross: 179.7,
      advance: 0,
      due: 179.7,
    });
    expect(offer.lines.every((line) => typeof line.uuid === 'string')).toBe(true);
  });

  it('converts offer → order → partial delivery → invoice, the order going open → partial → complete', async () => {
    const offer = await post('/api/v0/invoice/', {
      type: 'offer',
      customer_id: customerId,
      lines: threeLines,
      issue: true,
    });
    const order = await post('/api/v1/invoice/convert', { _id: offer._id, to: 'order', issue: true });
    expect(order).toMatchObject({ type: 'order', status: 'open', source_id: offer._id, order_id: order._id });
    expect(order.number).toMatch(new RegExp(`^AU-${year}-\\d{5}$`));
    expect((await post('/api/v0/invoice/getData/', { _id: offer._id })).status).toBe('complete');

    const [thuja, planting, fertilizer] = order.lines;
    // More than ordered is refused with the line named.
    const tooMuch = await call('POST', '/api/v1/invoice/convert', {
      _id: order._id,
      to: 'delivery',
      lines: [{ uuid: thuja!.uuid, amount: 4 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      'Die Menge für „Thuja Smaragd 80–100 cm“ übersteigt die offene Menge (3).',
    );

    const delivery = await post('/api/v1/invoice/convert', {
      _id: order._id,
      to: 'delivery',
      lines: [
        { uuid: thuja!.uuid, amount: 2 },
        { uuid: fertilizer!.uuid, amount: 10 },
      ],
      issue: true,
    });
    expect(delivery.number).toMatch(new RegExp(`^LS-${year}-\\d{5}$`));
    expect(delivery.lines.map((line) => [line.title, line.amount, line.order_line])).toEqual([
      ['Thuja Smaragd 80–100 cm', 2, thuja!.uuid],
      ['Rosendünger 1 kg', 10, fertilizer!.uuid],
    ]);
    let state = await post('/api/v0/invoice/getData/', { _id: order._id });
    expect(state.status).toBe('partial');
    expect(state.progress).toEqual([
      { uuid: thuja!.uuid, amount: 3, delivered: 2, invoiced: 0 },
      { uuid: planting!.uuid, amount: 2.5, delivered: 0, invoiced: 0 },
      { uuid: fertilizer!.uuid, amount: 10, delivered: 10, invoiced: 0 },
    ]);

    // The delivered part is invoiced: 2 × 24.90 = 49.80 at 13 %, 44.91 at 20 %.
    const invoice = await post('/api/v1/invoice/convert', { _id: delivery._id, to: 'invoice', issue: true });
    expect(invoice).toMatchObject({
      type: 'invoice',
      source_id: delivery._id,
      order_id: order._id,
      payment_status: 'unpaid',
    });
    expect(invoice.totals.vat).toEqual([
      { rate: 13, net: 49.8, vat: 6.47, gross: 56.27 },
      { rate: 20, net: 44.91, vat: 8.98, gross: 53.89 },
    ]);
    expect(invoice.totals.gross).toBe(110.16);
    // The customer's 10 days from the invoice date.
    const due = new Date(`${invoice.date}T12:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 10);
    expect(invoice.due_date).toBe(due.toISOString().slice(0, 10));
    expect((await post('/api/v0/invoice/getData/', { _id: delivery._id })).status).toBe('complete');
    // Nothing of the delivery note is left to invoice.
    const again = await call('POST', '/api/v1/invoice/convert', { _id: delivery._id, to: 'invoice' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Im Dokument ist nichts mehr offen, das umgewandelt werden könnte.');

    // The rest is invoiced straight from the order: 1 thuja and the planting.
    const rest = await post('/api/v1/invoice/convert', { _id: order._id, to: 'invoice', issue: true });
    expect(rest.lines.map((line) => [line.title, line.amount])).toEqual([
      ['Thuja Smaragd 80–100 cm', 1],
      ['Pflanzarbeit', 2.5],
    ]);
    state = await post('/api/v0/invoice/getData/', { _id: order._id });
    expect(state.status).toBe('complete');
    expect(state.history!.map((entry) => entry.action)).toEqual([
      'created',
      'issued',
      'converted',
      'progress',
      'converted',
      'progress',
    ]);

    // Cancelling an invoice gives its lines back to the order.
    await post('/api/v1/invoice/cancel', { _id: rest._id });
    expect((await post('/api/v0/invoice/getData/', { _id: order._id })).status).toBe('partial');
  });

  it('keeps an issued invoice unchanged (409) and corrects it with a numbered cancellation', async () => {
    const invoice = await post('/api/v0/invoice/', {
      type: 'invoice',
      customer_id: customerId,
      lines: [{ title: 'Hecke schneiden', amount: 4, unit: 'h', price: 55, vat_rate: 20 }],
      issue: true,
    });
    const change = await call('PUT', '/api/v0/invoice/', { _id: invoice._id, notes: 'geändert' });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({
      code: 'ISSUED_IMMUTABLE',
      message: `Die Rechnung ${invoice.number} ist ausgestellt und kann nicht mehr geändert werden. Korrigieren Sie sie mit einer Stornorechnung.`,
    });
    const english = await call(
      'PUT',
      '/api/v0/invoice/',
      { _id: invoice._id, notes: 'x' },
      { ...admin(), 'accept-language': 'en' },
    );
    expect(english.json().message).toBe(
      `The invoice ${invoice.number} has been issued and can no longer be changed. Correct it with a cancellation invoice.`,
    );
    // `issue: true` sent along does not let changed lines through: only issuing alone passes.
    const withIssue = await call('PUT', '/api/v0/invoice/', {
      _id: invoice._id,
      issue: true,
      lines: [{ title: 'Hecke schneiden', amount: 1, unit: 'h', price: 55, vat_rate: 20 }],
    });
    expect(withIssue.statusCode).toBe(409);
    expect(withIssue.json().code).toBe('ISSUED_IMMUTABLE');
    const reissued = await post('/api/v0/invoice/getData/', { _id: invoice._id });
    expect(reissued).toMatchObject({ number: invoice.number, lines: invoice.lines, totals: invoice.totals });
    expect(reissued.totals.gross).toBe(264);
    for (const url of [
      `/api/v0/invoice/?_id=${invoice._id}`,
      `/api/v1/invoice/invoice/?_id=${invoice._id}`,
    ]) {
      const removal = await call('DELETE', url);
      expect(removal.statusCode).toBe(409);
      expect(removal.json()).toMatchObject({
        code: 'ISSUED_UNDELETABLE',
        message: `Das Dokument ${invoice.number} ist ausgestellt und kann nicht gelöscht werden, damit die Nummern lückenlos bleiben. Eine Rechnung korrigieren Sie mit einer Stornorechnung.`,
      });
    }

    const cancellation = await post('/api/v1/invoice/cancel', { _id: invoice._id });
    expect(cancellation).toMatchObject({
      type: 'cancellation',
      issued: true,
      cancels_id: invoice._id,
      source_id: invoice._id,
    });
    expect(cancellation.number).toMatch(new RegExp(`^ST-${year}-\\d{5}$`));
    expect(cancellation.lines[0]).toMatchObject({ title: 'Hecke schneiden', amount: -4, price: 55 });
    expect(cancellation.totals).toMatchObject({ net: -220, vat_total: -44, gross: -264 });
    const original = await post('/api/v0/invoice/getData/', { _id: invoice._id });
    expect(original).toMatchObject({
      cancelled_by_id: cancellation._id,
      number: invoice.number,
      totals: invoice.totals,
    });
    expect(original.history!.map((entry) => entry.action)).toEqual(['created', 'issued', 'cancelled']);
    const twice = await call('POST', '/api/v1/invoice/cancel', { _id: invoice._id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `Die Rechnung ${invoice.number} wurde bereits mit ${cancellation.number} storniert.`,
    );
  });

  it('edits and deletes drafts, keeping every change in the history', async () => {
    const draft = await post('/api/v0/invoice/', {
      type: 'invoice',
      customer_id: customerId,
      lines: threeLines.slice(0, 1),
    });
    expect(draft).toMatchObject({ number: null, issued: false });
    const changed = await call('PUT', '/api/v0/invoice/', {
      _id: draft._id,
      lines: [{ ...draft.lines[0], amount: 5 }],
      notes: 'telefonisch bestellt',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<InvoiceDocument>().totals.net).toBe(124.5);
    const history = (await post('/api/v0/invoice/getData/', { _id: draft._id })).history!;
    expect(history.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(Object.keys(history[1]!.changes).sort()).toEqual(['gross', 'lines', 'notes']);
    expect(history[1]!.changes.notes).toEqual({ from: '', to: 'telefonisch bestellt' });
    expect(history[1]!.user_name).toBe('admin2@gartenwerk.test');

    const removal = await call('DELETE', '/api/v0/invoice/', { _id: draft._id });
    expect(removal.statusCode).toBe(200);
    expect((await call('POST', '/api/v0/invoice/getData/', { _id: draft._id })).statusCode).toBe(404);
    const another = await post('/api/v0/invoice/', { type: 'offer', customer_id: customerId });
    expect((await call('DELETE', `/api/v1/invoice/invoice/${another._id}`)).statusCode).toBe(200);
    expect((await call('POST', '/api/v0/invoice/getData/', { _id: another._id })).statusCode).toBe(404);
  });

  it('records the old and new value of every changed field, and nothing for what stayed', async () => {
    const thuja = { title: 'Thuja Smaragd 80–100 cm', amount: 3, unit: 'Stk.', price: 24.9, vat_rate: 13 };
    const work = { title: 'Pflanzarbeit', amount: 2, unit: 'h', price: 30, vat_rate: 20 };
    const offer = await post('/api/v0/invoice/', {
      type: 'offer',
      customer_id: customerId,
      date: '2026-11-02',
      lines: [thuja, work],
    });
    const [first, second] = offer.lines.map((line) => line.uuid);
    // 3 × 24.90 = 74.70 + 13 % 9.71; 2 × 30.00 = 60.00 + 20 % 12.00: 156.41 gross.
    expect(offer.totals.gross).toBe(156.41);

    // The same lines sent back (in another key order) and a note: only the note changed.
    await post('/api/v0/invoice/', { type: 'offer' }); // another document's history stays apart
    const sameLines = [
      { vat_rate: 13, price: 24.9, unit: 'Stk.', amount: 3, title: thuja.title, uuid: first },
      { uuid: second, vat_rate: 20, price: 30, unit: 'h', amount: 2, title: 'Pflanzarbeit' },
    ];
    expect(
      (
        await call('PUT', '/api/v0/invoice/', {
          _id: offer._id,
          lines: sameLines,
          notes: 'Rückruf am Montag',
        })
      ).statusCode,
    ).toBe(200);
    // The work's price 30.00 → 32.50 (2 × 32.50 = 65.00 + 13.00), a later date and an advance.
    expect(
      (
        await call('PUT', '/api/v0/invoice/', {
          _id: offer._id,
          lines: [sameLines[0], { ...sameLines[1], price: 32.5 }],
          date: '2026-11-05',
          advance: 50,
          advance_label: 'Anzahlung vom 01.11.',
          notes: 'Rückruf am Montag',
        })
      ).statusCode,
    ).toBe(200);

    const history = (await post('/api/v0/invoice/getData/', { _id: offer._id })).history!;
    const user = 'admin2@gartenwerk.test';
    expect(history).toMatchObject([
      { action: 'created', user_name: user, changes: {}, detail: '' },
      {
        action: 'updated',
        user_name: user,
        changes: { notes: { from: '', to: 'Rückruf am Montag' } },
      },
      { action: 'updated', user_name: user, detail: '' },
    ]);
    expect(history).toHaveLength(3);
    expect(history[1]!.changes).toEqual({ notes: { from: '', to: 'Rückruf am Montag' } });
    expect(history[2]!.changes).toEqual({
      lines: {
        from: [
          { ...thuja, uuid: first },
          { ...work, uuid: second },
        ],
        to: [
          { ...thuja, uuid: first },
          { ...work, price: 32.5, uuid: second },
        ],
      },
      gross: { from: 156.41, to: 162.41 },
      date: { from: '2026-11-02', to: '2026-11-05' },
      advance: { from: 0, to: 50 },
      advance_label: { from: '', to: 'Anzahlung vom 01.11.' },
    });
  });

  it('refuses to issue a document without lines or receiver, and gives no number for it', async () => {
    const empty = await call('POST', '/api/v0/invoice/', {
      type: 'delivery',
      customer_id: customerId,
      issue: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Ein Dokument ohne Positionen kann nicht ausgestellt werden.');
    const nobody = await call('POST', '/api/v0/invoice/', {
      type: 'delivery',
      lines: threeLines,
      issue: true,
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe('Bitte geben Sie einen Empfänger mit Name und Adresse an.');
    const issued = await post('/api/v0/invoice/', {
      type: 'delivery',
      customer_id: customerId,
      lines: threeLines,
      issue: true,
    });
    expect(issued.number).toBe(`LS-${year}-00002`);
  });

  it('gives 50 documents issued at once 50 consecutive numbers, none twice, none skipped', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/v0/invoice/', {
          type: 'installment',
          customer_id: customerId,
          lines: threeLines.slice(0, 1),
        }),
      ),
    );
    const issued = await Promise.all(
      drafts.map((draft) => call('PUT', '/api/v0/invoice/', { _id: draft._id, issue: true })),
    );
    for (const answer of issued) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = issued.map((answer) => answer.json<InvoiceDocument>().number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 50 }, (_, index) => `AR-${year}-${String(index + 1).padStart(5, '0')}`),
    );
  });

  it('writes numbers in the configured format', async () => {
    const settings = await call('GET', '/api/v1/invoice/settings');
    const formats = settings.json().number_formats;
    const saved = await call('PUT', '/api/v1/invoice/settings', {
      number_formats: { ...formats, offer: { prefix: 'ANG', year: false, separator: '', digits: 3 } },
    });
    expect(saved.statusCode).toBe(200);
    const offer = await post('/api/v0/invoice/', {
      type: 'offer',
      customer_id: customerId,
      lines: threeLines,
      issue: true,
    });
    expect(offer.number).toBe('ANG001');
    await call('PUT', '/api/v1/invoice/settings', { number_formats: formats });
  });

  it('records payments: partially paid, then paid', async () => {
    const invoice = await post('/api/v0/invoice/', {
      type: 'invoice',
      customer_id: customerId,
      lines: [{ title: 'Hecke pflanzen', amount: 1, price: 100, vat_rate: 20 }],
      issue: true,
    });
    const part = await post('/api/v1/invoice/payment', { _id: invoice._id, amount: 50, date: '2026-04-01' });
    expect(part).toMatchObject({ payment_status: 'partial', paid: 50 });
    const rest = await post('/api/v1/invoice/payment', { _id: invoice._id, amount: 70, date: '2026-04-10' });
    expect(rest).toMatchObject({ payment_status: 'paid', paid: 120 });
    expect(rest.payments.map((payment) => [payment.amount, payment.date])).toEqual([
      [50, '2026-04-01'],
      [70, '2026-04-10'],
    ]);
    const history = (await post('/api/v0/invoice/getData/', { _id: invoice._id })).history!;
    expect(history.filter((entry) => entry.action === 'payment').map((entry) => entry.changes)).toEqual([
      { paid: { from: 0, to: 50 }, payment_status: { from: 'unpaid', to: 'partial' } },
      { paid: { from: 50, to: 120 }, payment_status: { from: 'partial', to: 'paid' } },
    ]);
    const onDraft = await post('/api/v0/invoice/', {
      type: 'invoice',
      customer_id: customerId,
      lines: threeLines,
    });
    const refused = await call('POST', '/api/v1/invoice/payment', { _id: onDraft._id, amount: 10 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Zahlungen werden nur auf ausgestellten Rechnungen erfasst.');
  });

  it('writes installment receipts as a share of each VAT rate of the order, never above the order', async () => {
    const order = await post('/api/v0/invoice/', {
      type: 'order',
      customer_id: customerId,
      lines: threeLines,
      issue: true,
    });
    const receipt = await post('/api/v0/invoice/createInstallmentReceipt', {
      _id: order._id,
      percent: 30,
      issue: true,
    });
    expect(receipt).toMatchObject({ type: 'installment', order_id: order._id, source_id: order._id });
    // 30 % of 74.70 = 22.41 (13 %) and of 79.41 = 23.823 → 23.82 (20 %)
    expect(receipt.lines.map((line) => [line.price, line.vat_rate])).toEqual([
      [22.41, 13],
      [23.82, 20],
    ]);
    const tooMuch = await call('POST', '/api/v0/invoice/createInstallmentReceipt', {
      _id: order._id,
      percent: 80,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Die Anzahlungen übersteigen die Auftragssumme von € 179,70.');
  });

  it('keeps items, vendors, factors and templates and finds them for the line editor', async () => {
    const item = await call('POST', '/api/v0/invoice/item/', {
      title: 'Kirschlorbeer Rotundifolia 60–80 cm',
      sku: 'KL-6080',
      unit: 'Stk.',
      price: 18.5,
      vat_rate: 13,
    });
    expect(item.statusCode).toBe(200);
    expect(item.json()).toMatchObject({
      title: 'Kirschlorbeer Rotundifolia 60–80 cm',
      price: 18.5,
      price_mode: 'net',
    });
    const id = item.json()._id;
    expect((await call('PUT', '/api/v0/invoice/item/', { _id: id, price: 19 })).json().price).toBe(19);
    const found = await call('POST', '/api/v1/invoice/search/item', { text: 'kirsch' });
    expect(found.json()).toMatchObject({ total: 1, items: [{ _id: id, sku: 'KL-6080' }] });
    expect((await call('DELETE', `/api/v0/invoice/item/?_id=${id}`)).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/invoice/search/item', { text: 'kirsch' })).json().total).toBe(0);

    const vendor = await call('POST', '/api/v1/invoice/vendor/', {
      type: 'company',
      company: 'Baumschule Lorenz',
      city: 'Tulln',
    });
    expect(vendor.json()).toMatchObject({ name: 'Baumschule Lorenz', city: 'Tulln', country: 'at' });
    const renamed = await call('PUT', '/api/v1/invoice/vendor/', { _id: vendor.json()._id, zip: '3430' });
    expect(renamed.json()).toMatchObject({ name: 'Baumschule Lorenz', city: 'Tulln', zip: '3430' });
    expect((await call('POST', '/api/v1/invoice/search/vendor', { text: 'lorenz' })).json().total).toBe(1);
    expect((await call('DELETE', '/api/v1/invoice/vendor/', { _id: vendor.json()._id })).statusCode).toBe(
      200,
    );

    await call('POST', '/api/v1/invoice/factor/', { name: 'Pflanzzuschlag', factor: 1.15 });
    expect(
      (await call('POST', '/api/v1/invoice/search/factor', { text: 'pflanz' })).json().items[0],
    ).toMatchObject({ factor: 1.15 });
    expect(
      (await call('POST', '/api/v1/invoice/search/receiver', { text: 'blum' })).json().items[0],
    ).toMatchObject({
      _id: customerId,
      company: 'Gärtnerei Blum KG',
    });

    await call('POST', '/api/v1/invoice/template/', {
      name: 'Lieferschein Standard',
      type: 'delivery',
      text_before: 'Wir liefern Ihnen:',
      text_after: 'Ware in einwandfreiem Zustand übernommen.',
      is_default: true,
    });
    const order = await post('/api/v0/invoice/', {
      type: 'order',
      customer_id: customerId,
      lines: threeLines,
      issue: true,
    });
    const delivery = await post('/api/v1/invoice/convert', { _id: order._id, to: 'delivery' });
    expect(delivery).toMatchObject({
      text_before: 'Wir liefern Ihnen:',
      text_after: 'Ware in einwandfreiem Zustand übernommen.',
    });
    const bad = await call('POST', '/api/v1/invoice/convert', { _id: delivery._id, to: 'order' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Aus einem Dokument dieser Art (Lieferschein) wird kein(e) Auftrag.');
  });

  it('sorts a document list by a column either way, newest first without a sort, and refuses an unknown sort', async () => {
    const draft = async (company: string, date: string, price: number) => {
      const customer = await call('POST', '/api/v1/invoice/customer/', {
        ...customerInput,
        company,
        first_name: 'Eva',
        last_name: 'Ranner',
        email: 'eva@ranner.example',
      });
      await post('/api/v0/invoice/', {
        type: 'order',
        customer_id: customer.json<{ _id: string }>()._id,
        date,
        lines: [{ title: 'Hainbuche 125–150 cm', amount: 1, unit: 'Stk.', price, vat_rate: 13 }],
      });
    };
    await draft('Sortprobe Berger', '2026-05-03', 30);
    await draft('Sortprobe Anger', '2026-05-01', 10);
    await draft('Sortprobe Casper', '2026-05-02', 20);
    const receivers = async (sort?: string) => {
      const answer = await call('POST', '/api/pageData/invoice/order/browse/', {
        text: 'Sortprobe',
        ...(sort ? { sort } : {}),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ items: InvoiceDocument[] }>().items.map((item) => item.receiver.company);
    };
    expect(await receivers()).toEqual(['Sortprobe Berger', 'Sortprobe Casper', 'Sortprobe Anger']);
    expect(await receivers('receiver')).toEqual(['Sortprobe Anger', 'Sortprobe Berger', 'Sortprobe Casper']);
    expect(await receivers('-gross')).toEqual(['Sortprobe Berger', 'Sortprobe Casper', 'Sortprobe Anger']);
    expect(await receivers('date')).toEqual(['Sortprobe Anger', 'Sortprobe Casper', 'Sortprobe Berger']);
    const refused = await call('POST', '/api/pageData/invoice/order/browse/', { sort: 'price' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('sort must be one of number, date, receiver, status, gross, due');
  });

  it('lists documents with filters, sums over the filtered rows and counters; reads batches; names what is due', async () => {
    const browse = await call('POST', '/api/pageData/invoice/invoice/browse/', {
      payment: 'unpaid',
      issued: true,
      limit: 2,
    });
    expect(browse.statusCode).toBe(200);
    const page = browse.json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const all = await call('POST', '/api/pageData/invoice/invoice/browse/', {
      payment: 'unpaid',
      issued: true,
      limit: 500,
    });
    const gross = all
      .json()
      .items.reduce((sum: number, item: InvoiceDocument) => sum + Math.round(item.totals.gross * 100), 0);
    expect(Math.round(page.sums.gross * 100)).toBe(gross);
    expect(page.counters.draft).toBeGreaterThan(0);

    const byText = await call('POST', '/api/pageData/invoice/offer/browse/', { text: 'ANG001' });
    expect(byText.json()).toMatchObject({ total: 1, items: [{ number: 'ANG001' }] });
    const customers = await call('POST', '/api/pageData/invoice/customer/browse/', { text: 'blum' });
    expect(customers.json().total).toBe(1);

    const ids = all
      .json()
      .items.slice(0, 2)
      .map((item: InvoiceDocument) => item._id);
    const batch = await call('POST', '/api/v0/batch/invoice', { ids: [...ids].reverse() });
    expect(batch.json().map((item: InvoiceDocument) => item._id)).toEqual([...ids].reverse());

    const edit = await call('POST', '/api/pageData/invoice/invoice/edit/', { _id: ids[0] });
    expect(edit.json()).toMatchObject({ document: { _id: ids[0] }, settings: { payment_terms_days: 14 } });
    expect((await call('GET', '/api/pageData/invoice/item/edit/')).json()).toMatchObject({ item: null });

    const notifications = await call('GET', '/api/v0/invoice_notification/');
    expect(notifications.statusCode).toBe(200);
    // Invoices of today with 10 days' terms are due within the next 7 days only when the terms are short.
    expect(notifications.json()).toMatchObject({ due: expect.any(Array), overdue: [], expiring_offers: [] });
  });
  it('starts a document with the price entry of settings/ui unless it names its own, and keeps the setting checked', async () => {
    const settings = await call('GET', '/api/v1/invoice/settings');
    expect(settings.json().ui).toEqual({ price_mode: 'net', unit: 'Stk.' });
    const changed = await call('PUT', '/api/v1/invoice/settings', {
      ui: { price_mode: 'gross', unit: 'm²' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/v1/invoice/settings')).json().ui).toEqual({
      price_mode: 'gross',
      unit: 'm²',
    });

    const line = { title: 'Rasenpflege', amount: 1, unit: 'm²', price: 12, vat_rate: 20 };
    const gross = await post('/api/v0/invoice/', { type: 'offer', customer_id: customerId, lines: [line] });
    // 12,00 € entered gross at 20 %: 10,00 € net.
    expect(gross).toMatchObject({ price_mode: 'gross', totals: { net: 10, gross: 12 } });
    const net = await post('/api/v0/invoice/', {
      type: 'offer',
      customer_id: customerId,
      price_mode: 'net',
      lines: [line],
    });
    expect(net).toMatchObject({ price_mode: 'net', totals: { net: 12, gross: 14.4 } });

    const refused = await call('PUT', '/api/v1/invoice/settings', {
      ui: { price_mode: 'brutto', unit: 'm²' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', '/api/v1/invoice/settings')).json().ui).toEqual({
      price_mode: 'gross',
      unit: 'm²',
    });
    await call('PUT', '/api/v1/invoice/settings', { ui: { price_mode: 'net', unit: 'Stk.' } });
  });
});
