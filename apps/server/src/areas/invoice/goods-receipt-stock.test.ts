import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, startTestServer, type TestServer } from '../../../test/support';
import type { Product } from '../shop-product/schemas';
import type { InvoiceDocument } from './schemas';

type Movement = {
  product: string;
  variant: string;
  delta: number;
  quantity: number;
  reason: string;
  document: string | null;
  document_number: string | null;
};
type Level = { product: string; variant: string; quantity: number };

describe.each(await databaseKinds())('goods receipts into the shop stock on %s', (kind) => {
  let server: TestServer;
  let vendorId: string;
  let thuja: Product;
  let mulch: Product;
  let thujaItem: string;
  let mulchItem: string;
  let loseItem: string;
  const call = adminCalls(() => server);
  async function ok<T = InvoiceDocument>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
    const answer = await call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  }
  const levels = async (product: string) =>
    (await ok<{ items: Level[] }>('GET', `/api/v0/shop_stock/?product=${product}`)).items;
  const movements = async (product: string) =>
    (await ok<{ items: Movement[] }>('GET', `/api/v0/shop_stock/movements?product=${product}`)).items;

  /** An issued vendor order: 10 Thuja (variant 150), 6 bags of mulch and 2.5 m³ of loose soil (no product). */
  const issuedOrder = () =>
    ok('POST', '/api/v0/invoice/', {
      type: 'vendor_order',
      vendor_id: vendorId,
      issue: true,
      lines: [
        { title: 'Thuja Brabant 125–150 cm', amount: 10, price: 12, vat_rate: 13, item_id: thujaItem },
        { title: 'Rindenmulch 40 l', amount: 6, unit: 'Sack', price: 3.45, vat_rate: 20, item_id: mulchItem },
        { title: 'Gartenerde lose', amount: 2.5, unit: 'm³', price: 40, vat_rate: 20, item_id: loseItem },
      ],
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    vendorId = (
      await ok<{ _id: string }>('POST', '/api/v1/invoice/vendor/', {
        company: 'Baumschule Lorenz GmbH',
        address: 'Gewerbepark 4',
        zip: '3430',
        city: 'Tulln',
      })
    )._id;
    thuja = await ok<Product>('POST', '/api/v0/shop_product/', {
      title: 'Thuja Brabant',
      price: 29.9,
      variants: [
        { key: '100', value: '80–100 cm' },
        { key: '150', value: '125–150 cm' },
      ],
    });
    mulch = await ok<Product>('POST', '/api/v0/shop_product/', { title: 'Rindenmulch', price: 6.9 });
    // The mulch is stock-kept already; the Thuja is not yet.
    await ok('POST', '/api/v0/shop_stock/adjust', { product: mulch._id, quantity: 4, reason: 'Inventur' });
    thujaItem = (
      await ok<{ _id: string; product_variant: string }>('POST', '/api/v0/invoice/item/', {
        title: 'Thuja Brabant 125–150 cm',
        price: 12,
        vat_rate: 13,
        product_id: thuja._id,
        product_variant: '150',
      })
    )._id;
    mulchItem = (
      await ok<{ _id: string }>('POST', '/api/v0/invoice/item/', {
        title: 'Rindenmulch 40 l',
        price: 3.45,
        product_id: mulch._id,
      })
    )._id;
    loseItem = (await ok<{ _id: string }>('POST', '/api/v0/invoice/item/', { title: 'Gartenerde lose' }))._id;
  });
  afterAll(() => server.close());

  it('keeps the product and variant an item supplies, and refuses ones that do not exist', async () => {
    expect(await ok('GET', `/api/v0/invoice/item/${thujaItem}`)).toMatchObject({
      product_id: thuja._id,
      product_variant: '150',
    });
    const unknownVariant = await call('POST', '/api/v0/invoice/item/', {
      title: 'Thuja 2 m',
      product_id: thuja._id,
      product_variant: '200',
    });
    expect(unknownVariant.statusCode).toBe(400);
    expect(unknownVariant.json()).toMatchObject({ message: 'Diese Variante hat das Shop-Produkt nicht.' });
    const unknownProduct = await call('PUT', '/api/v0/invoice/item/', {
      _id: mulchItem,
      product_id: 'kein-produkt',
    });
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json()).toMatchObject({
      message: 'Das Shop-Produkt dieses Artikels gibt es nicht.',
    });
    // Unlinking the product forgets the variant too.
    const item = await ok<{ _id: string }>('POST', '/api/v0/invoice/item/', {
      title: 'Thuja kurz',
      product_id: thuja._id,
      product_variant: '100',
    });
    expect(await ok('PUT', '/api/v0/invoice/item/', { _id: item._id, product_id: null })).toMatchObject({
      product_id: null,
      product_variant: '',
    });
  });

  it('raises the stock of the items’ products on a receipt, creating a level for a product not kept yet', async () => {
    const order = await issuedOrder();
    const [thujaLine, mulchLine, loseLine] = order.lines.map((line) => line.uuid!);
    const received = await ok('POST', '/api/v1/invoice/receive', {
      _id: order._id,
      lines: [
        { uuid: thujaLine, amount: 4 },
        { uuid: mulchLine, amount: 6 },
        { uuid: loseLine, amount: 1.5 },
      ],
    });
    expect(received.status).toBe('partial');
    expect(await levels(thuja._id)).toMatchObject([{ variant: '150', quantity: 4 }]);
    expect(await levels(mulch._id)).toMatchObject([{ variant: '', quantity: 10 }]);
    const [thujaMoved] = await movements(thuja._id);
    expect(thujaMoved).toMatchObject({
      title: 'Thuja Brabant',
      variant: '150',
      variant_title: '125–150 cm',
      delta: 4,
      quantity: 4,
      reason: `Wareneingang ${order.number}`,
      document: order._id,
      document_number: order.number,
    });
    expect((await movements(mulch._id))[0]).toMatchObject({ delta: 6, quantity: 10, document: order._id });
    // The receipt keeps what it raised, so a take-back lowers the same product even if the item changes.
    expect(received.receipts![0]!.lines).toEqual([
      { uuid: thujaLine, amount: 4, product_id: thuja._id, variant: '150' },
      { uuid: mulchLine, amount: 6, product_id: mulch._id, variant: '' },
      { uuid: loseLine, amount: 1.5 },
    ]);
  });

  it('refuses a part of a piece for a stock-kept line, and changes nothing', async () => {
    const order = await issuedOrder();
    const answer = await call('POST', '/api/v1/invoice/receive', {
      _id: order._id,
      lines: [{ uuid: order.lines[1]!.uuid!, amount: 2.5 }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message:
        'Der Shop-Bestand zählt ganze Stück: „Rindenmulch 40 l“ kann nur in ganzen Stück eingehen, nicht 2.5.',
    });
    expect((await ok('POST', '/api/v0/invoice/getData/', { _id: order._id })).status).toBe('open');
  });

  it('takes a receipt back: the stock falls again, the order is open again and the history says so', async () => {
    const before = (await levels(mulch._id))[0]!.quantity;
    const order = await issuedOrder();
    const received = await ok('POST', '/api/v1/invoice/receive', { _id: order._id });
    expect(received.status).toBe('complete');
    expect((await levels(mulch._id))[0]!.quantity).toBe(before + 6);
    const receipt = received.receipts![0]!.uuid;

    const back = await ok('POST', '/api/v1/invoice/receive/reverse', {
      _id: order._id,
      receipt,
      reason: 'Falsche Sorte geliefert',
    });
    expect(back.status).toBe('open');
    expect(back.receipts![0]!.reversed).toMatchObject({ reason: 'Falsche Sorte geliefert' });
    expect(back.received!.map((line) => line.received)).toEqual([0, 0, 0]);
    expect((await levels(mulch._id))[0]!.quantity).toBe(before);
    expect((await movements(mulch._id))[0]).toMatchObject({
      delta: -6,
      quantity: before,
      reason: `Wareneingang ${order.number} zurückgenommen`,
      document: order._id,
    });
    const edit = await ok<{ document: InvoiceDocument }>('POST', '/api/pageData/invoice/vendor_order/edit/', {
      _id: order._id,
    });
    expect(edit.document.history?.find((entry) => entry.action === 'receipt_reversed')).toMatchObject({
      changes: { status: { from: 'complete', to: 'open' } },
      detail: expect.stringMatching(
        / · 10 Thuja Brabant 125–150 cm, 6 Sack Rindenmulch 40 l, 2\.5 m³ Gartenerde lose · Falsche Sorte geliefert$/,
      ),
    });

    // Once is enough; and the order can be received again afterwards.
    const twice = await call('POST', '/api/v1/invoice/receive/reverse', { _id: order._id, receipt });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'Dieser Wareneingang ist schon zurückgenommen.' });
    const unknown = await call('POST', '/api/v1/invoice/receive/reverse', { _id: order._id, receipt: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: 'Diesen Wareneingang gibt es bei dieser Bestellung nicht.',
    });
    expect((await ok('POST', '/api/v1/invoice/receive', { _id: order._id })).status).toBe('complete');
  });

  it('refuses to take a receipt back when its goods are sold already, with the stock unchanged', async () => {
    const order = await issuedOrder();
    const received = await ok('POST', '/api/v1/invoice/receive', {
      _id: order._id,
      lines: [{ uuid: order.lines[0]!.uuid!, amount: 3 }],
    });
    const level = (await levels(thuja._id))[0]!.quantity;
    // Everything but one plant of the variant goes over the counter.
    await ok('POST', '/api/v0/shop_stock/adjust', {
      product: thuja._id,
      variant: '150',
      quantity: 1,
      reason: 'Verkauf im Laden',
    });
    expect(level).toBeGreaterThan(1);
    const answer = await call('POST', '/api/v1/invoice/receive/reverse', {
      _id: order._id,
      receipt: received.receipts![0]!.uuid,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'RECEIPT_SOLD',
      message:
        'Der Wareneingang kann nicht zurückgenommen werden: Von „Thuja Brabant (125–150 cm)“ sind nur noch 1 Stück auf Lager, 3 kamen mit ihm herein. Die übrigen sind schon verkauft.',
    });
    expect((await levels(thuja._id))[0]!.quantity).toBe(1);
    const still = await ok('POST', '/api/v0/invoice/getData/', { _id: order._id });
    expect(still.status).toBe('partial');
    expect(still.receipts![0]!.reversed ?? null).toBeNull();
  });

  // PGlite has one connection and runs transactions one after the other; PostgreSQL runs them at once.
  if (kind === 'postgres')
    it('counts two receipts of the same order at the same moment both, never more than was ordered', async () => {
      const order = await issuedOrder();
      const [thujaLine, mulchLine] = order.lines.map((line) => line.uuid!);
      const thujaBefore = (await levels(thuja._id))[0]!.quantity;
      const mulchBefore = (await levels(mulch._id))[0]!.quantity;
      const receive = (amount: number) =>
        call('POST', '/api/v1/invoice/receive', {
          _id: order._id,
          lines: [
            { uuid: thujaLine, amount },
            { uuid: mulchLine, amount: 3 },
          ],
        });
      const both = await Promise.all([receive(6), receive(4)]);
      expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect((await levels(thuja._id))[0]!.quantity).toBe(thujaBefore + 10);
      expect((await levels(mulch._id))[0]!.quantity).toBe(mulchBefore + 6);
      const now = await ok('POST', '/api/v0/invoice/getData/', { _id: order._id });
      expect(now.receipts).toHaveLength(2);
      expect(now.received!.slice(0, 2).map((line) => line.received)).toEqual([10, 6]);

      // Two more at once for what is open no more: both refused, the stock stays.
      const late = await Promise.all([receive(1), receive(1)]);
      expect(late.map((answer) => answer.statusCode)).toEqual([400, 400]);
      expect((await levels(thuja._id))[0]!.quantity).toBe(thujaBefore + 10);
    });
});
