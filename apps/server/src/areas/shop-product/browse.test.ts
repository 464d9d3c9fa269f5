import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import type { Product } from './schemas';

/** The shop's group page browsing: filters by colour, tags, availability and price, and sorting. */
describe.each(await databaseKinds())('browsing a group’s products on %s', (kind) => {
  let server: TestServer;
  let group = '';
  const colors: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(kind);
    group = (await admin('POST', '/api/v0/shop_productgroup/', { title: 'Stöberecke' })).json<{
      _id: string;
    }>()._id;
    for (const title of ['Karminrot', 'Schneeweiß', 'Goldgelb']) {
      colors[title] = (await admin('POST', '/api/v0/shop_color/', { title, code: '#aa0000' })).json<{
        _id: string;
      }>()._id;
    }
    const products = [
      { title: 'Rose Karmina', price: 12.5, colors: [colors.Karminrot], tags: ['rose', 'duftend'], order: 2 },
      { title: 'Rose Nivea', price: 9.9, colors: [colors.Schneeweiß], tags: ['rose'], order: 1 },
      { title: 'Tulpe Aurum', price: 2.4, colors: [colors.Goldgelb], tags: ['zwiebel', 'duftend'], order: 3 },
      {
        title: 'Lilie Mixa',
        price: 30,
        colors: [colors.Goldgelb, colors.Karminrot],
        available: false,
        order: 4,
      },
      { title: 'Baum auf Anfrage', price: null, order: 0 },
    ];
    for (const body of products) {
      const created = await admin('POST', '/api/v0/shop_product/', { ...body, product_groups: [group] });
      expect(created.statusCode).toBe(200);
    }
    // Starting a server with a fresh PGlite database takes a while on a busy machine.
  }, 180_000);
  afterAll(() => server.close());

  const admin = adminCalls(() => server);
  const browse = (query: string, headers: Record<string, string> = {}) =>
    call(
      server,
      'GET',
      `/api/v0/shop_product/?product_groups=${group}&${query}`,
      undefined,
      undefined,
      headers,
    );
  const titles = async (query: string) => {
    const answer = await browse(query);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ items: Product[] }>().items.map((product) => product.title);
  };

  it('keeps products of any of the colours asked for', async () => {
    expect(await titles(`colors=${colors.Goldgelb}&sort=title`)).toEqual(['Lilie Mixa', 'Tulpe Aurum']);
    expect(await titles(`colors=${colors.Schneeweiß},${colors.Karminrot}&sort=title`)).toEqual([
      'Lilie Mixa',
      'Rose Karmina',
      'Rose Nivea',
    ]);
  });

  it('keeps products carrying every tag asked for', async () => {
    expect(await titles('tags=duftend&sort=title')).toEqual(['Rose Karmina', 'Tulpe Aurum']);
    expect(await titles('tags=rose,duftend')).toEqual(['Rose Karmina']);
  });

  it('keeps available or sold-out products', async () => {
    expect(await titles('available=false')).toEqual(['Lilie Mixa']);
    expect(await titles('available=true')).toEqual([
      'Baum auf Anfrage',
      'Rose Nivea',
      'Rose Karmina',
      'Tulpe Aurum',
    ]);
  });

  it('keeps prices within the bounds, both included, and no product on request', async () => {
    expect(await titles('price_min=9.9&price_max=12.5')).toEqual(['Rose Nivea', 'Rose Karmina']);
    expect(await titles('price_min=10')).toEqual(['Rose Karmina', 'Lilie Mixa']);
    expect(await titles('price_max=9.89')).toEqual(['Tulpe Aurum']);
  });

  it('sorts by price either way (products on request last both ways), by title and by the shop’s order', async () => {
    expect(await titles('sort=price')).toEqual([
      'Tulpe Aurum',
      'Rose Nivea',
      'Rose Karmina',
      'Lilie Mixa',
      'Baum auf Anfrage',
    ]);
    // The product on request has no price: last, as in the ascending order.
    expect(await titles('sort=-price')).toEqual([
      'Lilie Mixa',
      'Rose Karmina',
      'Rose Nivea',
      'Tulpe Aurum',
      'Baum auf Anfrage',
    ]);
    expect(await titles('sort=title')).toEqual([
      'Baum auf Anfrage',
      'Lilie Mixa',
      'Rose Karmina',
      'Rose Nivea',
      'Tulpe Aurum',
    ]);
    expect(await titles('sort=order')).toEqual(await titles(''));
    expect(await titles('')).toEqual([
      'Baum auf Anfrage',
      'Rose Nivea',
      'Rose Karmina',
      'Tulpe Aurum',
      'Lilie Mixa',
    ]);
    expect((await titles('sort=-created')).slice(0, 1)).toEqual(['Baum auf Anfrage']);
  });

  it('combines filters and counts what they keep', async () => {
    const answer = (
      await browse(
        `colors=${colors.Goldgelb},${colors.Karminrot}&available=true&price_max=20&sort=-price&limit=1`,
      )
    ).json<{ items: Product[]; total: number }>();
    expect(answer.total).toBe(2);
    expect(answer.items.map((product) => product.title)).toEqual(['Rose Karmina']);
  });

  it('refuses malformed filters with 400 and a message naming the problem', async () => {
    expect((await browse('sort=cheapest')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect((await browse('price_min=-1')).json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'querystring/price_min must be >= 0',
    });
    expect((await browse('price_max=zehn')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect((await browse('available=vielleicht')).json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
    });
    expect((await browse('colors=a,,b')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect((await browse('tags=')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect((await browse('price_min=20&price_max=10')).json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Der Mindestpreis (20) darf nicht über dem Höchstpreis (10) liegen.',
    });
    expect((await browse('price_min=20&price_max=10', { 'accept-language': 'en' })).json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'The lowest price (20) must not be above the highest price (10).',
    });
  });
});
