import { databaseKinds, freePort, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../../test/support';
import { Mailer, renderMail } from './service';

describe('mail templates', () => {
  it('writes German by default, with the link and the texts of the mail namespace', () => {
    const mail = renderMail(
      {
        to: 'a@example.test',
        template: 'passwordReset',
        values: { link: '/resetPassword/abc', handle: 'a@example.test', hours: 1 },
      },
      'https://www.gartenwerk.at',
    );
    expect(mail.subject).toBe('Ihr neues Passwort bei Gartenwerk');
    expect(mail.text).toContain('Sehr geehrte Damen und Herren,');
    expect(mail.text).toContain('der Link gilt 1 Stunde und nur einmal');
    expect(mail.text).toContain('https://www.gartenwerk.at/resetPassword/abc');
    expect(mail.html).toContain(
      '<a href="https://www.gartenwerk.at/resetPassword/abc">Neues Passwort vergeben</a>',
    );
  });

  it('escapes values in the HTML part only', () => {
    const mail = renderMail(
      {
        to: 'a@example.test',
        template: 'reset2FA',
        language: 'en',
        values: {
          link: 'https://x.test/reset2FA?token=a&b="c"',
          handle: '<b>a</b>@example.test',
          name: 'Tom & "Jerry"',
        },
      },
      'https://www.gartenwerk.at',
    );
    expect(mail.subject).toBe('Reset two-factor sign-in');
    expect(mail.text).toContain('Hello Tom & "Jerry",');
    expect(mail.text).toContain('your account <b>a</b>@example.test');
    expect(mail.html).toContain('Hello Tom &amp; &quot;Jerry&quot;,');
    expect(mail.html).toContain('&lt;b&gt;a&lt;/b&gt;@example.test');
    expect(mail.html).not.toContain('<b>a</b>');
    expect(mail.html).toContain('href="https://x.test/reset2FA?token=a&amp;b=&quot;c&quot;"');
  });
});

describe.each(await databaseKinds())('mail delivery on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink((address) => address.endsWith('@abgelehnt.test'));
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const outbox = (query = '') =>
    call(server, 'GET', `/api/v0/mail/outbox${query}`, undefined, server.adminToken);

  it('keeps every mail in the outbox when no SMTP server is set', async () => {
    const entry = await server.app.mailer.sendMail({
      to: 'kunde@gartenwerk.test',
      template: 'verify',
      values: { link: '/verify/t1', handle: 'kunde@gartenwerk.test' },
    });
    expect(entry).toMatchObject({
      to: 'kunde@gartenwerk.test',
      template: 'verify',
      sentAt: null,
      error: null,
    });
    expect(entry.text).toContain('http://localhost:3000/verify/t1');
    const response = await outbox();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      items: [{ _id: entry._id, subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }],
    });
  });

  it('sends through SMTP when set and records when it was sent', async () => {
    const mailer = new Mailer(server.database.db, {
      publicUrl: 'https://www.gartenwerk.at',
      smtpUrl: smtp.url,
      from: 'Gartenwerk <shop@gartenwerk.at>',
    });
    try {
      const entry = await mailer.sendMail({
        to: 'anna@example.test',
        template: 'reset2FA',
        language: 'en',
        values: { link: '/reset2FA?token=t2', handle: 'anna@example.test', hours: 1 },
      });
      expect(entry.sentAt).not.toBeNull();
      const received = smtp.lastTo('anna@example.test')!;
      expect(received.from).toBe('shop@gartenwerk.at');
      expect(received.raw).toContain('Subject: Reset two-factor sign-in');
      expect(received.raw).toContain('https://www.gartenwerk.at/reset2FA?token=t2');

      await expect(
        mailer.sendMail({ to: 'wer@abgelehnt.test', template: 'verify', values: { link: '/verify/t3' } }),
      ).rejects.toThrow('the mail server rejected the recipient wer@abgelehnt.test');
    } finally {
      mailer.close();
    }
    const { items } = (await outbox('?limit=2')).json();
    expect(items).toMatchObject([
      { to: 'wer@abgelehnt.test', sentAt: null, error: expect.stringContaining('mailbox unavailable') },
      { to: 'anna@example.test', error: null },
    ]);
  });

  it('records an unreachable SMTP server without failing the caller', async () => {
    const mailer = new Mailer(server.database.db, {
      publicUrl: 'https://www.gartenwerk.at',
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: 'Gartenwerk <shop@gartenwerk.at>',
    });
    try {
      const entry = await mailer.sendMail({
        to: 'b@example.test',
        template: 'verify',
        values: { link: '/verify/t4' },
      });
      expect(entry).toMatchObject({ sentAt: null, error: expect.stringContaining('ECONNREFUSED') });
    } finally {
      mailer.close();
    }
  });

  it('pages the outbox, newest first, for admins only', async () => {
    const page = (await outbox('?page=2&limit=2')).json();
    expect(page.total).toBe(4);
    expect(page.items.map((item: { to: string }) => item.to)).toEqual([
      'anna@example.test',
      'kunde@gartenwerk.test',
    ]);
    const guest = await call(server, 'GET', '/api/v0/mail/outbox');
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({ code: 'C100' });
    const bad = await call(server, 'GET', '/api/v0/mail/outbox?limit=0', undefined, server.adminToken);
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('sorts the outbox by address or subject and searches addresses, subjects and templates', async () => {
    const recipients = async (query: string) =>
      (await outbox(query)).json<{ items: Array<{ to: string }> }>().items.map((item) => item.to);
    expect(await recipients('?sort=to')).toEqual([
      'anna@example.test',
      'b@example.test',
      'kunde@gartenwerk.test',
      'wer@abgelehnt.test',
    ]);
    expect(await recipients('?sort=-to&page=2&limit=2')).toEqual(['b@example.test', 'anna@example.test']);
    // Ties keep the newest first.
    expect(await recipients('?sort=subject')).toEqual([
      'b@example.test',
      'wer@abgelehnt.test',
      'kunde@gartenwerk.test',
      'anna@example.test',
    ]);
    const found = (await outbox('?search=EXAMPLE.test')).json();
    expect(found.total).toBe(2);
    expect(found.items.map((item: { to: string }) => item.to)).toEqual([
      'b@example.test',
      'anna@example.test',
    ]);
    expect(await recipients('?search=reset2FA')).toEqual(['anna@example.test']);
    expect(await recipients('?search=100%25')).toEqual([]);

    const bad = await outbox('?sort=template');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('querystring/sort'),
    });
  });

  it('sends a batch of newsletter mails over one SMTP connection, a failure failing its own mail only', async () => {
    const sink = await startSmtpSink((address) =>
      address.endsWith('@spaeter.test') ? 451 : address.endsWith('@abgelehnt.test'),
    );
    const mailer = new Mailer(server.database.db, {
      publicUrl: 'https://www.gartenwerk.at',
      smtpUrl: sink.url,
      from: 'Gartenwerk <shop@gartenwerk.at>',
    });
    const mail = (to: string) => ({
      to,
      subject: 'Frühling',
      text: 'Es blüht.',
      html: '<p>Es blüht.</p>',
      headers: { 'List-Unsubscribe': '<https://www.gartenwerk.at/api/v0/newsletter/unsubscribe/t>' },
      envelope: { from: 'news@gartenwerk.at' },
    });
    const before = (await outbox()).json().total;
    const batch = mailer.newsletterBatch();
    try {
      for (const to of ['eins@example.test', 'zwei@example.test', 'drei@example.test'])
        expect(await batch.send(mail(to))).toEqual({ error: null });
      // One connection for the mails of the batch.
      expect(sink.connections()).toBe(1);
      expect(new Set(sink.mails.map((received) => received.connection)).size).toBe(1);
      expect((await batch.send(mail('zwei@spaeter.test'))).error).toContain('try again later');
      await expect(batch.send(mail('drei@abgelehnt.test'))).rejects.toThrow(
        'the mail server rejected the recipient drei@abgelehnt.test',
      );
      expect(await batch.send(mail('vier@example.test'))).toEqual({ error: null });
    } finally {
      batch.close();
      mailer.close();
    }
    // After a refusal the next mail goes out (over a new connection: nodemailer drops the old one).
    expect(sink.mails.map((received) => received.to[0])).toEqual([
      'eins@example.test',
      'zwei@example.test',
      'drei@example.test',
      'vier@example.test',
    ]);
    expect(sink.mails[0]!.from).toBe('news@gartenwerk.at');
    expect(sink.mails[0]!.raw).toMatch(
      /List-Unsubscribe:\s+<https:\/\/www\.gartenwerk\.at\/api\/v0\/newsletter\/unsubscribe\/t>/,
    );
    // The sending's recipient states record these mails: no outbox rows besides.
    expect((await outbox()).json().total).toBe(before);
    await sink.close();
  });
});
