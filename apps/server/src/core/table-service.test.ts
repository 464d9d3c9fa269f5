import { bugReportSchemas, type BugReportQuery } from '@gartenwerk/domain/schemas';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, startTestServer, type TestServer } from '../../test/support';
import { bugReports } from '../areas/system-bugtracker/table';
import { AppError } from './errors';
import { tableService } from './table-service';
import { text } from './texts';

const REPORTS = '/api/v0/system_bugtracker/';

/** A service over the bug reports' table as a plain entity would write it, with a rule on the developer. */
const reports = tableService({
  table: bugReports,
  schemas: bugReportSchemas,
  notFound: text('errors:notFound'),
  defaultOrder: [asc(bugReports.title), asc(bugReports.id)],
  search: [bugReports.title, bugReports.description],
  defaultLimit: 2,
  check: async (_db, { developer }) => {
    if (developer === 'niemand') throw new AppError('VALIDATION', 400, text('errors:bugReport.developer'));
  },
});

/** What an AppError thrown by `run` answers in German. */
async function refusal(run: () => Promise<unknown>) {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).toBody('de');
}

describe.each(await databaseKinds())('tableService on %s', (kind) => {
  let server: TestServer;
  const db = () => server.database.db;
  const call = adminCalls(() => server);
  // The query as the routes hand it on: a search is always there, empty for none.
  const list = (query: Partial<BugReportQuery>) => reports.list(db(), { search: '', ...query });
  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const [title, severity, priority] of [
      ['Cookie-Hinweis verdeckt den Knopf', 'minor', 'low'],
      ['Anmeldung schlägt fehl', 'critical', 'urgent'],
      ['Bilder fehlen im Katalog', 'major', 'high'],
      ['Datum falsch in der Rechnung', 'major', 'normal'],
    ] as const) {
      await reports.create(db(), { title, severity, priority, description: `${title}.` });
    }
  });
  afterAll(() => server.close());

  it('lists a page in the default order with the count of all, and takes the skip, limit and sort of the query', async () => {
    const first = await list({});
    expect(first.total).toBe(4);
    expect(first.items.map((report) => report.title)).toEqual([
      'Anmeldung schlägt fehl',
      'Bilder fehlen im Katalog',
    ]);
    const second = await list({ skip: 2, limit: 2 });
    expect(second.items.map((report) => report.title)).toEqual([
      'Cookie-Hinweis verdeckt den Knopf',
      'Datum falsch in der Rechnung',
    ]);
    const sorted = await list({ sort: '-title', limit: 10 });
    expect(sorted.items.map((report) => report.title)[0]).toBe('Datum falsch in der Rechnung');
    const byCreation = await list({ sort: 'created', limit: 1 });
    expect(byCreation.items[0]?.title).toBe('Cookie-Hinweis verdeckt den Knopf');
  });

  it("filters by the query's enums and finds parts of the searched columns", async () => {
    const major = await list({ severity: 'major', limit: 10 });
    expect(major.total).toBe(2);
    expect(major.items.map((report) => report.title)).toEqual([
      'Bilder fehlen im Katalog',
      'Datum falsch in der Rechnung',
    ]);
    const both = await list({ severity: 'major', priority: 'high' });
    expect(both.items.map((report) => report.title)).toEqual(['Bilder fehlen im Katalog']);
    const found = await list({ search: 'rechnung' });
    expect(found.items.map((report) => report.title)).toEqual(['Datum falsch in der Rechnung']);
  });

  it('creates with the table defaults, reads, updates only what it is given, and removes', async () => {
    const created = await reports.create(db(), { title: 'Suche findet nichts' });
    expect(created).toMatchObject({
      title: 'Suche findet nichts',
      description: '',
      reproduce: 'unknown',
      severity: 'normal',
      priority: 'normal',
      developer: null,
    });
    expect(created.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await reports.get(db(), created._id)).toEqual(created);
    const changed = await reports.update(db(), created._id, { priority: 'high' });
    expect(changed).toEqual({ ...created, priority: 'high' });
    expect(await reports.update(db(), created._id, {})).toEqual(changed);
    expect(await reports.getMany(db(), [created._id, 'gibt-es-nicht'])).toEqual([changed]);
    expect(await reports.remove(db(), created._id)).toEqual(changed);
    expect((await list({ search: 'Suche findet' })).total).toBe(0);
  });

  it('answers a missing item with a 404 in German, for get, update and remove', async () => {
    const missing = { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' };
    expect(await refusal(() => reports.get(db(), 'gibt-es-nicht'))).toEqual(missing);
    expect(await refusal(() => reports.update(db(), 'gibt-es-nicht', { title: 'x' }))).toEqual(missing);
    expect(await refusal(() => reports.remove(db(), 'gibt-es-nicht'))).toEqual(missing);
  });

  it('runs its check before a create and an update, and stores nothing it refuses', async () => {
    const refused = {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Als Entwickler kann nur ein Benutzer mit der Rolle admin oder system eingetragen werden.',
    };
    expect(await refusal(() => reports.create(db(), { title: 'Abgelehnt', developer: 'niemand' }))).toEqual(
      refused,
    );
    expect((await list({ search: 'Abgelehnt' })).total).toBe(0);
    const [first] = (await list({ sort: 'title', limit: 1 })).items;
    expect(await refusal(() => reports.update(db(), first!._id, { developer: 'niemand' }))).toEqual(refused);
    expect((await reports.get(db(), first!._id)).developer).toBeNull();
  });

  it('is refused with a 400 through its routes when a body breaks the schemas, and a missing id is a 404', async () => {
    const empty = await call('POST', REPORTS, { title: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'body/title must NOT have fewer than 1 characters',
    });
    const unknownSeverity = await call('POST', REPORTS, { title: 'Neu', severity: 'riesig' });
    expect(unknownSeverity.statusCode).toBe(400);
    expect(unknownSeverity.json().code).toBe('VALIDATION');
    // A field the schemas do not know is left out, as everywhere in the API, not stored.
    const extra = await call('POST', REPORTS, { title: 'Neu', ticket: 'T-17' });
    expect(extra.statusCode).toBe(200);
    expect(extra.json()).not.toHaveProperty('ticket');
    // A value outside a field's list is refused, as the severity above.
    const unknownStatus = await call('POST', REPORTS, { title: 'Neu', status: 'offen' });
    expect(unknownStatus.statusCode).toBe(400);
    const [first] = (await list({ limit: 1 })).items;
    const badUpdate = await call('PUT', `${REPORTS}${first!._id}`, { priority: 'sofort' });
    expect(badUpdate.statusCode).toBe(400);
    expect(badUpdate.json().code).toBe('VALIDATION');
    const missing = await call('GET', `${REPORTS}gibt-es-nicht`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'bug report not found' });
    expect((await call('DELETE', `${REPORTS}gibt-es-nicht`)).statusCode).toBe(404);
  });
});
