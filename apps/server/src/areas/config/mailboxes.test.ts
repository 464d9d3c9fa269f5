import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseKinds, freePort, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../../test/support';
import type { SiteConfig } from './schemas';
import { randomBytes } from 'node:crypto';
import { notifyMailbox } from '../message/notify';
import type { Message } from '../message/schemas';
import { forgetCachedConfig } from './read';
import { CONFIG_KEY_FILE, encryptSecret } from './secret';
import { siteConfig } from './table';

const PASSWORD = 'Geheim-Buero-2026!';

describe.each(await databaseKinds())('mail settings on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let dataDir: string;
  beforeAll(async () => {
    sink = await startSmtpSink(() => false, { auth: { user: 'buero', pass: PASSWORD } });
    dataDir = await mkdtemp(join(tmpdir(), 'gartenwerk-mail-'));
    server = await startTestServer(kind, { dataDir });
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const port = () => Number(new URL(sink.url).port);
  const buero = (password: string) => ({
    uuid: 'buero',
    name: 'Büro',
    email: 'buero@gartenwerk.test',
    host: '127.0.0.1',
    port: port(),
    security: 'none' as const,
    user: 'buero',
    password,
  });
  const read = async (token?: string): Promise<SiteConfig> =>
    (await call(server, 'GET', '/api/v0/config/', undefined, token)).json<SiteConfig[]>()[0]!;
  const storedText = async () => {
    const [row] = await server.database.db.select().from(siteConfig).where(eq(siteConfig.id, 'config'));
    return JSON.stringify(row!.data);
  };
  const save = (mail: SiteConfig['mail'], ...as: [token?: string]) =>
    call(server, 'PUT', '/api/v0/config/', { mail }, as.length > 0 ? as[0] : server.adminToken);

  it('refuses guests and users without the admin role with 403 C100, for saving and for a test mail', async () => {
    for (const token of [undefined, server.userToken]) {
      const saved = await save({ mailboxes: [buero(PASSWORD)], DEFAULT_SYSTEM_MAILBOX: 'buero' }, token);
      expect(saved.statusCode).toBe(403);
      expect(saved.json()).toMatchObject({ code: 'C100' });
      const tested = await call(
        server,
        'POST',
        '/api/v0/config_test_mailbox',
        { mailbox: buero(PASSWORD) },
        token,
      );
      expect(tested.statusCode).toBe(403);
      expect(tested.json()).toMatchObject({ code: 'C100' });
    }
    expect(sink.received()).toBe(0);
  });

  it('refuses a bad port, an unknown security, a doubled mailbox, a bad address and a default that names no mailbox', async () => {
    const cases: unknown[] = [
      { mailboxes: [{ ...buero(''), port: 70000 }], DEFAULT_SYSTEM_MAILBOX: null },
      { mailboxes: [{ ...buero(''), security: 'ssl3' }], DEFAULT_SYSTEM_MAILBOX: null },
      { mailboxes: [buero(''), buero('')], DEFAULT_SYSTEM_MAILBOX: null },
      { mailboxes: [{ ...buero(''), email: 'kein-at' }], DEFAULT_SYSTEM_MAILBOX: null },
      { mailboxes: [buero('')], DEFAULT_SYSTEM_MAILBOX: 'fehlt' },
    ];
    for (const mail of cases) {
      const response = await save(mail as SiteConfig['mail']);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    expect((await read(server.adminToken)).mail.mailboxes.some((box) => box.uuid === 'buero')).toBe(false);
  });

  it('stores the password encrypted, never answers it, and keeps it when saved empty', async () => {
    const response = await save({ mailboxes: [buero(PASSWORD)], DEFAULT_SYSTEM_MAILBOX: 'buero' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(PASSWORD);
    const [box] = response.json<SiteConfig[]>()[0]!.mail.mailboxes;
    expect(box).toEqual({ ...buero(''), password: undefined, password_set: true });
    expect(box).not.toHaveProperty('password');
    expect(box).not.toHaveProperty('password_enc');
    for (const token of [undefined, server.userToken, server.adminToken]) {
      const body = (await call(server, 'GET', '/api/v0/config/', undefined, token)).body;
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain('password_enc');
    }
    // Who cannot administer sees the mailbox's name and address, not its server and user.
    for (const token of [undefined, server.userToken])
      expect((await read(token)).mail.mailboxes.find((mailbox) => mailbox.uuid === 'buero')).toEqual({
        uuid: 'buero',
        name: 'Büro',
        email: 'buero@gartenwerk.test',
      });
    expect((await read(server.adminToken)).mail.mailboxes[0]).toMatchObject({
      host: '127.0.0.1',
      user: 'buero',
    });
    const stored = await storedText();
    expect(stored).not.toContain(PASSWORD);
    expect(stored).toMatch(/"password_enc":"v1:/);
    expect((await readFile(join(dataDir, CONFIG_KEY_FILE), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);

    const again = await save({
      mailboxes: [{ ...buero(''), name: 'Büro Krems' }],
      DEFAULT_SYSTEM_MAILBOX: 'buero',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<SiteConfig[]>()[0]!.mail.mailboxes[0]).toMatchObject({
      name: 'Büro Krems',
      password_set: true,
    });
    expect(await storedText()).toBe(stored.replace('"name":"Büro"', '"name":"Büro Krems"'));
  });

  it('sends a test mail through the loopback server with the stored password and reports its answer', async () => {
    const before = sink.received();
    const response = await call(
      server,
      'POST',
      '/api/v0/config_test_mailbox',
      { mailbox: buero(''), to: 'pruefung@gartenwerk.test' },
      server.adminToken,
    );
    expect(response.statusCode).toBe(200);
    const { ok, message } = response.json<{ ok: boolean; message: string }>();
    expect(ok).toBe(true);
    expect(message).toMatch(/^Testmail an pruefung@gartenwerk\.test gesendet\. Antwort des Servers: „250 /);
    expect(sink.received()).toBe(before + 1);
    const mail = sink.lastTo('pruefung@gartenwerk.test')!;
    expect(mail.from).toBe('buero@gartenwerk.test');
    expect(mail.raw).toContain('Subject: Testmail von Gartenwerk');
  });

  it('reports a wrong password, a server that is not there and a missing STARTTLS in plain German', async () => {
    const before = sink.received();
    const wrong = await call(
      server,
      'POST',
      '/api/v0/config_test_mailbox',
      { mailbox: buero('falsch') },
      server.adminToken,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'MAIL_TEST' });
    expect(wrong.json<{ message: string }>().message).toMatch(
      /^Anmeldung abgelehnt: falscher Benutzername oder falsches Passwort\. Antwort des Servers: „535 /,
    );

    const closed = await freePort();
    const away = await call(
      server,
      'POST',
      '/api/v0/config_test_mailbox',
      { mailbox: { ...buero(''), uuid: 'neu', port: closed } },
      server.adminToken,
    );
    expect(away.statusCode).toBe(422);
    expect(away.json<{ message: string }>().message).toBe(
      `Server nicht erreichbar: 127.0.0.1:${closed} antwortet nicht – Server und Port prüfen.`,
    );

    const tls = await call(
      server,
      'POST',
      '/api/v0/config_test_mailbox',
      { mailbox: { ...buero(PASSWORD), security: 'starttls' } },
      server.adminToken,
    );
    expect(tls.statusCode).toBe(422);
    expect(tls.json<{ message: string }>().message).toMatch(/^Der Server bietet kein STARTTLS an/);
    expect(sink.received()).toBe(before);
  });

  it('sends system mails through DEFAULT_SYSTEM_MAILBOX and the outbox names the mailbox', async () => {
    await save({ mailboxes: [buero('')], DEFAULT_SYSTEM_MAILBOX: 'buero' });
    await server.app.mailer.sendMail({
      to: 'kundin@gartenwerk.test',
      template: 'verify',
      values: { link: '/verify' },
    });
    const mail = sink.lastTo('kundin@gartenwerk.test')!;
    expect(mail.from).toBe('buero@gartenwerk.test');
    const outbox = await call(
      server,
      'GET',
      '/api/v0/mail/outbox?search=kundin',
      undefined,
      server.adminToken,
    );
    const [entry] = outbox.json<{ items: { mailbox: string; sender: string; sentAt: string | null }[] }>()
      .items;
    expect(entry).toMatchObject({ mailbox: 'buero', sender: 'buero@gartenwerk.test' });
    expect(entry!.sentAt).not.toBeNull();

    await save({ mailboxes: [buero('')], DEFAULT_SYSTEM_MAILBOX: null });
    await server.app.mailer.sendMail({
      to: 'kunde2@gartenwerk.test',
      template: 'verify',
      values: { link: '/verify' },
    });
    const plain = await call(
      server,
      'GET',
      '/api/v0/mail/outbox?search=kunde2',
      undefined,
      server.adminToken,
    );
    expect(plain.json<{ items: { mailbox: string | null }[] }>().items[0]!.mailbox).toBeNull();
    expect(sink.lastTo('kunde2@gartenwerk.test')).toBeUndefined();
  });

  it('routes the owner’s mails of a purpose to its mailbox and sends them through it', async () => {
    const laden = { ...buero(''), uuid: 'laden', name: 'Laden', email: 'laden@gartenwerk.test' };
    const unknown = await save({
      mailboxes: [buero(''), laden],
      DEFAULT_SYSTEM_MAILBOX: 'buero',
      purposes: { messages: 'keller' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Das Postfach für Nachrichten ist nicht in der Liste der Postfächer.',
    );
    // The password of the new mailbox is given once; it is the same server and user here.
    const saved = await save({
      mailboxes: [buero(''), { ...laden, password: PASSWORD }],
      DEFAULT_SYSTEM_MAILBOX: 'buero',
      purposes: { messages: 'laden', newsletter: 'laden' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(server.adminToken)).mail.purposes).toEqual({
      orders: null,
      messages: 'laden',
      bookings: null,
      newsletter: 'laden',
    });

    const message = {
      _id: 'nachricht-1',
      name: 'Maria Huber',
      email: 'maria.huber@example.at',
      phone: '',
      subject: 'Thujenhecke',
      message: 'Ich brauche 40 Thujen.',
      form: 'contact',
    } as unknown as Message;
    await notifyMailbox(server.app.mailer, server.database.db, message);
    const routed = sink.lastTo('laden@gartenwerk.test')!;
    expect(routed.from).toBe('laden@gartenwerk.test');
    const outbox = await call(
      server,
      'GET',
      '/api/v0/mail/outbox?search=laden',
      undefined,
      server.adminToken,
    );
    expect(outbox.json<{ items: { mailbox: string; to: string }[] }>().items[0]).toMatchObject({
      to: 'laden@gartenwerk.test',
      mailbox: 'laden',
    });
    // Other system mails still go through the system mailbox.
    await server.app.mailer.sendMail({
      to: 'kundin3@gartenwerk.test',
      template: 'verify',
      values: { link: '/v' },
    });
    expect(sink.lastTo('kundin3@gartenwerk.test')!.from).toBe('buero@gartenwerk.test');
  });

  it('says in plain German that a stored password cannot be read once the secret key is lost', async () => {
    await save({ mailboxes: [buero('')], DEFAULT_SYSTEM_MAILBOX: 'buero' });
    // The password as another installation's key sealed it: what a lost or replaced key leaves behind.
    const [row] = await server.database.db.select().from(siteConfig).where(eq(siteConfig.id, 'config'));
    const data = row!.data as { mail: { mailboxes: Array<Record<string, unknown>> } };
    data.mail.mailboxes = data.mail.mailboxes.map((box) => ({
      ...box,
      password_enc: encryptSecret(randomBytes(32), PASSWORD),
    }));
    await server.database.db.update(siteConfig).set({ data: row!.data }).where(eq(siteConfig.id, 'config'));
    forgetCachedConfig(server.database.db);
    const expected =
      'Das gespeicherte Passwort des Postfachs „Büro“ kann nicht mehr gelesen werden: Der Schlüssel, ' +
      'mit dem es verschlüsselt wurde (CONFIG_SECRET_KEY oder die Datei config-secret-key im ' +
      'Datenverzeichnis), fehlt oder hat sich geändert. Bitte das Passwort in den E-Mail-Einstellungen ' +
      'neu eingeben und speichern.';

    const test = await call(
      server,
      'POST',
      '/api/v0/config_test_mailbox',
      { mailbox: buero('') },
      server.adminToken,
    );
    expect(test.statusCode).toBe(409);
    expect(test.json()).toMatchObject({ code: 'MAILBOX_PASSWORD_UNREADABLE', message: expected });
    // A system mail is kept in the outbox with the reason instead of failing its caller.
    const before = sink.received();
    const entry = await server.app.mailer.sendMail({
      to: 'kunde4@gartenwerk.test',
      template: 'verify',
      values: { link: '/v' },
    });
    expect(entry).toMatchObject({ sentAt: null, error: expected });
    expect(sink.received()).toBe(before);
    // Entering the password again repairs it.
    expect((await save({ mailboxes: [buero(PASSWORD)], DEFAULT_SYSTEM_MAILBOX: 'buero' })).statusCode).toBe(
      200,
    );
    const repaired = await call(
      server,
      'POST',
      '/api/v0/config_test_mailbox',
      { mailbox: buero('') },
      server.adminToken,
    );
    expect(repaired.statusCode).toBe(200);
  });
});
