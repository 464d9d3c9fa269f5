import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';

const PERSONS = '/api/v0/person/';

// What is special about persons: addresses and contacts, the role filter, the GDPR export and delete.
describe.each(await databaseKinds())('person records on %s', (kind) => {
  let server: TestServer;
  const call = adminCalls(() => server);
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('keeps a person with roles, addresses and contacts and filters by role', async () => {
    const created = await call('POST', PERSONS, {
      name: 'Jakob Gruber',
      company: 'Baumschule Gruber',
      roles: ['Lieferant', 'Gärtner'],
      addresses: [
        { label: 'Betrieb', street: 'Lindenweg 4', zip: '3100', city: 'St. Pölten', country: 'AT' },
      ],
      contacts: [
        { kind: 'email', value: 'jakob@gruber.test' },
        { kind: 'phone', value: '+43 2742 1234' },
      ],
      notes: 'Liefert Obstbäume im Herbst.',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Jakob Gruber',
      files: [],
      roles: ['Lieferant', 'Gärtner'],
    });
    await call('POST', PERSONS, { name: 'Anna Berger', roles: ['Landschaftsgärtnerin'] });
    const names = async (query: string) =>
      (await call('GET', `${PERSONS}?${query}`)).json().items.map((person: { name: string }) => person.name);
    expect(await names('')).toEqual(['Anna Berger', 'Jakob Gruber']);
    expect(await names('role=Lieferant')).toEqual(['Jakob Gruber']);
    expect(await names('search=Obstb')).toEqual(['Jakob Gruber']);
    expect((await call('POST', PERSONS, { name: '' })).statusCode).toBe(400);
    const badContact = await call('POST', PERSONS, { name: 'X', contacts: [{ kind: 'fax', value: '1' }] });
    expect(badContact.statusCode).toBe(400);
    expect((await call('POST', PERSONS, { name: 'X', files: ['gibt-es-nicht'] })).statusCode).toBe(400);
  });

  it('exports everything kept about a person as JSON and deletes it (GDPR)', async () => {
    const { _id } = (await call('POST', PERSONS, { name: 'Eva Huber', notes: 'Kundin seit 2020' })).json();
    const exported = await call('GET', `${PERSONS}${_id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="person-${_id}.json"`);
    expect(exported.json().person).toMatchObject({ _id, name: 'Eva Huber', notes: 'Kundin seit 2020' });
    expect((await call('DELETE', `${PERSONS}${_id}`)).statusCode).toBe(200);
    expect((await call('GET', `${PERSONS}${_id}`)).statusCode).toBe(404);
    expect((await call('GET', `${PERSONS}${_id}/export`)).statusCode).toBe(404);
  });

  it('is for the admin centre only', async () => {
    expect((await call('GET', PERSONS, undefined, {})).json()).toMatchObject({ code: 'C100' });
    const customer = await call('GET', `${PERSONS}x/export`, undefined, bearer(server.userToken));
    expect(customer.json()).toMatchObject({ code: 'C100' });
  });
});
