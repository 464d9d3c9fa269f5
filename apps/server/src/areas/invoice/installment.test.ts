import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../../test/support';
import type { InvoiceDocument } from './schemas';

/** Net prices: 3 × 24.90 € at 13 %; 2.5 m² × 12.00 € × 1.15 and 10 × 4.99 € less 10 % at 20 % (gross 179.70 €). */
const threeLines = [
  { title: 'Thuja Smaragd 80–100 cm', amount: 3, unit: 'Stk.', price: 24.9, vat_rate: 13 },
  { title: 'Pflanzarbeit', amount: 2.5, unit: 'm²', price: 12, vat_rate: 20, factor: 1.15 },
  { title: 'Rosendünger 1 kg', amount: 10, unit: 'Stk.', price: 4.99, vat_rate: 20, discount: 10 },
];

describe.each(await databaseKinds())('the final invoice of an order with installments on %s', (kind) => {
  let server: TestServer;
  const post = async (url: string, payload: object) => {
    const answer = await call(server, 'POST', url, payload, server.adminToken);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<InvoiceDocument>();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('deducts the issued installments with their VAT from the invoice that completes the order, once', async () => {
    const customer = await post('/api/v1/invoice/customer/', {
      type: 'person',
      first_name: 'Eva',
      last_name: 'Gruber',
      address: 'Lindenweg 3',
      zip: '2340',
      city: 'Mödling',
      country: 'at',
    });
    const order = await post('/api/v0/invoice/', {
      type: 'order',
      customer_id: customer._id,
      lines: threeLines,
      issue: true,
    });
    // 30 %: 22.41 € at 13 % and 23.82 € at 20 % (gross 25.32 + 28.58 = 53.90 €).
    const installment = await post('/api/v0/invoice/createInstallmentReceipt', {
      _id: order._id,
      percent: 30,
      issue: true,
    });
    // A draft receipt is no invoice yet: nothing of it comes off.
    await post('/api/v0/invoice/createInstallmentReceipt', { _id: order._id, percent: 10 });

    // One of the three trees first: not the final invoice, nothing deducted (24.90 € + 13 % = 28.14 €).
    const thuja = order.lines[0]!.uuid!;
    const partial = await post('/api/v1/invoice/convert', {
      _id: order._id,
      to: 'invoice',
      lines: [{ uuid: thuja, amount: 1 }],
      issue: true,
    });
    expect(partial.lines.map((line) => line.title)).toEqual(['Thuja Smaragd 80–100 cm']);
    expect(partial.totals.gross).toBe(28.14);

    // The rest: two trees 49.80 €, the work 34.50 € and the fertiliser 44.91 €, less the installment.
    const final = await post('/api/v1/invoice/convert', { _id: order._id, to: 'invoice', issue: true });
    expect(final.lines.map((line) => [line.title, line.amount, line.price, line.vat_rate])).toEqual([
      ['Thuja Smaragd 80–100 cm', 2, 24.9, 13],
      ['Pflanzarbeit', 2.5, 12, 20],
      ['Rosendünger 1 kg', 10, 4.99, 20],
      [`abzüglich Anzahlung ${installment.number} (13 % USt.)`, -1, 22.41, 13],
      [`abzüglich Anzahlung ${installment.number} (20 % USt.)`, -1, 23.82, 20],
    ]);
    // 13 %: 49.80 − 22.41 = 27.39 net, 3.56 VAT; 20 %: 79.41 − 23.82 = 55.59 net, 11.12 VAT.
    expect(final.totals.vat.map((row) => [row.rate, row.net, row.vat])).toEqual([
      [13, 27.39, 3.56],
      [20, 55.59, 11.12],
    ]);
    // 28.14 + 53.90 + 97.66 = 179.70 €, the order's total: nothing is asked for twice.
    expect(final.totals.gross).toBe(97.66);
    expect(order.totals.gross).toBe(179.7);

    // The order is complete; cancelling the final invoice and invoicing again deducts again, once.
    const cancelled = await call(
      server,
      'POST',
      '/api/v1/invoice/cancel',
      { _id: final._id },
      server.adminToken,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await post('/api/v1/invoice/convert', { _id: order._id, to: 'invoice', issue: true });
    expect(again.lines.filter((line) => line.amount < 0)).toHaveLength(2);
    expect(again.totals.gross).toBe(97.66);
  });
});
