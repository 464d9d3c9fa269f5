import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import { invoiceDocuments } from '../invoice/table';
import type { Order } from '../shop-order/schemas';
import type { Product } from '../shop-product/schemas';
import type { AdminSearchResult } from './schemas';

describe.each(await databaseKinds())('admin search on %s', (kind) => {
  let server: TestServer;
  let order: Order;
  let hazel: Product;
  let pageId: string;
  const admin = adminCalls(() => server);
  const search = async (q: string) => {
    const response = await admin('GET', `/api/v0/admin/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<AdminSearchResult>();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    config.components.shop.vat_groups = [{ uuid: 'pflanzen', rates: { at: 13, de: 7 } }];
    config.components.shop.shipping_groups = [
      { uuid: 'paket', type: 'count', unit: [{ max: 100, costs: { at: 6.9, de: 9.9 } }] },
    ];
    expect((await admin('PUT', '/api/v0/config/', { components: config.components })).statusCode).toBe(200);
    hazel = (
      await admin('POST', '/api/v0/shop_product/', {
        title: "Zaubernuss 'Arnold Promise' 60–80 cm",
        price: 12.9,
        vat_groups: ['pflanzen'],
        shipping_groups: ['paket'],
      })
    ).json<Product>();
    await admin('POST', '/api/v0/shop_product/', {
      title: 'Felsenbirne Ballerina',
      price: 19.5,
      offline: true,
    });
    await admin('POST', '/api/v0/shop_stock/adjust', {
      product: hazel._id,
      quantity: 20,
      reason: 'Inventur',
    });
    const placed = await admin('POST', '/api/v0/shop_order/', {
      items: [{ item: hazel._id, amount: 2 }],
      email: 'hedwig.brunnbauer@example.at',
      invoiceAddress: {
        type: 'person',
        first_name: 'Hedwig',
        last_name: 'Brunnbauer',
        address: 'Kellergasse 3',
        zip: '3550',
        city: 'Langenlois',
        country: 'at',
      },
      selectedPayment: 'prepayment',
      termsAccepted: true,
    });
    expect(placed.statusCode).toBe(200);
    order = placed.json<Order>();
    const page = await admin('POST', '/api/v0/entry/', {
      title: 'Thujen richtig pflanzen',
      type: 'page',
      route: '/thujen-pflanzen',
      published: false,
    });
    expect(page.statusCode).toBe(201);
    pageId = page.json<{ _id: string }>()._id;
    await server.database.db.insert(invoiceDocuments).values([
      {
        type: 'invoice',
        number: 'RE-2026-0042',
        receiverName: 'Hedwig Brunnbauer',
        date: '2026-03-02',
        receiver: {} as never,
        data: {} as never,
        totals: {} as never,
      },
      // A draft has no number yet, and an offer is no invoice: neither is found by number.
      {
        type: 'invoice',
        number: null,
        receiverName: 'Entwurf 0042',
        date: '2026-03-03',
        receiver: {} as never,
        data: {} as never,
        totals: {} as never,
      },
      {
        type: 'offer',
        number: 'AN-2026-0042',
        receiverName: 'Hedwig Brunnbauer',
        date: '2026-03-01',
        receiver: {} as never,
        data: {} as never,
        totals: {} as never,
      },
    ]);
    // Seeding a catalogue, an order and a page takes a while on a busy machine.
  }, 180_000);
  afterAll(() => server?.close());

  it('finds an order by its number and by the customer name, with the total', async () => {
    const byNumber = await search(order.number);
    expect(byNumber.orders.total).toBe(1);
    expect(byNumber.orders.items[0]).toMatchObject({
      _id: order._id,
      number: order.number,
      name: 'Hedwig Brunnbauer',
      email: 'hedwig.brunnbauer@example.at',
    });
    // 2 × 12,90 € plus 6,90 € shipping.
    expect(byNumber.orders.items[0]!.total).toBe(32.7);
    const byName = await search('brunnbauer');
    expect(byName.orders.items.map((item) => item._id)).toEqual([order._id]);
    // Invoices are found by their number only.
    expect(byName.invoices).toEqual({ items: [], total: 0 });
    expect((await search('re-2026')).invoices).toEqual({
      items: [
        expect.objectContaining({ number: 'RE-2026-0042', type: 'invoice', receiver: 'Hedwig Brunnbauer' }),
      ],
      total: 1,
    });
  });

  it('finds products (offline ones too), customers and unpublished pages', async () => {
    const hazels = await search('zaubernuss');
    expect(hazels.products).toEqual({
      items: [{ _id: hazel._id, title: "Zaubernuss 'Arnold Promise' 60–80 cm", price: 12.9, offline: false }],
      total: 1,
    });
    expect((await search('felsenbirne')).products.items).toEqual([
      expect.objectContaining({ title: 'Felsenbirne Ballerina', offline: true }),
    ]);
    expect((await search('Thujen')).pages).toEqual({
      items: [{ _id: pageId, title: 'Thujen richtig pflanzen', route: '/thujen-pflanzen', published: false }],
      total: 1,
    });
    const customers = await search('kunde@garten');
    expect(customers.customers.items).toEqual([expect.objectContaining({ handle: 'kunde@gartenwerk.test' })]);
    expect(customers.customers.total).toBe(1);
  });

  it('finds invoices by number only once issued, and answers empty groups for no hit', async () => {
    expect((await search('0042')).invoices.items.map((item) => item.number)).toEqual(['RE-2026-0042']);
    expect(await search('Zypresse')).toEqual({
      orders: { items: [], total: 0 },
      products: { items: [], total: 0 },
      customers: { items: [], total: 0 },
      pages: { items: [], total: 0 },
      invoices: { items: [], total: 0 },
      accounting_customers: { items: [], total: 0 },
      vendors: { items: [], total: 0 },
    });
    // LIKE's wildcards are plain characters.
    expect((await search('%_')).orders.total).toBe(0);
  });

  it('finds the accounting’s customers and vendors by name and e-mail', async () => {
    const customer = (
      await admin('POST', '/api/v1/invoice/customer/', {
        type: 'company',
        company: 'Gärtnerei Lindenhof',
        email: 'einkauf@lindenhof.example',
      })
    ).json<{ _id: string }>();
    const vendor = (
      await admin('POST', '/api/v1/invoice/vendor/', { type: 'company', company: 'Baumschule Lindenhof' })
    ).json<{ _id: string }>();
    const found = await search('Lindenhof');
    expect(found.accounting_customers).toEqual({
      items: [{ _id: customer._id, name: 'Gärtnerei Lindenhof', email: 'einkauf@lindenhof.example' }],
      total: 1,
    });
    expect(found.vendors).toEqual({
      items: [{ _id: vendor._id, name: 'Baumschule Lindenhof', email: '' }],
      total: 1,
    });
    expect((await search('einkauf@linden')).accounting_customers.total).toBe(1);
  });

  it('shows at most five hits a group and counts them all', async () => {
    for (let index = 1; index <= 7; index += 1)
      await admin('POST', '/api/v0/shop_product/', { title: `Buchs Kugel ${index}`, price: 10 + index });
    const found = await search('Buchs Kugel');
    expect(found.products.items).toHaveLength(5);
    expect(found.products.total).toBe(7);
  });

  it('refuses texts too short or too long with a message, in the language asked for', async () => {
    const short = await admin('GET', '/api/v0/admin/search?q=%20a%20');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Bitte mindestens 2 Zeichen eingeben.',
    });
    const english = await call(server, 'GET', '/api/v0/admin/search?q=a', undefined, server.adminToken, {
      'accept-language': 'en',
    });
    expect(english.json()).toMatchObject({ message: 'Please enter at least 2 characters.' });
    const missing = await admin('GET', '/api/v0/admin/search');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('q');
    const long = await admin('GET', `/api/v0/admin/search?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('must NOT have more than 100 characters');
  });

  it('is for admins only: a customer and a guest get C100', async () => {
    const customer = await call(
      server,
      'GET',
      '/api/v0/admin/search?q=Zaubernuss',
      undefined,
      server.userToken,
    );
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ code: 'C100' });
    const guest = await call(server, 'GET', '/api/v0/admin/search?q=Zaubernuss');
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({ code: 'C100' });
  });
});
