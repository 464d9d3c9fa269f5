import { NO_PAYMENT_SELECTED_MESSAGE, TERMS_NOT_ACCEPTED_MESSAGE } from '@gartenwerk/domain';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../../../test/pdf-text';
import { bearer, call, MANY_ORDERS, startTestServer, type TestServer } from '../../../test/support';
import type { CurrentUser } from '../../core/guard';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import { shopStock, shopStockMovements } from '../shop-stock/table';
import { shopVouchers } from '../shop-voucher/table';
import type { Order, PlaceOrderInput } from './schemas';
import { placeOrder } from './service';
import { shopOrders } from './table';

const address = {
  type: 'person' as const,
  first_name: 'Anna',
  last_name: 'Gruber',
  address: 'Hauptstraße 5',
  zip: '3500',
  city: 'Krems',
  country: 'at',
};

describe.each(await databaseKinds())('orders and stock on %s', (kind) => {
  let server: TestServer;
  let customer: CurrentUser;
  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    customer = (
      await call(server, 'GET', '/api/v0/auth/current', undefined, server.userToken)
    ).json<CurrentUser>();
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    config.components.shop.vat_groups = [{ uuid: 'pflanzen', rates: { at: 13, de: 7 } }];
    config.components.shop.shipping_groups = [
      { uuid: 'paket', type: 'count', unit: [{ max: 1000, costs: { at: 6.9, de: 9.9 } }] },
    ];
    const saved = await call(
      server,
      'PUT',
      '/api/v0/config/',
      { components: config.components },
      server.adminToken,
    );
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: bearer(server.adminToken),
    });

  async function productWithStock(title: string, price: number, stock: number, extra: object = {}) {
    const product = (
      await admin('POST', '/api/v0/shop_product/', {
        title,
        price,
        vat_groups: ['pflanzen'],
        shipping_groups: ['paket'],
        ...extra,
      })
    ).json<Product>();
    const adjusted = await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      quantity: stock,
      reason: 'Inventur',
    });
    expect(adjusted.statusCode).toBe(200);
    return product;
  }

  const order = (items: PlaceOrderInput['items'], extra: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    items,
    email: 'Anna.Gruber@example.at',
    invoiceAddress: address,
    selectedPayment: 'prepayment',
    termsAccepted: true,
    ...extra,
  });

  const stockOf = async (productId: string, variant = '') =>
    (await server.database.db.select().from(shopStock).where(eq(shopStock.productId, productId))).find(
      (row) => row.variant === variant,
    )?.quantity;

  it('sells exactly the 10 pieces in stock to 100 customers ordering at once', async () => {
    const product = await productWithStock("Thuja 'Smaragd' 80–100 cm", 12.9, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        placeOrder(server.database.db, order([{ item: product._id, amount: 1 }]), customer, {
          vatIds: server.app.vatIds,
        }).then((result) => result.order),
      ),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const error of refused) {
      expect(error).toMatchObject({
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: "Nicht genügend Lagerbestand für „Thuja 'Smaragd' 80–100 cm“.",
      });
    }
    expect(await stockOf(product._id)).toBe(0);
    const movements = await server.database.db
      .select()
      .from(shopStockMovements)
      .where(eq(shopStockMovements.productId, product._id));
    expect(movements.filter((movement) => movement.reason === 'order')).toHaveLength(10);
    const orders = (await server.database.db.select().from(shopOrders)).filter((row) =>
      row.data.items.some((item) => item.item === product._id),
    );
    expect(orders).toHaveLength(10);
  });

  it('prices on the server with the domain rules and ignores prices the client sends', async () => {
    const product = await productWithStock('Kirschlorbeer Novita 60–80 cm', 12.9, 50);
    const response = await admin('POST', '/api/v0/shop_order/', {
      ...order([{ item: product._id, amount: 3, price: 0.01 } as never]),
      owner: customer._id,
      total: 1,
    });
    expect(response.statusCode).toBe(200);
    const placed = response.json<Order>();
    expect(placed).toMatchObject({
      status: 'open',
      perm: { owner: customer._id },
      email: 'anna.gruber@example.at',
      items: [{ item: product._id, amount: 3, price: 12.9, total: 38.7, vat_rate: 13 }],
      totals: {
        items: 38.7,
        discount: 0,
        shipping: 6.9,
        // shipping carries the goods' 13 %: 45,60 / 1,13 = 40,354 → 40,35
        net: 40.35,
        vat: [{ rate: 13, net: 40.35, vat: 5.25, gross: 45.6 }],
        total: 45.6,
        vat_country: 'at',
      },
      total: 45.6,
      payed: false,
      shipped: false,
    });
    expect(await stockOf(product._id)).toBe(47);
  });

  it('refuses an oversell and leaves stock and orders as they were', async () => {
    const product = await productWithStock('Hainbuche 100–125 cm', 3.2, 5, {
      variants: [{ key: '125-150', value: '125–150 cm' }],
    });
    await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      variant: '125-150',
      quantity: 2,
      reason: 'Lieferung',
    });
    const before = (await server.database.db.select().from(shopOrders)).length;
    const refused = await admin(
      'POST',
      '/api/v0/shop_order/',
      order([
        { item: product._id, amount: 5 },
        { item: product._id, amount: 3, variant: '125-150' },
      ]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'OUT_OF_STOCK',
      message: 'Nicht genügend Lagerbestand für „Hainbuche 100–125 cm (125-150)“.',
    });
    expect(await stockOf(product._id)).toBe(5);
    expect(await stockOf(product._id, '125-150')).toBe(2);
    expect(await server.database.db.select().from(shopOrders)).toHaveLength(before);

    const unknownVariant = await admin(
      'POST',
      '/api/v0/shop_order/',
      order([{ item: product._id, amount: 1, variant: 'xl' }]),
    );
    expect(unknownVariant.json()).toMatchObject({
      statusCode: 400,
      message: 'Diese Variante von „Hainbuche 100–125 cm“ gibt es nicht.',
    });
  });

  it('refuses incomplete checkouts with the spec’s messages', async () => {
    const product = await productWithStock('Liguster 60–80 cm', 2.5, 5);
    const noTerms = await admin(
      'POST',
      '/api/v0/shop_order/',
      order([{ item: product._id, amount: 1 }], { termsAccepted: false }),
    );
    expect(noTerms.json()).toMatchObject({ statusCode: 400, message: TERMS_NOT_ACCEPTED_MESSAGE });
    const noPayment = await admin(
      'POST',
      '/api/v0/shop_order/',
      order([{ item: product._id, amount: 1 }], { selectedPayment: '' }),
    );
    expect(noPayment.json()).toMatchObject({ statusCode: 400, message: NO_PAYMENT_SELECTED_MESSAGE });
    const unknownPayment = await admin(
      'POST',
      '/api/v0/shop_order/',
      order([{ item: product._id, amount: 1 }], { selectedPayment: 'bitcoin' }),
    );
    expect(unknownPayment.json()).toMatchObject({
      statusCode: 400,
      message: 'Diese Zahlungsart ist für diese Bestellung nicht verfügbar.',
    });
    const noItems = await admin('POST', '/api/v0/shop_order/', order([]));
    expect(noItems.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    const offline = (
      await admin('POST', '/api/v0/shop_product/', { title: 'Ausverkauft', price: 5, offline: true })
    ).json<Product>();
    const notSellable = await admin('POST', '/api/v0/shop_order/', order([{ item: offline._id, amount: 1 }]));
    expect(notSellable.json()).toMatchObject({
      statusCode: 400,
      message: 'Das Produkt „Ausverkauft“ ist derzeit nicht bestellbar.',
    });
    expect(await stockOf(product._id)).toBe(5);
  });

  it('lets owners read their own orders only and admins all; writes are for admins', async () => {
    const product = await productWithStock('Eibe 40–60 cm', 19.9, 5);
    const { order: own } = await placeOrder(
      server.database.db,
      order([{ item: product._id, amount: 1 }]),
      customer,
      { vatIds: server.app.vatIds },
    );
    const foreign = (
      await admin('POST', '/api/v0/shop_order/', order([{ item: product._id, amount: 1 }]))
    ).json<Order>();
    const asUser = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: bearer(server.userToken) });

    const mine = (await asUser('GET', '/api/v0/shop_order/')).json<{ items: Order[] }>();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item) => item.perm.owner === customer._id)).toBe(true);
    expect((await asUser('GET', `/api/v0/shop_order/${own._id}`)).json()).toMatchObject({ _id: own._id });
    expect((await asUser('GET', `/api/v0/shop_order/${foreign._id}`)).json()).toMatchObject({
      statusCode: 403,
      code: 'C100',
    });
    expect((await call(server, 'GET', '/api/v0/shop_order/')).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['PUT', '/api/v0/shop_order/', { _id: own._id, tags: ['x'] }],
      ['DELETE', `/api/v0/shop_order/${own._id}`, undefined],
      ['PUT', '/api/v0/shop/markShipped/', { _id: own._id }],
      ['PUT', '/api/v0/shop/markPayed/', { _id: own._id }],
      ['POST', '/api/v0/shop_stock/adjust', { product: product._id, delta: 5, reason: 'x' }],
      ['GET', '/api/v0/shop_stock/', undefined],
    ] as const) {
      const response = await asUser(method, url, payload as object | undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'C100' });
    }
    const all = (await admin('GET', '/api/v0/shop_order/')).json<{ items: Order[] }>();
    expect(all.items.map((item) => item._id)).toEqual(expect.arrayContaining([own._id, foreign._id]));
  });

  it('marks an order shipped and paid, mails the customer each time and completes it', async () => {
    const product = await productWithStock('Rose Gloria Dei', 14.9, 5);
    const placed = (
      await admin('POST', '/api/v0/shop_order/', order([{ item: product._id, amount: 2 }]))
    ).json<Order>();
    const shipped = await admin('PUT', '/api/v0/shop/markShipped/', { _id: placed._id });
    expect(shipped.json()).toMatchObject({ shipped: true, payed: false, status: 'partial' });
    const [mail] = await server.database.db.select().from(outbox).orderBy(desc(outbox.created)).limit(1);
    expect(mail).toMatchObject({ to: 'anna.gruber@example.at', template: 'orderShipped' });
    expect(mail!.subject).toBe(`Ihre Bestellung ${placed.number} ist unterwegs`);
    expect(mail!.text).toContain('Hallo Anna Gruber');

    const payed = await admin('PUT', '/api/v0/shop/markPayed/', { _id: placed._id });
    expect(payed.json()).toMatchObject({ shipped: true, payed: true, status: 'complete' });
    // Paid and shipped: the payment's mail, then the invoice with its PDF.
    const [invoiceMail, paidMail] = await server.database.db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.created))
      .limit(2);
    expect(paidMail).toMatchObject({
      template: 'orderPaid',
      subject: `Zahlungseingang für Ihre Bestellung ${placed.number}`,
    });
    // 2 × 14,90 plus 6,90 shipping.
    expect(paidMail!.text).toContain('€ 36,70');
    expect(invoiceMail).toMatchObject({ to: 'anna.gruber@example.at', template: 'invoiceDocument' });
    expect(invoiceMail!.text).toMatch(/\[Rechnung-RE-\d{4}-\d{5}\.pdf\]/);

    expect((await admin('PUT', '/api/v0/shop/markShipped/', { _id: 'gibtsnicht' })).statusCode).toBe(404);
  });

  it('finds orders by number, name or e-mail, by customer and status, a page at a time', async () => {
    const product = await productWithStock('Liguster 60–80 cm', 4.5, 20);
    const { order: mine } = await placeOrder(
      server.database.db,
      order([{ item: product._id, amount: 1 }], {
        email: 'berta.huber@example.at',
        invoiceAddress: {
          ...address,
          first_name: 'Berta',
          last_name: 'Huber',
          company: 'Gärten 100% Huber_',
        },
      }),
      customer,
      { vatIds: server.app.vatIds },
    );
    const other = (
      await admin('POST', '/api/v0/shop_order/', order([{ item: product._id, amount: 2 }]))
    ).json<Order>();
    const ids = async (query: string) =>
      (await admin('GET', `/api/v0/shop_order/?${query}`)).json<{ items: Order[]; total: number }>();

    expect((await ids('search=berta%20HUBER')).items.map((item) => item._id)).toEqual([mine._id]);
    expect((await ids('search=BERTA.huber@')).items.map((item) => item._id)).toEqual([mine._id]);
    expect((await ids(`search=${other._id.slice(2, 12)}`)).items.map((item) => item._id)).toEqual([
      other._id,
    ]);
    // LIKE wildcards are taken literally.
    expect((await ids('search=100%25%20Huber_')).items.map((item) => item._id)).toEqual([mine._id]);
    expect((await ids('search=100%25%20Hubers')).total).toBe(0);

    const byCustomer = await ids(`owner=${customer._id}&limit=1&skip=0`);
    expect(byCustomer.items).toHaveLength(1);
    expect(byCustomer.total).toBeGreaterThan(1);
    expect(byCustomer.items[0]).toMatchObject({ _id: mine._id, perm: { owner: customer._id } });
    const secondPage = await ids(`owner=${customer._id}&limit=1&skip=1`);
    expect(secondPage.items[0]!._id).not.toBe(mine._id);
    expect(secondPage.items[0]!.perm.owner).toBe(customer._id);

    await admin('PUT', '/api/v0/shop/markPayed/', { _id: mine._id });
    const partial = await ids('status=partial&search=berta');
    expect(partial.items.map((item) => item._id)).toEqual([mine._id]);
    expect((await ids('status=open&search=berta')).total).toBe(0);
  });

  it('sorts the list by number, total or e-mail, either way, and refuses an unknown sort', async () => {
    const product = await productWithStock('Thuje Smaragd 80–100 cm', 10, 50);
    const placed = [];
    for (const [email, amount] of [
      ['sort.c@example.at', 1],
      ['sort.a@example.at', 3],
      ['sort.b@example.at', 2],
    ] as const) {
      placed.push(
        (
          await admin('POST', '/api/v0/shop_order/', order([{ item: product._id, amount }], { email }))
        ).json<Order>(),
      );
    }
    const emails = async (sort: string) =>
      (await admin('GET', `/api/v0/shop_order/?search=sort.&sort=${sort}`))
        .json<{ items: Order[] }>()
        .items.map((item) => item.email);

    expect(await emails('email')).toEqual(['sort.a@example.at', 'sort.b@example.at', 'sort.c@example.at']);
    expect(await emails('-email')).toEqual(['sort.c@example.at', 'sort.b@example.at', 'sort.a@example.at']);
    // 3, 2 and 1 Thujen at 10 euros each, plus the same shipping.
    expect(await emails('-total')).toEqual(['sort.a@example.at', 'sort.b@example.at', 'sort.c@example.at']);
    // Numbers count up in the order the orders came.
    expect(await emails('number')).toEqual(placed.map((item) => item.email));
    expect((await admin('GET', '/api/v0/shop_order/?sort=secret')).statusCode).toBe(400);
  });

  it('prints an order as a PDF for admins and its owner only', async () => {
    const product = await productWithStock("Kirschlorbeer 'Genolia' 100–125 cm", 39.9, 10);
    const { order: placed } = await placeOrder(
      server.database.db,
      order([{ item: product._id, amount: 3, variant: undefined }], {
        alternate: true,
        shippingAddress: {
          ...address,
          first_name: 'Franz',
          address: 'Gartengasse 7',
          zip: '3550',
          city: 'Langenlois',
        },
        comment: 'Bitte vor 10 Uhr liefern',
      }),
      customer,
      { vatIds: server.app.vatIds },
    );
    await admin('PUT', '/api/v0/shop/markPayed/', { _id: placed._id });

    const response = await admin('GET', `/api/v0/shop_order/${placed._id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(`Bestellung ${placed.number}`);
    expect((await pdfFonts(response.rawPayload)).map(({ embedded }) => embedded)).toEqual([true, true]);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Bestellung ${placed.number}`);
    // The seller, from the configured company.
    for (const line of [
      'Gartenwerk Baumschule GmbH',
      'Gärtnerweg 1',
      '3500 Krems an der Donau',
      'UID: ATU00000000',
    ])
      expect(text).toContain(line);
    // The Vienna day, padded: 01.03.2026.
    const viennaDay = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', dateStyle: 'medium' });
    expect(text).toContain(`Bestelldatum: ${viennaDay.format(new Date(placed.created))}`);
    for (const line of [
      'Anna Gruber',
      'Hauptstraße 5',
      '3500 Krems',
      'Franz Gruber',
      'Gartengasse 7',
      '3550 Langenlois',
      // The country by its name, not its code.
      'Österreich',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/^AT$/m);
    expect(text).toContain("Kirschlorbeer 'Genolia' 100–125 cm");
    // 3 × 39,90 = 119,70 with 13 % VAT, 6,90 shipping: 126,60.
    expect(text).toContain('€ 39,90');
    expect(text).toContain('€ 119,70');
    expect(text).toContain('13 %');
    expect(text).toContain('€ 6,90');
    expect(text).toContain(`USt. 13 %`);
    // Untaxed shipping adds no 0 % line.
    expect(text).not.toContain('USt. 0 %');
    expect(text).toContain('€ 126,60');
    expect(placed.total).toBe(126.6);
    expect(text).toContain('Zahlungsart: Vorkasse');
    expect(text).toContain('Anmerkung: Bitte vor 10 Uhr liefern');
    expect(text).toMatch(/Bezahlt am /);

    const asOwner = await call(
      server,
      'GET',
      `/api/v0/shop_order/${placed._id}/pdf`,
      undefined,
      server.userToken,
    );
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['content-type']).toBe('application/pdf');

    const foreign = (
      await admin('POST', '/api/v0/shop_order/', order([{ item: product._id, amount: 1 }]))
    ).json<Order>();
    const asStranger = await call(
      server,
      'GET',
      `/api/v0/shop_order/${foreign._id}/pdf`,
      undefined,
      server.userToken,
    );
    expect(asStranger.statusCode).toBe(403);
    expect(asStranger.json()).toMatchObject({ code: 'C100' });
    const asGuest = await call(server, 'GET', `/api/v0/shop_order/${placed._id}/pdf`);
    expect(asGuest.statusCode).toBe(403);
    expect((await admin('GET', '/api/v0/shop_order/gibtsnicht/pdf')).statusCode).toBe(404);
  });

  it('turns a paid voucher product into a voucher of its price', async () => {
    const voucherProduct = (
      await admin('POST', '/api/v0/shop_product/', { title: 'Gutschein 50 €', price: 50, type: 'voucher' })
    ).json<Product>();
    const placed = (
      await admin('POST', '/api/v0/shop_order/', order([{ item: voucherProduct._id, amount: 2 }]))
    ).json<Order>();
    await admin('PUT', '/api/v0/shop/markPayed/', { _id: placed._id });
    await admin('PUT', '/api/v0/shop/markPayed/', { _id: placed._id });
    const vouchers = await server.database.db
      .select()
      .from(shopVouchers)
      .where(eq(shopVouchers.orderId, placed._id));
    expect(vouchers.map((voucher) => [voucher.valueCents, voucher.remainingCents])).toEqual([
      [5000, 5000],
      [5000, 5000],
    ]);
    expect(vouchers[0]!.code).toMatch(/^GW-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('keeps stock with reasons: adjustments, the movement history, low stock, and orders removed', async () => {
    const product = await productWithStock('Buchsbaum Kugel', 24.9, 3);
    const negative = await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      delta: -4,
      reason: 'Bruch',
    });
    expect(negative.json()).toEqual({
      statusCode: 409,
      code: 'NEGATIVE_STOCK',
      message: 'Der Lagerbestand darf nicht negativ werden.',
    });
    const both = await admin('POST', '/api/v0/shop_stock/adjust', {
      product: product._id,
      delta: 1,
      quantity: 2,
      reason: 'x',
    });
    expect(both.statusCode).toBe(400);
    const noReason = await admin('POST', '/api/v0/shop_stock/adjust', { product: product._id, delta: 1 });
    expect(noReason.json()).toMatchObject({
      statusCode: 400,
      message: "body must have required property 'reason'",
    });
    await admin('POST', '/api/v0/shop_stock/adjust', { product: product._id, delta: -1, reason: 'Bruch' });

    const placed = (
      await admin('POST', '/api/v0/shop_order/', order([{ item: product._id, amount: 2 }]))
    ).json<Order>();
    expect(await stockOf(product._id)).toBe(0);
    const low = (await admin('GET', '/api/v0/shop_stock/?below=1')).json<{
      items: Array<{ product: string }>;
    }>();
    expect(low.items.map((item) => item.product)).toContain(product._id);

    expect((await admin('DELETE', `/api/v0/shop_order/${placed._id}`)).statusCode).toBe(200);
    expect(await stockOf(product._id)).toBe(2);
    const history = (await admin('GET', `/api/v0/shop_stock/movements?product=${product._id}`)).json<{
      items: Array<{ delta: number; quantity: number; reason: string; user: string | null }>;
    }>();
    expect(history.items.map(({ delta, quantity, reason }) => [delta, quantity, reason])).toEqual([
      [2, 2, 'order removed'],
      [-2, 0, 'order'],
      [-1, 2, 'Bruch'],
      [3, 3, 'Inventur'],
    ]);
    expect(history.items.every((item) => typeof item.user === 'string')).toBe(true);
  });

  it('asks for the additional conditions and refuses pickup as the shop settings say', async () => {
    const product = await productWithStock('Eibe 40–60 cm', 9.9, 5);
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    const shop = {
      ...config.components.shop,
      pickup: { enabled: false, location: '' },
      additional_conditions: { enabled: true, text: 'Pflanzen werden wurzelnackt geliefert.' },
    };
    const saved = await admin('PUT', '/api/v0/config/', { components: { ...config.components, shop } });
    expect(saved.statusCode).toBe(200);
    try {
      const line = [{ item: product._id, amount: 1 }];
      const unaccepted = await admin('POST', '/api/v0/shop_order/', order(line));
      expect(unaccepted.json()).toMatchObject({
        statusCode: 400,
        message: 'Bitte stimmen Sie den zusätzlichen Bedingungen zu.',
      });
      const pickup = await admin(
        'POST',
        '/api/v0/shop_order/',
        order(line, { specialConditionsAccepted: true, shippingMethod: 'pickup' }),
      );
      expect(pickup.json()).toMatchObject({
        statusCode: 400,
        message: 'Eine Abholung ist derzeit nicht möglich.',
      });
      const shipped = await admin(
        'POST',
        '/api/v0/shop_order/',
        order(line, { specialConditionsAccepted: true, shippingMethod: 'shipping' }),
      );
      expect(shipped.statusCode).toBe(200);
    } finally {
      await admin('PUT', '/api/v0/config/', { components: config.components });
    }
  });

  describe('the set of a set product', () => {
    let thuja: Product;
    let apple: Product;
    let hedgeSet: Product;
    beforeAll(async () => {
      thuja = await productWithStock('Thuja Brabant', 19.9, 50);
      apple = await productWithStock("Apfel 'Topaz'", 49.9, 50);
      hedgeSet = await productWithStock('Heckenset Sichtschutz', 89, 20, {
        type: 'set',
        slots: [{ product: thuja._id }, { product: apple._id }],
      });
      // A shop mailbox, for the notification mail.
      const saved = await admin('PUT', '/api/v0/config/', {
        mail: {
          mailboxes: [{ uuid: 'laden', name: 'Laden', email: 'laden@gartenwerk.test' }],
          DEFAULT_SYSTEM_MAILBOX: 'laden',
        },
      });
      expect(saved.statusCode).toBe(200);
    });
    const customerCall = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      server.app.inject({
        method,
        url,
        ...(payload !== undefined ? { payload: payload as object } : {}),
        headers: {
          ...bearer(server.userToken),
          'idempotency-key': `set-${Math.random().toString(36).slice(2)}`,
        },
      });

    it('keeps the set on the order line and shows it in the answers, the mail and the PDF', async () => {
      const set = {
        order: { [apple._id]: 2, [thuja._id]: 1 },
        customization: { [thuja._id]: { Form: 'Kegel', Bindung: true } },
      };
      const placed = await customerCall(
        'POST',
        '/api/v0/shop_order/',
        order([{ item: hedgeSet._id, amount: 2, set, order_desc: 'für den Vorgarten' }], {
          newsletter: true,
        }),
      );
      expect(placed.statusCode, placed.body).toBe(200);
      const titles = { [thuja._id]: 'Thuja Brabant', [apple._id]: "Apfel 'Topaz'" };
      const expectedItem = { item: hedgeSet._id, amount: 2, set, set_titles: titles };
      const answer = placed.json<Order>();
      expect(answer.items[0]).toMatchObject(expectedItem);
      expect(
        (await customerCall('GET', `/api/v0/shop_order/${answer._id}`)).json<Order>().items[0],
      ).toMatchObject(expectedItem);
      expect((await admin('GET', `/api/v0/shop_order/${answer._id}`)).json<Order>().items[0]).toMatchObject(
        expectedItem,
      );
      const [row] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, answer._id));
      expect(row!.data.items[0]).toMatchObject(expectedItem);

      const parts = "Thuja Brabant (Form: Kegel, Bindung); Apfel 'Topaz'";
      const mails = await server.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.template, 'orderConfirmation'));
      const mail = mails.find((candidate) => candidate.text.includes(answer._id))!;
      expect(mail.text).toContain(`Zusammenstellung: ${parts}`);
      expect(mail.text).toContain('Anmerkung: für den Vorgarten');
      expect(mail.text).not.toContain('{"');
      expect(mail.text).not.toContain('Newsletter');
      // The shop's notification names the newsletter wish; the box started the double opt-in.
      const notifications = await server.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.template, 'orderNotification'));
      const notification = notifications.find((candidate) => candidate.text.includes(answer._id))!;
      expect(notification.text).toContain('Newsletter gewünscht (Bestätigungs-Mail gesendet)');
      const confirmations = await server.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.template, 'newsletterConfirm'));
      expect(confirmations.map((candidate) => candidate.to)).toContain(answer.email);
      expect(notification.text).toContain(`Zusammenstellung: ${parts}`);

      const pdf = await pdfText((await admin('GET', `/api/v0/shop_order/${answer._id}/pdf`)).rawPayload);
      expect(pdf).toContain('Zusammenstellung: Thuja Brabant (Form: Kegel, Bindung);');
      expect(pdf).toContain('Anmerkung: für den Vorgarten');
    });

    it('refuses a set naming products that are not of the set, or a malformed one, with 400', async () => {
      const cases: Array<[PlaceOrderInput['items'], string]> = [
        [
          [{ item: hedgeSet._id, amount: 1, set: { order: { [hedgeSet._id]: 1 } } }],
          'Die Zusammenstellung von „Heckenset Sichtschutz“ nennt Produkte, die nicht zu diesem Set gehören.',
        ],
        [
          [{ item: hedgeSet._id, amount: 1, set: { customization: { 'gibt-es-nicht': 'rot' } } }],
          'Die Zusammenstellung von „Heckenset Sichtschutz“ nennt Produkte, die nicht zu diesem Set gehören.',
        ],
        [
          [{ item: thuja._id, amount: 1, set: { order: { [apple._id]: 1 } } }],
          'Die Zusammenstellung von „Thuja Brabant“ nennt Produkte, die nicht zu diesem Set gehören.',
        ],
        [
          [{ item: hedgeSet._id, amount: 1, set: { order: { [thuja._id]: 'erst' } } as never }],
          `body/items/0/set/order/${thuja._id} must be integer`,
        ],
      ];
      for (const [items, message] of cases) {
        const response = await customerCall('POST', '/api/v0/shop_order/', order(items));
        expect(response.statusCode, message).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
        const quoted = await customerCall('POST', '/api/v0/shop/checkout/quote', { items });
        expect(quoted.statusCode, message).toBe(400);
        expect(quoted.json()).toMatchObject({ message });
      }
      expect(await stockOf(hedgeSet._id)).toBe(18);
    });
  });
});
