import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type TestServer } from '../../../test/support';
import { createUser } from '../auth/service';
import { updateConfig } from '../config/service';

const PERSONS = '/api/v0/person/';
const LINKS = '/api/v0/person_link/';

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

// Links of persons to vendors, customers and sports persons; a person's GDPR delete takes them along.
describe.each(await databaseKinds())('person links on %s', (kind) => {
  let server: TestServer;
  const call = adminCalls(() => server);
  beforeAll(async () => {
    server = await startTestServer(kind);
    await updateConfig(server.database.db, { enabled_components: ['shop', 'sports'] });
  });
  afterAll(() => server.close());

  it('links a person to a vendor, a customer, a sports person and an accounting customer, shown from both sides', async () => {
    const person = (await call('POST', PERSONS, { name: 'Jakob Gruber' })).json();
    const vendor = (
      await call('POST', '/api/v1/invoice/vendor/', { type: 'company', company: 'Baumschule Gruber' })
    ).json();
    const customer = await createUser(server.database.db, {
      handle: 'gruber@kunde.test',
      name: 'Jakob G.',
      roles: ['user'],
    });
    const player = (await call('POST', '/api/v0/sports_person/', { name: 'Jakob Gruber jun.' })).json();
    const client = (
      await call('POST', '/api/v1/invoice/customer/', { type: 'company', company: 'Gartenbau Gruber OG' })
    ).json();

    const link = await call('POST', LINKS, { person: person._id, kind: 'vendor', target: vendor._id });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({
      person: person._id,
      personName: 'Jakob Gruber',
      kind: 'vendor',
      target: vendor._id,
      targetName: 'Baumschule Gruber',
    });
    // Linking again keeps the one link.
    expect(
      (await call('POST', LINKS, { person: person._id, kind: 'vendor', target: vendor._id })).json()._id,
    ).toBe(link.json()._id);
    await call('POST', LINKS, { person: person._id, kind: 'customer', target: customer._id });
    await call('POST', LINKS, { person: person._id, kind: 'sports_person', target: player._id });
    await call('POST', LINKS, { person: person._id, kind: 'accounting_customer', target: client._id });

    const ofPerson = (await call('GET', `${LINKS}?person=${person._id}`)).json().items;
    expect(
      ofPerson.map((item: { kind: string; targetName: string }) => [item.kind, item.targetName]),
    ).toEqual([
      ['vendor', 'Baumschule Gruber'],
      ['customer', 'Jakob G.'],
      ['sports_person', 'Jakob Gruber jun.'],
      ['accounting_customer', 'Gartenbau Gruber OG'],
    ]);
    const ofClient = (await call('GET', `${LINKS}?kind=accounting_customer&target=${client._id}`)).json()
      .items;
    expect(ofClient.map((item: { personName: string }) => item.personName)).toEqual(['Jakob Gruber']);
    const ofVendor = (await call('GET', `${LINKS}?kind=vendor&target=${vendor._id}`)).json().items;
    expect(ofVendor.map((item: { personName: string }) => item.personName)).toEqual(['Jakob Gruber']);

    const exported = (await call('GET', `${PERSONS}${person._id}/export`)).json();
    expect(exported.links).toHaveLength(4);

    const removed = await call('DELETE', `${LINKS}${link.json()._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `${LINKS}?kind=vendor&target=${vendor._id}`)).json().items).toEqual([]);
    expect((await call('DELETE', `${LINKS}${link.json()._id}`)).statusCode).toBe(404);
  });

  it('refuses links to unknown persons or targets, in German and English', async () => {
    const person = (await call('POST', PERSONS, { name: 'Eva Huber' })).json();
    const noTarget = await call('POST', LINKS, {
      person: person._id,
      kind: 'vendor',
      target: 'gibt-es-nicht',
    });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().message).toBe(
      'Das Ziel der Verknüpfung (Lieferant, Kunde oder Sportler) gibt es nicht.',
    );
    const noPerson = await call(
      'POST',
      LINKS,
      { person: 'niemand', kind: 'customer', target: 'x' },
      { ...bearer(server.adminToken), 'accept-language': 'en' },
    );
    expect(noPerson.statusCode).toBe(400);
    expect(noPerson.json().message).toBe('There is no such person.');
    expect((await call('POST', LINKS, { person: person._id, kind: 'friend', target: 'x' })).statusCode).toBe(
      400,
    );
  });

  it("removes a person's links with the person (GDPR delete), keeping vendor and sports person", async () => {
    const person = (await call('POST', PERSONS, { name: 'Lisa Brandl' })).json();
    const vendor = (
      await call('POST', '/api/v1/invoice/vendor/', { type: 'company', company: 'Brandl Erden' })
    ).json();
    const player = (await call('POST', '/api/v0/sports_person/', { name: 'Lisa Brandl' })).json();
    await call('POST', LINKS, { person: person._id, kind: 'vendor', target: vendor._id });
    await call('POST', LINKS, { person: person._id, kind: 'sports_person', target: player._id });

    expect((await call('DELETE', `${PERSONS}${person._id}`)).statusCode).toBe(200);
    expect((await call('GET', `${LINKS}?person=${person._id}`)).json().items).toEqual([]);
    expect((await call('GET', `${LINKS}?kind=vendor&target=${vendor._id}`)).json().items).toEqual([]);
    expect((await call('GET', `${LINKS}?kind=sports_person&target=${player._id}`)).json().items).toEqual([]);
    expect((await call('GET', `/api/v1/invoice/vendor/${vendor._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/v0/sports_person/${player._id}`)).statusCode).toBe(200);
  });

  it('lets only the admin centre link', async () => {
    expect((await call('GET', LINKS, undefined, {})).json()).toMatchObject({ code: 'C100' });
    const customer = await call(
      'POST',
      LINKS,
      { person: 'x', kind: 'vendor', target: 'y' },
      bearer(server.userToken),
    );
    expect(customer.json()).toMatchObject({ code: 'C100' });
  });
});
