import type { Event } from '@gartenwerk/domain/schemas';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import { getConfig, updateConfig } from '../config/service';
import { eq } from 'drizzle-orm';
import { bookings } from '../booking/table';
import { outbox } from '../mail/table';
import { eventIcs } from './ics';

const DAY_MS = 86_400_000;
const inDays = (days: number, hour = 10) => {
  const day = new Date(Date.now() + days * DAY_MS);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

describe('an event as a calendar file', () => {
  it('writes the RFC 5545 fields, escaped and folded, with CRLF line ends', () => {
    const ics = eventIcs(
      {
        _id: 'ev1',
        title: 'Pflanzenmarkt; Frühling, 2027',
        text: '<p>Stauden &amp; Gehölze</p><p>Mit Beratung</p>',
        start: '2027-04-10T07:00:00.000Z',
        end: null,
        place: 'Gärtnerei, Hauptstraße 5, Krems',
        capacity: null,
        media: [],
        booking_url: null,
        published: true,
        created: '2026-11-01T00:00:00.000Z',
      },
      {
        host: 'gartenwerk.test',
        url: 'https://gartenwerk.test/Veranstaltungen#ev1',
        now: new Date('2026-11-29T12:00:00Z'),
      },
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Gartenwerk//Veranstaltungen//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:ev1@gartenwerk.test',
      'DTSTAMP:20261129T120000Z',
      'DTSTART:20270410T070000Z',
      'DTEND:20270410T090000Z',
      'SUMMARY:Pflanzenmarkt\\; Frühling\\, 2027',
      'LOCATION:Gärtnerei\\, Hauptstraße 5\\, Krems',
      'DESCRIPTION:Stauden & Gehölze\\nMit Beratung',
      'URL:https://gartenwerk.test/Veranstaltungen#ev1',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

describe.each(await databaseKinds())('events on %s', (kind) => {
  let server: TestServer;
  const admin = adminCalls(() => server);
  const mailsTo = async (to: string) =>
    (await server.database.db.select().from(outbox)).filter((mail) => mail.to === to);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await updateConfig(server.database.db, { enabled_components: ['shop', 'events'] });
  });
  afterAll(() => server.close());

  const create = async (body: object) => {
    const answer = await admin('POST', '/api/v0/event/', body);
    expect(answer.statusCode).toBe(200);
    return answer.json<Event>();
  };

  it('creates, reads, changes and removes an event with the server’s defaults', async () => {
    const start = inDays(10);
    const event = await create({ title: 'Schnittkurs Obstbäume', start, capacity: 12 });
    expect(event).toMatchObject({
      title: 'Schnittkurs Obstbäume',
      start,
      end: null,
      place: '',
      text: '',
      capacity: 12,
      media: [],
      booking_url: null,
      published: true,
    });
    const changed = await admin('PUT', '/api/v0/event/', {
      _id: event._id,
      place: 'Obstgarten der Gärtnerei',
      end: inDays(10, 13),
      booking_url: '/Kontakt',
    });
    expect(changed.json()).toMatchObject({ place: 'Obstgarten der Gärtnerei', end: inDays(10, 13) });
    expect((await admin('GET', `/api/v0/event/${event._id}`)).json()).toMatchObject({
      booking_url: '/Kontakt',
    });
    expect((await admin('POST', '/api/v0/event/', { title: 'Ohne Datum' })).statusCode).toBe(400);
    expect((await admin('POST', '/api/v0/event/', { title: 'Halb', start, capacity: 2.5 })).statusCode).toBe(
      400,
    );
    expect((await admin('DELETE', `/api/v0/event/${event._id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/v0/event/${event._id}`)).statusCode).toBe(404);
  });

  it('lists the published events to come for anyone, the soonest first', async () => {
    const later = await create({ title: 'Pflanzenmarkt', start: inDays(30), place: 'Krems' });
    const sooner = await create({ title: 'Rosentag', start: inDays(3) });
    await create({ title: 'Entwurf', start: inDays(5), published: false });
    await create({ title: 'Vorbei', start: inDays(-3), end: inDays(-3, 16) });
    const running = await create({ title: 'Adventmarkt', start: inDays(-1), end: inDays(2) });
    const answer = await call(server, 'GET', '/api/v0/events/upcoming');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ items: Event[] }>().items.map((event) => event._id)).toEqual([
      running._id,
      sooner._id,
      later._id,
    ]);
    expect((await call(server, 'GET', '/api/v0/events/upcoming?limit=1')).json().items).toHaveLength(1);
    expect((await call(server, 'GET', '/api/v0/event/')).statusCode).toBe(403);
  });

  it('gives a published event as an .ics download, an unpublished one not', async () => {
    const event = await create({
      title: 'Kräuterworkshop',
      start: '2027-05-08T08:00:00.000Z',
      place: 'Glashaus',
    });
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/v0/events/${event._id}.ics`,
      headers: { host: 'gartenwerk.test' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="veranstaltung-${event._id}.ics"`,
    );
    expect(answer.body).toContain('\r\nDTSTART:20270508T080000Z\r\n');
    expect(answer.body).toContain('\r\nSUMMARY:Kräuterworkshop\r\n');
    expect(answer.body).toContain(`\r\nUID:${event._id}@gartenwerk.test\r\n`);
    const draft = await create({ title: 'Geheim', start: inDays(4), published: false });
    expect((await call(server, 'GET', `/api/v0/events/${draft._id}.ics`)).statusCode).toBe(404);
    expect((await call(server, 'GET', '/api/v0/events/unknown.ics')).statusCode).toBe(404);
  });

  it('signs people up through the booking module until the capacity is taken, then refuses with 409', async () => {
    const course = await create({ title: 'Rosenschnittkurs', start: inDays(12), capacity: 3 });
    const signUp = (name: string, places?: number) =>
      call(server, 'POST', `/api/v0/events/${course._id}/book`, {
        name,
        email: `${name.toLowerCase()}@example.at`,
        consent: true,
        ...(places ? { places } : {}),
      });
    const first = await signUp('Anna', 2);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ type: 'event', start: course.start, status: 'confirmed' });
    const tooMany = await signUp('Bernd', 2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'EVENT_FULL',
      message: 'Diese Veranstaltung ist leider ausgebucht.',
    });
    expect((await signUp('Carla')).statusCode).toBe(201);
    const full = await signUp('Dora');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Diese Veranstaltung ist leider ausgebucht.');

    // Two people at once for the last place of another course: one gets it.
    const small = await create({ title: 'Kräuterkurs', start: inDays(14), capacity: 1 });
    const both = await Promise.all(
      ['Emil', 'Franz'].map((name) =>
        call(server, 'POST', `/api/v0/events/${small._id}/book`, {
          name,
          email: `${name}@example.at`,
          consent: true,
        }),
      ),
    );
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);

    // Without a capacity anyone may come; past, unpublished and unknown events take nobody.
    const market = await create({ title: 'Pflanzenmarkt', start: inDays(20) });
    for (const name of ['Gerda', 'Hans', 'Ida'])
      expect(
        (
          await call(server, 'POST', `/api/v0/events/${market._id}/book`, {
            name,
            email: `${name}@example.at`,
            consent: true,
          })
        ).statusCode,
      ).toBe(201);
    const past = await create({ title: 'Vorbei', start: inDays(-5), end: inDays(-5, 16) });
    const late = await call(server, 'POST', `/api/v0/events/${past._id}/book`, {
      name: 'Jo',
      email: 'jo@example.at',
      consent: true,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Für diese Veranstaltung ist keine Anmeldung möglich.');
    const draft = await create({ title: 'Entwurf', start: inDays(5), published: false });
    expect(
      (
        await call(server, 'POST', `/api/v0/events/${draft._id}/book`, {
          name: 'Jo',
          email: 'jo@example.at',
          consent: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(server, 'POST', `/api/v0/events/${course._id}/book`, {
          name: '',
          email: 'x',
          consent: true,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a sign-up without consent, tells the places left, mails the visitor and tells the owner', async () => {
    const { enabled_components } = await getConfig(server.database.db);
    await updateConfig(server.database.db, { enabled_components: [...enabled_components, 'notifications'] });
    try {
      const course = await create({
        title: 'Obstbaumschnitt für Einsteiger',
        start: '2027-02-20T09:00:00.000Z',
        end: '2027-02-20T12:00:00.000Z',
        place: 'Obstgarten der Gärtnerei',
        capacity: 8,
      });
      const places = async () => (await call(server, 'GET', `/api/v0/events/${course._id}/places`)).json();
      expect(await places()).toEqual({ capacity: 8, left: 8 });

      const signUp = (body: object, headers: Record<string, string> = {}) =>
        server.app.inject({
          method: 'POST',
          url: `/api/v0/events/${course._id}/book`,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify(body),
        });
      const noConsent = await signUp({ name: 'Maria Gruber', email: 'maria@example.at', consent: false });
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.json()).toMatchObject({
        code: 'CONSENT_REQUIRED',
        message: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben für die Anmeldung zu.',
      });
      expect((await signUp({ name: 'Maria Gruber', email: 'maria@example.at' })).statusCode).toBe(400);
      expect(await places()).toEqual({ capacity: 8, left: 8 });

      const maria = await signUp({
        name: 'Maria Gruber',
        email: 'maria@example.at',
        places: 3,
        consent: true,
      });
      expect(maria.statusCode, maria.body).toBe(201);
      const george = await signUp(
        { name: 'George Miller', email: 'george@example.co.uk', consent: true },
        { 'accept-language': 'en' },
      );
      expect(george.statusCode, george.body).toBe(201);
      expect(await places()).toEqual({ capacity: 8, left: 4 });

      const [german] = await mailsTo('maria@example.at');
      expect(german!.subject).toBe(
        'Ihre Anmeldung: Obstbaumschnitt für Einsteiger am 20.02.2027, 10:00 – 13:00 Uhr',
      );
      const [mariaRow] = await server.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, maria.json()._id));
      expect(german!.text).toBe(
        'Hallo Maria Gruber,\n\nvielen Dank für Ihre Anmeldung. Wir haben für Sie reserviert:\n\n' +
          'Obstbaumschnitt für Einsteiger\n20.02.2027, 10:00 – 13:00 Uhr\nObstgarten der Gärtnerei\n3 Plätze\n\n' +
          'Die Veranstaltung finden Sie auch im Anhang für Ihren Kalender. Wenn Sie doch nicht kommen können, ' +
          `sagen Sie bitte hier ab:\n${server.app.publicUrl}/Termin/absagen?token=${mariaRow!.cancelToken}` +
          '\n\nIhr Gartenwerk-Team\n\n[veranstaltung.ics]',
      );
      // The consent is kept with the sign-up.
      expect(mariaRow!.consented).toBeInstanceOf(Date);
      expect(maria.json().consented).toBe(mariaRow!.consented!.toISOString());
      const [english] = await mailsTo('george@example.co.uk');
      expect(english!.subject).toBe(
        'Your sign-up: Obstbaumschnitt für Einsteiger on 20/02/2027, 10:00 – 13:00',
      );
      expect(english!.text).toContain('Hello George Miller,\n\nthank you for signing up.');
      expect(english!.text).toContain('Obstgarten der Gärtnerei\n1 place\n');

      const items = (await admin('GET', '/api/v0/notification/?group=bookings')).json().items as Array<
        Record<string, unknown>
      >;
      expect(items.slice(0, 2)).toMatchObject([
        {
          title: 'Neue Anmeldung: Obstbaumschnitt für Einsteiger am 20.02.2027, 10:00 – 13:00 Uhr',
          content: 'George Miller <george@example.co.uk>, 1 Platz',
          type: 'success',
          icon: 'calendar',
          group: 'bookings',
          link: `booking/edit/${george.json()._id}`,
        },
        {
          title: 'Neue Anmeldung: Obstbaumschnitt für Einsteiger am 20.02.2027, 10:00 – 13:00 Uhr',
          content: 'Maria Gruber <maria@example.at>, 3 Plätze',
          link: `booking/edit/${maria.json()._id}`,
        },
      ]);

      // Maria cancels by her link (the booking component is off: the link still works for an event).
      const link = `/api/v0/booking/cancel/${mariaRow!.cancelToken}`;
      expect((await call(server, 'GET', link)).json()).toMatchObject({
        title: 'Obstbaumschnitt für Einsteiger',
        event: true,
        status: 'confirmed',
      });
      const cancelled = await call(server, 'POST', link);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ event: true, status: 'cancelled' });
      expect(await places()).toEqual({ capacity: 8, left: 7 });
      const told = (await mailsTo('maria@example.at')).find((mail) =>
        mail.subject.startsWith('Anmeldung abgesagt'),
      );
      expect(told?.subject).toBe(
        'Anmeldung abgesagt: Obstbaumschnitt für Einsteiger am 20.02.2027, 10:00 – 13:00 Uhr',
      );
      expect(told?.text).toBe(
        'Hallo Maria Gruber,\n\nIhre Anmeldung zu „Obstbaumschnitt für Einsteiger“ am 20.02.2027, ' +
          '10:00 – 13:00 Uhr ist abgesagt.\n\nIhr Gartenwerk-Team',
      );

      const unlimited = await create({ title: 'Pflanzenmarkt im Advent', start: inDays(9) });
      expect((await call(server, 'GET', `/api/v0/events/${unlimited._id}/places`)).json()).toEqual({
        capacity: null,
        left: null,
      });
      const draft = await create({ title: 'Noch geheim', start: inDays(9), published: false });
      expect((await call(server, 'GET', `/api/v0/events/${draft._id}/places`)).statusCode).toBe(404);
    } finally {
      await updateConfig(server.database.db, { enabled_components });
    }
  });

  it('answers 404 while the component is switched off', async () => {
    await updateConfig(server.database.db, { enabled_components: ['shop'] });
    try {
      expect((await call(server, 'GET', '/api/v0/events/upcoming')).statusCode).toBe(404);
      expect((await admin('GET', '/api/v0/event/')).statusCode).toBe(404);
    } finally {
      await updateConfig(server.database.db, { enabled_components: ['shop', 'events'] });
    }
  });
});
