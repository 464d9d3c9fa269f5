import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, MANY_ORDERS, startTestServer, type TestServer } from '../../../test/support';
import { migrationsFolder, PGLITE_OPTIONS } from '../../core/db';
import * as schema from '../../core/schema';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import type { Order } from './schemas';
import { shopOrderNumbers, shopOrders } from './table';

const address = {
  type: 'person' as const,
  first_name: 'Lena',
  last_name: 'Wimmer',
  address: 'Donaulände 3',
  zip: '3500',
  city: 'Krems',
  country: 'at',
};

describe.each(await databaseKinds())('order numbers on %s', (kind) => {
  let server: TestServer;
  let product: Product;
  const year = new Date().getFullYear();
  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
    config.components.shop.bank_details = {
      account_holder: 'Gartenwerk Baumschule GmbH',
      iban: 'AT61 1904 3002 3457 3201',
      bic: 'BKAUATWW',
      bank: 'Bank Austria',
    };
    await call(server, 'PUT', '/api/v0/config/', { components: config.components }, server.adminToken);
    product = (
      await call(
        server,
        'POST',
        '/api/v0/shop_product/',
        { title: 'Hainbuche 100–125 cm', price: 3.2 },
        server.adminToken,
      )
    ).json<Product>();
  });
  afterAll(() => server.close());

  const placeAsGuest = (key: string, amount = 1) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { 'idempotency-key': key },
      payload: {
        items: [{ item: product._id, amount }],
        email: 'lena@example.at',
        invoiceAddress: address,
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });

  it('numbers 20 orders placed at once 1 to 20 of the year, none twice and none skipped', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => placeAsGuest(`parallel-order-${index}`)),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const numbers = answers.map((answer) => answer.json<Order>().number).sort();
    expect(numbers).toEqual([
      `${year}-00001`,
      `${year}-00002`,
      `${year}-00003`,
      `${year}-00004`,
      `${year}-00005`,
      `${year}-00006`,
      `${year}-00007`,
      `${year}-00008`,
      `${year}-00009`,
      `${year}-00010`,
      `${year}-00011`,
      `${year}-00012`,
      `${year}-00013`,
      `${year}-00014`,
      `${year}-00015`,
      `${year}-00016`,
      `${year}-00017`,
      `${year}-00018`,
      `${year}-00019`,
      `${year}-00020`,
    ]);
    // The numbers follow the order the orders were stored in.
    const stored = await server.database.db
      .select({ number: shopOrders.number })
      .from(shopOrders)
      .orderBy(asc(shopOrders.created), asc(shopOrders.number));
    expect(stored.map((row) => row.number)).toEqual(numbers);
  });

  it('hands back the number of an order whose transaction is rolled back: the next one follows without a gap', async () => {
    // The same key sent twice at once: one request places the order, the other's insert fails after it
    // took a number (the key is unique) and answers the first one's order.
    const [first, second] = await Promise.all([
      placeAsGuest('same-key-twice'),
      placeAsGuest('same-key-twice'),
    ]);
    expect(first.json<Order>()._id).toBe(second.json<Order>()._id);
    expect(first.json<Order>().number).toBe(`${year}-00021`);
    const refused = await placeAsGuest('refused-order-0', 0);
    expect(refused.statusCode).toBe(400);
    const next = await placeAsGuest('after-refused-0');
    expect(next.json<Order>().number).toBe(`${year}-00022`);
    const [counter] = await server.database.db.select().from(shopOrderNumbers);
    expect(counter).toEqual({ year, last: 22 });
  });

  it('is the bank-transfer reference and the number in the mails, the PDF name and the order list search', async () => {
    const placed = (await placeAsGuest('reference-order-1')).json<Order>();
    expect(placed.number).toBe(`${year}-00023`);
    const mails = await server.database.db.select().from(outbox);
    const confirmation = mails.find(
      (mail) => mail.template === 'orderConfirmation' && mail.subject.includes(placed.number),
    );
    expect(confirmation?.subject).toBe(`Ihre Bestellung ${year}-00023 bei Gartenwerk`);
    expect(confirmation?.text).toContain(`unter Angabe der Bestellnummer ${year}-00023 auf unser Konto`);
    expect(confirmation?.text).not.toContain(placed._id);
    expect(confirmation?.text).toContain(
      'Rechnungsadresse:\nLena Wimmer\nDonaulände 3\n3500 Krems\nÖsterreich',
    );
    // The seed made the first admin's address the shop's mailbox.
    expect(
      mails
        .filter((mail) => mail.template === 'orderNotification' && mail.subject.includes(placed.number))
        .map((mail) => ({ to: mail.to, subject: mail.subject })),
    ).toEqual([{ to: 'chefin@gartenwerk.test', subject: `Neue Bestellung ${year}-00023 über € 3,20` }]);
    const pdf = await call(
      server,
      'GET',
      `/api/v0/shop_order/${placed._id}/pdf`,
      undefined,
      server.adminToken,
    );
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="bestellung-${year}-00023.pdf"`);
    const found = await call(
      server,
      'GET',
      `/api/v0/shop_order/?search=${year}-00023`,
      undefined,
      server.adminToken,
    );
    expect(found.json<{ items: Order[] }>().items.map((order) => order._id)).toEqual([placed._id]);
  });
});

describe('the order number migration', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'order-number-migration-'));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('numbers the orders placed before it per year in the order they were placed', async () => {
    // The migrations up to the one that brings order numbers, then orders, then the rest.
    const before = join(directory, 'before');
    cpSync(migrationsFolder(), before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const numbering = journal.entries.findIndex((entry) => entry.tag === '0007_order_numbers_withdrawal');
    journal.entries = journal.entries.slice(0, numbering);
    writeFileSync(journalPath, JSON.stringify(journal));

    const client = new PGlite(PGLITE_OPTIONS);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: before });
    const data = JSON.stringify({ items: [] });
    // 2025-12-31 23:30 UTC is already 2026 in Vienna.
    await client.exec(`
      insert into shop_orders (id, email, total_cents, data, created) values
        ('b', 'b@example.at', 100, '${data}', '2025-06-01T10:00:00Z'),
        ('a', 'a@example.at', 100, '${data}', '2025-03-01T10:00:00Z'),
        ('c', 'c@example.at', 100, '${data}', '2025-12-31T23:30:00Z'),
        ('d', 'd@example.at', 100, '${data}', '2026-02-01T10:00:00Z');
    `);
    await migrate(db, { migrationsFolder: migrationsFolder() });

    const rows = await db
      .select({ id: shopOrders.id, number: shopOrders.number })
      .from(shopOrders)
      .orderBy(asc(shopOrders.id));
    expect(rows).toEqual([
      { id: 'a', number: '2025-00001' },
      { id: 'b', number: '2025-00002' },
      { id: 'c', number: '2026-00001' },
      { id: 'd', number: '2026-00002' },
    ]);
    const counters = await db.select().from(shopOrderNumbers).orderBy(asc(shopOrderNumbers.year));
    expect(counters).toEqual([
      { year: 2025, last: 2 },
      { year: 2026, last: 2 },
    ]);
    await client.close();
  }, 120_000);
});
