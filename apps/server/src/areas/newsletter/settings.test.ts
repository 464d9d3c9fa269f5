import { defaultNewsletterSettings } from '@gartenwerk/domain/schemas';
import { databaseKinds, startSmtpSink, type SmtpSink } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import { fillPlaceholders } from './consent';
import { newsletterFrom, newsletterSettings } from './settings';

const SETTINGS = '/api/v0/newsletter/settings';
const CONSENT = 'Ja, ich möchte den Newsletter der Gartenwerk GmbH per E-Mail erhalten.';

describe('fillPlaceholders', () => {
  it('fills the named values and leaves the link and unknown names for later', () => {
    expect(
      fillPlaceholders('Hallo {{name}}, {{ email }}: {{link}} {{other}}', {
        name: 'Erika',
        email: 'e@x.test',
      }),
    ).toBe('Hallo Erika, e@x.test: {{link}} {{other}}');
  });
});

describe('newsletterFrom', () => {
  it('is the server’s sender until an address is set, then the name with the address', () => {
    const settings = defaultNewsletterSettings();
    expect(newsletterFrom(settings, 'shop@gartenwerk.test')).toBe('shop@gartenwerk.test');
    expect(newsletterFrom({ ...settings, sender_email: 'news@gartenwerk.test' }, 'x@y.test')).toBe(
      '"Gartenwerk" <news@gartenwerk.test>',
    );
    expect(
      newsletterFrom({ ...settings, sender_name: '', sender_email: 'news@gartenwerk.test' }, 'x@y.test'),
    ).toBe('news@gartenwerk.test');
  });
});

describe.each(await databaseKinds())('the newsletter settings on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  const admin = adminCalls(() => server);

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

  it('answers the defaults before anyone saved, to admins only', async () => {
    const answer = await admin('GET', SETTINGS);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      sender_name: 'Gartenwerk',
      sender_email: '',
      reply_to: '',
      throttle_per_minute: 60,
      tracking: true,
      bounce_pause_percent: 5,
      footer: 'Gartenwerk · Baumschule und Gartenshop',
    });
    expect(answer.json().doi.de.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(answer.json().doi.de.body).toContain('{{link}}');
    expect((await call(server, 'GET', SETTINGS)).statusCode).toBe(403);
    expect((await call(server, 'PUT', SETTINGS, { tracking: false })).statusCode).toBe(403);
  });

  it('replaces the parts a PUT carries and keeps the others; the getter reads the same', async () => {
    const saved = await admin('PUT', SETTINGS, {
      sender_name: 'Baumschule Gartenwerk',
      sender_email: 'news@gartenwerk.test',
      reply_to: 'antwort@gartenwerk.test',
      throttle_per_minute: 120,
      tracking: false,
      bounce_pause_percent: 2.5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      throttle_per_minute: 120,
      tracking: false,
      bounce_pause_percent: 2.5,
    });
    expect(saved.json().footer).toBe('Gartenwerk · Baumschule und Gartenshop');
    const stored = await newsletterSettings(server.app.db);
    expect(stored).toEqual(saved.json());
    expect((await admin('GET', SETTINGS)).json()).toEqual(saved.json());
  });

  it('refuses bad values with a German message', async () => {
    const slow = await admin('PUT', SETTINGS, { throttle_per_minute: 0 });
    expect(slow.statusCode).toBe(400);
    const sender = await admin('PUT', SETTINGS, { sender_email: 'kein-mail' });
    expect(sender.statusCode).toBe(400);
    const outOfRange = await admin('PUT', SETTINGS, { bounce_pause_percent: 101 });
    expect(outOfRange.statusCode).toBe(400);
    const defaults = defaultNewsletterSettings().doi;
    const withoutLink = await admin('PUT', SETTINGS, {
      doi: { ...defaults, de: { subject: 'Bitte bestätigen', body: 'Klicken Sie hier.' } },
    });
    expect(withoutLink.statusCode).toBe(400);
    expect(withoutLink.json().message).toBe(
      'Der Text der Bestätigungsmail (de) braucht den Platzhalter {{link}} für den Bestätigungslink.',
    );
    expect((await admin('GET', SETTINGS)).json().doi.de.body).toContain('{{link}}');
  });

  it('writes the double opt-in mail with the texts, sender and reply-to of the settings', async () => {
    const defaults = defaultNewsletterSettings().doi;
    await admin('PUT', SETTINGS, {
      sender_name: 'Baumschule Gartenwerk',
      sender_email: 'news@gartenwerk.test',
      reply_to: 'antwort@gartenwerk.test',
      doi: {
        ...defaults,
        de: {
          subject: 'Noch ein Klick, {{name}}',
          body: 'Bitte bestätigen Sie {{email}} binnen {{days}} Tagen: {{link}}\nDanke!',
        },
      },
    });
    const subscribed = await call(server, 'POST', '/api/v0/newsletter/subscribe', {
      email: 'texte@beispiel.test',
      name: 'Erika',
      consent: CONSENT,
      language: 'de',
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const raw = smtp.lastTo('texte@beispiel.test')!.raw;
    expect(raw).toContain('Subject: Noch ein Klick, Erika');
    expect(raw).toMatch(/From: "?Baumschule Gartenwerk"? <news@gartenwerk\.test>/);
    expect(raw).toContain('Reply-To: antwort@gartenwerk.test');
    expect(raw).toMatch(
      /Bitte bestätigen Sie texte@beispiel\.test binnen 7 Tagen: https:\/\/gartenwerk\.test\/newsletter\/verify\/[\w-]+/,
    );
    // The HTML part shows the link under the words of the action.
    expect(raw).toContain('Anmeldung bestätigen</a>');
  });
});
