import { BUG_REPORT_DEFAULTS, bugReportSchemas, colorSchemas } from '@gartenwerk/domain/schemas';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoItems, entityHandlers } from './msw-entity';

const server = setupContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REPORTS = 'http://shop.test/api/v0/system_bugtracker/';
const COLORS = 'http://shop.test/api/v0/shop_color/';

const json = async (answer: Promise<Response>) => {
  const response = await answer;
  return { status: response.status, body: await response.json() };
};
const send = (method: string, url: string, body: unknown) =>
  json(fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

const reports = () =>
  demoItems(bugReportSchemas, BUG_REPORT_DEFAULTS, [
    { _id: 'a', title: 'Anmeldung', severity: 'critical', created: '2026-03-03T08:00:00.000Z' },
    { _id: 'b', title: 'Bilder', description: 'Fehlen im Katalog', created: '2026-03-01T08:00:00.000Z' },
    { _id: 'c', title: 'Cookies', severity: 'critical', created: '2026-03-02T08:00:00.000Z' },
  ]);

function serveReports() {
  const items = reports();
  server.use(
    ...entityHandlers({
      path: '/api/v0/system_bugtracker/',
      schemas: bugReportSchemas,
      items,
      defaults: BUG_REPORT_DEFAULTS,
      notFound: 'bug report not found',
      search: ['title', 'description'],
      filters: ['severity'],
    }),
  );
  return items;
}

describe('demoItems', () => {
  it("fills what an item leaves out with the defaults and the schema's blanks", () => {
    expect(reports()[1]).toEqual({
      _id: 'b',
      title: 'Bilder',
      description: 'Fehlen im Katalog',
      reproduce: 'unknown',
      severity: 'normal',
      priority: 'normal',
      developer: null,
      status: 'new',
      screenshots: [],
      page: null,
      browser: null,
      appVersion: null,
      created: '2026-03-01T08:00:00.000Z',
    });
    const [color] = demoItems(colorSchemas, {}, [
      { _id: 'color-x', title: 'X', created: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(color).toEqual({
      _id: 'color-x',
      title: 'X',
      title_en: '',
      tags: [],
      media: [],
      code: null,
      created: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('entityHandlers', () => {
  it('lists with filters, search, sort, skip and limit, and the count of all that match', async () => {
    serveReports();
    const critical = await json(fetch(`${REPORTS}?severity=critical&sort=-title`));
    expect(critical.body.total).toBe(2);
    expect(critical.body.items.map((item: { _id: string }) => item._id)).toEqual(['c', 'a']);
    const found = await json(fetch(`${REPORTS}?search=katalog`));
    expect(found.body.items.map((item: { _id: string }) => item._id)).toEqual(['b']);
    const page = await json(fetch(`${REPORTS}?sort=created&skip=1&limit=1`));
    expect(page.body).toMatchObject({ total: 3, items: [{ _id: 'c' }] });
  });

  it("gets one, or the server's 404", async () => {
    serveReports();
    expect(await json(fetch(`${REPORTS}a`))).toMatchObject({ status: 200, body: { title: 'Anmeldung' } });
    expect(await json(fetch(`${REPORTS}nope`))).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'bug report not found' },
    });
  });

  it('creates over the defaults, refuses a body the schema refuses, and updates by path or by _id', async () => {
    const items = serveReports();
    const created = await send('POST', REPORTS, { title: 'Suche', priority: 'high' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      _id: 'system_bugtracker-new-1',
      title: 'Suche',
      description: '',
      reproduce: 'unknown',
      severity: 'normal',
      priority: 'high',
      developer: null,
    });
    expect(items).toHaveLength(4);
    const refused = await send('POST', REPORTS, { title: 'Suche', severity: 'riesig' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION');
    expect(refused.body.message).toMatch(/^body\/severity /);
    expect(items).toHaveLength(4);
    expect((await send('PUT', `${REPORTS}a`, { priority: 'urgent' })).body).toMatchObject({
      _id: 'a',
      priority: 'urgent',
    });
    expect((await send('PUT', REPORTS, { _id: 'b', title: 'Bilder fehlen' })).body).toMatchObject({
      _id: 'b',
      title: 'Bilder fehlen',
    });
    expect((await send('PUT', `${REPORTS}nope`, { title: 'x' })).status).toBe(404);
  });

  it('removes, and refuses with 409 IN_USE what is used', async () => {
    const colors = demoItems(colorSchemas, {}, [
      { _id: 'color-green', title: 'Grün', created: '2026-01-01T00:00:00.000Z' },
      { _id: 'color-red', title: 'Rot', created: '2026-01-01T00:00:00.000Z' },
    ]);
    server.use(
      ...entityHandlers({
        path: '/api/v0/shop_color/',
        schemas: colorSchemas,
        items: colors,
        notFound: 'color not found',
        inUse: (id) => (id === 'color-green' ? 'Die Farbe wird verwendet.' : undefined),
      }),
    );
    expect(await json(fetch(`${COLORS}color-green`, { method: 'DELETE' }))).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'IN_USE', message: 'Die Farbe wird verwendet.' },
    });
    expect(await json(fetch(`${COLORS}color-red`, { method: 'DELETE' }))).toMatchObject({
      status: 200,
      body: { _id: 'color-red' },
    });
    expect(colors.map((color) => color._id)).toEqual(['color-green']);
    expect((await json(fetch(`${COLORS}color-red`, { method: 'DELETE' }))).status).toBe(404);
  });
});
