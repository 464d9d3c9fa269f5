import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../test/support';
import type { AddressBook, AddressFields } from './schemas';

const home: AddressFields = {
  type: 'person',
  first_name: 'Anna',
  last_name: 'Gruber',
  address: 'Hauptstraße 5',
  zip: '3500',
  city: 'Krems',
  country: 'at',
};
const office: AddressFields = {
  ...home,
  type: 'company',
  company: 'Gärtnerei Blum KG',
  address: 'Gewerbepark 3',
  uid: 'ATU12345678',
};

describe.each(await databaseKinds())('customer addresses on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = server.userToken,
  ) =>
    server.app.inject({
      method,
      url: `/api/v0/shop/addresses${url}`,
      ...(payload ? { payload } : {}),
      headers: bearer(token),
    });

  it('keeps a customer’s addresses with default invoice and shipping address and the spec’s removal rules', async () => {
    expect((await call('GET', '/')).json()).toEqual({
      items: [],
      total: 0,
      default_invoice_address: null,
      default_shipping_address: null,
    });
    const first = (await call('POST', '/', home)).json<AddressBook>();
    const homeId = first.items[0]!.uuid;
    expect(first).toMatchObject({
      total: 1,
      default_invoice_address: homeId,
      default_shipping_address: homeId,
    });

    const second = (await call('POST', '/', office)).json<AddressBook>();
    const officeId = second.items[1]!.uuid;
    expect(second).toMatchObject({
      total: 2,
      default_invoice_address: homeId,
      default_shipping_address: homeId,
    });

    const refusedInvoice = await call('DELETE', `/${homeId}`);
    expect(refusedInvoice.json()).toMatchObject({
      statusCode: 409,
      message: 'Die Standard-Rechnungsadresse kann nicht entfernt werden.',
    });
    const moved = (await call('PUT', '/defaults', { default_invoice_address: officeId })).json<AddressBook>();
    expect(moved).toMatchObject({ default_invoice_address: officeId, default_shipping_address: homeId });
    const refusedShipping = await call('DELETE', `/${homeId}`);
    expect(refusedShipping.json()).toMatchObject({
      statusCode: 409,
      message: 'Die Standard-Lieferadresse kann nicht entfernt werden.',
    });

    const edited = (
      await call('PUT', `/${homeId}`, { ...home, city: 'Tulln', zip: '3430' })
    ).json<AddressBook>();
    expect(edited.items.find((address) => address.uuid === homeId)).toMatchObject({
      city: 'Tulln',
      zip: '3430',
    });

    await call('PUT', '/defaults', { default_shipping_address: officeId });
    const removed = (await call('DELETE', `/${homeId}`)).json<AddressBook>();
    expect(removed.items.map((address) => address.uuid)).toEqual([officeId]);
    expect((await call('GET', '/')).json<AddressBook>().total).toBe(1);
  });

  it('refuses incomplete addresses, unknown uuids and guests', async () => {
    const blank = await call('POST', '/', { ...home, city: '   ' });
    expect(blank.json()).toMatchObject({
      statusCode: 400,
      message: 'Bitte füllen Sie alle Pflichtfelder der Adresse aus: Ort',
    });
    const missing = await call('POST', '/', { ...home, first_name: undefined });
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      message: "body must have required property 'first_name'",
    });
    expect((await call('PUT', '/nope', home)).json()).toMatchObject({
      statusCode: 404,
      message: 'Diese Adresse gibt es nicht.',
    });
    expect((await call('DELETE', '/nope')).json()).toMatchObject({
      statusCode: 404,
      message: 'Diese Adresse gibt es nicht.',
    });
    expect((await call('PUT', '/defaults', { default_invoice_address: 'nope' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Diese Adresse gibt es nicht.',
    });
    const asGuest = await server.app.inject({ method: 'GET', url: '/api/v0/shop/addresses/' });
    expect(asGuest.json()).toMatchObject({ statusCode: 403, code: 'C100' });
    // Another customer's book is their own.
    const adminBook = await call('GET', '/', undefined, server.adminToken);
    expect(adminBook.json<AddressBook>().total).toBe(0);
  });
});
