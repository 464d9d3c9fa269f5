import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import type { InvoiceDocument } from './schemas';

const year = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date()),
);

const lorenz = {
  type: 'company' as const,
  company: 'Baumschule Lorenz GmbH',
  first_name: 'Karl',
  last_name: 'Lorenz',
  address: 'Gewerbepark 4',
  zip: '3430',
  city: 'Tulln',
  country: 'at',
  email: 'einkauf@lorenz.example',
};

/** Purchase prices, net: 50 × 9.80 € at 13 % (490.00 + 63.70) and 20 × 3.45 € at 20 % (69.00 + 13.80). */
const purchaseLines = [
  { title: 'Thuja Smaragd 80–100 cm', amount: 50, unit: 'Stk.', price: 9.8, vat_rate: 13 },
  { title: 'Rindenmulch 40 l', amount: 20, unit: 'Sack', price: 3.45, vat_rate: 20 },
];

type Browse = {
  items: InvoiceDocument[];
  total: number;
  sums: { net: number; gross: number };
  counters: Record<string, number>;
};

describe.each(await databaseKinds())('vendor orders on %s', (kind) => {
  let server: TestServer;
  let lorenzId: string;
  let customerId: string;
  const call = adminCalls(() => server);
  async function ok<T = InvoiceDocument>(method: 'POST' | 'PUT', url: string, payload: unknown): Promise<T> {
    const answer = await call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  }
  const refused = async (method: 'POST' | 'PUT', url: string, payload: unknown, status: number) => {
    const answer = await call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json<{ code: string; message: string }>();
  };
  const browse = (query: object) => ok<Browse>('POST', '/api/pageData/invoice/vendor_order/browse/', query);

  beforeAll(async () => {
    server = await startTestServer(kind);
    lorenzId = (await ok<{ _id: string }>('POST', '/api/v1/invoice/vendor/', lorenz))._id;
    customerId = (
      await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
        company: 'Gärtnerei Blum KG',
        address: 'Hauptstraße 12',
        zip: '3100',
        city: 'St. Pölten',
      })
    )._id;
  });
  afterAll(() => server.close());

  it('refuses the vendor order calls to guests and plain users with C100', async () => {
    const calls: ['POST' | 'PUT', string, unknown][] = [
      ['POST', '/api/v0/invoice/', { type: 'vendor_order', vendor_id: 'x' }],
      ['POST', '/api/v1/invoice/receive', { _id: 'x' }],
      ['POST', '/api/pageData/invoice/vendor_order/browse/', {}],
      ['POST', '/api/pageData/invoice/vendor_order/edit/', {}],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, bearer(server.userToken)]) {
        const answer = await call(method, url, payload, headers);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'C100', message: 'Dafür fehlt Ihnen die Berechtigung.' });
      }
    }
  });

  it('lists vendor orders with the filters status, vendor and date range, the sums of the filtered rows and counters', async () => {
    const kern = await ok<{ _id: string }>('POST', '/api/v1/invoice/vendor/', {
      company: 'Saatgut Kern',
      address: 'Feldweg 1',
      zip: '2000',
      city: 'Stockerau',
    });
    const order = (vendor: string, date: string, line: object, issue: boolean) =>
      ok('POST', '/api/v0/invoice/', { type: 'vendor_order', vendor_id: vendor, date, lines: [line], issue });
    // Lorenz: 10 × 5.00 € at 20 % (60.00 gross), issued; 4 × 25.00 € at 13 % (113.00 gross), a draft.
    const march = await order(
      lorenzId,
      '2024-03-01',
      { title: 'Töpfe', amount: 10, price: 5, vat_rate: 20 },
      true,
    );
    const april = await order(
      lorenzId,
      '2024-04-15',
      { title: 'Hortensie', amount: 4, price: 25, vat_rate: 13 },
      false,
    );
    // Kern: 2 × 100.00 € at 20 % (240.00 gross), issued and received in full.
    const may = await order(
      kern._id,
      '2024-05-10',
      { title: 'Rasensamen', amount: 2, price: 100, vat_rate: 20 },
      true,
    );
    await ok('POST', '/api/v1/invoice/receive', { _id: may._id });
    // An offer to a customer is no vendor order and stays out of the list.
    await ok('POST', '/api/v0/invoice/', {
      type: 'offer',
      customer_id: customerId,
      date: '2024-04-20',
      lines: [{ title: 'Pflanzung', amount: 1, price: 500, vat_rate: 20 }],
    });
    expect([march.number, april.number, may.number]).toEqual([`BE-${year}-00001`, null, `BE-${year}-00002`]);

    const all = await browse({});
    expect(all.items.map((item) => item._id)).toEqual([may._id, april._id, march._id]);
    expect(all.total).toBe(3);
    expect(all.sums).toMatchObject({ net: 350, gross: 413 });
    expect(all.counters).toMatchObject({ open: 2, complete: 1, draft: 1 });

    const ofLorenz = await browse({ vendor_id: lorenzId });
    expect(ofLorenz.items.map((item) => item._id)).toEqual([april._id, march._id]);
    expect(ofLorenz.sums).toMatchObject({ net: 150, gross: 173 });

    const complete = await browse({ status: 'complete' });
    expect(complete.items.map((item) => item._id)).toEqual([may._id]);
    expect(complete.sums).toMatchObject({ net: 200, gross: 240 });

    const inApril = await browse({ from: '2024-04-01', to: '2024-04-30' });
    expect(inApril.items.map((item) => item._id)).toEqual([april._id]);
    expect(inApril.total).toBe(1);
    expect(inApril.sums).toMatchObject({ net: 100, gross: 113 });

    const none = await browse({ vendor_id: kern._id, status: 'open' });
    expect(none).toMatchObject({ items: [], total: 0, sums: { net: 0, gross: 0 } });
    // Counters count every vendor order, whatever the filters.
    expect(none.counters).toMatchObject({ open: 2, complete: 1, draft: 1 });
  });

  it('creates a draft for a vendor: the receiver from the vendor, purchase prices, no number yet', async () => {
    const draft = await ok('POST', '/api/v0/invoice/', {
      type: 'vendor_order',
      vendor_id: lorenzId,
      date: '2026-02-10',
      delivery_date: '2026-03-01',
      lines: purchaseLines,
    });
    expect(draft).toMatchObject({
      type: 'vendor_order',
      number: null,
      issued: false,
      status: 'open',
      vendor_id: lorenzId,
      customer_id: null,
      receiver: {
        kind: 'vendor',
        id: lorenzId,
        company: 'Baumschule Lorenz GmbH',
        city: 'Tulln',
        email: 'einkauf@lorenz.example',
      },
      receipts: [],
    });
    expect(draft.totals).toMatchObject({ net: 559, vat_total: 77.5, gross: 636.5 });
  });

  it('refuses a customer, a free receiver or no receiver for a vendor order with a German 400', async () => {
    const message =
      'Eine Lieferantenbestellung geht an einen Lieferanten. Bitte wählen Sie einen Lieferanten als Empfänger.';
    const bodies = [
      { type: 'vendor_order', customer_id: customerId, lines: purchaseLines },
      {
        type: 'vendor_order',
        receiver: { kind: 'customer', company: 'Blum', city: 'Wien' },
        lines: purchaseLines,
      },
      { type: 'vendor_order', receiver: { kind: 'vendor', company: 'Ohne Stammdaten', city: 'Wien' } },
      { type: 'vendor_order', lines: purchaseLines },
    ];
    for (const body of bodies) {
      expect(await refused('POST', '/api/v0/invoice/', body, 400)).toMatchObject({
        code: 'VENDOR_REQUIRED',
        message,
      });
    }
    // A draft cannot be moved to a customer either.
    const draft = await ok('POST', '/api/v0/invoice/', { type: 'vendor_order', vendor_id: lorenzId });
    expect(
      await refused('PUT', '/api/v0/invoice/', { _id: draft._id, customer_id: customerId }, 400),
    ).toMatchObject({ message });
    const kept = await ok('POST', '/api/v0/invoice/getData/', { _id: draft._id });
    expect(kept).toMatchObject({ vendor_id: lorenzId, customer_id: null, receiver: { kind: 'vendor' } });
  });

  it('numbers vendor orders in their own series, in the format of settings/global', async () => {
    const issue = (date: string) =>
      ok('POST', '/api/v0/invoice/', {
        type: 'vendor_order',
        vendor_id: lorenzId,
        date,
        lines: purchaseLines,
        issue: true,
      });
    expect((await issue('2026-02-11')).number).toBe(`BE-${year}-00003`);
    // Customer orders keep their own series.
    const customerOrder = await ok('POST', '/api/v0/invoice/', {
      type: 'order',
      customer_id: customerId,
      lines: purchaseLines,
      issue: true,
    });
    expect(customerOrder.number).toBe(`AU-${year}-00001`);

    const settings = await call('GET', '/api/v1/invoice/settings');
    const formats = settings.json<{ number_formats: Record<string, object> }>().number_formats;
    expect(formats.vendor_order).toEqual({ prefix: 'BE-', year: true, separator: '-', digits: 5 });
    await ok('PUT', '/api/v1/invoice/settings', {
      number_formats: { ...formats, vendor_order: { prefix: 'LB', year: true, separator: '/', digits: 3 } },
    });
    expect((await issue('2026-02-12')).number).toBe(`LB${year}/004`);
  });

  it('lets a draft change and go, and keeps an issued vendor order as it is, with its history', async () => {
    const draft = await ok('POST', '/api/v0/invoice/', {
      type: 'vendor_order',
      vendor_id: lorenzId,
      lines: purchaseLines,
    });
    const changed = await ok('PUT', '/api/v0/invoice/', { _id: draft._id, lines: [purchaseLines[0]] });
    expect(changed.totals.gross).toBe(553.7);
    // The state follows the goods receipts: not even a draft sets it by hand.
    expect(
      await refused('PUT', '/api/v0/invoice/', { _id: draft._id, status: 'complete' }, 400),
    ).toMatchObject({
      message:
        'Der Stand einer Lieferantenbestellung folgt aus den erfassten Wareneingängen und wird nicht von Hand gesetzt.',
    });
    const deleted = await call('DELETE', `/api/v0/invoice/?_id=${draft._id}`);
    expect(deleted.statusCode).toBe(200);

    const issued = await ok('POST', '/api/v0/invoice/', {
      type: 'vendor_order',
      vendor_id: lorenzId,
      lines: purchaseLines,
    });
    const numbered = await ok('PUT', '/api/v0/invoice/', { _id: issued._id, issue: true });
    expect(numbered.number).toBe(`LB${year}/005`);
    const immutable = `Die Bestellung LB${year}/005 ist ausgestellt und kann nicht mehr geändert werden. Erfassen Sie eingegangene Ware als Wareneingang.`;
    for (const change of [
      { lines: [purchaseLines[1]] },
      { notes: 'später' },
      { delivery_date: '2026-05-01' },
    ]) {
      expect(await refused('PUT', '/api/v0/invoice/', { _id: issued._id, ...change }, 409)).toMatchObject({
        code: 'ISSUED_IMMUTABLE',
        message: immutable,
      });
    }
    const deleteIssued = await call('DELETE', `/api/v0/invoice/${issued._id}`);
    expect(deleteIssued.statusCode).toBe(409);
    const stored = await ok('POST', '/api/v0/invoice/getData/', { _id: issued._id });
    expect(stored.lines.map((line) => line.title)).toEqual(['Thuja Smaragd 80–100 cm', 'Rindenmulch 40 l']);
    expect(stored.history?.map((entry) => entry.action)).toEqual(['created', 'issued']);
  });

  it('records goods received: some lines and amounts make it partial, the rest complete, never more than ordered', async () => {
    const order = await ok('POST', '/api/v0/invoice/', {
      type: 'vendor_order',
      vendor_id: lorenzId,
      lines: purchaseLines,
    });
    const [thuja, mulch] = order.lines.map((line) => line.uuid!);
    expect(await refused('POST', '/api/v1/invoice/receive', { _id: order._id }, 400)).toMatchObject({
      message: 'Bitte stellen Sie die Bestellung aus, bevor Sie einen Wareneingang erfassen.',
    });
    await ok('PUT', '/api/v0/invoice/', { _id: order._id, issue: true });

    const partial = await ok('POST', '/api/v1/invoice/receive', {
      _id: order._id,
      lines: [{ uuid: thuja, amount: 30 }],
      date: '2026-03-02',
      note: 'Lieferschein 4711',
    });
    expect(partial.status).toBe('partial');
    expect(partial.received).toEqual([
      { uuid: thuja, amount: 50, received: 30 },
      { uuid: mulch, amount: 20, received: 0 },
    ]);
    expect(partial.receipts).toMatchObject([
      { date: '2026-03-02', note: 'Lieferschein 4711', lines: [{ uuid: thuja, amount: 30 }] },
    ]);

    expect(
      await refused(
        'POST',
        '/api/v1/invoice/receive',
        { _id: order._id, lines: [{ uuid: thuja, amount: 21 }] },
        400,
      ),
    ).toMatchObject({ message: 'Die Menge für „Thuja Smaragd 80–100 cm“ übersteigt die offene Menge (20).' });
    expect(
      await refused(
        'POST',
        '/api/v1/invoice/receive',
        { _id: order._id, lines: [{ uuid: 'nope', amount: 1 }] },
        400,
      ),
    ).toMatchObject({ message: 'Diese Position gibt es im Dokument nicht.' });

    // Without lines, everything still open comes in.
    const complete = await ok('POST', '/api/v1/invoice/receive', { _id: order._id, date: '2026-03-09' });
    expect(complete.status).toBe('complete');
    expect(complete.received).toEqual([
      { uuid: thuja, amount: 50, received: 50 },
      { uuid: mulch, amount: 20, received: 20 },
    ]);
    expect(complete.receipts?.[1]?.lines).toEqual([
      { uuid: thuja, amount: 20 },
      { uuid: mulch, amount: 20 },
    ]);
    expect(await refused('POST', '/api/v1/invoice/receive', { _id: order._id }, 400)).toMatchObject({
      message: 'Von dieser Bestellung ist nichts mehr offen; alle Positionen sind eingegangen.',
    });

    const data = await ok<{ document: InvoiceDocument; settings: { number_formats: object } }>(
      'POST',
      '/api/pageData/invoice/vendor_order/edit/',
      { _id: order._id },
    );
    expect(data.document).toMatchObject({ status: 'complete', received: complete.received });
    expect(data.settings.number_formats).toHaveProperty('vendor_order');
    const received = data.document.history?.filter((entry) => entry.action === 'received');
    expect(received).toMatchObject([
      {
        changes: { status: { from: 'open', to: 'partial' } },
        detail: '2026-03-02 · 30 Stk. Thuja Smaragd 80–100 cm · Lieferschein 4711',
      },
      {
        changes: { status: { from: 'partial', to: 'complete' } },
        detail: '2026-03-09 · 20 Stk. Thuja Smaragd 80–100 cm, 20 Sack Rindenmulch 40 l',
      },
    ]);

    // Receipts are for vendor orders only.
    const customerOrder = await ok('POST', '/api/v0/invoice/', {
      type: 'order',
      customer_id: customerId,
      lines: purchaseLines,
      issue: true,
    });
    expect(await refused('POST', '/api/v1/invoice/receive', { _id: customerOrder._id }, 400)).toMatchObject({
      message: 'Wareneingänge werden nur zu Lieferantenbestellungen erfasst.',
    });
  });

  it('prints the order as a PDF titled Bestellung to the vendor, and mails it to the vendor', async () => {
    const order = await ok('POST', '/api/v0/invoice/', {
      type: 'vendor_order',
      vendor_id: lorenzId,
      date: '2026-02-10',
      delivery_date: '2026-03-01',
      lines: purchaseLines,
      issue: true,
    });
    const printed = await call('POST', '/api/v0/invoice/print', { _id: order._id });
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    const shown = await pdfText(printed.rawPayload);
    expect(shown).toContain(`Bestellung ${order.number}`);
    for (const line of ['Baumschule Lorenz GmbH', 'Karl Lorenz', 'Gewerbepark 4', '3430 Tulln']) {
      expect(shown).toContain(line);
    }
    expect(shown).toContain('Gewünschter Liefertermin');
    expect(shown).toContain('01.03.2026');
    expect(shown).toContain('Thuja Smaragd 80–100 cm');
    expect(shown).toContain('€ 636,50');

    const mailed = await ok('POST', '/api/v0/invoice/sendMail', { _id: order._id });
    expect(mailed.sent).toHaveLength(1);
    expect(mailed.sent[0]).toMatchObject({ to: 'einkauf@lorenz.example', kind: 'document' });
    expect(mailed.sent[0]!.subject.startsWith(`Bestellung ${order.number} von `)).toBe(true);
  });
});
