import type { Event } from '@gartenwerk/domain/schemas';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, call, startTestServer, type TestServer } from '../../../test/support';
import { updateConfig } from '../config/service';
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
