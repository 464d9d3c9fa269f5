import { databaseKinds } from '@gartenwerk/test-helpers';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer, call, type CallMethod } from '../../../test/support';
import { outbox } from '../mail/table';
import type { Product } from '../shop-product/schemas';
import type { PriceRequest } from './schemas';

describe.each(await databaseKinds())('price requests on %s', (kind) => {
  let server: TestServer;
  let product: Product;
  beforeAll(async () => {
    server = await startTestServer(kind);
    product = (
      await call(
        server,
        'POST',
        '/api/v0/shop_product/',
        {
          title: 'Thuja Brabant 175–200 cm',
          price: null,
          variants: [{ key: '200', value: '200–225 cm' }],
        },
        server.adminToken,
      )
    ).json<Product>();
  });
  afterAll(() => server.close());

  const send = (payload: object, token?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v0/shop/shop_pricerequest/',
      payload,
      headers: token ? bearer(token) : {},
    });
  const admin = (method: CallMethod, url: string, payload?: unknown) =>
    call(server, method, url, payload, server.adminToken);

  it('stores a price request from anyone, with its items named', async () => {
    const response = await send({
      items: [
        { item: product._id, amount: 120, variant: '200', order_desc: 'für 60 m Hecke' },
        { item: product._id, amount: 10 },
      ],
      email: 'Bauherr@example.de',
      name: 'Jonas Bauer',
      phone: '+49 170 1234567',
      message: 'Lieferung nach Passau möglich?',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PriceRequest>()).toMatchObject({
      status: 'open',
      email: 'bauherr@example.de',
      perm: { owner: null },
      items: [
        {
          item: product._id,
          title: product.title,
          variant: '200',
          variant_title: '200–225 cm',
          amount: 120,
          order_desc: 'für 60 m Hecke',
        },
        { item: product._id, title: product.title, variant: '', amount: 10 },
      ],
    });
    // The customer gets a copy; anybody could have sent it in their name, so it says how to ignore it.
    const [copy] = await server.database.db.select().from(outbox).orderBy(desc(outbox.created)).limit(1);
    expect(copy).toMatchObject({
      to: 'bauherr@example.de',
      template: 'priceRequestCopy',
      subject: 'Ihre Preisanfrage bei Gartenwerk',
    });
    // The Vienna day, padded: 01.03.2026.
    const today = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', dateStyle: 'medium' }).format(
      new Date(),
    );
    expect(copy!.text).toContain(
      `Hallo Jonas Bauer,\n\nvielen Dank für Ihre Preisanfrage vom ${today}. ` +
        `Wir melden uns mit einem Angebot. Ihre Anfrage:\n\n120 × ${product.title} (200–225 cm)\n10 × ${product.title}\n\n` +
        'Lieferung nach Passau möglich?',
    );
    expect(copy!.text).toContain('Falls Sie diese Nachricht nicht angefordert haben');
    const signedIn = await send(
      { items: [{ item: product._id, amount: 1 }], email: 'kunde@gartenwerk.test', name: 'Kunde' },
      server.userToken,
    );
    expect(signedIn.json<PriceRequest>().perm.owner).toMatch(/^[0-9a-f]{24}$/);
  });

  it('keeps the customization and the set of a line, with the titles of the set’s products', async () => {
    const create = async (payload: object) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/v0/shop_product/',
          headers: bearer(server.adminToken),
          payload,
        })
      ).json<Product>();
    const rose = await create({ title: 'Rose Gloria Dei', price: null });
    const bed = await create({
      title: 'Rosenbeet komplett',
      price: null,
      type: 'set',
      slots: [{ product: rose._id }],
    });
    const ask = (items: object[]) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v0/shop/shop_pricerequest/',
        payload: { items, email: 'beet@example.at', name: 'Eva Beet' },
        remoteAddress: '10.0.2.1',
      });
    const set = { order: { [rose._id]: 1 }, customization: { [rose._id]: { Farbe: 'gelb' } } };
    const response = await ask([{ item: bed._id, amount: 2, customization: 'mit Pflanzplan', set }]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json<PriceRequest>();
    expect(stored.items[0]).toMatchObject({
      item: bed._id,
      customization: 'mit Pflanzplan',
      set,
      set_titles: { [rose._id]: 'Rose Gloria Dei' },
    });
    expect(
      (await admin('GET', `/api/v0/shop_pricerequest/${stored._id}`)).json<PriceRequest>().items[0],
    ).toMatchObject({
      set,
    });
    const foreign = await ask([{ item: bed._id, amount: 1, set: { order: { [product._id]: 1 } } }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: 'VALIDATION',
      message:
        'Die Zusammenstellung von „Rosenbeet komplett“ nennt Produkte, die nicht zu diesem Set gehören.',
    });
    // The later tests count the requests.
    expect((await admin('DELETE', `/api/v0/shop_pricerequest/${stored._id}`)).statusCode).toBe(200);
  });

  it('refuses bad price requests with clear messages', async () => {
    const cases: Array<[object, string]> = [
      [{ items: [], email: 'a@b.at', name: 'Anna' }, 'body/items must NOT have fewer than 1 items'],
      [
        { items: [{ item: product._id, amount: 0 }], email: 'a@b.at', name: 'Anna' },
        'body/items/0/amount must be >= 1',
      ],
      [
        { items: [{ item: product._id, amount: 1 }], email: 'kein-mail', name: 'Anna' },
        'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      ],
      [
        { items: [{ item: 'weg', amount: 1 }], email: 'a@b.at', name: 'Anna' },
        'Ein angefragtes Produkt gibt es nicht (mehr).',
      ],
      [
        { items: [{ item: product._id, amount: 1 }], email: 'a@b.at' },
        "body must have required property 'name'",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
  });

  it('lets admins browse, answer by mail, tag and remove requests; others get C100', async () => {
    const list = (await admin('GET', '/api/v0/shop_pricerequest/?status=open')).json<{
      items: PriceRequest[];
      total: number;
    }>();
    expect(list.total).toBe(2);
    const request = list.items.find((item) => item.email === 'bauherr@example.de')!;
    const answered = await admin('PUT', `/api/v0/shop_pricerequest/${request._id}`, {
      answer: '120 Stück Thuja Brabant 200–225 cm: 3.480,00 € inkl. USt., Lieferung frei Haus.',
      tags: ['angebot'],
    });
    expect(answered.json()).toMatchObject({ status: 'answered', tags: ['angebot'] });
    const [mail] = await server.database.db.select().from(outbox).orderBy(desc(outbox.created)).limit(1);
    expect(mail).toMatchObject({
      to: 'bauherr@example.de',
      template: 'priceRequestAnswer',
      subject: 'Ihre Preisanfrage bei Gartenwerk',
    });
    expect(mail!.text).toContain('Hallo Jonas Bauer');
    expect(mail!.text).toContain('3.480,00 € inkl. USt.');

    for (const [method, url] of [
      ['GET', '/api/v0/shop_pricerequest/'],
      ['GET', `/api/v0/shop_pricerequest/${request._id}`],
      ['DELETE', `/api/v0/shop_pricerequest/${request._id}`],
    ] as const) {
      const response = await server.app.inject({ method, url, headers: bearer(server.userToken) });
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'C100' });
    }
    expect((await admin('DELETE', `/api/v0/shop_pricerequest/${request._id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/v0/shop_pricerequest/${request._id}`)).statusCode).toBe(404);
  });
});
