import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import {
  bearer,
  MANY_ORDERS,
  startTestServer,
  type TestServer,
  call,
  type CallMethod,
} from '../../../test/support';
import { migrationsFolder } from '../../core/db';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import type { Order } from './schemas';
import { shopOrders } from './table';

const GERMAN = { 'accept-language': 'de-AT,de;q=0.9' };
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

const invoiceAddress = {
  type: 'person' as const,
  first_name: 'Anna',
  last_name: 'Gruber',
  address: 'Hauptstraße 5',
  zip: '3500',
  city: 'Krems',
  country: 'at',
};
const shippingAddress = {
  type: 'person' as const,
  first_name: 'Jonas',
  last_name: 'Gruber',
  address: 'Lindenweg 3',
  zip: '94032',
  city: 'Passau',
  country: 'de',
};

describe.each(await databaseKinds())('order lines and addresses by name on %s', (kind) => {
  let server: TestServer;
  let product: Product;
  let red: string;
  let white: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: MANY_ORDERS });
    const colour = async (title: string, code: string) =>
      (await admin('POST', '/api/v0/shop_color/', { title, code })).json<{ _id: string }>()._id;
    red = await colour('Rot', '#c0392b');
    white = await colour('Weiß', '#ffffff');
    product = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Rose Gloria Dei',
        price: 12.9,
        variants: [
          { key: '40-60', value: '40–60 cm' },
          { key: '60-80', value: '60–80 cm' },
        ],
        colors: [red],
      })
    ).json<Product>();
  });
  afterAll(() => server.close());

  const admin = (method: CallMethod, url: string, payload?: unknown) =>
    call(server, method, url, payload, server.adminToken);
  let keys = 0;
  const place = (email: string, headers: Record<string, string>, customization: unknown = { color: red }) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { ...headers, 'idempotency-key': `order-names-${keys++}` },
      payload: {
        items: [{ item: product._id, amount: 2, variant: '60-80', customization }],
        email,
        invoiceAddress,
        shippingAddress,
        alternate: true,
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });
  const mail = async (to: string, template: string) =>
    (
      await server.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.created))
    ).find((candidate) => candidate.template === template)!.text;

  it('names colour, variant and countries in the customer’s and the owner’s mail and in the PDF', async () => {
    const placed = await place('anna.gruber@example.at', GERMAN);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<Order>();
    expect(order.items[0]).toMatchObject({
      variant: '60-80',
      variant_title: '60–80 cm',
      customization: { color: red },
      color_title: 'Rot',
    });

    const confirmation = await mail('anna.gruber@example.at', 'orderConfirmation');
    const notification = await mail('chefin@gartenwerk.test', 'orderNotification');
    for (const text of [confirmation, notification]) {
      expect(text).toContain('2 × Rose Gloria Dei (60–80 cm) à € 12,90: € 25,80\n   Farbe: Rot');
      expect(text).toContain('Anna Gruber\nHauptstraße 5\n3500 Krems\nÖsterreich');
      expect(text).toContain('Jonas Gruber\nLindenweg 3\n94032 Passau\nDeutschland');
      expect(text).not.toContain(red);
      expect(text).not.toContain('60-80');
      expect(text).not.toMatch(/^(AT|DE|at|de)$/m);
    }

    const pdf = await pdfText((await admin('GET', `/api/v0/shop_order/${order._id}/pdf`)).rawPayload);
    expect(pdf).toContain('Rose Gloria Dei (60–80 cm)');
    expect(pdf).toContain('Farbe: Rot');
    expect(pdf).toContain('Österreich');
    expect(pdf).toContain('Deutschland');
    expect(pdf).not.toContain(red);
    expect(pdf).not.toContain('60-80');
  });

  it('keeps the names an order was placed with when the product and the colour are renamed', async () => {
    const order = (await place('treu@example.at', GERMAN)).json<Order>();
    expect(
      (
        await admin('PUT', `/api/v0/shop_product/${product._id}`, {
          variants: [
            { key: '40-60', value: '40–60 cm' },
            { key: '60-80', value: '60–80 cm, im Topf' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect((await admin('PUT', `/api/v0/shop_color/${red}`, { title: 'Karminrot' })).statusCode).toBe(200);
    const stored = (await admin('GET', `/api/v0/shop_order/${order._id}`)).json<Order>();
    expect(stored.items[0]).toMatchObject({ variant_title: '60–80 cm', color_title: 'Rot' });
    const pdf = await pdfText((await admin('GET', `/api/v0/shop_order/${order._id}/pdf`)).rawPayload);
    expect(pdf).toContain('Rose Gloria Dei (60–80 cm)');
    expect(pdf).toContain('Farbe: Rot');

    // A new order takes the names of today.
    const later = (await place('treu@example.at', GERMAN)).json<Order>();
    expect(later.items[0]).toMatchObject({ variant_title: '60–80 cm, im Topf', color_title: 'Karminrot' });
    await admin('PUT', `/api/v0/shop_color/${red}`, { title: 'Rot' });
    await admin('PUT', `/api/v0/shop_product/${product._id}`, {
      variants: [
        { key: '40-60', value: '40–60 cm' },
        { key: '60-80', value: '60–80 cm' },
      ],
    });
  });

  it('names them in English for an English customer; the owner reads German', async () => {
    const placed = await place('jane@example.co.uk', ENGLISH);
    expect(placed.statusCode, placed.body).toBe(200);
    const confirmation = await mail('jane@example.co.uk', 'orderConfirmation');
    expect(confirmation).toContain('2 × Rose Gloria Dei (60–80 cm) at €12.90: €25.80\n   Colour: Rot');
    expect(confirmation).toContain('3500 Krems\nAustria');
    expect(confirmation).toContain('94032 Passau\nGermany');
    const notifications = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'orderNotification'));
    const notification = notifications.find((candidate) =>
      candidate.text.includes(placed.json<Order>().number),
    )!.text;
    expect(notification).toContain('Farbe: Rot');
    expect(notification).toContain('3500 Krems\nÖsterreich');
  });

  it('carries the German terms in the English confirmation, saying that the German version binds', async () => {
    const english = await mail('jane@example.co.uk', 'orderConfirmation');
    const rule = '―'.repeat(40);
    expect(english).toContain(
      'The contract is concluded in German. Our terms and conditions and the withdrawal policy with the ' +
        'model withdrawal form follow in German; the German version is binding.\n\n' +
        `${rule}\nOur terms and conditions (German version)\n${rule}\n`,
    );
    expect(english).toContain('§ 1 Geltungsbereich');
    expect(english).toContain(
      `${rule}\nRight of withdrawal and model withdrawal form (German version)\n${rule}`,
    );
    expect(english).toContain('Muster-Widerrufsformular');
    const german = await mail('anna.gruber@example.at', 'orderConfirmation');
    expect(german).toContain(
      `Vertragssprache ist Deutsch.\n\n${rule}\nUnsere Allgemeinen Geschäftsbedingungen\n${rule}\n`,
    );
  });

  it('names the goods in the withdrawal mails by title and variant', async () => {
    const order = (await place('widerruf@example.at', GERMAN)).json<Order>();
    const withdrawn = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/withdrawal',
      headers: GERMAN,
      payload: { number: order.number, email: 'widerruf@example.at' },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await mail('widerruf@example.at', 'withdrawalConfirmation')).toContain(
      'Die Bestellung umfasst:\n2 × Rose Gloria Dei (60–80 cm)\n',
    );
    const notices = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'withdrawalNotification'));
    expect(notices.find((notice) => notice.text.includes(order.number))!.text).toContain(
      'Artikel:\n2 × Rose Gloria Dei (60–80 cm)',
    );
    const checked = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/withdrawal/check',
      headers: GERMAN,
      payload: { number: order.number, email: 'widerruf@example.at' },
    });
    expect(checked.json().items).toEqual([{ title: 'Rose Gloria Dei', variant: '60–80 cm', amount: 2 }]);
  });

  it('answers the cart with the colour’s title', async () => {
    const cart = await call(
      server,
      'PUT',
      '/api/v0/shop/cart/',
      [{ item: product._id, amount: 1, variant: '40-60', customization: { color: red } }],
      server.userToken,
    );
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().lines[0]).toMatchObject({ customization: { color: red }, color_title: 'Rot' });
  });

  it('refuses a colour the product does not come in, with 400 and nothing placed', async () => {
    for (const customization of [{ color: white }, { color: 'gibt-es-nicht' }]) {
      const refused = await place('falsch@example.at', GERMAN, customization);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Diese Farbe gibt es für „Rose Gloria Dei“ nicht.');
    }
    expect(await server.database.db.select().from(outbox).where(eq(outbox.to, 'falsch@example.at'))).toEqual(
      [],
    );
  });

  it('refuses a cart line and an order of a product with colours that names none, in the customer’s language', async () => {
    const line = { item: product._id, amount: 1, variant: '40-60' };
    const cart = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/shop/cart/',
      headers: { ...bearer(server.userToken), ...GERMAN },
      payload: [line],
    });
    expect(cart.statusCode).toBe(400);
    expect(cart.json().message).toBe('Bitte wählen Sie eine Farbe für „Rose Gloria Dei“.');
    const english = await place('ohne-farbe@example.at', ENGLISH, {});
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('Please choose a colour for “Rose Gloria Dei”.');
    // A wish list or a price request may name the product without a colour.
    const favorites = await call(server, 'PUT', '/api/v0/shop/cart_favorites/', [line], server.userToken);
    expect(favorites.statusCode, favorites.body).toBe(200);
  });

  it('names the lines of orders stored before the names were kept (migration 0008)', async () => {
    const order = (await place('alt@example.at', GERMAN)).json<Order>();
    const db = server.database.db;
    const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    const bare = row!.data.items.map(({ variant_title: _variant, color_title: _color, ...item }) => item);
    await db
      .update(shopOrders)
      .set({
        data: { ...row!.data, items: [...bare, { ...bare[0]!, variant: '', customization: 'Geschenk' }] },
      })
      .where(eq(shopOrders.id, order._id));

    const migration = readFileSync(join(migrationsFolder(), '0008_order_line_names.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const [repaired] = await db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(
      repaired!.data.items.map(({ variant, variant_title, color_title, customization }) => ({
        variant,
        variant_title,
        color_title,
        customization,
      })),
    ).toEqual([
      { variant: '60-80', variant_title: '60–80 cm', color_title: 'Rot', customization: { color: red } },
      { variant: '', variant_title: undefined, color_title: undefined, customization: 'Geschenk' },
    ]);
    expect(repaired!.data.totals).toEqual(row!.data.totals);
  });
});
