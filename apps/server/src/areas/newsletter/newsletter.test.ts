import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, bearer, call, startTestServer, type TestServer } from '../../../test/support';
import { createUser, getUserByHandle } from '../auth/users';
import { removeExpiredSubscriptions, truncateIp } from './consent';

const PUBLIC_URL = 'https://gartenwerk.test';
const SUBSCRIBE = '/api/v0/newsletter/subscribe';
const VERIFY = '/api/v0/newsletter/verify';
const UNSUBSCRIBE = '/api/v0/newsletter/unsubscribe';
const LISTS = '/api/v0/newsletter_list/';
const SUBSCRIBERS = '/api/v0/newsletter_subscriber/';
const CONSENT =
  'Ja, ich möchte den Newsletter der Gartenwerk GmbH per E-Mail erhalten. Ich bestätige die Anmeldung über den Link in der Bestätigungsmail.';
const DAY = 24 * 60 * 60 * 1000;

describe('truncateIp', () => {
  it('keeps the network of an address, not the person', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp('::ffff:198.51.100.9')).toBe('198.51.100.0');
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::');
    expect(truncateIp('unknown')).toBe('');
  });
});

describe.each(await databaseKinds())('the newsletter on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  const admin = adminCalls(() => server);
  const guest = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => call(server, method, url, payload, undefined, headers);
  /** The token of the last mailed link to `to` that contains `path`. */
  const mailedToken = (to: string, path: string) => {
    const raw = smtp.lastTo(to)?.raw ?? '';
    const match = new RegExp(`${PUBLIC_URL}${path}([A-Za-z0-9_-]+)`).exec(raw);
    if (!match) throw new Error(`no ${path} link mailed to ${to}`);
    return match[1]!;
  };
  const subscriberOf = async (email: string) =>
    (await admin('GET', `${SUBSCRIBERS}?search=${encodeURIComponent(email)}`)).json().items[0];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, {
      publicUrl: PUBLIC_URL,
      smtpUrl: smtp.url,
      areaOptions: { newsletter: { subscribeLimit: 10_000 } },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('signs up with double opt-in: a mail with a one-time link, one click confirms, the proof is kept', async () => {
    const { _id: list } = (await admin('POST', LISTS, { name: 'Gartentipps' })).json();
    const response = await guest('POST', SUBSCRIBE, {
      email: ' Erika@Beispiel.TEST ',
      consent: CONSENT,
      language: 'de',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: 'erika@beispiel.test', status: 'unconfirmed', mailed: true });

    const mail = smtp.lastTo('erika@beispiel.test')!;
    expect(mail.raw).toContain('Subject: =?UTF-8?Q?Bitte_best');
    expect(mail.raw).toContain('Anmeldung bestätigen');
    expect(mail.raw).toContain('Falls Sie diese Nachricht nicht angefordert haben');
    const token = mailedToken('erika@beispiel.test', '/newsletter/verify/');

    const pending = await subscriberOf('erika@beispiel.test');
    expect(pending).toMatchObject({ status: 'unconfirmed', lists: [], confirmed: null });
    expect(pending.consents).toEqual([
      expect.objectContaining({ form: 'footer', text: CONSENT, language: 'de', confirmed: null }),
    ]);

    const confirmed = await guest('POST', VERIFY, { token });
    expect(confirmed.json()).toEqual({ email: 'erika@beispiel.test', status: 'confirmed', mailed: true });
    const subscriber = await subscriberOf('erika@beispiel.test');
    expect(subscriber).toMatchObject({ status: 'confirmed', lists: [list], unsubscribed: null });
    expect(subscriber.confirmed).toEqual(subscriber.consents[0].confirmed);
    expect(Date.parse(subscriber.consents[0].date)).toBeLessThanOrEqual(Date.parse(subscriber.confirmed));

    // The mail after the confirmation repeats the proof and carries the one-click unsubscribe.
    const welcome = smtp.lastTo('erika@beispiel.test')!.raw;
    expect(welcome).toContain(CONSENT.slice(0, 40));
    expect(welcome).toMatch(
      /List-Unsubscribe:\s+<https:\/\/gartenwerk\.test\/api\/v0\/newsletter\/unsubscribe\/[\w-]+>/,
    );
    expect(welcome).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mailedToken('erika@beispiel.test', '/newsletter/unsubscribe/')).toBeTruthy();

    // The link clicked again says the same; GET works as well; an unknown token is refused.
    expect((await guest('GET', `${VERIFY}?token=${token}`)).json()).toMatchObject({
      status: 'confirmed',
      mailed: false,
    });
    const unknown = await guest('POST', VERIFY, { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich noch einmal an.',
    });
  });

  it('keeps the network of the address in the proof, not the whole address', async () => {
    await guest('POST', SUBSCRIBE, { email: 'netz@beispiel.test', consent: CONSENT });
    const { consents } = await subscriberOf('netz@beispiel.test');
    // inject's client address is 127.0.0.1 (no proxy trusted in tests).
    expect(consents[0].ip).toBe('127.0.0.0');
  });

  it("answers a confirmed address with the spec's duplicate 11000, in German and English", async () => {
    await guest('POST', SUBSCRIBE, { email: 'doppelt@beispiel.test', consent: CONSENT });
    await guest('POST', VERIFY, { token: mailedToken('doppelt@beispiel.test', '/newsletter/verify/') });
    const mailsBefore = smtp.mails.length;
    const again = await guest('POST', SUBSCRIBE, { email: 'Doppelt@beispiel.test', consent: CONSENT });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 11000, message: 'Email Adresse ist bereits vorhanden !' });
    const english = await guest(
      'POST',
      SUBSCRIBE,
      { email: 'doppelt@beispiel.test', consent: CONSENT },
      {
        'accept-language': 'en',
      },
    );
    expect(english.json()).toMatchObject({ code: 11000, message: 'Email address already exists!' });
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('sends the confirmation again to an unconfirmed address; only the newest link confirms', async () => {
    await guest('POST', SUBSCRIBE, { email: 'zweimal@beispiel.test', consent: CONSENT });
    const first = mailedToken('zweimal@beispiel.test', '/newsletter/verify/');
    const again = await guest('POST', SUBSCRIBE, { email: 'zweimal@beispiel.test', consent: CONSENT });
    expect(again.json()).toEqual({ email: 'zweimal@beispiel.test', status: 'unconfirmed', mailed: true });
    const second = mailedToken('zweimal@beispiel.test', '/newsletter/verify/');
    expect(second).not.toBe(first);
    expect((await guest('POST', VERIFY, { token: first })).statusCode).toBe(400);
    expect((await guest('POST', VERIFY, { token: second })).json()).toMatchObject({ status: 'confirmed' });
    expect((await subscriberOf('zweimal@beispiel.test')).consents).toHaveLength(1);
  });

  it('unsubscribes with one click, keeps the record with the date, and takes a new double opt-in', async () => {
    const email = 'weg@beispiel.test';
    await createUser(server.database.db, { handle: email, roles: ['user'] });
    const { _id: list } = (await admin('POST', LISTS, { name: 'Rosen', public: true })).json();
    await guest('POST', SUBSCRIBE, { email, consent: CONSENT, lists: [list] });
    const firstLink = mailedToken(email, '/newsletter/verify/');
    await guest('POST', VERIFY, { token: firstLink });
    const userLists = async () =>
      (
        (await getUserByHandle(server.database.db, email))!.userData.newsletter as {
          subscribed_lists: string[];
        }
      ).subscribed_lists;
    expect(await userLists()).toEqual([list]);

    const token = mailedToken(email, '/newsletter/unsubscribe/');
    const gone = await guest('POST', UNSUBSCRIBE, { token });
    expect(gone.json()).toEqual({ email, status: 'unsubscribed', mailed: false });
    const unsubscribed = await subscriberOf(email);
    expect(unsubscribed.status).toBe('unsubscribed');
    expect(Date.parse(unsubscribed.unsubscribed)).toBeGreaterThan(Date.parse(unsubscribed.confirmed));
    expect(await userLists()).toEqual([]);
    // The old confirmation link does not bring the subscription back.
    expect((await guest('POST', VERIFY, { token: firstLink })).statusCode).toBe(400);

    // RFC 8058: the mail client's one-click POST, form-encoded, answers the same and keeps the first date.
    const oneClick = await server.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE}/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toMatchObject({ status: 'unsubscribed' });
    expect((await subscriberOf(email)).unsubscribed).toBe(unsubscribed.unsubscribed);
    expect((await guest('POST', UNSUBSCRIBE, { token: 'y'.repeat(43) })).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Dieser Abmeldelink ist ungültig.',
    });

    // A new sign-up mails a new link; until it is clicked the person stays unsubscribed.
    const back = await guest('POST', SUBSCRIBE, { email, consent: CONSENT, lists: [list] });
    expect(back.json()).toEqual({ email, status: 'unsubscribed', mailed: true });
    await guest('POST', VERIFY, { token: mailedToken(email, '/newsletter/verify/') });
    const resubscribed = await subscriberOf(email);
    expect(resubscribed).toMatchObject({ status: 'confirmed', unsubscribed: null, lists: [list] });
    expect(resubscribed.consents).toHaveLength(2);
    expect(await userLists()).toEqual([list]);
  });

  it('removes unconfirmed sign-ups once their link expired, and nothing else', async () => {
    await guest('POST', SUBSCRIBE, { email: 'spaet@beispiel.test', consent: CONSENT });
    const token = mailedToken('spaet@beispiel.test', '/newsletter/verify/');
    const db = server.database.db;
    expect(await removeExpiredSubscriptions(db, new Date(Date.now() + 6 * DAY))).toBe(0);
    expect(await removeExpiredSubscriptions(db, new Date(Date.now() + 8 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await subscriberOf('spaet@beispiel.test')).toBeUndefined();
    expect((await guest('POST', VERIFY, { token })).statusCode).toBe(400);
    // Confirmed and unsubscribed subscribers stay.
    expect((await subscriberOf('erika@beispiel.test')).status).toBe('confirmed');
    expect((await subscriberOf('weg@beispiel.test')).status).toBe('confirmed');
  });

  it('refuses an invalid address, an unknown or private list and a missing consent', async () => {
    const invalid = await guest('POST', SUBSCRIBE, { email: 'kein-at-zeichen', consent: CONSENT });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an.');
    const { _id: hidden } = (await admin('POST', LISTS, { name: 'Intern', public: false })).json();
    const privateList = await guest('POST', SUBSCRIBE, {
      email: 'p@beispiel.test',
      consent: CONSENT,
      lists: [hidden],
    });
    expect(privateList.json()).toMatchObject({
      code: 'VALIDATION',
      message: `Diese Newsletter-Liste gibt es nicht: ${hidden}`,
    });
    expect((await guest('POST', SUBSCRIBE, { email: 'p@beispiel.test' })).statusCode).toBe(400);
    const publicLists = (await guest('GET', '/api/v0/newsletter/lists'))
      .json()
      .items.map((l: { name: string }) => l.name);
    expect(publicLists).toContain('Rosen');
    expect(publicLists).not.toContain('Intern');
  });

  it('feeds the newsletter boxes of the sign-up and the checkout into the same double opt-in', async () => {
    const signup = await guest('POST', '/api/v0/shop/signup', {
      handle: 'neu@beispiel.test',
      password: 'Thuja-Hecke-2026!',
      password2: 'Thuja-Hecke-2026!',
      userData: { first_name: 'Nora', last_name: 'Neu' },
      newsletter_consent: true,
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const fromSignup = await subscriberOf('neu@beispiel.test');
    expect(fromSignup).toMatchObject({ status: 'unconfirmed' });
    expect(fromSignup.consents[0]).toMatchObject({
      form: 'signup',
      text: 'Ja, ich möchte den Newsletter erhalten.',
    });
    expect(mailedToken('neu@beispiel.test', '/newsletter/verify/')).toBeTruthy();

    const noBox = await guest('POST', '/api/v0/shop/signup', {
      handle: 'ohne@beispiel.test',
      password: 'Thuja-Hecke-2026!',
      password2: 'Thuja-Hecke-2026!',
    });
    expect(noBox.statusCode).toBe(200);
    expect(await subscriberOf('ohne@beispiel.test')).toBeUndefined();
  });

  it('lists and subscribers: filters by list, status and search; an admin entry gets the double opt-in; erasure', async () => {
    const { _id: list } = (
      await admin('POST', LISTS, { name: 'Obstbäume', description: 'Alles zu Obst' })
    ).json();
    expect((await admin('GET', `${LISTS}${list}`)).json()).toMatchObject({
      name: 'Obstbäume',
      description: 'Alles zu Obst',
      public: true,
      subscribers: 0,
    });
    const created = await admin('POST', SUBSCRIBERS, {
      email: 'Obst@Beispiel.test',
      name: 'Olga Obst',
      lists: [list],
      tags: ['messe'],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      email: 'obst@beispiel.test',
      name: 'Olga Obst',
      status: 'unconfirmed',
      tags: ['messe'],
    });
    expect(created.json().consents[0]).toMatchObject({ form: 'admin', confirmed: null });
    await guest('POST', VERIFY, { token: mailedToken('obst@beispiel.test', '/newsletter/verify/') });
    expect((await admin('GET', `${LISTS}${list}`)).json().subscribers).toBe(1);

    const emails = async (query: string) =>
      (await admin('GET', `${SUBSCRIBERS}?${query}`)).json().items.map((s: { email: string }) => s.email);
    expect(await emails(`list=${list}`)).toEqual(['obst@beispiel.test']);
    expect(await emails('status=unsubscribed')).toEqual([]);
    expect(await emails('status=unconfirmed')).toContain('neu@beispiel.test');
    expect(await emails('search=olga')).toEqual(['obst@beispiel.test']);
    expect((await admin('GET', `${SUBSCRIBERS}?status=weg`)).statusCode).toBe(400);

    const { _id } = created.json();
    const changed = await admin('PUT', `${SUBSCRIBERS}${_id}`, { groups: ['b2b'], status: 'unsubscribed' });
    expect(changed.json()).toMatchObject({ groups: ['b2b'], status: 'unsubscribed' });
    expect((await admin('PUT', `${SUBSCRIBERS}${_id}`, { status: 'confirmed' })).statusCode).toBe(400);
    expect((await admin('PUT', `${SUBSCRIBERS}${_id}`, { lists: ['nix'] })).json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Diese Newsletter-Liste gibt es nicht: nix',
    });

    // Removing a list leaves its subscribers without it.
    expect((await admin('DELETE', `${LISTS}${list}`)).statusCode).toBe(200);
    expect((await admin('GET', `${SUBSCRIBERS}${_id}`)).json().lists).toEqual([]);
    expect((await admin('DELETE', `${SUBSCRIBERS}${_id}`)).json()).toMatchObject({
      email: 'obst@beispiel.test',
    });
    expect((await admin('GET', `${SUBSCRIBERS}${_id}`)).statusCode).toBe(404);
    // The address can sign up again afresh.
    expect(
      (await guest('POST', SUBSCRIBE, { email: 'obst@beispiel.test', consent: CONSENT })).json(),
    ).toMatchObject({
      status: 'unconfirmed',
    });
  });

  it('is for the admin centre only', async () => {
    for (const path of [LISTS, SUBSCRIBERS]) {
      expect((await guest('GET', path)).statusCode).toBe(403);
      const customer = await call(server, 'GET', path, undefined, server.userToken);
      expect(customer.json()).toMatchObject({ code: 'C100' });
      expect(
        (await call(server, 'POST', path, { name: 'x', email: 'x@y.de' }, server.userToken)).statusCode,
      ).toBe(403);
    }
    expect((await admin('GET', LISTS, undefined, bearer(server.adminToken))).statusCode).toBe(200);
  });
});
