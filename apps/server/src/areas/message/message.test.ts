import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, startTestServer, type TestServer } from '../../../test/support';
import { updateConfig } from '../config/service';
import { storeCaptchaAnswer } from './captcha';
import { listOutbox } from '../mail/service';
import type { Message } from './schemas';
import { messages } from './table';

const GERMAN = { 'accept-language': 'de-AT,de;q=0.9' };
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body with text fields and optionally one file. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const boundary = '----gartenwerk-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="application"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(await databaseKinds())('messages on %s', (kind) => {
  let server: TestServer;
  let dataDir: string;
  let admin: Record<string, string>;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gw-messages-'));
    // Many messages come from one address here; the limit has tests of its own below.
    const unlimited = { rateLimit: { max: 10_000 } };
    server = await startTestServer(kind, { dataDir, areaOptions: { message: unlimited, forms: unlimited } });
    admin = bearer(server.adminToken);
    await updateConfig(server.database.db, {
      mail: {
        mailboxes: [{ uuid: 'box1', name: 'Büro', email: 'buero@gartenwerk.test' }],
        DEFAULT_SYSTEM_MAILBOX: 'box1',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const captcha = async (answer = '7') => ({
    captcha_id: await storeCaptchaAnswer(server.database.db, answer),
    captcha_answer: answer,
  });
  const contact = async (body: object, headers: Record<string, string> = GERMAN) =>
    server.app.inject({ method: 'POST', url: '/api/v0/message/', headers, body });
  const valid = {
    name: 'Maria Huber',
    email: 'maria.huber@example.at',
    phone: '+43 660 1234567',
    subject: 'Thujenhecke',
    message: 'Ich brauche 40 Thujen für eine Hecke von 20 Metern.',
  };

  describe('the captcha', () => {
    it('is an SVG image of a task whose digits are paths, never the answer as text', async () => {
      const response = await call(server, 'GET', '/api/v0/captcha/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { id, svg } = response.json<{ id: string; svg: string }>();
      expect(id).toMatch(/^[0-9a-f]{24}$/);
      expect(svg).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>$/);
      expect(svg).not.toContain('<text');
    });

    it('has a text alternative for screen readers: the task in words, in the visitor language, answered in digits', async () => {
      const GERMAN_WORDS = [
        'null',
        'eins',
        'zwei',
        'drei',
        'vier',
        'fünf',
        'sechs',
        'sieben',
        'acht',
        'neun',
      ];
      const ENGLISH_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
      const solve = (question: string, words: string[], pattern: RegExp) => {
        const match = pattern.exec(question);
        expect(match, question).not.toBeNull();
        const [a, b] = [words.indexOf(match![1]!), words.indexOf(match![3]!)];
        expect(a).toBeGreaterThan(0);
        expect(b).toBeGreaterThan(0);
        return String(match![2] === 'plus' ? a + b : a - b);
      };
      const german = /^Wie viel ist (\S+) (plus|minus) (\S+)\? Bitte geben Sie das Ergebnis als Zahl ein\.$/;
      const english = /^What is (\S+) (plus|minus) (\S+)\? Please enter the result as a number\.$/;

      const seen = new Set<string>();
      for (let round = 0; round < 6; round += 1) {
        const response = await server.app.inject({
          method: 'GET',
          url: '/api/v0/captcha/text',
          headers: GERMAN,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const { id, question } = response.json<{ id: string; question: string }>();
        seen.add(question);
        expect(question).not.toMatch(/\d/);
        const answer = solve(question, GERMAN_WORDS, german);
        expect(Number(answer)).toBeGreaterThanOrEqual(0);
        expect((await contact({ ...valid, captcha_id: id, captcha_answer: answer })).statusCode).toBe(201);
      }
      expect(seen.size).toBeGreaterThan(1);

      const response = await server.app.inject({
        method: 'GET',
        url: '/api/v0/captcha/text',
        headers: ENGLISH,
      });
      const { id, question } = response.json<{ id: string; question: string }>();
      const answer = solve(question, ENGLISH_WORDS, english);
      const wrong = await contact(
        { ...valid, captcha_id: id, captcha_answer: String(Number(answer) + 1) },
        ENGLISH,
      );
      expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
    });

    it('refuses a wrong answer, and the task cannot be tried again even with the right one', async () => {
      const task = await captcha('12');
      const wrong = await contact({ ...valid, captcha_id: task.captcha_id, captcha_answer: '13' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        statusCode: 400,
        code: 'CAPTCHA_WRONG',
        message:
          'Die Antwort der Sicherheitsabfrage ist falsch. Bitte versuchen Sie es mit einer neuen Aufgabe.',
      });
      const retry = await contact({ ...valid, ...task });
      expect(retry.json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
    });

    it('is used once: the same right answer is refused the second time', async () => {
      const task = await captcha();
      expect((await contact({ ...valid, ...task })).statusCode).toBe(201);
      const replay = await contact({ ...valid, ...task }, ENGLISH);
      expect(replay.json()).toEqual({
        statusCode: 400,
        code: 'CAPTCHA_WRONG',
        message: 'The answer to the security question is wrong. Please try again with a new task.',
      });
    });

    it('refuses an expired task and an unknown id', async () => {
      const old = new Date(Date.now() - 11 * 60 * 1000);
      const id = await storeCaptchaAnswer(server.database.db, '5', old);
      expect((await contact({ ...valid, captcha_id: id, captcha_answer: '5' })).json()).toMatchObject({
        code: 'CAPTCHA_WRONG',
      });
      expect((await contact({ ...valid, captcha_id: 'erfunden', captcha_answer: '5' })).json()).toMatchObject(
        {
          code: 'CAPTCHA_WRONG',
        },
      );
    });
  });

  describe('the contact form', () => {
    it('stores the message, unread, and notifies the configured mailbox', async () => {
      const before = (await listOutbox(server.database.db, {})).total;
      const response = await contact({ ...valid, ...(await captcha()) });
      expect(response.statusCode).toBe(201);
      const message = response.json<Message>();
      expect(message).toMatchObject({
        ...valid,
        form: 'contact',
        read: false,
        tags: [],
        language: 'de',
        attachment: null,
      });
      const outbox = await listOutbox(server.database.db, {});
      expect(outbox.total).toBe(before + 1);
      const mail = outbox.items[0]!;
      expect(mail).toMatchObject({ to: 'buero@gartenwerk.test', template: 'messageContact' });
      expect(mail.subject).toBe(`Neue Nachricht über das Kontaktformular: ${valid.subject}`);
      expect(mail.text).toContain(`Name: ${valid.name}`);
      expect(mail.text).toContain(valid.message);
      expect(mail.text).toContain(`/admincenter/messages/inbox/${message._id}`);
      expect(mail.text.startsWith('Sehr geehrte Damen und Herren,')).toBe(true);
      expect(mail.text).not.toContain('nicht angefordert');
    });

    const cases = [
      {
        body: { name: 'M' },
        code: 'NAME_TOO_SHORT',
        de: 'Der Name ist zu kurz (mindestens 2 Zeichen).',
        en: 'The name is too short (at least 2 characters).',
      },
      {
        body: { email: 'maria@huber' },
        code: 'EMAIL_NOT_VALID',
        de: 'Die E-Mail-Adresse ist nicht gültig.',
        en: 'The e-mail address is not valid.',
      },
      {
        body: { message: 'Hallo' },
        code: 'MESSAGE_TOO_SHORT',
        de: 'Die Nachricht ist zu kurz (mindestens 10 Zeichen).',
        en: 'The message is too short (at least 10 characters).',
      },
    ];
    for (const { body, code, de, en } of cases) {
      it(`answers ${code} in German and English, keeping the captcha for the corrected form`, async () => {
        const task = await captcha();
        const german = await contact({ ...valid, ...body, ...task });
        expect(german.statusCode).toBe(400);
        expect(german.json()).toEqual({ statusCode: 400, code, message: de });
        const english = await contact({ ...valid, ...body, ...task }, ENGLISH);
        expect(english.json()).toEqual({ statusCode: 400, code, message: en });
        // Without a language in the header (the api-client sends the page's), the cookie decides.
        const viaCookie = await contact({ ...valid, ...body, ...task }, { cookie: 'lang=en' });
        expect(viaCookie.json<{ message: string }>().message).toBe(en);
        expect((await contact({ ...valid, ...task })).statusCode).toBe(201);
      });
    }

    it('follows the configured fields: a required phone, an optional message', async () => {
      const settings = await server.app.inject({
        method: 'PUT',
        url: '/api/v0/message/settings',
        headers: admin,
        body: {
          fields: [
            { name: 'name', required: true },
            { name: 'email', required: true },
            { name: 'phone', required: true },
            { name: 'message', required: false },
          ],
        },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const config = await call(server, 'GET', '/api/v0/config/');
      expect(config.json()[0].components.message.fields).toHaveLength(4);
      expect((await call(server, 'GET', '/api/v0/message/settings')).json()).toEqual(settings.json());

      const noPhone = await contact({ name: 'Sepp', email: 'sepp@example.at', ...(await captcha()) });
      expect(noPhone.json()).toEqual({
        statusCode: 400,
        code: 'FIELD_REQUIRED',
        message: 'Bitte füllen Sie das Feld phone aus.',
      });
      const ok = await contact({
        name: 'Sepp',
        email: 'sepp@example.at',
        phone: '+43 1 234',
        ...(await captcha()),
      });
      expect(ok.statusCode).toBe(201);

      const twice = await server.app.inject({
        method: 'PUT',
        url: '/api/v0/message/settings',
        headers: admin,
        body: {
          fields: [
            { name: 'name', required: true },
            { name: 'name', required: false },
          ],
        },
      });
      expect(twice.statusCode).toBe(400);
      await server.app.inject({
        method: 'PUT',
        url: '/api/v0/message/settings',
        headers: admin,
        body: { fields: [] },
      });
      expect((await call(server, 'GET', '/api/v0/message/settings')).json().fields).toHaveLength(5);
    });
  });

  describe('the jobs form', () => {
    const jobs = (fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v0/forms/jobs',
        ...withLanguage(multipart(fields, file)),
      });
    const withLanguage = (request: ReturnType<typeof multipart>) => ({
      payload: request.payload,
      headers: { ...request.headers, ...GERMAN },
    });

    it('stores the application under DATA_DIR and links it to the message for the admin', async () => {
      const response = await jobs(
        { ...valid, message: 'Ich bewerbe mich als Gärtnerin.', ...(await captcha()) },
        { name: 'Lebenslauf Huber.pdf', data: PDF, type: 'application/pdf' },
      );
      expect(response.statusCode, response.body).toBe(201);
      const message = response.json<Message>();
      expect(message).toMatchObject({
        form: 'jobs',
        attachment: { name: 'Lebenslauf Huber.pdf', size: PDF.length, mime: 'application/pdf' },
      });
      expect((await listOutbox(server.database.db, {})).items[0]).toMatchObject({
        template: 'messageJobs',
        subject: 'Neue Bewerbung von Maria Huber',
      });
      const stored = join(dataDir, 'applications', `${message._id}.pdf`);
      expect(readFileSync(stored)).toEqual(PDF);

      const download = await server.app.inject({
        method: 'GET',
        url: `/api/v0/message/${message._id}/attachment`,
        headers: admin,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      // Never sniffed into HTML or script by the browser of the admin who opens it, nor framed.
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(download.headers['x-frame-options']).toBe('DENY');
      expect(download.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(download.headers['content-security-policy']).toContain("script-src 'self';");
      expect(download.rawPayload).toEqual(PDF);
      const refused = await call(server, 'GET', `/api/v0/message/${message._id}/attachment`);
      expect(refused.statusCode).toBe(403);

      await server.app.inject({ method: 'DELETE', url: `/api/v0/message/${message._id}`, headers: admin });
      expect(existsSync(stored)).toBe(false);
    });

    it('refuses a missing file, a disguised file and a file over 10 MB, storing nothing', async () => {
      const count = async () => (await server.database.db.select().from(messages)).length;
      const before = await count();
      const base = { ...valid, ...(await captcha()) };
      expect((await jobs(base)).json()).toEqual({
        statusCode: 400,
        code: 'FILE_REQUIRED',
        message: 'Bitte hängen Sie Ihre Bewerbung als Datei an.',
      });
      const script = await jobs(base, {
        name: 'lebenslauf.pdf',
        data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
        type: 'application/pdf',
      });
      expect(script.json()).toEqual({ statusCode: 400, code: 'FILE_TYPE', message: 'Falscher Dateityp' });
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1000 * 1000)]);
      const tooLarge = await jobs(base, { name: 'riesig.pdf', data: big, type: 'application/pdf' });
      expect(tooLarge.json()).toEqual({
        statusCode: 400,
        code: 'FILE_TOO_LARGE',
        message: 'Die Datei ist zu groß (höchstens 10 MB).',
      });
      const badName = await jobs(
        { ...base, name: 'X' },
        { name: 'cv.pdf', data: PDF, type: 'application/pdf' },
      );
      expect(badName.json()).toMatchObject({ code: 'NAME_TOO_SHORT' });
      expect(await count()).toBe(before);
      // The task was never checked, so it still works.
      expect((await jobs(base, { name: 'cv.pdf', data: PDF, type: 'application/pdf' })).statusCode).toBe(201);
    });

    it('refuses malformed and cut-off multipart bodies and NUL in a field with 400, storing nothing', async () => {
      const count = async () => (await server.database.db.select().from(messages)).length;
      const before = await count();
      const whole = multipart(
        { ...valid, ...(await captcha()) },
        { name: 'cv.pdf', data: PDF, type: 'application/pdf' },
      );
      const send = (payload: Buffer | string, contentType = whole.headers['content-type']!) =>
        server.app.inject({
          method: 'POST',
          url: '/api/v0/forms/jobs',
          payload,
          headers: { ...GERMAN, 'content-type': contentType },
        });
      const cutOff = await send(whole.payload.subarray(0, whole.payload.length - 40));
      expect(cutOff.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        message:
          'Fehlerhafter mehrteiliger Inhalt (multipart/form-data): der Inhalt bricht vor seinem Ende ab',
      });
      const noBoundary = await send('name=Anna', 'multipart/form-data');
      expect(noBoundary.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Fehlerhafter mehrteiliger Inhalt (multipart/form-data): Multipart: Boundary not found',
      });
      const nul = await jobs({ ...valid, name: 'Anna\u0000Huber', ...(await captcha()) });
      expect(nul.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'body/name must not contain the character U+0000',
      });
      expect(await count()).toBe(before);
    });

    it('refuses a body that is not multipart', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/api/v0/forms/jobs', body: valid });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('the inbox', () => {
    it('lists newest first, filters by read and tag, and keeps the text as sent', async () => {
      const first = (
        await contact({ ...valid, name: 'Erste Anfrage', ...(await captcha()) })
      ).json<Message>();
      const second = (
        await contact({ ...valid, name: 'Zweite Anfrage', ...(await captcha()) })
      ).json<Message>();
      const list = await server.app.inject({
        method: 'GET',
        url: '/api/v0/message/?form=contact',
        headers: admin,
      });
      const { items, total } = list.json<{ items: Message[]; total: number }>();
      expect(total).toBe(items.length);
      const dates = items.map((item) => Date.parse(item.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));

      const marked = await server.app.inject({
        method: 'PUT',
        url: '/api/v0/message/',
        headers: admin,
        body: { ...first, read: true, tags: ['angebot', ''], name: 'Verändert', message: 'anders' },
      });
      expect(marked.json()).toMatchObject({
        read: true,
        tags: ['angebot'],
        name: 'Erste Anfrage',
        message: valid.message,
      });
      const read = await server.app.inject({
        method: 'GET',
        url: '/api/v0/message/?read=true',
        headers: admin,
      });
      expect(read.json<{ items: Message[] }>().items.map((item) => item._id)).toEqual([first._id]);
      const tagged = await server.app.inject({
        method: 'GET',
        url: '/api/v0/message/?tags=angebot',
        headers: admin,
      });
      expect(tagged.json()).toMatchObject({ total: 1 });
      const unread = await server.app.inject({
        method: 'GET',
        url: '/api/v0/message/?read=false',
        headers: admin,
      });
      expect(unread.json<{ items: Message[] }>().items.map((item) => item._id)).toContain(second._id);

      const byPath = await server.app.inject({
        method: 'PUT',
        url: `/api/v0/message/${second._id}`,
        headers: admin,
        body: { read: true },
      });
      expect(byPath.json()).toMatchObject({ read: true });
      const one = await server.app.inject({
        method: 'GET',
        url: `/api/v0/message/${second._id}`,
        headers: admin,
      });
      expect(one.json()).toEqual(byPath.json());

      expect(
        (
          await server.app.inject({ method: 'DELETE', url: `/api/v0/message/${second._id}`, headers: admin })
        ).json(),
      ).toEqual({ _id: second._id });
      expect(
        (await server.app.inject({ method: 'GET', url: `/api/v0/message/${second._id}`, headers: admin }))
          .statusCode,
      ).toBe(404);
    });

    it('searches the inbox and sorts it by sender, subject, form, status and date', async () => {
      await server.database.db.insert(messages).values([
        {
          name: 'Zita Sortprobe',
          email: 'zita@example.at',
          subject: 'Buchs',
          form: 'jobs',
          read: true,
          date: new Date('2026-03-01T10:00:00Z'),
        },
        {
          name: '',
          email: 'anton.sortprobe@example.at',
          subject: 'Eibe',
          date: new Date('2026-03-02T10:00:00Z'),
        },
        {
          name: 'Berta Sortprobe',
          email: 'berta@example.at',
          subject: 'Ahorn',
          tags: ['rückruf'],
          date: new Date('2026-03-03T10:00:00Z'),
        },
      ]);
      const senders = async (query: string) => {
        const answer = await server.app.inject({
          method: 'GET',
          url: `/api/v0/message/?${query}`,
          headers: admin,
        });
        expect(answer.statusCode, query).toBe(200);
        return answer.json<{ items: Message[] }>().items.map((item) => item.name || item.email);
      };
      const zita = 'Zita Sortprobe';
      const anton = 'anton.sortprobe@example.at';
      const berta = 'Berta Sortprobe';
      expect(await senders('search=sortprobe')).toEqual([berta, anton, zita]);
      expect(await senders('search=sortprobe&sort=date')).toEqual([zita, anton, berta]);
      expect(await senders('search=sortprobe&sort=from')).toEqual([anton, berta, zita]);
      expect(await senders('search=sortprobe&sort=-from')).toEqual([zita, berta, anton]);
      expect(await senders('search=sortprobe&sort=subject')).toEqual([berta, zita, anton]);
      expect(await senders('search=sortprobe&sort=-form')).toEqual([zita, berta, anton]);
      expect(await senders('search=sortprobe&sort=-status&limit=1')).toEqual([zita]);
      expect(await senders('search=RÜCKRUF')).toEqual([berta]);
      expect(await senders('search=sortprobe&form=contact&sort=from')).toEqual([anton, berta]);
      expect(await senders('search=Eibe')).toEqual([anton]);
      const counted = await server.app.inject({
        method: 'GET',
        url: '/api/v0/message/?search=sortprobe&limit=1',
        headers: admin,
      });
      expect(counted.json()).toMatchObject({ total: 3 });

      const bad = await server.app.inject({
        method: 'GET',
        url: '/api/v0/message/?sort=email',
        headers: admin,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining('querystring/sort'),
      });
    });

    it('is closed to visitors and customers (403 C100), and their attempts change nothing', async () => {
      const message = (await contact({ ...valid, ...(await captcha()) })).json<Message>();
      for (const headers of [{}, bearer(server.userToken)]) {
        for (const attempt of [
          { method: 'GET', url: '/api/v0/message/' },
          { method: 'GET', url: `/api/v0/message/${message._id}` },
          { method: 'PUT', url: '/api/v0/message/', body: { _id: message._id, read: true } },
          { method: 'DELETE', url: `/api/v0/message/${message._id}` },
          { method: 'PUT', url: '/api/v0/message/settings', body: { fields: [] } },
        ] as const) {
          const response = await server.app.inject({ ...attempt, headers });
          expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
          expect(response.json()).toEqual({
            statusCode: 403,
            code: 'C100',
            message: 'Dafür fehlt Ihnen die Berechtigung.',
          });
        }
      }
      const unchanged = await server.app.inject({
        method: 'GET',
        url: `/api/v0/message/${message._id}`,
        headers: admin,
      });
      expect(unchanged.json()).toMatchObject({ read: false });
    });
  });

  describe('the rate limit of the forms', () => {
    let limited: TestServer;
    let limitedDir: string;
    beforeAll(async () => {
      limitedDir = mkdtempSync(join(tmpdir(), 'gw-messages-limit-'));
      const twoPerAddress = { rateLimit: { max: 2, windowMs: 10 * 60_000 } };
      limited = await startTestServer(kind, {
        dataDir: limitedDir,
        areaOptions: { message: twoPerAddress, forms: twoPerAddress },
      });
    });
    afterAll(async () => {
      await limited.close();
      rmSync(limitedDir, { recursive: true, force: true });
    });

    const captchaOf = async (answer = '7') => ({
      captcha_id: await storeCaptchaAnswer(limited.database.db, answer),
      captcha_answer: answer,
    });
    const send = async (remoteAddress: string, headers: Record<string, string> = GERMAN) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v0/message/',
        remoteAddress,
        headers,
        body: { ...valid, ...(await captchaOf()) },
      });
    const stored = async () => (await limited.database.db.select().from(messages)).length;

    it('answers 429 in German and English once an address sent too many contact messages, storing nothing', async () => {
      expect((await send('203.0.113.7')).statusCode).toBe(201);
      // A refused attempt counts too: nobody gets to try captchas without end.
      const wrong = await limited.app.inject({
        method: 'POST',
        url: '/api/v0/message/',
        remoteAddress: '203.0.113.7',
        headers: GERMAN,
        body: { ...valid, captcha_id: (await captchaOf('7')).captcha_id, captcha_answer: '8' },
      });
      expect(wrong.statusCode).toBe(400);
      const before = await stored();

      const german = await send('203.0.113.7');
      expect(german.statusCode).toBe(429);
      expect(german.json()).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message:
          'Sie haben in kurzer Zeit zu viele Nachrichten gesendet. Bitte versuchen Sie es in 10 Minuten erneut.',
      });
      expect(Number(german.headers['retry-after'])).toBeGreaterThan(500);
      const english = await send('203.0.113.7', ENGLISH);
      expect(english.statusCode).toBe(429);
      expect(english.json().message).toBe(
        'You have sent too many messages in a short time. Please try again in 10 minutes.',
      );
      expect(await stored()).toBe(before);

      // Another address is not affected.
      expect((await send('203.0.113.8')).statusCode).toBe(201);
    });

    it('limits the jobs form per address as well', async () => {
      const apply = async () => {
        const request = multipart(
          { ...valid, ...(await captchaOf()) },
          { name: 'bewerbung.pdf', data: PDF, type: 'application/pdf' },
        );
        return limited.app.inject({
          method: 'POST',
          url: '/api/v0/forms/jobs',
          remoteAddress: '198.51.100.4',
          payload: request.payload,
          headers: { ...request.headers, ...GERMAN },
        });
      };
      expect((await apply()).statusCode).toBe(201);
      expect((await apply()).statusCode).toBe(201);
      const refused = await apply();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Sie haben in kurzer Zeit zu viele Nachrichten gesendet. Bitte versuchen Sie es in 10 Minuten erneut.',
      );
    });
  });
});

describe('the owner’s mailbox out of the box', () => {
  let server: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gw-owner-mailbox-'));
    // Seeded only: no mailbox configured by hand.
    server = await startTestServer('pglite', { dataDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails every contact message and job application to the address the first admin was seeded with', async () => {
    const fields = {
      name: 'Maria Huber',
      email: 'maria.huber@example.at',
      subject: 'Frage',
      message: 'Haben Sie noch Marillenbäume?',
    };
    const captcha = async () => ({
      captcha_id: await storeCaptchaAnswer(server.database.db, '7'),
      captcha_answer: '7',
    });
    const contact = await server.app.inject({
      method: 'POST',
      url: '/api/v0/message/',
      headers: GERMAN,
      body: { ...fields, ...(await captcha()) },
    });
    expect(contact.statusCode).toBe(201);
    const application = multipart(
      { ...fields, message: 'Ich bewerbe mich als Gärtnerin.', ...(await captcha()) },
      { name: 'bewerbung.pdf', data: PDF, type: 'application/pdf' },
    );
    const jobs = await server.app.inject({
      method: 'POST',
      url: '/api/v0/forms/jobs',
      payload: application.payload,
      headers: { ...application.headers, ...GERMAN },
    });
    expect(jobs.statusCode).toBe(201);
    const mails = (await listOutbox(server.database.db, {})).items;
    expect(mails.map(({ to, template }) => ({ to, template })).reverse()).toEqual([
      { to: 'chefin@gartenwerk.test', template: 'messageContact' },
      { to: 'chefin@gartenwerk.test', template: 'messageJobs' },
    ]);
  });
});
