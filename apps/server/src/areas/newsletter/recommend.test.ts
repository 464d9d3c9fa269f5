import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import { storeCaptchaAnswer } from '../message/captcha';
import { shortenAddress } from './recommend';
import { newsletterSendings } from './sending-table';
import { newsletterLists } from './table';

const RECOMMEND = '/api/v0/newsletter_recommend/';

describe('shortenAddress', () => {
  it('keeps the first letter and the domain', () => {
    expect(shortenAddress('freundin@beispiel.test')).toBe('f***@beispiel.test');
  });
});

describe.each(await databaseKinds())('newsletter recommendations on %s', (kind) => {
  let server: TestServer;
  /** A newsletter the archive shows: sent to a public list. */
  let SENDING: string;
  /** One still being written: nobody can forward it yet. */
  let DRAFT: string;
  let smtp: SmtpSink;
  const admin = adminCalls(() => server);
  const captcha = async (answer = '7') => ({
    captcha_id: await storeCaptchaAnswer(server.database.db, answer),
    captcha_answer: answer,
  });
  const recommend = async (body: Record<string, unknown>, ip = '203.0.113.9') =>
    server.app.inject({ method: 'POST', url: RECOMMEND, payload: body, remoteAddress: ip });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, {
      publicUrl: 'https://gartenwerk.test',
      smtpUrl: smtp.url,
      areaOptions: { newsletter: { recommendLimit: 4 } },
    });
    const { db } = server.database;
    const [list] = await db.insert(newsletterLists).values({ name: 'Gartentipps', public: true }).returning();
    const sending = (status: string) => ({
      template: 'vorlage',
      lists: [list!.id],
      subject: 'Frühjahr im Garten',
      status,
      html: '<p>Frühjahr</p>',
      text: 'Frühjahr',
      finished: status === 'done' ? new Date('2026-03-01T08:00:00Z') : null,
    });
    const rows = await db
      .insert(newsletterSendings)
      .values([sending('done'), sending('draft')])
      .returning();
    SENDING = rows[0]!.id;
    DRAFT = rows[1]!.id;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('mails the friend once with the web-view and subscribe links and subscribes nobody', async () => {
    const answer = await recommend({
      sending: SENDING,
      name: 'Erika',
      recipient: ' Freundin@Beispiel.TEST ',
      ...(await captcha()),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      sending: SENDING,
      name: 'Erika',
      recipient: 'f***@beispiel.test',
      ip: '203.0.113.0',
      language: 'de',
    });
    const raw = smtp.lastTo('freundin@beispiel.test')!.raw;
    expect(raw).toContain('Subject: Erika empfiehlt Ihnen den Newsletter von Gartenwerk');
    expect(raw).toContain(`https://gartenwerk.test/newsletter/webview/${SENDING}`);
    expect(raw).toContain('https://gartenwerk.test/newsletter/subscribe');
    expect(raw).toContain('Newsletter abonnieren');
    expect(raw).not.toContain('List-Unsubscribe');
    const subscribers = (await admin('GET', '/api/v0/newsletter_subscriber/?search=freundin')).json();
    expect(subscribers.total).toBe(0);

    const listed = (await admin('GET', `${RECOMMEND}?sending=${SENDING}`)).json();
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({ _id: answer.json()._id, recipient: 'f***@beispiel.test' });
    expect((await admin('DELETE', `${RECOMMEND}${answer.json()._id}`)).statusCode).toBe(200);
    expect((await admin('GET', RECOMMEND)).json().total).toBe(0);
    expect((await admin('DELETE', `${RECOMMEND}${answer.json()._id}`)).statusCode).toBe(404);
  });

  it('refuses to forward a newsletter the archive does not show, in German', async () => {
    for (const sending of [DRAFT, '0123456789abcdef01234567']) {
      const answer = await recommend({
        sending,
        name: 'Erika',
        recipient: 'freundin@beispiel.test',
        ...(await captcha()),
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(
        'Diesen Newsletter gibt es nicht oder er wurde noch nicht versendet.',
      );
    }
  });

  it('refuses a wrong captcha, a bad address and a malformed sending id, in German', async () => {
    const wrong = await recommend(
      { sending: SENDING, name: 'Erika', recipient: 'a@beispiel.test', captcha_id: 'x', captcha_answer: '1' },
      '198.51.100.1',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CAPTCHA_WRONG',
      message:
        'Das Ergebnis der Rechenaufgabe stimmt nicht. Bitte versuchen Sie es mit der neuen Aufgabe noch einmal.',
    });
    const address = await recommend(
      { sending: SENDING, name: 'Erika', recipient: 'kein-at', ...(await captcha()) },
      '198.51.100.1',
    );
    expect(address.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    });
    const sending = await recommend(
      { sending: '../admin', name: 'Erika', recipient: 'a@beispiel.test', ...(await captcha()) },
      '198.51.100.1',
    );
    expect(sending.statusCode).toBe(400);
    expect(smtp.lastTo('a@beispiel.test')).toBeUndefined();
  });

  it('limits recommendations per address and hour', async () => {
    const ip = '192.0.2.44';
    for (let n = 0; n < 4; n++) {
      const ok = await recommend(
        { sending: SENDING, name: 'Flut', recipient: `ziel${n}@beispiel.test`, ...(await captcha()) },
        ip,
      );
      expect(ok.statusCode).toBe(201);
    }
    const refused = await recommend(
      { sending: SENDING, name: 'Flut', recipient: 'ziel9@beispiel.test', ...(await captcha()) },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(smtp.lastTo('ziel9@beispiel.test')).toBeUndefined();
  });

  it('lets only admins read and remove recommendations', async () => {
    expect((await call(server, 'GET', RECOMMEND)).statusCode).toBe(403);
    expect((await call(server, 'GET', RECOMMEND, undefined, server.userToken)).statusCode).toBe(403);
    expect((await call(server, 'DELETE', `${RECOMMEND}abc`, undefined, server.userToken)).statusCode).toBe(
      403,
    );
  });
});
