import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import { newId } from '../../core/ids';
import { createUser } from '../auth/service';
import { files } from '../file/table';

const REPORTS = '/api/v0/system_bugtracker/';
const NOT_A_DEVELOPER_DE =
  'Als Entwickler kann nur ein Benutzer mit der Rolle admin oder system eingetragen werden.';
const NOT_A_DEVELOPER_EN = 'Only a user with the role admin or system can be the developer.';

// What is special about the bug reports: their filters and who may be their developer.
describe.each(await databaseKinds())('the bug tracker on %s', (kind) => {
  let server: TestServer;
  let developer: string;
  let customer: string;
  const call = adminCalls(() => server);
  beforeAll(async () => {
    server = await startTestServer(kind);
    developer = (await createUser(server.database.db, { handle: 'dev@gartenwerk.test', roles: ['system'] }))
      ._id;
    customer = (await createUser(server.database.db, { handle: 'gast@gartenwerk.test', roles: ['user'] }))
      ._id;
  });
  afterAll(() => server.close());

  it('adds a report with the defaults and filters by reproduce, severity, priority and developer', async () => {
    const plain = await call('POST', REPORTS, { title: 'Warenkorb leert sich' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({
      title: 'Warenkorb leert sich',
      description: '',
      reproduce: 'unknown',
      severity: 'normal',
      priority: 'normal',
      developer: null,
    });
    const assigned = await call('POST', REPORTS, {
      title: 'PDF ohne Umlaute',
      reproduce: 'always',
      severity: 'major',
      priority: 'urgent',
      developer,
    });
    expect(assigned.json()).toMatchObject({ severity: 'major', developer });

    const titles = async (query: string) =>
      (await call('GET', `${REPORTS}?${query}`))
        .json()
        .items.map((report: { title: string }) => report.title);
    expect(await titles('reproduce=always')).toEqual(['PDF ohne Umlaute']);
    expect(await titles('severity=normal')).toEqual(['Warenkorb leert sich']);
    expect(await titles('priority=urgent')).toEqual(['PDF ohne Umlaute']);
    expect(await titles(`developer=${developer}`)).toEqual(['PDF ohne Umlaute']);
    expect(await titles('sort=title')).toEqual(['PDF ohne Umlaute', 'Warenkorb leert sich']);
    expect((await call('GET', `${REPORTS}?severity=egal`)).statusCode).toBe(400);
  });

  it('takes only an admin or system user as the developer, in the language of the request', async () => {
    const { _id } = (await call('POST', REPORTS, { title: 'Suche findet nichts' })).json();
    const refused = await call('PUT', `${REPORTS}${_id}`, { developer: customer });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', message: NOT_A_DEVELOPER_DE });
    const english = await call(
      'POST',
      REPORTS,
      { title: 'Search finds nothing', developer: 'nobody' },
      { ...bearer(server.adminToken), 'accept-language': 'en' },
    );
    expect(english.json()).toMatchObject({ code: 'VALIDATION', message: NOT_A_DEVELOPER_EN });
    const taken = await call('PUT', `${REPORTS}${_id}`, { developer });
    expect(taken.json()).toMatchObject({ _id, developer });
    expect((await call('PUT', `${REPORTS}${_id}`, { developer: null })).json()).toMatchObject({
      developer: null,
    });
  });

  it('is for the admin centre only', async () => {
    expect((await call('GET', REPORTS, undefined, {})).statusCode).toBe(403);
    const customerCall = await call('GET', REPORTS, undefined, bearer(server.userToken));
    expect(customerCall.json()).toMatchObject({ code: 'C100' });
  });

  it('keeps screenshots of the library, the page, browser and version, and a status filter', async () => {
    const screenshot = newId();
    await server.database.db.insert(files).values({
      id: screenshot,
      name: 'warenkorb.png',
      ext: 'png',
      mime: 'image/png',
      size: 1000,
      hash: 'b'.repeat(64),
    });
    const missing = await call('POST', REPORTS, { title: 'Bild fehlt', screenshots: ['gibt-es-nicht'] });
    expect(missing.statusCode).toBe(400);
    const report = await call('POST', REPORTS, {
      title: 'Knopf verrutscht',
      description: '<p>Der Knopf <strong>Speichern</strong> liegt unter dem Menü.</p>',
      screenshots: [screenshot],
      page: '/admincenter/shop/orders/browse',
      browser: 'Mozilla/5.0 Chromium',
      appVersion: '1.4.0',
    });
    expect(report.json()).toMatchObject({
      status: 'new',
      screenshots: [screenshot],
      page: '/admincenter/shop/orders/browse',
      browser: 'Mozilla/5.0 Chromium',
      appVersion: '1.4.0',
    });
    const { _id } = report.json();
    await call('PUT', `${REPORTS}${_id}`, { status: 'in_progress' });
    const working = (await call('GET', `${REPORTS}?status=in_progress`)).json();
    expect(working.items.map((item: { title: string }) => item.title)).toEqual(['Knopf verrutscht']);
    expect((await call('GET', `${REPORTS}?status=egal`)).statusCode).toBe(400);
  });

  it('writes the history of every save that changes something, and comments', async () => {
    const { _id } = (await call('POST', REPORTS, { title: 'Rabatt falsch' })).json();
    await call('PUT', `${REPORTS}${_id}`, {
      severity: 'critical',
      status: 'confirmed',
      title: 'Rabatt falsch',
    });
    await call('PUT', `${REPORTS}${_id}`, { severity: 'critical' });
    const comment = await call('POST', `${REPORTS}${_id}/comments`, { text: 'Tritt nur mit Gutschein auf.' });
    expect(comment.json()).toMatchObject({ kind: 'comment', text: 'Tritt nur mit Gutschein auf.' });
    expect((await call('POST', `${REPORTS}${_id}/comments`, { text: '' })).statusCode).toBe(400);
    const history = (await call('GET', `${REPORTS}${_id}/history`)).json();
    expect(history.map((event: { kind: string }) => event.kind)).toEqual(['created', 'change', 'comment']);
    expect(history[1].changes).toEqual([
      { field: 'severity', from: 'normal', to: 'critical' },
      { field: 'status', from: 'new', to: 'confirmed' },
    ]);
    expect(history[1].author).toBeTruthy();
    expect((await call('GET', `${REPORTS}unbekannt/history`)).statusCode).toBe(404);
    const guest = await call(
      'POST',
      `${REPORTS}${_id}/comments`,
      { text: 'Hallo' },
      bearer(server.userToken),
    );
    expect(guest.json()).toMatchObject({ code: 'C100' });
    // Removing the report removes its history.
    expect((await call('DELETE', `${REPORTS}${_id}`)).statusCode).toBe(200);
  });

  it('keeps the lists of bugtracker/settings and takes only their values', async () => {
    const settings = (await call('GET', '/api/v0/system_bugtracker_settings')).json();
    expect(settings.statuses.map((entry: { label: string }) => entry.label)).toEqual([
      'Neu',
      'Bestätigt',
      'In Arbeit',
      'Behoben',
      'Geschlossen',
    ]);
    const fewer = {
      ...settings,
      severities: [
        { value: 'normal', label: 'Normal' },
        { value: 'critical', label: 'Stoppt den Verkauf' },
      ],
    };
    const saved = await call('PUT', '/api/v0/system_bugtracker_settings', fewer);
    expect(saved.json().severities[1]).toEqual({ value: 'critical', label: 'Stoppt den Verkauf' });
    const refused = await call('POST', REPORTS, { title: 'Kleinigkeit', severity: 'minor' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Schweregrad, Priorität oder Status steht nicht in den Listen der Einstellungen des Bugtrackers.',
    );
    const twice = await call('PUT', '/api/v0/system_bugtracker_settings', {
      ...settings,
      priorities: [
        { value: 'low', label: 'Niedrig' },
        { value: 'low', label: 'Auch niedrig' },
      ],
    });
    expect(twice.json().message).toBe('Jeder Wert darf in einer Liste nur einmal vorkommen.');
    const customer = await call('PUT', '/api/v0/system_bugtracker_settings', fewer, bearer(server.userToken));
    expect(customer.json()).toMatchObject({ code: 'C100' });
    await call('PUT', '/api/v0/system_bugtracker_settings', settings);
  });
});
