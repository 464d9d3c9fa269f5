import { EVENT_DEFAULTS, eventSchemas, type Event } from '@gartenwerk/domain/schemas';
import { http, HttpResponse } from 'msw';
import { demoItems, entityHandlers } from './msw-entity';

const DEFAULTS = { ...EVENT_DEFAULTS, end: null, capacity: null, media: [], booking_url: null };

export const demoEvents = demoItems(eventSchemas, DEFAULTS, [
  {
    _id: 'event-market',
    title: 'Pflanzenmarkt im Frühling',
    text: '<p>Stauden, Gehölze und Beratung im Schaugarten.</p>',
    start: '2027-04-10T07:00:00.000Z',
    end: '2027-04-10T15:00:00.000Z',
    place: 'Gärtnerei Gartenwerk, Krems',
    created: '2026-11-01T08:00:00.000Z',
  },
  {
    _id: 'event-pruning',
    title: 'Schnittkurs Obstbäume',
    start: '2027-02-20T09:00:00.000Z',
    place: 'Obstgarten',
    capacity: 12,
    created: '2026-11-02T08:00:00.000Z',
  },
]);

/** The sign-ups of the demo events, by event id: places taken. */
export type EventPlacesTaken = Record<string, number>;

/**
 * The events' routes over a copy of `items` (the demo ones unless given), with the public sign-up:
 * places counted as the server does, 409 with the server's text once an event is full.
 */
export function createEventHandlers(items: Event[] = demoEvents, taken: EventPlacesTaken = {}) {
  const events = structuredClone(items);
  const placesTaken: EventPlacesTaken = { ...taken };
  const published = (id: string) => events.find((event) => event._id === id && event.published);
  return [
    http.get('*/api/v0/events/:id/places', ({ params }) => {
      const event = published(String(params.id));
      if (!event)
        return HttpResponse.json({ code: 'NOT_FOUND', message: 'Termin nicht gefunden.' }, { status: 404 });
      const left =
        event.capacity === null ? null : Math.max(0, event.capacity - (placesTaken[event._id] ?? 0));
      return HttpResponse.json({ capacity: event.capacity, left });
    }),
    http.post('*/api/v0/events/:id/book', async ({ params, request }) => {
      const event = published(String(params.id));
      if (!event)
        return HttpResponse.json({ code: 'NOT_FOUND', message: 'Termin nicht gefunden.' }, { status: 404 });
      const body = (await request.json()) as {
        name: string;
        email: string;
        places?: number;
        consent?: boolean;
      };
      if (body.consent !== true)
        return HttpResponse.json(
          {
            code: 'CONSENT_REQUIRED',
            message: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben für die Anmeldung zu.',
          },
          { status: 400 },
        );
      const places = body.places ?? 1;
      const before = placesTaken[event._id] ?? 0;
      if (event.capacity !== null && before + places > event.capacity)
        return HttpResponse.json(
          { code: 'EVENT_FULL', message: 'Diese Veranstaltung ist leider ausgebucht.' },
          { status: 409 },
        );
      placesTaken[event._id] = before + places;
      return HttpResponse.json(
        {
          _id: `booking-${event._id}-${before}`,
          type: 'event',
          location: '',
          start: event.start,
          end: event.end ?? event.start,
          name: body.name,
          email: body.email,
          phone: '',
          note: '',
          status: 'confirmed',
          consented: '2026-11-30T08:00:00.000Z',
          created: '2026-11-30T08:00:00.000Z',
        },
        { status: 201 },
      );
    }),
    http.get('*/api/v0/events/upcoming', () =>
      HttpResponse.json({
        items: events.filter((event) => event.published).sort((a, b) => a.start.localeCompare(b.start)),
      }),
    ),
    ...entityHandlers({
      path: '/api/v0/event/',
      schemas: eventSchemas,
      items: events,
      defaults: DEFAULTS,
      notFound: 'event not found',
      search: ['title', 'place', 'text'],
      filters: ['published'],
    }),
  ];
}
