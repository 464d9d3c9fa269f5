import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../test/support';
import { readCsv, writeCsv } from '../../core/csv';
import type { Product } from './schemas';

describe('CSV text', () => {
  it('reads quoted cells with separators, quotes and line breaks, and skips blank lines', () => {
    expect(readCsv('\uFEFFa;b;c\r\n"x;y";"er sagte ""ja""";"zwei\nZeilen"\r\n\r\n;;\n1;;3')).toEqual([
      ['a', 'b', 'c'],
      ['x;y', 'er sagte "ja"', 'zwei\nZeilen'],
      ['1', '', '3'],
    ]);
  });

  it('writes what it reads', () => {
    const lines = [
      ['_id', 'title'],
      ['p1', 'Rose "Gloria"; rot'],
    ];
    expect(writeCsv(lines)).toBe('\uFEFF_id;title\r\np1;"Rose ""Gloria""; rot"\r\n');
    expect(readCsv(writeCsv(lines))).toEqual(lines);
  });
});

describe.each(await databaseKinds())('products as CSV on %s', (kind) => {
  let server: TestServer;
  let rose: Product;
  beforeAll(async () => {
    server = await startTestServer(kind);
    rose = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Rose Gloria Dei',
        price: 12.9,
        tags: ['rose', 'rot'],
        shipping_data: { weight: 1.5 },
        order: 1,
      })
    ).json<Product>();
  });
  afterAll(() => server.close());

  function admin(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return server.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...bearer(server.adminToken), ...headers },
    });
  }
  const priceOf = async (id: string) =>
    (await admin('GET', `/api/v0/shop_product/${id}`)).json<Product>().price;

  it('exports every product with German numbers and ja/nein', async () => {
    const answer = await admin('GET', '/api/v0/shop_product/csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = readCsv(answer.body);
    expect(header).toEqual([
      '_id',
      'title',
      'slug',
      'type',
      'price',
      'available',
      'offline',
      'order',
      'tags',
      'product_groups',
      'weight',
      'expected_days_until_shipping',
      'sale',
      'new',
      'name_en',
      'description',
      'description_en',
      'variants_en',
    ]);
    expect(rows.find((row) => row[0] === rose._id)).toEqual([
      rose._id,
      'Rose Gloria Dei',
      rose.slug,
      'product',
      '12,9',
      'ja',
      rose.offline ? 'ja' : 'nein',
      '1',
      'rose, rot',
      '',
      '1,5',
      '',
      'nein',
      'nein',
      '',
      '',
      '',
      '',
    ]);
  });

  it('carries the English name, description and variant labels out and back in', async () => {
    const hedge = (
      await admin('POST', '/api/v0/shop_product/', {
        title: 'Thuja Smaragd',
        name_en: 'Emerald arborvitae',
        description: 'Schmale, dichte Hecke.',
        description_en: 'A narrow, dense hedge; "evergreen".',
        price: 19.9,
        variants: [
          { key: '60-80', value: '60–80 cm', value_en: '60–80 cm (2 ft)' },
          { key: '80-100', value: '80–100 cm' },
        ],
      })
    ).json<Product>();
    const exported = readCsv((await admin('GET', '/api/v0/shop_product/csv')).body);
    const header = exported[0]!;
    const row = exported.find((cells) => cells[0] === hedge._id)!;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('name_en')).toBe('Emerald arborvitae');
    expect(cell('description')).toBe('Schmale, dichte Hecke.');
    expect(cell('description_en')).toBe('A narrow, dense hedge; "evergreen".');
    expect(cell('variants_en')).toBe('60-80: 60–80 cm (2 ft)');

    // The owner translates in the spreadsheet and imports the file as it was exported.
    row[header.indexOf('name_en')] = 'Emerald Green arborvitae';
    row[header.indexOf('variants_en')] = '60-80: 60–80 cm (2 ft) | 80-100: 80–100 cm (3 ft)';
    const imported = await admin('POST', '/api/v0/shop_product/csv/import', {
      csv: writeCsv([header, row]),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const changed = (await admin('GET', `/api/v0/shop_product/${hedge._id}`)).json<Product>();
    expect(changed).toMatchObject({
      title: 'Thuja Smaragd',
      name_en: 'Emerald Green arborvitae',
      description: 'Schmale, dichte Hecke.',
      description_en: 'A narrow, dense hedge; "evergreen".',
      variants: [
        { key: '60-80', value: '60–80 cm', value_en: '60–80 cm (2 ft)' },
        { key: '80-100', value: '80–100 cm', value_en: '80–100 cm (3 ft)' },
      ],
    });
    // Exported again, the row reads as it was imported.
    const again = readCsv((await admin('GET', '/api/v0/shop_product/csv')).body).find(
      (cells) => cells[0] === hedge._id,
    );
    expect(again).toEqual(row);

    const unknown = await admin('POST', '/api/v0/shop_product/csv/preview', {
      csv: `_id;variants_en\n${hedge._id};120-140: 4 ft`,
    });
    expect(unknown.json<{ rows: { errors: string[] }[] }>().rows[0]!.errors).toEqual([
      'Spalte „variants_en“: Das Produkt hat keine Variante „120-140“.',
    ]);
    const malformed = await admin(
      'POST',
      '/api/v0/shop_product/csv/preview',
      { csv: `_id;variants_en\n${hedge._id};2 ft` },
      { 'accept-language': 'en' },
    );
    expect(malformed.json<{ rows: { errors: string[] }[] }>().rows[0]!.errors).toEqual([
      '“2 ft” in column “variants_en”: each variant as “key: label”, separated by |.',
    ]);
  });

  it('previews without changing anything, then imports a changed and a new row', async () => {
    const csv = [
      '_id;title;price;tags',
      `${rose._id};Rose Gloria Dei;14,50;rose, rot, duftend`,
      ';Lavendel Hidcote;"7,90";lavendel',
    ].join('\r\n');
    const preview = await admin('POST', '/api/v0/shop_product/csv/preview', { csv });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      created: 1,
      updated: 1,
      refused: 0,
      rows: [
        { line: 2, action: 'update', _id: rose._id, title: 'Rose Gloria Dei', errors: [] },
        { line: 3, action: 'create', title: 'Lavendel Hidcote', errors: [] },
      ],
    });
    expect(await priceOf(rose._id)).toBe(12.9);
    const search = await admin('GET', '/api/v0/shop_product/?search=Lavendel');
    expect(search.json<{ total: number }>().total).toBe(0);

    const imported = await admin('POST', '/api/v0/shop_product/csv/import', { csv });
    expect(imported.json()).toMatchObject({ created: 1, updated: 1, refused: 0 });
    const lavender = imported.json<{ rows: { _id: string }[] }>().rows[1]!._id;
    expect(await priceOf(rose._id)).toBe(14.5);
    expect(await priceOf(lavender)).toBe(7.9);
  });

  it('reports each bad row in German or English and applies no row of a file that has one', async () => {
    const csv = [
      '_id;title;price;product_groups',
      `${rose._id};Rose Gloria Dei;19,90;`,
      ';Csvprobe;zwölf;',
      ';Buchs;5;gibtsnicht',
      'gibtsnicht;Eibe;5;',
    ].join('\n');
    const preview = await admin('POST', '/api/v0/shop_product/csv/preview', { csv });
    const rows = preview.json<{ rows: { line: number; errors: string[] }[] }>().rows;
    expect(rows.map((row) => [row.line, row.errors.length])).toEqual([
      [2, 0],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    expect(rows[1]!.errors).toEqual(['„zwölf“ in Spalte „price“ ist keine Zahl (z. B. 12,90).']);
    const english = await admin(
      'POST',
      '/api/v0/shop_product/csv/preview',
      { csv },
      { 'accept-language': 'en' },
    );
    expect(english.json<{ rows: { errors: string[] }[] }>().rows[1]!.errors).toEqual([
      '“zwölf” in column “price” is not a number (e.g. 12,90).',
    ]);

    const refused = await admin('POST', '/api/v0/shop_product/csv/import', { csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'CSV_ROWS',
      message: 'Der Import enthält fehlerhafte Zeilen; es wurde nichts geändert.',
    });
    expect(await priceOf(rose._id)).toBe(14.5);
    const search = await admin('GET', '/api/v0/shop_product/?search=Csvprobe');
    expect(search.json<{ total: number }>().total).toBe(0);
  });

  it('makes the cached public product data stale on an import, not on a preview', async () => {
    const url = `/api/v0/shop_product/${rose._id}`;
    const guest = () => server.app.inject({ method: 'GET', url });
    await guest();
    expect((await guest()).headers['x-cache']).toBe('hit');

    const csv = `_id;title;price\n${rose._id};Rose Gloria Dei Duft;16,80`;
    expect((await admin('POST', '/api/v0/shop_product/csv/preview', { csv })).statusCode).toBe(200);
    const cached = await guest();
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.json<Product>()).toMatchObject({ title: 'Rose Gloria Dei', price: 14.5 });

    expect((await admin('POST', '/api/v0/shop_product/csv/import', { csv })).statusCode).toBe(200);
    const fresh = await guest();
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json<Product>()).toMatchObject({ title: 'Rose Gloria Dei Duft', price: 16.8 });
    const list = await server.app.inject({ method: 'GET', url: '/api/v0/shop_product/?search=Duft' });
    expect(list.json<{ items: Product[] }>().items.map((item) => item.title)).toEqual([
      'Rose Gloria Dei Duft',
    ]);
  });

  it('refuses a file with an unknown column, and anyone but an admin', async () => {
    const unknown = await admin('POST', '/api/v0/shop_product/csv/preview', { csv: 'titel;preis\nA;1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Unbekannte Spalte „titel“.' });
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/v0/shop_product/csv' });
    expect(anonymous.statusCode).toBe(403);
  });
});
