import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, startTestServer, type TestServer } from '../../../test/support';
import type { Entry } from './schemas';
import { entries } from './table';

interface EntryList {
  items: Entry[];
  total: number;
}

describe.each(await databaseKinds())('entries on %s', (kind) => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = bearer(server.adminToken);
    customer = bearer(server.userToken);
    await server.database.db.insert(entries).values({
      title: 'Entwurf: Rosenpflege',
      route: '/Aktuelles',
      type: 'news',
      published: false,
      publishDate: new Date(),
    });
  });
  afterAll(() => server.close());

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/v0/entry/${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<EntryList>();
  };
  const create = async (body: object) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v0/entry/', headers: admin, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Entry>();
  };
  const publish = async (id: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v0/publish/entry/',
      headers: admin,
      body: { _id: id },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Entry>();
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

  it('shows visitors published news only, newest publish_date first; admins also see drafts', async () => {
    const { items } = await list('?route=/Aktuelles');
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((entry) => entry.published)).toBe(true);
    const dates = items.map((entry) => Date.parse(entry.publish_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items.map((entry) => entry.title)).not.toContain('Entwurf: Rosenpflege');

    const asAdmin = await list('?route=/Aktuelles', admin);
    expect(asAdmin.items[0]?.title).toBe('Entwurf: Rosenpflege');
    expect(asAdmin.total).toBe(items.length + 1);
    expect(
      (await list('?route=/Aktuelles&published=false', admin)).items.map((entry) => entry.title),
    ).toEqual(['Entwurf: Rosenpflege']);
    // A visitor asking for drafts still gets published entries only.
    expect((await list('?route=/Aktuelles&published=false', customer)).total).toBe(items.length);
  });

  it('filters by slug and by type, and pages by skip and limit', async () => {
    expect((await list('?slug=schnittkurs')).items.map((entry) => entry.title)).toEqual([
      'Obstbaum-Schnittkurs im Frühjahr',
    ]);
    const news = await list('?type=news');
    expect(news.items.every((entry) => entry.type === 'news')).toBe(true);
    const second = await list('?type=news&skip=1&limit=1');
    expect(second.total).toBe(news.total);
    expect(second.items.map((entry) => entry._id)).toEqual([news.items[1]!._id]);
  });

  it('creates a new entry with the spec defaults, unpublished and invisible to visitors', async () => {
    const before = Date.now();
    const entry = await create({});
    expect(entry).toMatchObject({
      title: 'Titel',
      content: '<p></p>',
      type: 'page',
      published: false,
      data: [],
      media: { images: [] },
    });
    expect(Date.parse(entry.publish_date)).toBeGreaterThanOrEqual(before - 1000);
    expect(entry.date).toBe(entry.publish_date);

    const hidden = await call(server, 'GET', `/api/v0/entry/${entry._id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'entry not found' });
    const seen = await server.app.inject({
      method: 'GET',
      url: `/api/v0/entry/${entry._id}`,
      headers: admin,
    });
    expect(seen.json()).toEqual(entry);
  });

  it('stores every field of the spec, fills block attrs and publishes and unpublishes', async () => {
    const entry = await create({
      title: 'Lebensbäume richtig pflanzen',
      slug: 'lebensbaeume-pflanzen',
      type: 'page',
      route: '/Lebensbaeume',
      order: 3,
      tags: ['ratgeber', '', 'hecke'],
      media: { images: [{ _id: 'bild1', name: 'thuja.jpg' }] },
      downloads: [{ _id: 'datei1', name: 'pflanzplan.pdf' }],
      links: [{ url: 'https://example.at', title: 'Beispiel' }],
      sponsors: [{ name: 'Erdenwerk', image: { _id: 'logo1' } }],
      meta_keywords: 'Thuja, Hecke',
      meta_description: 'So gelingt die Thujenhecke.',
      data: [
        { type: 'spacer', props: { height: 40 } },
        {
          type: 'text',
          props: { content: '<p>Abstand 30 cm</p>' },
          attrs: { size: { md: 6 }, visible: { xs: false } },
        },
        { type: 'hr', props: {} },
        { type: 'gallery', props: { images: [{ _id: 'bild1' }, { _id: 'bild2' }] } },
        { type: 'download', props: { downloads: [{ _id: 'datei1' }] } },
      ],
    });
    expect(entry.tags).toEqual(['ratgeber', 'hecke']);
    expect(entry.sponsors[0]?.image).toEqual({ _id: 'logo1' });
    expect(entry.data.map((block) => block.type)).toEqual(['spacer', 'text', 'hr', 'gallery', 'download']);
    expect(entry.data[1]?.attrs).toEqual({
      size: { xs: 12, md: 6, lg: 12 },
      visible: { xs: false, md: true, lg: true },
    });
    expect(entry.data[0]?.attrs).toEqual({
      size: { xs: 12, md: 12, lg: 12 },
      visible: { xs: true, md: true, lg: true },
    });
    expect(entry.data[3]?.props).toEqual({ images: [{ _id: 'bild1' }, { _id: 'bild2' }] });

    const published = await publish(entry._id);
    expect(published.published).toBe(true);
    const visible = await call(server, 'GET', `/api/v0/entry/${entry._id}`);
    expect(visible.json()).toEqual(published);

    const unpublished = await server.app.inject({
      method: 'POST',
      url: '/api/v0/unpublish/entry/',
      headers: admin,
      body: { _id: entry._id },
    });
    expect(unpublished.json<Entry>().published).toBe(false);
    expect((await list('?route=/Lebensbaeume&slug=lebensbaeume-pflanzen')).total).toBe(0);
  });

  it('updates the fields sent by _id in the body or the path, keeping the others', async () => {
    const entry = await create({ title: 'Öffnungszeiten', meta_description: 'Wann wir offen haben' });
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/entry/',
      headers: admin,
      body: { ...entry, title: 'Öffnungszeiten im Winter', published: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    // published changes only through publish/unpublish.
    expect(put.json()).toMatchObject({ title: 'Öffnungszeiten im Winter', published: false });
    const byPath = await server.app.inject({
      method: 'PUT',
      url: `/api/v0/entry/${entry._id}`,
      headers: admin,
      body: { order: 7 },
    });
    expect(byPath.json()).toMatchObject({
      title: 'Öffnungszeiten im Winter',
      order: 7,
      meta_description: 'Wann wir offen haben',
    });
    const missing = await server.app.inject({
      method: 'PUT',
      url: '/api/v0/entry/',
      headers: admin,
      body: { title: 'ohne id' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'body must have required property _id',
    });
  });

  it('removes an entry, one or several at a time', async () => {
    const one = await create({ title: 'Weg damit' });
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/v0/entry/${one._id}`,
      headers: admin,
    });
    expect(removed.json()).toEqual({ _id: one._id });
    const again = await server.app.inject({
      method: 'DELETE',
      url: `/api/v0/entry/${one._id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);

    const [a, b] = [await create({ title: 'A' }), await create({ title: 'B' })];
    const batch = await server.app.inject({
      method: 'POST',
      url: '/api/v0/batch/entry/remove',
      headers: admin,
      body: [a._id, { _id: b._id }],
    });
    expect(batch.json()).toEqual({ deleted: 2 });
  });

  it('sorts pages by order, equal orders (children) by title', async () => {
    const parent = await create({ title: 'Projekte', route: '/Projekte', order: 1 });
    for (const [title, order] of [
      ['Zaun', 2],
      ['Teich', 1],
      ['Dachgarten', 2],
      ['Allee', 3],
    ] as const) {
      await publish((await create({ title, parent_page: parent._id, order, route: '/Projekte' }))._id);
    }
    const children = await list(`?parent_page=${parent._id}&type=page`);
    expect(children.items.map((entry) => entry.title)).toEqual(['Teich', 'Dachgarten', 'Zaun', 'Allee']);
    const byDate = await list(`?parent_page=${parent._id}&sort=publish_date`);
    expect(byDate.items.map((entry) => entry.title)).toEqual(['Allee', 'Dachgarten', 'Teich', 'Zaun']);
  });

  describe('HTML of text', () => {
    const dirty =
      '<p onclick="steal()">Hecke<script>alert(1)</script> <a href="javascript:alert(2)">hier</a>' +
      ' <a href="https://gartenwerk.at" target="_blank">ok</a><img src="x.png" onerror="alert(3)"></p>' +
      '<iframe src="https://evil.example"></iframe><p style="text-align: center; color: red">Mitte</p>';

    it('is sanitised on save: scripts, event handlers and javascript: links are removed', async () => {
      const entry = await create({ content: dirty, data: [{ type: 'text', props: { content: dirty } }] });
      for (const html of [entry.content, String(entry.data[0]?.props.content)]) {
        expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|color/i);
        expect(html).toContain('Hecke');
        expect(html).toContain(
          '<a href="https://gartenwerk.at" target="_blank" rel="noopener noreferrer">ok</a>',
        );
        expect(html).toContain('<p style="text-align:center">Mitte</p>');
        expect(html).toContain('<a>hier</a>');
      }
      const stored = await server.database.db.query.entries.findFirst({
        where: (table, { eq }) => eq(table.id, entry._id),
      });
      expect(stored?.data.content).not.toContain('<script');
      expect(JSON.stringify(stored?.data.blocks)).not.toContain('onclick');
    });

    it('is sanitised on render, also for content written around the API', async () => {
      const [row] = await server.database.db
        .insert(entries)
        .values({
          title: 'Altbestand',
          route: '/Altbestand',
          published: true,
          data: { content: dirty, blocks: [{ type: 'text', props: { content: dirty } }] as never },
        })
        .returning();
      const response = await call(server, 'GET', `/api/v0/entry/${row!.id}`);
      const entry = response.json<Entry>();
      expect(entry.content).not.toMatch(/<script|onclick|onerror|javascript:/i);
      expect(String(entry.data[0]?.props.content)).not.toMatch(/<script|onclick|onerror|javascript:/i);
      expect(entry.data[0]?.attrs.size).toEqual({ xs: 12, md: 12, lg: 12 });
    });
  });

  describe('validation', () => {
    it('refuses an unknown block type, a gallery without images and a size beyond 12', async () => {
      for (const data of [
        [{ type: 'video', props: {} }],
        [{ type: 'gallery', props: {} }],
        [{ type: 'text', props: { content: 'x' }, attrs: { size: { xs: 13 } } }],
        [{ type: 'download', props: { downloads: [{ name: 'ohne id' }] } }],
      ]) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/v0/entry/',
          headers: admin,
          body: { data },
        });
        expect(response.statusCode, JSON.stringify(data)).toBe(400);
        expect(response.json<{ code: string; message: string }>().message).toMatch(/^body\/data\/0/);
      }
    });

    it('answers 400 naming the field for a bad limit, date or route', async () => {
      const limit = await call(server, 'GET', '/api/v0/entry/?limit=viele');
      expect(limit.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'querystring/limit must be integer',
      });
      const date = await server.app.inject({
        method: 'POST',
        url: '/api/v0/entry/',
        headers: admin,
        body: { publish_date: 'morgen' },
      });
      expect(date.json()).toMatchObject({
        statusCode: 400,
        message: 'body/publish_date must match format "date-time"',
      });
      const route = await server.app.inject({
        method: 'POST',
        url: '/api/v0/entry/',
        headers: admin,
        body: { route: 'Kontakt' },
      });
      expect(route.statusCode).toBe(400);
    });
  });

  describe('permissions', () => {
    it('refuses every change to visitors and customers with 403 C100 and changes nothing', async () => {
      const entry = await create({ title: 'Geschützt' });
      const attempts = [
        { method: 'POST', url: '/api/v0/entry/', body: {} },
        { method: 'PUT', url: '/api/v0/entry/', body: { _id: entry._id, title: 'Gekapert' } },
        { method: 'DELETE', url: `/api/v0/entry/${entry._id}` },
        { method: 'POST', url: '/api/v0/publish/entry/', body: { _id: entry._id } },
        { method: 'POST', url: '/api/v0/unpublish/entry/', body: { _id: entry._id } },
        { method: 'POST', url: '/api/v0/batch/entry/remove', body: [entry._id] },
      ] as const;
      for (const headers of [{}, customer]) {
        for (const attempt of attempts) {
          const response = await server.app.inject({ ...attempt, headers });
          expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
          expect(response.json()).toEqual({
            statusCode: 403,
            code: 'C100',
            message: 'Dafür fehlt Ihnen die Berechtigung.',
          });
        }
      }
      const unchanged = await server.app.inject({
        method: 'GET',
        url: `/api/v0/entry/${entry._id}`,
        headers: admin,
      });
      expect(unchanged.json()).toMatchObject({ title: 'Geschützt', published: false });
    });
  });
});
