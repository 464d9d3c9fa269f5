import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import { createUser } from '../auth/service';

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
});
