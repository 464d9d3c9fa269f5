import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, startTestServer, type CallMethod, type TestServer } from '../../../test/support';

describe.each(await databaseKinds())('accounting master data on %s', (kind) => {
  let server: TestServer;
  const admin = () => bearer(server.adminToken);
  const call = adminCalls(() => server);
  const ok = async <T = Record<string, unknown>>(method: CallMethod, url: string, payload?: unknown) => {
    const answer = await call(method, url, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('refuses the master data, e-mail templates and overview to guests and plain users with C100', async () => {
    const calls: [CallMethod, string, unknown?][] = [
      ['GET', '/api/v1/invoice/customer/'],
      ['PUT', '/api/v1/invoice/customer/', { _id: 'x', company: 'y' }],
      ['DELETE', '/api/v1/invoice/customer/x'],
      ['GET', '/api/v1/invoice/factor/?sort=-factor'],
      ['POST', '/api/v1/invoice/factor/', { name: 'x', factor: 1.1 }],
      ['DELETE', '/api/v0/invoice/item/x'],
      ['GET', '/api/v0/system_templates/'],
      ['POST', '/api/v0/system_templates/', { name: 'x', kind: 'document', subject: '', body: '' }],
      ['DELETE', '/api/v0/system_templates/x'],
      ['GET', '/api/v1/invoice/overview?year=2026'],
      ['PUT', '/api/v1/invoice/settings', { payment_terms_days: 30 }],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, bearer(server.userToken)]) {
        const answer = await call(method, url, payload, headers);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'C100' });
      }
    }
  });

  it('needs a company or a last name for a customer or vendor, in German and English', async () => {
    const german = await call('POST', '/api/v1/invoice/customer/', { first_name: 'Anna', city: 'Wien' });
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Bitte geben Sie eine Firma oder einen Nachnamen an.',
    });
    const english = await call(
      'POST',
      '/api/v1/invoice/vendor/',
      { company: '  ' },
      { ...admin(), 'accept-language': 'en' },
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('Please enter a company or a last name.');

    const vendor = await ok<{ _id: string }>('POST', '/api/v1/invoice/vendor/', {
      company: 'Baumschule Lorenz',
      email: 'bestellung@lorenz.example',
    });
    // An update that empties the name is refused too; the vendor keeps its name.
    const emptied = await call('PUT', '/api/v1/invoice/vendor/', { _id: vendor._id, company: '' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toBe('Bitte geben Sie eine Firma oder einen Nachnamen an.');
    expect(await ok('GET', `/api/v1/invoice/vendor/${vendor._id}`)).toMatchObject({
      name: 'Baumschule Lorenz',
    });
  });

  it('refuses a postcode that is none: letters, or not its country’s format', async () => {
    const message = (zip: string) =>
      `„${zip}“ ist keine gültige Postleitzahl. In Österreich hat sie 4 Ziffern, in Deutschland 5.`;
    const letters = await call('POST', '/api/v1/invoice/customer/', { last_name: 'Huber', zip: 'abc' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toMatchObject({ code: 'VALIDATION', message: message('abc') });
    const german = await call('POST', '/api/v1/invoice/customer/', {
      last_name: 'Müller',
      zip: '1011',
      country: 'de',
    });
    expect(german.json().message).toBe(message('1011'));
    const foreign = await call('POST', '/api/v1/invoice/vendor/', {
      company: 'Garden Ltd',
      zip: 'abc',
      country: 'gb',
    });
    expect(foreign.statusCode).toBe(400);
    // The country's own formats, and one without a known format, pass.
    const huber = await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
      last_name: 'Huber',
      zip: '3100',
    });
    await ok('POST', '/api/v1/invoice/vendor/', { company: 'Garden Ltd', zip: 'SW1A 1AA', country: 'gb' });
    // An update is checked against the stored country.
    const update = await call('PUT', '/api/v1/invoice/customer/', { _id: huber._id, zip: 'abc' });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe(message('abc'));
    expect(await ok('GET', `/api/v1/invoice/customer/${huber._id}`)).toMatchObject({ zip: '3100' });
  });

  it('refuses an e-mail address that is not one, naming the field', async () => {
    const answer = await call('POST', '/api/v1/invoice/customer/', {
      last_name: 'Huber',
      email: 'huber(at)web',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('email');
  });

  it('takes a shop customer over once: the second takeover is refused with 409', async () => {
    const taken = await ok<{ _id: string; user_id: string }>('POST', '/api/v1/invoice/customer/', {
      first_name: 'Eva',
      last_name: 'Gruber',
      user_id: 'shop-user-1',
    });
    expect(taken.user_id).toBe('shop-user-1');
    const again = await call('POST', '/api/v1/invoice/customer/', {
      last_name: 'Gruber',
      user_id: 'shop-user-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CUSTOMER_TAKEN',
      message: 'Dieser Shop-Kunde ist bereits als Kunde „Eva Gruber“ übernommen.',
    });
    // Saving the same customer again keeps its link.
    await ok('PUT', '/api/v1/invoice/customer/', { _id: taken._id, user_id: 'shop-user-1', city: 'Linz' });
  });

  it('sorts the master lists by the names asked for and refuses unknown ones', async () => {
    for (const [name, factor] of [
      ['Pflanzzuschlag', 1.15],
      ['Expresszuschlag', 1.3],
      ['Stammkundenrabatt', 0.9],
    ] as const)
      await ok('POST', '/api/v1/invoice/factor/', { name, factor });
    const byFactor = await ok<{ items: { name: string }[]; total: number }>(
      'GET',
      '/api/v1/invoice/factor/?sort=-factor&limit=2',
    );
    expect(byFactor.total).toBe(3);
    expect(byFactor.items.map((item) => item.name)).toEqual(['Expresszuschlag', 'Pflanzzuschlag']);
    const byName = await ok<{ items: { name: string }[] }>(
      'GET',
      '/api/v1/invoice/factor/?sort=name&page=2&limit=2',
    );
    expect(byName.items.map((item) => item.name)).toEqual(['Stammkundenrabatt']);
    const unknown = await call('GET', '/api/v1/invoice/factor/?sort=colour');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('refuses sort names that are no column, prototype keys included, with 400', async () => {
    for (const path of ['customer', 'vendor', 'factor', 'template']) {
      for (const sort of ['__proto__', '-constructor', 'toString']) {
        const answer = await call('GET', `/api/v1/invoice/${path}/?sort=${sort}`);
        expect(answer.statusCode, `${path} ${sort}`).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'VALIDATION' });
      }
    }
    for (const type of ['customer', 'invoice']) {
      const answer = await call('POST', `/api/pageData/invoice/${type}/browse/`, { sort: '__proto__' });
      expect(answer.statusCode, type).toBe(400);
      expect(answer.json().message).toMatch(/^sort must be one of /);
    }
    const items = await call('GET', '/api/v0/invoice/item/?sort=__proto__');
    expect(items.statusCode).toBe(400);
  });

  it('deletes master data by id in the path (the list screens’ bulk delete)', async () => {
    const item = await ok<{ _id: string }>('POST', '/api/v0/invoice/item/', {
      title: 'Buchsbaum 40 cm',
      price: 9.9,
    });
    expect(await ok('DELETE', `/api/v0/invoice/item/${item._id}`)).toMatchObject({
      title: 'Buchsbaum 40 cm',
    });
    expect((await call('GET', `/api/v0/invoice/item/${item._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v0/invoice/item/${item._id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a customer, vendor, item or factor a document uses (409 IN_USE), and deletes unused ones', async () => {
    const customer = await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
      company: 'Gartenbau Moser GmbH',
      city: 'Graz',
    });
    const vendor = await ok<{ _id: string }>('POST', '/api/v1/invoice/vendor/', { company: 'Saatgut Kern' });
    const item = await ok<{ _id: string }>('POST', '/api/v0/invoice/item/', {
      title: 'Kirschlorbeer 60 cm',
      price: 14.5,
    });
    const factor = await ok<{ _id: string }>('POST', '/api/v1/invoice/factor/', {
      name: 'Hanglagenzuschlag',
      factor: 1.2,
    });
    // A draft offer to the customer uses the item and the factor; a draft order goes to the vendor.
    const offer = await ok<{ _id: string }>('POST', '/api/v0/invoice/', {
      type: 'offer',
      customer_id: customer._id,
      lines: [
        { title: 'Kirschlorbeer 60 cm', amount: 4, price: 14.5, vat_rate: 13, item_id: item._id },
        { title: 'Pflanzarbeit', amount: 2, price: 30, vat_rate: 20, factor: 1.2, factor_id: factor._id },
      ],
    });
    await ok('POST', '/api/v0/invoice/', {
      type: 'order',
      vendor_id: vendor._id,
      lines: [{ title: 'Rasensamen 10 kg', amount: 1, price: 80, vat_rate: 13 }],
    });

    const refused: [string, string, string][] = [
      [
        `/api/v1/invoice/customer/${customer._id}`,
        `/api/v1/invoice/customer/${customer._id}`,
        'Der Kunde „Gartenbau Moser GmbH“ wird noch in 1 Dokument(en) verwendet und kann nicht gelöscht werden.',
      ],
      [
        `/api/v1/invoice/vendor/?_id=${vendor._id}`,
        `/api/v1/invoice/vendor/${vendor._id}`,
        'Der Lieferant „Saatgut Kern“ wird noch in 1 Dokument(en) verwendet und kann nicht gelöscht werden.',
      ],
      [
        `/api/v0/invoice/item/${item._id}`,
        `/api/v0/invoice/item/${item._id}`,
        'Der Artikel „Kirschlorbeer 60 cm“ wird noch in 1 Dokument(en) verwendet und kann nicht gelöscht werden.',
      ],
      [
        `/api/v1/invoice/factor/${factor._id}`,
        `/api/v1/invoice/factor/${factor._id}`,
        'Der Faktor „Hanglagenzuschlag“ wird noch in 1 Dokument(en) verwendet und kann nicht gelöscht werden.',
      ],
    ];
    for (const [deleteUrl, readUrl, message] of refused) {
      const answer = await call('DELETE', deleteUrl);
      expect(answer.statusCode, deleteUrl).toBe(409);
      expect(answer.json()).toMatchObject({ statusCode: 409, code: 'IN_USE', message });
      // Nothing is deleted.
      expect((await call('GET', readUrl)).statusCode, readUrl).toBe(200);
    }
    const english = await call('DELETE', `/api/v0/invoice/item/${item._id}`, undefined, {
      ...admin(),
      'accept-language': 'en',
    });
    expect(english.json().message).toBe(
      'The item “Kirschlorbeer 60 cm” is still used by 1 document(s) and cannot be deleted.',
    );

    // Once the offer no longer names the item and the factor, both delete; deleting the draft frees the customer.
    await ok('PUT', '/api/v0/invoice/', {
      _id: offer._id,
      lines: [{ title: 'Kirschlorbeer 60 cm', amount: 4, price: 14.5, vat_rate: 13 }],
    });
    expect(await ok('DELETE', `/api/v0/invoice/item/${item._id}`)).toMatchObject({
      title: 'Kirschlorbeer 60 cm',
    });
    expect(await ok('DELETE', `/api/v1/invoice/factor/${factor._id}`)).toMatchObject({
      name: 'Hanglagenzuschlag',
    });
    await ok('DELETE', `/api/v0/invoice/?_id=${offer._id}`);
    expect(await ok('DELETE', `/api/v1/invoice/customer/${customer._id}`)).toMatchObject({
      name: 'Gartenbau Moser GmbH',
    });
    for (const url of [
      `/api/v0/invoice/item/${item._id}`,
      `/api/v1/invoice/factor/${factor._id}`,
      `/api/v1/invoice/customer/${customer._id}`,
    ])
      expect((await call('GET', url)).statusCode, url).toBe(404);
    // The vendor's order still names it.
    expect((await call('DELETE', `/api/v1/invoice/vendor/${vendor._id}`)).statusCode).toBe(409);
  });

  it('never both deletes a customer and writes a document for it when both arrive at once', async () => {
    for (let round = 0; round < 8; round += 1) {
      const customer = await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
        last_name: `Parallel ${round}`,
      });
      const [created, deleted] = await Promise.all([
        call('POST', '/api/v0/invoice/', { type: 'offer', customer_id: customer._id }),
        call('DELETE', `/api/v1/invoice/customer/${customer._id}`),
      ]);
      // Either the document came first and the delete is refused, or the customer is gone first.
      if (created.statusCode === 200) {
        expect(deleted.statusCode, deleted.body).toBe(409);
        expect((await call('GET', `/api/v1/invoice/customer/${customer._id}`)).statusCode).toBe(200);
      } else {
        expect(created.json()).toMatchObject({ statusCode: 400, message: 'Diesen Kunden gibt es nicht.' });
        expect(deleted.statusCode).toBe(200);
      }
    }
  });

  it('never both deletes an item or factor and writes a line naming it when both arrive at once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const item = await ok<{ _id: string }>('POST', '/api/v0/invoice/item/', {
        title: `Buchs ${round}`,
        price: 9.9,
        vat_rate: 13,
      });
      const factor = await ok<{ _id: string }>('POST', '/api/v1/invoice/factor/', {
        name: `Zuschlag ${round}`,
        factor: 1.15,
      });
      const [created, itemDeleted, factorDeleted] = await Promise.all([
        call('POST', '/api/v0/invoice/', {
          type: 'offer',
          lines: [
            { title: `Buchs ${round}`, amount: 1, price: 9.9, vat_rate: 13, item_id: item._id },
            { title: 'Setzen', amount: 1, price: 20, vat_rate: 20, factor: 1.15, factor_id: factor._id },
          ],
        }),
        call('DELETE', `/api/v0/invoice/item/${item._id}`),
        call('DELETE', `/api/v1/invoice/factor/${factor._id}`),
      ]);
      // Either the document came first and both deletes are refused, or a link is gone and the document is.
      if (created.statusCode === 200) {
        expect(itemDeleted.statusCode, itemDeleted.body).toBe(409);
        expect(factorDeleted.statusCode, factorDeleted.body).toBe(409);
      } else {
        expect(created.statusCode).toBe(400);
        expect([
          'Eine Position nennt einen Artikel, den es nicht gibt.',
          'Eine Position nennt einen Faktor, den es nicht gibt.',
        ]).toContain(created.json().message);
      }
    }
    const unknown = await call('POST', '/api/v0/invoice/', {
      type: 'offer',
      lines: [{ title: 'Buchs', amount: 1, price: 9.9, vat_rate: 13, item_id: 'kein-artikel' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Eine Position nennt einen Artikel, den es nicht gibt.');
    // A free line names no item: its null stays null (a union with null would have made it '').
    const free = await ok<{ lines: { item_id: string | null; factor_id: string | null }[] }>(
      'POST',
      '/api/v0/invoice/',
      {
        type: 'offer',
        lines: [{ title: 'Buchs', amount: 1, price: 9.9, vat_rate: 13, item_id: null, factor_id: null }],
      },
    );
    expect(free.lines[0]).toMatchObject({ item_id: null, factor_id: null });
  });

  it('refuses e-mail templates with unknown placeholders and deletes them by id', async () => {
    const typo = await call('POST', '/api/v0/system_templates/', {
      name: 'Rechnung',
      kind: 'document',
      subject: 'Ihre {{type}} {{nummer}}',
      body: 'Guten Tag {{ name }}, offen: {{offen}} {{nummer}}',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe(
      'Unbekannte Platzhalter: {{nummer}}, {{offen}}. Erlaubt sind {{type}}, {{number}}, {{date}}, {{total}}, {{company}}, {{name}}, {{due}}, {{open}}, {{level}}, {{days}}, {{fee}}, {{interest}}, {{amount}}.',
    );
    const template = await ok<{ _id: string }>('POST', '/api/v0/system_templates/', {
      name: 'Rechnung',
      kind: 'document',
      subject: 'Ihre {{type}} {{number}}',
      body: 'Guten Tag {{name}}',
    });
    const changed = await call('PUT', '/api/v0/system_templates/', { _id: template._id, body: '{{betrag}}' });
    expect(changed.statusCode).toBe(400);
    expect(await ok('DELETE', `/api/v0/system_templates/${template._id}`)).toMatchObject({
      name: 'Rechnung',
    });
    expect((await ok<{ total: number }>('GET', '/api/v0/system_templates/')).total).toBe(0);
  });

  it('sums the year’s invoices per month in exact cents: invoiced, paid, open, due and overdue', async () => {
    const customer = await ok<{ _id: string }>('POST', '/api/v1/invoice/customer/', {
      company: 'Gärtnerei Blum KG',
      address: 'Hauptstraße 12',
      zip: '3100',
      city: 'St. Pölten',
    });
    // Three invoices of 0.10 € + 0.20 € (net, 0 %): sums that floating point would get wrong.
    const issue = (date: string, price: number, terms: number) =>
      ok<{ _id: string }>('POST', '/api/v0/invoice/', {
        type: 'invoice',
        customer_id: customer._id,
        date,
        payment_terms_days: terms,
        lines: [
          { title: 'Saatgut', amount: 1, price, vat_rate: 0 },
          { title: 'Versand', amount: 1, price: 0.2, vat_rate: 0 },
        ],
        issue: true,
      });
    const paid = await issue('2025-03-03', 0.1, 14);
    await issue('2025-03-20', 0.1, 14);
    await issue('2025-11-02', 100.1, 14);
    await ok('POST', '/api/v1/invoice/payment', { _id: paid._id, amount: 0.3, date: '2025-03-10' });
    const overview = await ok<{
      year: number;
      months: {
        month: string;
        invoiced: number;
        paid: number;
        open: number;
        overdue: number;
        count: number;
      }[];
      totals: { invoiced: number; paid: number; open: number; due: number; overdue: number; count: number };
    }>('GET', '/api/v1/invoice/overview?year=2025');
    expect(overview.year).toBe(2025);
    expect(overview.months).toHaveLength(12);
    expect(overview.months[2]).toEqual({
      month: '2025-03',
      invoiced: 0.6,
      paid: 0.3,
      open: 0.3,
      due: 0,
      overdue: 0.3,
      credit: 0,
      count: 2,
    });
    expect(overview.totals).toEqual({
      invoiced: 100.9,
      paid: 0.3,
      open: 100.6,
      due: 0,
      overdue: 100.6,
      credit: 0,
      count: 3,
    });
  });
});
