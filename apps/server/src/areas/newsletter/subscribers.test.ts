import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import { outbox } from '../mail/table';
import { createUser, getUserByHandle } from '../auth/users';
import { newsletterConsents } from './table';

const SUBSCRIBE = '/api/v0/newsletter/subscribe';
const LISTS = '/api/v0/newsletter_list/';
const SUBSCRIBERS = '/api/v0/newsletter_subscriber/';
const IMPORT = '/api/v0/newsletter_subscriber/import';
const EXPORT = '/api/v0/newsletter_subscriber/export';
const CONSENT = 'Ja, ich möchte den Newsletter der Gartenwerk GmbH per E-Mail erhalten.';

describe.each(await databaseKinds())('newsletter subscribers, lists and import on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  const admin = adminCalls(() => server);
  const guest = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    call(server, method, url, payload);
  const subscriberOf = async (email: string) =>
    (await admin('GET', `${SUBSCRIBERS}?search=${encodeURIComponent(email)}`)).json().items[0];
  const mailsTo = async (to: string) =>
    (await server.app.db.select({ n: count() }).from(outbox).where(eq(outbox.to, to)))[0]!.n;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, {
      publicUrl: 'https://gartenwerk.test',
      smtpUrl: smtp.url,
      areaOptions: { newsletter: { subscribeLimit: 10_000 } },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('confirms a sign-up to a list without double opt-in at once and keeps its proof', async () => {
    const list = (await admin('POST', LISTS, { name: 'Messe-Angebote', double_opt_in: false })).json();
    expect(list).toMatchObject({ double_opt_in: false, public: true });
    const answer = await guest('POST', SUBSCRIBE, {
      email: 'sofort@beispiel.test',
      consent: CONSENT,
      lists: [list._id],
    });
    expect(answer.json()).toEqual({ email: 'sofort@beispiel.test', status: 'confirmed', mailed: true });
    const subscriber = await subscriberOf('sofort@beispiel.test');
    expect(subscriber).toMatchObject({ status: 'confirmed', lists: [list._id] });
    expect(subscriber.consents).toEqual([
      expect.objectContaining({
        form: 'footer',
        text: CONSENT,
        ip: '127.0.0.0',
        confirmed: subscriber.confirmed,
      }),
    ]);
    // The mail that went out is the one with the unsubscribe link, not a confirmation request.
    const raw = smtp.lastTo('sofort@beispiel.test')!.raw;
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).not.toContain('/newsletter/verify/');

    // A list with double opt-in among the chosen ones asks for the link.
    const strict = (await admin('POST', LISTS, { name: 'Rosenbrief' })).json();
    expect(strict.double_opt_in).toBe(true);
    const both = await guest('POST', SUBSCRIBE, {
      email: 'beide@beispiel.test',
      consent: CONSENT,
      lists: [list._id, strict._id],
    });
    expect(both.json()).toMatchObject({ status: 'unconfirmed', mailed: true });
    // Switched on later, the list asks for the link again.
    expect((await admin('PUT', `${LISTS}${list._id}`, { double_opt_in: true })).json().double_opt_in).toBe(
      true,
    );
  });

  it('offers only public lists to visitors and refuses a private one', async () => {
    const hidden = (await admin('POST', LISTS, { name: 'Händler intern', public: false })).json();
    const offered = (await guest('GET', '/api/v0/newsletter/lists'))
      .json()
      .items.map((l: { name: string }) => l.name);
    expect(offered).not.toContain('Händler intern');
    const refused = await guest('POST', SUBSCRIBE, {
      email: 'privat@beispiel.test',
      consent: CONSENT,
      lists: [hidden._id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Diese Newsletter-Liste gibt es nicht: ${hidden._id}`);
  });

  it('filters by list, status, tag, group and search; tags and groups are editable', async () => {
    const list = (await admin('POST', LISTS, { name: 'Obstbäume', double_opt_in: false })).json();
    await guest('POST', SUBSCRIBE, {
      email: 'apfel@beispiel.test',
      consent: CONSENT,
      lists: [list._id],
      name: 'Anna Apfel',
    });
    await guest('POST', SUBSCRIBE, { email: 'birne@beispiel.test', consent: CONSENT, lists: [list._id] });
    const apfel = await subscriberOf('apfel@beispiel.test');
    const edited = await admin('PUT', `${SUBSCRIBERS}${apfel._id}`, {
      tags: ['stammkunde', 'obst'],
      groups: ['b2c'],
    });
    expect(edited.json()).toMatchObject({ tags: ['stammkunde', 'obst'], groups: ['b2c'] });
    const birne = await subscriberOf('birne@beispiel.test');
    await admin('PUT', `${SUBSCRIBERS}${birne._id}`, { tags: ['obst'], groups: ['b2b'] });

    const emails = async (query: string) =>
      (await admin('GET', `${SUBSCRIBERS}?${query}`))
        .json()
        .items.map((item: { email: string }) => item.email)
        .sort();
    expect(await emails(`list=${list._id}`)).toEqual(['apfel@beispiel.test', 'birne@beispiel.test']);
    expect(await emails(`list=${list._id}&tag=stammkunde`)).toEqual(['apfel@beispiel.test']);
    expect(await emails(`list=${list._id}&tag=obst`)).toEqual(['apfel@beispiel.test', 'birne@beispiel.test']);
    expect(await emails(`group=b2b`)).toEqual(['birne@beispiel.test']);
    expect(await emails(`list=${list._id}&status=confirmed&search=anna`)).toEqual(['apfel@beispiel.test']);
    expect(await emails(`list=${list._id}&status=unsubscribed`)).toEqual([]);
    // The filters' choices: every tag and group in use, once, sorted.
    expect((await admin('GET', `${SUBSCRIBERS}labels`)).json()).toEqual({
      tags: ['obst', 'stammkunde'],
      groups: ['b2b', 'b2c'],
    });
  });

  it('deletes a subscriber with its consents and empties the user’s lists (erasure)', async () => {
    const email = 'loeschen@beispiel.test';
    await createUser(server.database.db, { handle: email, roles: ['user'] });
    const list = (await admin('POST', LISTS, { name: 'Stauden', double_opt_in: false })).json();
    await guest('POST', SUBSCRIBE, { email, consent: CONSENT, lists: [list._id] });
    const userLists = async () =>
      (
        (await getUserByHandle(server.database.db, email))!.userData.newsletter as {
          subscribed_lists: string[];
        }
      ).subscribed_lists;
    expect(await userLists()).toEqual([list._id]);
    const { _id } = await subscriberOf(email);
    expect((await admin('DELETE', `${SUBSCRIBERS}${_id}`)).statusCode).toBe(200);
    expect(await userLists()).toEqual([]);
    const consents = await server.app.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.subscriberId, _id));
    expect(consents).toEqual([]);
    expect(await subscriberOf(email)).toBeUndefined();
  });

  it('exports the filtered subscribers as CSV with a byte order mark and quoted cells', async () => {
    const list = (await admin('POST', LISTS, { name: 'Beeren; Sträucher', double_opt_in: false })).json();
    await guest('POST', SUBSCRIBE, {
      email: 'export@beispiel.test',
      consent: CONSENT,
      lists: [list._id],
      name: 'Berta "Beere" Huber',
    });
    const answer = await admin('GET', `${EXPORT}?list=${list._id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="newsletter-abonnenten.csv"');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFE-Mail;Name;Status;Listen;Tags;Gruppen;Sprache;Eingetragen;Bestätigt;Abgemeldet',
    );
    expect(lines[1]).toMatch(
      /^export@beispiel\.test;"Berta ""Beere"" Huber";bestätigt;"Beeren; Sträucher";;;de;\d\d\.\d\d\.\d{4};\d\d\.\d\d\.\d{4};$/,
    );
    expect(lines).toHaveLength(3);
    expect((await call(server, 'GET', EXPORT)).statusCode).toBe(403);
  });

  it('imports a file with BOM, semicolons and quoted fields; reports duplicates and invalid rows', async () => {
    const list = (await admin('POST', LISTS, { name: 'Gartenclub' })).json();
    await guest('POST', SUBSCRIBE, { email: 'schon@beispiel.test', consent: CONSENT, lists: [list._id] });
    const csv =
      '\uFEFFE-Mail;Name;Tags;Listen\r\n' +
      'eins@beispiel.test;"Huber; Maria";"obst, rosen";Gartenclub\r\n' +
      'zwei@beispiel.test;"Der ""Gärtner""";;\r\n' +
      'kein-at-zeichen;Falsch;;\r\n' +
      'EINS@beispiel.test;Doppelt;;\r\n' +
      'schon@beispiel.test;Vorhanden;;\r\n' +
      'drei@beispiel.test;"Mehr-\nzeilig";;Unbekannt\r\n' +
      '\r\n';
    const answer = await admin('POST', IMPORT, {
      csv,
      mapping: { email: 0, name: 1, tags: 2, lists: 3 },
      existing_consent: true,
      source: 'Messe Tulln 2025',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      imported: 2,
      duplicates: 2,
      invalid: 2,
      problems: [
        { line: 4, email: 'kein-at-zeichen', result: 'invalid', message: 'Ungültige E-Mail-Adresse' },
        {
          line: 5,
          email: 'eins@beispiel.test',
          result: 'duplicate',
          message: 'Doppelt in der Datei (schon in Zeile 2)',
        },
        {
          line: 6,
          email: 'schon@beispiel.test',
          result: 'duplicate',
          message: 'Die Adresse ist bereits eingetragen.',
        },
        { line: 7, email: 'drei@beispiel.test', result: 'invalid', message: 'Unbekannte Liste: Unbekannt' },
      ],
    });
    const eins = await subscriberOf('eins@beispiel.test');
    expect(eins).toMatchObject({
      name: 'Huber; Maria',
      tags: ['obst', 'rosen'],
      lists: [list._id],
      status: 'confirmed',
    });
    expect(eins.consents).toEqual([
      expect.objectContaining({
        form: 'import',
        text: 'import: Messe Tulln 2025',
        confirmed: eins.confirmed,
      }),
    ]);
    expect((await subscriberOf('zwei@beispiel.test')).name).toBe('Der "Gärtner"');
    // Imported with a consent: no confirmation mail.
    expect(await mailsTo('eins@beispiel.test')).toBe(0);
  });

  it('imports comma-separated files; without existing consent each address gets the double opt-in mail', async () => {
    const csv = 'name,email\n"Gruber, Franz",franz@beispiel.test\nLisa,lisa@beispiel.test\n';
    const answer = await admin('POST', IMPORT, {
      csv,
      mapping: { email: 1, name: 0 },
      existing_consent: false,
    });
    expect(answer.json()).toMatchObject({ imported: 2, duplicates: 0, invalid: 0, problems: [] });
    const franz = await subscriberOf('franz@beispiel.test');
    expect(franz).toMatchObject({ name: 'Gruber, Franz', status: 'unconfirmed' });
    expect(franz.consents[0]).toMatchObject({ form: 'import', confirmed: null });
    expect(smtp.lastTo('franz@beispiel.test')!.raw).toMatch(
      /https:\/\/gartenwerk\.test\/newsletter\/verify\/[\w-]+/,
    );
  });

  it('refuses an import without a source for the consent, a missing column, or no rows', async () => {
    const csv = 'E-Mail\nx@beispiel.test\n';
    const noSource = await admin('POST', IMPORT, { csv, mapping: { email: 0 }, existing_consent: true });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().message).toBe('Bitte nennen Sie, wo die Einwilligung gegeben wurde (Quelle).');
    const noColumn = await admin('POST', IMPORT, {
      csv,
      mapping: { email: 0, name: 3 },
      existing_consent: false,
    });
    expect(noColumn.json()).toMatchObject({ code: 'VALIDATION', message: 'Die Datei hat keine Spalte 4.' });
    const empty = await admin('POST', IMPORT, {
      csv: 'E-Mail\n',
      mapping: { email: 0 },
      existing_consent: false,
    });
    expect(empty.json().message).toBe('Die Datei enthält außer der Kopfzeile keine Zeilen.');
    expect(
      (await call(server, 'POST', IMPORT, { csv, mapping: { email: 0 }, existing_consent: false }))
        .statusCode,
    ).toBe(403);
  });

  it('imports 10,000 rows in one call', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => `massen${index}@beispiel.test;Person ${index}`);
    const csv = `\uFEFFE-Mail;Name\r\n${rows.join('\r\n')}\r\n`;
    const answer = await admin('POST', IMPORT, {
      csv,
      mapping: { email: 0, name: 1 },
      existing_consent: true,
      source: 'Kundenkartei 2024',
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.json()).toEqual({ imported: 10_000, duplicates: 0, invalid: 0, problems: [] });
    const page = (await admin('GET', `${SUBSCRIBERS}?search=massen&limit=1`)).json();
    expect(page.total).toBe(10_000);
    const tooMany = await admin('POST', IMPORT, {
      csv: `${csv}zuviel@beispiel.test;x\r\n`,
      mapping: { email: 0 },
      existing_consent: true,
      source: 'x',
    });
    expect(tooMany.json().message).toBe('Höchstens 10000 Zeilen je Import.');
  }, 120_000);
});
