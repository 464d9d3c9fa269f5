import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, MANY_ORDERS, startTestServer, type TestServer } from '../../../test/support';
import type { Product } from '../shop-product/schemas';
import type { Order, OrderAddress, QuoteAnswer } from './schemas';
import { shopOrders } from './table';

/**
 * A stand-in for the EU's VIES REST interface at its network boundary: DE123456789 is a registered
 * company, DE000000000 is not, DE999999999's member state is down, DE111111111 gets no answer in time.
 */
async function startVies() {
  const requests: unknown[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/vies/check-vat-number') {
        response.writeHead(404).end();
        return;
      }
      const asked = JSON.parse(body) as { countryCode: string; vatNumber: string };
      requests.push(asked);
      const answer = (status: number, json: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      const common = {
        countryCode: asked.countryCode,
        vatNumber: asked.vatNumber,
        requestDate: '2026-11-25T10:15:00.000Z',
      };
      if (asked.vatNumber === '123456789')
        return answer(200, {
          ...common,
          valid: true,
          requestIdentifier: 'WAPIAAAAZ2hUPMQ1',
          name: 'Gärtnerei Blum KG',
          address: 'Blumenweg 1, 80331 München',
        });
      if (asked.vatNumber === '000000000')
        return answer(200, { ...common, valid: false, requestIdentifier: 'WAPIAAAAZ2hUPMQ2', name: '---' });
      if (asked.vatNumber === '999999999')
        return answer(500, {
          actionSucceed: false,
          errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The member state is not available' }],
        });
      // DE111111111: held until the client gives up.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/vies`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const munich = (uid?: string, company = 'Gärtnerei Blum KG'): OrderAddress => ({
  type: 'company',
  company,
  first_name: 'Berta',
  last_name: 'Blum',
  address: 'Blumenweg 1',
  zip: '80331',
  city: 'München',
  country: 'de',
  ...(uid ? { uid } : {}),
});

let keyCounter = 0;
const newKey = () => `vat-id-${Date.now()}-${++keyCounter}`;

describe.each(await databaseKinds())('VAT exemption of companies on %s', (kind) => {
  let server: TestServer;
  let vies: Awaited<ReturnType<typeof startVies>>;
  let tree: Product;

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: bearer(server.adminToken),
    });
  const order = (invoiceAddress: OrderAddress, extra: object = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { 'idempotency-key': newKey() },
      payload: {
        items: [{ item: tree._id, amount: 1 }],
        email: 'einkauf@blum.example',
        invoiceAddress,
        selectedPayment: 'prepayment',
        termsAccepted: true,
        ...extra,
      },
    });
  const quote = async (invoiceAddress: OrderAddress) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/api/v0/shop/checkout/quote',
        payload: { items: [{ item: tree._id, amount: 1 }], invoiceAddress },
      })
    ).json<QuoteAnswer>();

  beforeAll(async () => {
    vies = await startVies();
    server = await startTestServer(kind, {
      areaOptions: MANY_ORDERS,
      vies: { url: vies.url, requesterUid: 'ATU12345678', timeoutMs: 300 },
    });
    const config = (await admin('GET', '/api/v0/config/')).json()[0];
    const saved = await admin('PUT', '/api/v0/config/', {
      components: {
        ...config.components,
        shop: {
          ...config.components.shop,
          vat_groups: [{ uuid: 'pflanzen', rates: { at: 13, de: 7 } }],
          // Free shipping from 100 € in both countries: these orders are the tree alone.
          shipping_groups: [
            {
              uuid: 'paket',
              type: 'count',
              unit: [{ max: 100, costs: { at: 6.9, de: 9.9 } }],
              shipping_free_amount_treshhold: { at: 100, de: 100 },
            },
          ],
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    tree = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Apfelbaum Topaz',
        price: 139,
        vat_groups: ['pflanzen'],
        shipping_groups: ['paket'],
      })
    ).json<Product>();
    await admin('POST', '/api/v0/shop_stock/adjust', {
      product: tree._id,
      quantity: 100,
      reason: 'Inventur',
    });
  });
  afterAll(async () => {
    await server.close();
    await vies.close();
  });

  it('sells without VAT to a company abroad whose uid VIES confirms, and keeps the answer as proof', async () => {
    const response = await order(munich('DE 123 456 789'));
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json<Order>();
    // 139,00 € entered with Austria's 13 % are 123,01 € net; no VAT.
    expect(placed.totals).toMatchObject({ items: 123.01, vat_total: 0, total: 123.01, vat_exempt: true });
    const proof = {
      uid: 'DE123456789',
      valid: true,
      name: 'Gärtnerei Blum KG',
      date: '2026-11-25T10:15:00.000Z',
      request_identifier: 'WAPIAAAAZ2hUPMQ1',
    };
    expect(placed.vat_id_check).toEqual(proof);
    const [row] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, placed._id));
    expect(row!.vatIdCheck).toEqual(proof);
    // VIES was asked with the shop's own uid, so that it answers with a consultation number.
    expect(vies.requests).toContainEqual({
      countryCode: 'DE',
      vatNumber: '123456789',
      requesterMemberStateCode: 'AT',
      requesterNumber: 'U12345678',
    });
    expect((await admin('GET', `/api/v0/shop_order/${placed._id}`)).json<Order>().vat_id_check).toEqual(
      proof,
    );
  });

  it('charges German VAT when VIES does not know the uid, and keeps its answer', async () => {
    expect((await quote(munich('DE000000000'))).vat_id).toBe('refused');
    const placed = (await order(munich('DE000000000'))).json<Order>();
    // 123,0088 € net with Germany's 7 % are 131,62 €.
    expect(placed.totals).toMatchObject({ items: 131.62, vat_exempt: false, total: 131.62 });
    expect(placed.vat_id_check).toMatchObject({ uid: 'DE000000000', valid: false, name: null });
  });

  it('charges VAT when VIES cannot answer: member state down or no answer in time', async () => {
    for (const uid of ['DE999999999', 'DE111111111']) {
      const asked = await quote(munich(uid));
      expect(asked.vat_id).toBe('unavailable');
      expect(asked.totals).toMatchObject({ items: 131.62, vat_exempt: false });
      const placed = (await order(munich(uid))).json<Order>();
      expect(placed.totals.total).toBe(131.62);
      expect(placed.vat_id_check).toMatchObject({ uid, valid: null, request_identifier: null });
    }
  });

  it('asks VIES only for named companies abroad with a uid of their country', async () => {
    const before = vies.requests.length;
    const austrian = { ...munich('ATU12345678'), zip: '3500', city: 'Krems', country: 'at' };
    const atQuote = await quote(austrian);
    // An Austrian company is never exempt: 139,00 € as entered.
    expect(atQuote).toMatchObject({ vat_id: 'none', totals: { items: 139, vat_exempt: false } });
    expect((await quote(munich())).vat_id).toBe('none');
    expect(vies.requests.length).toBe(before);
  });

  it('refuses a company without a name and a uid of another country', async () => {
    const nameless = await order(munich('DE123456789', ''));
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe('Bitte geben Sie eine vollständige Rechnungsadresse an.');
    const foreignUid = await order(munich('ATU12345678'));
    expect(foreignUid.statusCode).toBe(400);
    expect(foreignUid.json().message).toBe(
      'Rechnungsadresse: Die UID muss eine gültige UID des Landes der Adresse sein (z. B. DE123456789 für Deutschland).',
    );
  });

  it('checks postcodes per country: Austria 4 digits, Germany 5 digits', async () => {
    const vienna = { ...munich(), type: 'person' as const, zip: '12', city: 'Wien', country: 'at' };
    const short = await order(vienna);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Rechnungsadresse: Die Postleitzahl hat in Österreich 4 Ziffern.');
    const letters = await order({ ...munich(), type: 'person', zip: 'ABCDE' });
    expect(letters.json().message).toBe('Rechnungsadresse: Die Postleitzahl hat in Deutschland 5 Ziffern.');
    const delivery = await order(
      { ...vienna, zip: '1010' },
      { alternate: true, shippingAddress: { ...munich(), type: 'person', zip: '8033' } },
    );
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json().message).toBe('Lieferadresse: Die Postleitzahl hat in Deutschland 5 Ziffern.');
    const count = (await admin('GET', '/api/v0/shop_order/?search=einkauf@blum.example')).json().total;
    expect(count).toBe(4); // only the orders of the tests before were placed
  });

  it('keeps the checkout location and the validity rule with the order', async () => {
    const placed = (
      await order({ ...munich(), type: 'person' }, { cc_location: '/checkout/3', completed: true })
    ).json<Order>();
    expect(placed).toMatchObject({ cc_location: '/checkout/3', completed: true });
    const incomplete = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/checkout/quote',
      payload: { items: [{ item: tree._id, amount: 1 }], invoiceAddress: { ...munich(), type: 'person' } },
    });
    // No e-mail and no payment yet: the spec's rule says the checkout is not complete.
    expect(incomplete.json<QuoteAnswer>().completed).toBe(false);
    const complete = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/checkout/quote',
      payload: {
        items: [{ item: tree._id, amount: 1 }],
        invoiceAddress: { ...munich(), type: 'person' },
        email: 'einkauf@blum.example',
        selectedPayment: 'prepayment',
      },
    });
    expect(complete.json<QuoteAnswer>().completed).toBe(true);
  });
});
