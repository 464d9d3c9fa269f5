import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support';
import type { Entry } from './schemas';
import { entries } from './table';

interface EntryList {
  items: Entry[];
  total: number;
}

describe.each(await databaseKinds())('entries on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.database.db.insert(entries).values({
      title: 'Entwurf: Rosenpflege',
      route: '/Aktuelles',
      type: 'news',
      published: false,
      publishDate: new Date(),
    });
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/v0/entry/${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<EntryList>();
  };

  it('finds the German start page by route', async () => {
    const { items, total } = await list('?route=/');
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      title: 'Willkommen bei Gartenwerk',
      route: '/',
      type: 'page',
      published: true,
    });
    expect(items[0]?.content).toContain('Baumschule');
  });

  it('lists published entries only, newest publish_date first', async () => {
    const { items, total } = await list('?route=/Aktuelles');
    expect(total).toBe(2);
    expect(items.map((entry) => entry.title)).toEqual([
      'Die Herbstpflanzzeit hat begonnen',
      'Obstbaum-Schnittkurs im Frühjahr',
    ]);
    const dates = items.map((entry) => Date.parse(entry.publish_date));
    expect(dates[0]).toBeGreaterThan(dates[1]!);
  });

  it('filters by slug and by type', async () => {
    expect((await list('?slug=schnittkurs')).items.map((entry) => entry.title)).toEqual([
      'Obstbaum-Schnittkurs im Frühjahr',
    ]);
    expect((await list('?type=news')).total).toBe(2);
    expect((await list('')).total).toBe(3);
  });

  it('reads one entry by id and answers 404 JSON for an unknown one', async () => {
    const [start] = (await list('?route=/')).items;
    const one = await server.app.inject({ method: 'GET', url: `/api/v0/entry/${start!._id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(start);

    const missing = await server.app.inject({ method: 'GET', url: '/api/v0/entry/unbekannt' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'entry not found' });
  });

  it('answers 400 naming the query field for a bad limit', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v0/entry/?limit=viele' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'querystring/limit must be integer',
    });
  });
});
