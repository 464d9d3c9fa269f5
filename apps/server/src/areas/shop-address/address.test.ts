import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type CallMethod, type TestServer } from '../../../test/support';
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

  /** A request to the address book, as the customer unless `token` says otherwise. */
  const addresses = (method: CallMethod, url: string, payload?: object, token = server.userToken) =>
    call(server, method, `/api/v0/shop/addresses${url}`, payload, token);

  it('keeps a customer’s addresses with default invoice and shipping address and the spec’s removal rules', async () => {
    expect((await addresses('GET', '/')).json()).toEqual({
      items: [],
      total: 0,
      default_invoice_address: null,
      default_shipping_address: null,
    });
    const first = (await addresses('POST', '/', home)).json<AddressBook>();
    const homeId = first.items[0]!.uuid;
    expect(first).toMatchObject({
      total: 1,
      default_invoice_address: homeId,
      default_shipping_address: homeId,
    });

    const second = (await addresses('POST', '/', office)).json<AddressBook>();
    const officeId = second.items[1]!.uuid;
    expect(second).toMatchObject({
      total: 2,
      default_invoice_address: homeId,
      default_shipping_address: homeId,
    });

    const refusedInvoice = await addresses('DELETE', `/${homeId}`);
    expect(refusedInvoice.json()).toMatchObject({
      statusCode: 409,
      message: 'Die Standard-Rechnungsadresse kann nicht entfernt werden.',
    });
    const moved = (
      await addresses('PUT', '/defaults', { default_invoice_address: officeId })
    ).json<AddressBook>();
    expect(moved).toMatchObject({ default_invoice_address: officeId, default_shipping_address: homeId });
    const refusedShipping = await addresses('DELETE', `/${homeId}`);
    expect(refusedShipping.json()).toMatchObject({
      statusCode: 409,
      message: 'Die Standard-Lieferadresse kann nicht entfernt werden.',
    });

    const edited = (
      await addresses('PUT', `/${homeId}`, { ...home, city: 'Tulln', zip: '3430' })
    ).json<AddressBook>();
    expect(edited.items.find((address) => address.uuid === homeId)).toMatchObject({
      city: 'Tulln',
      zip: '3430',
    });

    await addresses('PUT', '/defaults', { default_shipping_address: officeId });
    const removed = (await addresses('DELETE', `/${homeId}`)).json<AddressBook>();
    expect(removed.items.map((address) => address.uuid)).toEqual([officeId]);
    expect((await addresses('GET', '/')).json<AddressBook>().total).toBe(1);
  });

  it('refuses incomplete addresses, unknown uuids and guests', async () => {
    const blank = await addresses('POST', '/', { ...home, city: '   ' });
    expect(blank.json()).toMatchObject({
      statusCode: 400,
      message: 'Bitte füllen Sie alle Pflichtfelder der Adresse aus: Ort',
    });
    const missing = await addresses('POST', '/', { ...home, first_name: undefined });
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      message: "body must have required property 'first_name'",
    });
    expect((await addresses('PUT', '/nope', home)).json()).toMatchObject({
      statusCode: 404,
      message: 'Diese Adresse gibt es nicht.',
    });
    expect((await addresses('DELETE', '/nope')).json()).toMatchObject({
      statusCode: 404,
      message: 'Diese Adresse gibt es nicht.',
    });
    expect((await addresses('PUT', '/defaults', { default_invoice_address: 'nope' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Diese Adresse gibt es nicht.',
    });
    const asGuest = await call(server, 'GET', '/api/v0/shop/addresses/');
    expect(asGuest.json()).toMatchObject({ statusCode: 403, code: 'C100' });
    // Another customer's book is their own.
    const adminBook = await addresses('GET', '/', undefined, server.adminToken);
    expect(adminBook.json<AddressBook>().total).toBe(0);
  });
});
