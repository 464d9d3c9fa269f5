import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import { outbox } from '../mail/table';
import { newsletterSubscribers } from './table';

const PUBLIC_URL = 'https://gartenwerk.test';
const SENDTEST = '/api/v0/newsletter/sendtest/';

describe.each(await databaseKinds())('the test mail of a newsletter on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let templateId: string;
  const admin = adminCalls(() => server);
  const lastMailTo = async (to: string) =>
    (
      await server.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.created))
    )[0];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, { publicUrl: PUBLIC_URL, smtpUrl: smtp.url });
    await server.database.db.insert(newsletterSubscribers).values({
      email: 'anna@beispiel.test',
      name: 'Anna <Gärtnerin>',
      status: 'confirmed',
      unsubscribeToken: 'anna-token',
    });
    const template = await admin('POST', '/api/v0/newsletter_template/', {
      name: 'Frühling',
      subject: 'Hallo {{name}}',
      modules: [
        { type: 'heading', props: { text: 'Rosenzeit', level: 1 } },
        { type: 'text', props: { text: 'Liebe(r) {{name}}, schön, dass Sie dabei sind.' } },
      ],
    });
    templateId = template.json()._id;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('mails a stored template to each address with "[Test] " before the subject and the List-Unsubscribe headers', async () => {
    const answer = await admin('POST', SENDTEST, {
      template: templateId,
      emails: ['Anna@Beispiel.test', 'chefin@gartenwerk.test', 'anna@beispiel.test'],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ sent: 2 });

    // A subscriber's address gets what the subscriber would get: the name, their own links.
    const anna = await lastMailTo('anna@beispiel.test');
    expect(anna).toMatchObject({ subject: '[Test] Hallo Anna <Gärtnerin>', template: 'newsletterTest' });
    expect(anna!.html).toContain('>Liebe(r) Anna &lt;Gärtnerin&gt;, schön, dass Sie dabei sind.</p>');
    expect(anna!.html).toContain(`<a href="${PUBLIC_URL}/newsletter/unsubscribe/anna-token"`);
    expect(anna!.text).toContain(`Abbestellen: ${PUBLIC_URL}/newsletter/unsubscribe/anna-token`);
    expect(anna!.text).toContain(
      'Sie erhalten diesen Newsletter, weil Sie ihn mit anna@beispiel.test abonniert haben.',
    );
    const raw = smtp.lastTo('anna@beispiel.test')!.raw;
    expect(raw).toMatch(
      /List-Unsubscribe:\s+<https:\/\/gartenwerk\.test\/api\/v0\/newsletter\/unsubscribe\/anna-token>/,
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Another address: no name, links that name no subscriber.
    const owner = await lastMailTo('chefin@gartenwerk.test');
    expect(owner!.subject).toBe('[Test] Hallo ');
    expect(owner!.html).toContain('>Liebe(r) , schön, dass Sie dabei sind.</p>');
    expect(owner!.html).toContain(`<a href="${PUBLIC_URL}/newsletter/webview/test/test"`);
    expect(smtp.lastTo('chefin@gartenwerk.test')!.raw).toMatch(
      /List-Unsubscribe:\s+<https:\/\/gartenwerk\.test\/api\/v0\/newsletter\/unsubscribe\/test>/,
    );
  });

  it("mails the editor's unsaved draft", async () => {
    const answer = await admin('POST', SENDTEST, {
      draft: {
        subject: 'Entwurf',
        modules: [{ type: 'button', props: { label: 'Zum Shop', url: '/shop' } }],
      },
      emails: ['test@beispiel.test'],
    });
    expect(answer.json()).toEqual({ sent: 1 });
    const mail = await lastMailTo('test@beispiel.test');
    expect(mail!.subject).toBe('[Test] Entwurf');
    expect(mail!.text.startsWith(`Zum Shop: ${PUBLIC_URL}/shop\n`)).toBe(true);
  });

  it("tests a sending's own subject with its template", async () => {
    const answer = await admin('POST', SENDTEST, {
      template: templateId,
      subject: 'Frühjahr im Garten',
      emails: ['sendung@beispiel.test'],
    });
    expect(answer.json()).toEqual({ sent: 1 });
    expect((await lastMailTo('sendung@beispiel.test'))!.subject).toBe('[Test] Frühjahr im Garten');
  });

  it("comes from the newsletter's sender with its reply-to, as the sending's mails do", async () => {
    // Before any sender is set: the server's own address.
    await admin('POST', SENDTEST, { template: templateId, emails: ['absender@beispiel.test'] });
    expect(smtp.lastTo('absender@beispiel.test')!.from).toBe('noreply@gartenwerk.local');

    const settings = await admin('PUT', '/api/v0/newsletter/settings', {
      sender_name: 'Baumschule Gartenwerk',
      sender_email: 'news@gartenwerk.test',
      reply_to: 'antwort@gartenwerk.test',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await admin('POST', SENDTEST, { template: templateId, emails: ['absender@beispiel.test'] });
    const mail = smtp.lastTo('absender@beispiel.test')!;
    expect(mail.from).toBe('news@gartenwerk.test');
    expect(mail.raw).toMatch(/From: "?Baumschule Gartenwerk"? <news@gartenwerk\.test>/);
    expect(mail.raw).toContain('Reply-To: antwort@gartenwerk.test');
  });

  it('refuses bad input with a German message, unknown templates, and anyone but admins', async () => {
    const refused = async (payload: unknown, status: number, message?: string | RegExp) => {
      const answer = await admin('POST', SENDTEST, payload);
      expect(answer.statusCode).toBe(status);
      if (message) expect(answer.json().message).toMatch(message);
    };
    const eleven = Array.from({ length: 11 }, (_, index) => `t${index}@beispiel.test`);
    await refused(
      { template: templateId, emails: eleven },
      400,
      'body/emails must NOT have more than 10 items',
    );
    await refused({ template: templateId, emails: [] }, 400, 'body/emails must NOT have fewer than 1 items');
    await refused(
      { template: templateId, emails: ['ok@beispiel.test', 'kein-at', 'a@b'] },
      400,
      'Diese E-Mail-Adressen sind ungültig: kein-at, a@b',
    );
    await refused({ emails: ['ok@beispiel.test'] }, 400, 'Bitte eine Vorlage oder einen Entwurf angeben.');
    await refused({ template: 'fehlt', emails: ['ok@beispiel.test'] }, 404);
    expect(await lastMailTo('ok@beispiel.test')).toBeUndefined();

    const body = { template: templateId, emails: ['ok@beispiel.test'] };
    expect((await call(server, 'POST', SENDTEST, body, server.userToken)).statusCode).toBe(403);
    expect((await call(server, 'POST', SENDTEST, body)).statusCode).toBe(403);
  });
});
