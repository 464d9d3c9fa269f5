import { databaseKinds } from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, startTestServer, type TestServer } from '../../../test/support';
import { getConfig, updateConfig } from '../config/service';
import { outbox } from '../mail/table';
import { bookingIcs } from './mails';

// Friday 20 March 2026, 13:00 in Vienna (winter time): the clock of every booking below.
const NOW = new Date('2026-03-20T12:00:00Z');

describe.each(await databaseKinds())('bookings and opening hours on %s', (kind) => {
  let server: TestServer;
  const call = adminCalls(() => server);
  const guest = {};
  const mailsTo = async (to: string) =>
    (await server.database.db.select().from(outbox)).filter((mail) => mail.to === to);

  beforeAll(async () => {
    server = await startTestServer(kind, { areaOptions: { booking: { now: () => NOW } } });
  });
  afterAll(() => server.close());

  it('answers the opening hours with seasons and Lower Austria’s public holidays, and takes changes', async () => {
    const hours = await call('GET', '/api/v0/booking/openinghours?from=2026-12-07', undefined, guest);
    expect(hours.statusCode).toBe(200);
    const body = hours.json();
    expect(body.locations.map((one: { name: string }) => one.name)).toEqual(['Baumschule', 'Gartencenter']);
    // The moment of the answer, on the server's clock: the state a server-rendered page tells.
    expect(body.now).toBe('2026-03-20T12:00:00.000Z');
    const nursery = body.days.find((one: { location: string }) => one.location === 'baumschule').days;
    // Monday 7 December: winter, Mondays closed; Tuesday 8 December: Mariä Empfängnis.
    expect(nursery[0]).toEqual({ date: '2026-12-07', hours: [], note: 'Winter', kind: 'season' });
    expect(nursery[1]).toEqual({ date: '2026-12-08', hours: [], note: 'Mariä Empfängnis', kind: 'holiday' });
    expect(nursery[2]).toEqual({
      date: '2026-12-09',
      hours: [{ opens: '09:00', closes: '16:00' }],
      note: 'Winter',
      kind: 'season',
    });
    expect(body.specification.baumschule).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-12-08',
      validThrough: '2026-12-08',
      opens: '00:00',
      closes: '00:00',
    });
    expect(body.specification.baumschule).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '08:00',
      closes: '13:00',
    });

    // Germany (Bavaria): 3 October is a holiday there, not in Austria; a closure with its note.
    const changed = {
      ...body,
      holidayRegion: 'DE-BY',
      specialDays: [{ date: '2026-10-02', location: null, hours: [], note: 'Inventur' }],
    };
    delete changed.holidays;
    delete changed.days;
    delete changed.specification;
    delete changed.now;
    expect((await call('PUT', '/api/v0/booking/openinghours', changed, guest)).statusCode).toBe(403);
    expect((await call('PUT', '/api/v0/booking/openinghours', changed)).json()).toEqual(changed);
    const october = (
      await call('GET', '/api/v0/booking/openinghours?from=2026-10-01', undefined, guest)
    ).json();
    const days = october.days[0].days;
    expect(days[1]).toEqual({ date: '2026-10-02', hours: [], note: 'Inventur', kind: 'special' });
    expect(days[2]).toEqual({
      date: '2026-10-03',
      hours: [],
      note: 'Tag der Deutschen Einheit',
      kind: 'holiday',
    });
    const wrong = await call('PUT', '/api/v0/booking/openinghours', {
      ...changed,
      specialDays: [
        { date: '2026-10-02', location: null, hours: [{ opens: '12:00', closes: '09:00' }], note: '' },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Eine Zeit muss vor ihrem Ende beginnen.');
    expect(
      (
        await call('PUT', '/api/v0/booking/openinghours', {
          ...changed,
          holidayRegion: 'AT-3',
          specialDays: [],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('offers slots on the Vienna wall clock across both daylight-saving changes', async () => {
    const opening = (await call('GET', '/api/v0/booking/openinghours', undefined, guest)).json();
    const night = [{ opens: '01:00', closes: '04:00' }];
    const { holidays: _h, days: _d, specification: _s, ...settings } = opening;
    void [_h, _d, _s];
    await call('PUT', '/api/v0/booking/openinghours', {
      ...settings,
      specialDays: [
        { date: '2026-03-29', location: 'baumschule', hours: night, note: 'Nachtverkauf' },
        { date: '2026-10-25', location: 'baumschule', hours: night, note: 'Nachtverkauf' },
      ],
    });
    const slots = async (date: string) =>
      (await call('GET', `/api/v0/booking/slots?type=beratung&date=${date}`, undefined, guest))
        .json()
        .map((slot: { start: string; end: string }) => `${slot.start} ${slot.end}`);
    // 29 March: 1:00 CET, then 3:00 CEST (2:00 does not exist).
    expect(await slots('2026-03-29')).toEqual([
      '2026-03-29T00:00:00.000Z 2026-03-29T01:00:00.000Z',
      '2026-03-29T01:00:00.000Z 2026-03-29T02:00:00.000Z',
    ]);
    // 25 October: 1:00 CEST, 2:00 CEST until 3:00 CET (two hours), 3:00 CET.
    expect(await slots('2026-10-25')).toEqual([
      '2026-10-24T23:00:00.000Z 2026-10-25T00:00:00.000Z',
      '2026-10-25T00:00:00.000Z 2026-10-25T02:00:00.000Z',
      '2026-10-25T02:00:00.000Z 2026-10-25T03:00:00.000Z',
    ]);
    // The lead time of 24 hours: Saturday 21 March (spring season, 8:00 to 17:00) from 13:00 on.
    expect((await slots('2026-03-21'))[0]).toBe('2026-03-21T12:00:00.000Z 2026-03-21T13:00:00.000Z');
    // Easter Monday, 6 April 2026, is closed.
    expect(await slots('2026-04-06')).toEqual([]);
  });

  it('books a free slot: confirmation with an .ics file and a cancel link, a mail to the owner', async () => {
    const booked = await call(
      'POST',
      '/api/v0/booking/book',
      {
        type: 'beratung',
        start: '2026-03-24T09:00:00.000Z',
        name: 'Maria Gärtner',
        email: 'maria@example.at',
        note: 'Hecke',
      },
      guest,
    );
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      type: 'beratung',
      location: 'baumschule',
      start: '2026-03-24T09:00:00.000Z',
      end: '2026-03-24T10:00:00.000Z',
      status: 'confirmed',
    });
    const [confirmation] = await mailsTo('maria@example.at');
    expect(confirmation!.subject).toBe('Ihr Termin: Pflanzberatung am 24.03.2026, 10:00 – 11:00 Uhr');
    expect(confirmation!.text).toContain('[termin.ics]');
    expect(confirmation!.text).toMatch(/\/Termin\/absagen\?token=\S+/);
    const owner = await mailsTo('office@gartenwerk.example');
    expect(owner.map((mail) => mail.subject)).toContain(
      'Neue Buchung: Pflanzberatung am 24.03.2026, 10:00 – 11:00 Uhr',
    );

    // The slot is full (capacity 1): no longer offered, and a second booking is refused.
    const left = (
      await call('GET', '/api/v0/booking/slots?type=beratung&date=2026-03-24', undefined, guest)
    ).json();
    expect(left.map((slot: { start: string }) => slot.start)).not.toContain('2026-03-24T09:00:00.000Z');
    const again = await call(
      'POST',
      '/api/v0/booking/book',
      { type: 'beratung', start: '2026-03-24T09:00:00.000Z', name: 'Paul', email: 'paul@example.at' },
      guest,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SLOT_TAKEN',
      message: 'Dieser Termin ist leider gerade vergeben worden. Bitte wählen Sie eine andere Zeit.',
    });
    // Outside the opening hours (7:00 in Vienna) nothing can be booked.
    const early = await call(
      'POST',
      '/api/v0/booking/book',
      { type: 'beratung', start: '2026-03-24T06:00:00.000Z', name: 'Paul', email: 'paul@example.at' },
      guest,
    );
    expect(early.json()).toMatchObject({ statusCode: 409, code: 'SLOT_UNAVAILABLE' });

    // The customer cancels by the link: the slot is free again.
    const token = /token=(\S+)/.exec(confirmation!.text)![1]!;
    const cancelled = await call('POST', `/api/v0/booking/cancel/${token}`, undefined, guest);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const free = (
      await call('GET', '/api/v0/booking/slots?type=beratung&date=2026-03-24', undefined, guest)
    ).json();
    expect(free.map((slot: { start: string }) => slot.start)).toContain('2026-03-24T09:00:00.000Z');
  });

  it('tells the admin centre about a new booking and the customer’s cancellation', async () => {
    const { enabled_components } = await getConfig(server.database.db);
    await updateConfig(server.database.db, { enabled_components: [...enabled_components, 'notifications'] });
    try {
      const booked = await call(
        'POST',
        '/api/v0/booking/book',
        {
          type: 'gartenbesuch',
          start: '2026-03-26T13:00:00.000Z',
          name: 'Jakob Reiter',
          email: 'jakob@example.at',
        },
        guest,
      );
      expect(booked.statusCode).toBe(201);
      const id = booked.json()._id;
      const bookingsGroup = async () =>
        (await call('GET', '/api/v0/notification/?group=bookings')).json().items as Array<
          Record<string, unknown>
        >;
      expect((await bookingsGroup())[0]).toMatchObject({
        title: 'Neue Buchung: Gartenbesuch am 26.03.2026, 14:00 – 15:30 Uhr',
        content: 'Jakob Reiter <jakob@example.at>',
        type: 'success',
        icon: 'calendar',
        group: 'bookings',
        link: `booking/edit/${id}`,
        read: false,
      });
      const [confirmation] = await mailsTo('jakob@example.at');
      const token = /token=(\S+)/.exec(confirmation!.text)![1]!;
      expect((await call('POST', `/api/v0/booking/cancel/${token}`, undefined, guest)).statusCode).toBe(200);
      // Cancelling twice tells once.
      await call('POST', `/api/v0/booking/cancel/${token}`, undefined, guest);
      const [cancelled, newer] = await bookingsGroup();
      expect(cancelled).toMatchObject({
        title: 'Termin abgesagt: Gartenbesuch am 26.03.2026, 14:00 – 15:30 Uhr',
        content: 'Jakob Reiter <jakob@example.at>',
        type: 'warning',
        group: 'bookings',
        link: `booking/edit/${id}`,
      });
      expect(newer!.title).toBe('Neue Buchung: Gartenbesuch am 26.03.2026, 14:00 – 15:30 Uhr');
    } finally {
      await updateConfig(server.database.db, { enabled_components });
    }
  });

  it('mails the customer in the language of the page the booking was made on', async () => {
    const booked = await call(
      'POST',
      '/api/v0/booking/book',
      {
        type: 'beratung',
        start: '2026-03-27T08:00:00.000Z',
        name: 'Emma Brown',
        email: 'emma@example.co.uk',
      },
      { 'accept-language': 'en' },
    );
    expect(booked.statusCode).toBe(201);
    const [confirmation] = await mailsTo('emma@example.co.uk');
    expect(confirmation!.subject).toBe('Your appointment: Pflanzberatung on 27/03/2026, 09:00 – 10:00');
    expect(confirmation!.text).toContain('Hello Emma Brown,\n\nthank you for your booking.');
    // Moved by the owner (German admin centre): still in English.
    const moved = await call('PUT', `/api/v0/booking/${booked.json()._id}/move`, {
      start: '2026-03-27T12:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    const mails = await mailsTo('emma@example.co.uk');
    expect(mails.map((mail) => mail.subject)).toContain(
      'Your appointment was moved: Pflanzberatung on 27/03/2026, 13:00 – 14:00',
    );
    const token = /token=(\S+)/.exec(confirmation!.text)![1]!;
    await call('POST', `/api/v0/booking/cancel/${token}`, undefined, guest);
    expect((await mailsTo('emma@example.co.uk')).map((mail) => mail.subject)).toContain(
      'Appointment cancelled: Pflanzberatung on 27/03/2026, 13:00 – 14:00',
    );
  });

  it('gives the last place of a slot to one of two parallel bookings and a 409 to the other', async () => {
    const request = (name: string) =>
      call(
        'POST',
        '/api/v0/booking/book',
        {
          type: 'beratung',
          start: '2026-03-25T10:00:00.000Z',
          name,
          email: `${name.toLowerCase()}@example.at`,
        },
        guest,
      );
    const answers = await Promise.all([request('Anna'), request('Berta'), request('Clara')]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().code).toBe('SLOT_TAKEN');
    }
    const list = (await call('GET', '/api/v0/booking/?search=example.at&limit=100')).json();
    expect(
      list.items.filter(
        (one: { start: string; status: string }) =>
          one.start === '2026-03-25T10:00:00.000Z' && one.status === 'confirmed',
      ),
    ).toHaveLength(1);
  });

  it('counts a type’s places per location: the same slot at the nursery and at the garden centre are both booked to capacity', async () => {
    // Gartenbesuch, 2 places per slot, at the nursery; Thursday 26 March 2026, 11:00 to 12:30 in Vienna.
    const start = '2026-03-26T10:00:00.000Z';
    const book = (name: string) =>
      call(
        'POST',
        '/api/v0/booking/book',
        { type: 'gartenbesuch', start, name, email: `${name.toLowerCase()}@places.example.at` },
        guest,
      );
    const freeAt = async () =>
      (await call('GET', '/api/v0/booking/slots?type=gartenbesuch&date=2026-03-26', undefined, guest))
        .json()
        .find((slot: { start: string }) => slot.start === start)?.free;
    const fill = async (location: string) => {
      expect(await freeAt()).toBe(2);
      const first = await book(`Dora-${location}`);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().location).toBe(location);
      expect((await book(`Emil-${location}`)).statusCode).toBe(201);
      const third = await book(`Franz-${location}`);
      expect(third.statusCode).toBe(409);
      expect(third.json().code).toBe('SLOT_TAKEN');
      expect(await freeAt()).toBeUndefined();
    };
    await fill('baumschule');

    // The owner offers the type at the garden centre: its slot at the same time has both places.
    const settings = (await call('GET', '/api/v0/booking/settings')).json();
    const moved = {
      ...settings,
      types: settings.types.map((type: { id: string }) =>
        type.id === 'gartenbesuch' ? { ...type, location: 'gartencenter' } : type,
      ),
    };
    expect((await call('PUT', '/api/v0/booking/settings', moved)).statusCode).toBe(200);
    await fill('gartencenter');
    expect((await call('PUT', '/api/v0/booking/settings', settings)).statusCode).toBe(200);

    const list = (await call('GET', '/api/v0/booking/?search=places.example.at&limit=100')).json();
    const confirmed = list.items
      .filter((one: { start: string; status: string }) => one.start === start && one.status === 'confirmed')
      .map((one: { location: string }) => one.location)
      .sort();
    expect(confirmed).toEqual(['baumschule', 'baumschule', 'gartencenter', 'gartencenter']);
  });

  it('lets the owner move a booking (the customer is told) and block times', async () => {
    const { _id } = (
      await call(
        'POST',
        '/api/v0/booking/book',
        { type: 'gartenbesuch', start: '2026-03-26T08:30:00.000Z', name: 'Otto', email: 'otto@example.at' },
        guest,
      )
    ).json();
    const moved = await call('PUT', `/api/v0/booking/${_id}/move`, { start: '2026-03-27T12:00:00.000Z' });
    expect(moved.json()).toMatchObject({
      start: '2026-03-27T12:00:00.000Z',
      end: '2026-03-27T13:30:00.000Z',
    });
    const mails = await mailsTo('otto@example.at');
    expect(mails.map((mail) => mail.subject)).toContain(
      'Ihr Termin wurde verschoben: Gartenbesuch am 27.03.2026, 13:00 – 14:30 Uhr',
    );
    const block = await call('POST', '/api/v0/booking_block/', {
      // 8:00 to 18:00 summer time.
      start: '2026-03-31T06:00:00.000Z',
      end: '2026-03-31T16:00:00.000Z',
      note: 'Messe',
    });
    expect(block.statusCode).toBe(200);
    expect(
      (await call('GET', '/api/v0/booking/slots?type=beratung&date=2026-03-31', undefined, guest)).json(),
    ).toEqual([]);
    const calendar = (
      await call('GET', '/api/v0/booking/calendar?from=2026-03-23T00:00:00.000Z&to=2026-04-01T00:00:00.000Z')
    ).json();
    expect(calendar.blocks.map((one: { note: string }) => one.note)).toEqual(['Messe']);
    expect(calendar.bookings.map((one: { name: string }) => one.name)).toContain('Otto');
    expect(
      (
        await call(
          'GET',
          '/api/v0/booking/calendar?from=2026-03-23T00:00:00.000Z&to=2026-04-01T00:00:00.000Z',
          undefined,
          guest,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('mails the customer when the owner cancels in the edit form, in the booking’s language', async () => {
    const english = await call(
      'POST',
      '/api/v0/booking/book',
      { type: 'beratung', start: '2026-03-30T07:00:00.000Z', name: 'Lucy Hall', email: 'lucy@example.co.uk' },
      { 'accept-language': 'en' },
    );
    const german = await call(
      'POST',
      '/api/v0/booking/book',
      { type: 'beratung', start: '2026-03-30T08:00:00.000Z', name: 'Lena Huber', email: 'lena@example.at' },
      guest,
    );
    expect([english.statusCode, german.statusCode]).toEqual([201, 201]);
    for (const booked of [english, german]) {
      const answer = await call('PUT', '/api/v0/booking/', { _id: booked.json()._id, status: 'cancelled' });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().status).toBe('cancelled');
    }
    const lucyMails = await mailsTo('lucy@example.co.uk');
    expect(lucyMails.map((mail) => mail.subject).sort()).toEqual([
      'Appointment cancelled: Pflanzberatung on 30/03/2026, 09:00 – 10:00',
      'Your appointment: Pflanzberatung on 30/03/2026, 09:00 – 10:00',
    ]);
    const lucyCancelled = lucyMails.find((mail) => mail.subject.startsWith('Appointment cancelled'));
    expect(lucyCancelled!.text).toContain('Hello Lucy Hall,');
    const lenaMails = await mailsTo('lena@example.at');
    expect(lenaMails.map((mail) => mail.subject).sort()).toEqual([
      'Ihr Termin: Pflanzberatung am 30.03.2026, 10:00 – 11:00 Uhr',
      'Termin abgesagt: Pflanzberatung am 30.03.2026, 10:00 – 11:00 Uhr',
    ]);
    // Saving the cancelled booking again tells nobody twice; a note alone mails nobody.
    await call('PUT', '/api/v0/booking/', { _id: german.json()._id, status: 'cancelled', note: 'Storniert' });
    expect(await mailsTo('lena@example.at')).toHaveLength(2);
  });

  it('answers 404 for every booking call while the component is off; the opening hours stay', async () => {
    await updateConfig(server.database.db, { enabled_components: ['shop'] });
    try {
      expect(
        (await call('GET', '/api/v0/booking/slots?type=beratung&date=2026-03-24', undefined, guest))
          .statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/v0/booking/')).statusCode).toBe(404);
      expect((await call('GET', '/api/v0/booking/openinghours', undefined, guest)).statusCode).toBe(200);
    } finally {
      await updateConfig(server.database.db, { enabled_components: ['shop', 'booking'] });
    }
    expect((await call('GET', '/api/v0/booking/settings', undefined, guest)).statusCode).toBe(200);
  });
});

describe('the .ics file', () => {
  it('is an iCalendar event in UTC with the cancel link', () => {
    const ics = bookingIcs(
      {
        id: 'b1',
        start: new Date('2026-03-24T09:00:00Z'),
        end: new Date('2026-03-24T10:00:00Z'),
      } as never,
      {
        summary: 'Pflanzberatung, Gartenwerk',
        location: 'Gärtnerweg 1',
        organizer: 'office@gartenwerk.example',
        description: 'https://x/Termin/absagen?token=t',
        sequence: 0,
      },
      new Date('2026-03-20T12:00:00Z'),
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Gartenwerk//Termine//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:b1@gartenwerk',
      'SEQUENCE:0',
      'DTSTAMP:20260320T120000Z',
      'DTSTART:20260324T090000Z',
      'DTEND:20260324T100000Z',
      'SUMMARY:Pflanzberatung\\, Gartenwerk',
      'LOCATION:Gärtnerweg 1',
      'DESCRIPTION:https://x/Termin/absagen?token=t',
      'ORGANIZER:mailto:office@gartenwerk.example',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
