import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type CallMethod, type TestServer } from '../../../test/support';
import { migrationsFolder } from '../../core/db';
import { createSession, createUser } from '../auth/service';
import { users } from '../auth/table';
import type { AddressBook } from './schemas';

/** A blank address as the shop's signup form sends two of them. */
const blank = {
  type: 'person',
  title: '',
  first_name: '',
  last_name: '',
  address: '',
  zip: '',
  city: '',
  country: 'at',
  phone: '',
};
const home = {
  type: 'person',
  first_name: 'Gerda',
  last_name: 'Gruber',
  address: 'Kirchengasse 4',
  zip: '3500',
  city: 'Krems',
  country: 'at',
};

describe.each(await databaseKinds())('addresses of shop signups on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const signup = (handle: string, userData: object, extra: object = {}) =>
    call(server, 'POST', '/api/v0/shop/signup', {
      handle,
      password: 'Hecke-2026-Liguster',
      password2: 'Hecke-2026-Liguster',
      userData,
      meta: {},
      alternate_shipping_address: false,
      newsletter_consent: false,
      ...extra,
    });
  const row = async (handle: string) =>
    (await server.database.db.select().from(users).where(eq(users.handle, handle)))[0]!;
  const book = async (userId: string) => {
    const token = await createSession(server.database.db, userId);
    return (method: CallMethod, url: string, payload?: object) =>
      call(server, method, `/api/v0/shop/addresses/${url}`, payload, token);
  };

  it('drops the blank addresses of the signup data and stores only the user data the spec names', async () => {
    const response = await signup('gerda@example.test', {
      first_name: 'Gerda',
      last_name: 'Gruber',
      addresses: [blank, blank],
      roles: ['admin'],
      shop: { discount: 50, shipping_free: true },
      accounting: { credit: 1000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = await row('gerda@example.test');
    expect(user.roles).toEqual(['user']);
    expect(Object.keys(user.userData).sort()).toEqual(['addresses', 'first_name', 'last_name', 'signup']);
    expect(user.userData.addresses).toEqual([]);

    const call = await book(user.id);
    const empty = await call('GET', '');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      items: [],
      total: 0,
      default_invoice_address: null,
      default_shipping_address: null,
    });
    const added = await call('POST', '', home);
    expect(added.statusCode, added.body).toBe(200);
    const uuid = added.json<AddressBook>().items[0]!.uuid;
    const edited = await call('PUT', uuid, { ...home, address: 'Kirchengasse 6' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AddressBook>().items).toEqual([{ uuid, ...home, address: 'Kirchengasse 6' }]);
  });

  it('keeps a filled signup address with a uuid as the default invoice and shipping address', async () => {
    const response = await signup('franz@example.test', {
      first_name: 'Franz',
      addresses: [{ ...blank, ...home, uuid: 'chosen-by-client' }, blank],
    });
    expect(response.statusCode, response.body).toBe(200);
    const call = await book((await row('franz@example.test')).id);
    const stored = (await call('GET', '')).json<AddressBook>();
    expect(stored.items).toEqual([{ uuid: expect.any(String), ...home }]);
    const uuid = stored.items[0]!.uuid;
    expect(uuid).not.toBe('chosen-by-client');
    expect(stored).toMatchObject({ default_invoice_address: uuid, default_shipping_address: uuid });
    const edited = await call('PUT', uuid, { ...home, city: 'Stein' });
    expect(edited.json<AddressBook>().items[0]).toMatchObject({ uuid, city: 'Stein' });
  });

  it('refuses a half-filled signup address with the missing fields', async () => {
    const response = await signup('halb@example.test', { addresses: [{ ...blank, first_name: 'Halb' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Bitte füllen Sie alle Pflichtfelder der Adresse aus: Nachname, Straße und Hausnummer, Ort, PLZ',
    );
    expect(
      await server.database.db.select().from(users).where(eq(users.handle, 'halb@example.test')),
    ).toEqual([]);
  });

  it('repairs address books stored without uuids (migration 0006)', async () => {
    const kept = { uuid: 'a1', ...home };
    const broken = await createUser(server.database.db, { handle: 'alt@example.test', roles: ['user'] });
    await server.database.db
      .update(users)
      .set({
        userData: { first_name: 'Alt', addresses: [blank, { ...home, city: 'Stein' }, 'kaputt', kept] },
      })
      .where(eq(users.id, broken._id));
    const call = await book(broken._id);

    const repair = readFileSync(join(migrationsFolder(), '0006_signup_addresses.sql'), 'utf8');
    await server.database.db.execute(sql.raw(repair));

    const repaired = await call('GET', '');
    expect(repaired.statusCode, repaired.body).toBe(200);
    const items = repaired.json<AddressBook>().items;
    expect(items).toEqual([{ uuid: expect.any(String), ...home, city: 'Stein' }, kept]);
    expect((await call('PUT', items[0]!.uuid, home)).statusCode).toBe(200);
    expect((await row('alt@example.test')).userData.first_name).toBe('Alt');
  });
});
