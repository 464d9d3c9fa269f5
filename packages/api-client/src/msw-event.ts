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

/** The events' routes over a copy of `items` (the demo ones unless given). */
export function createEventHandlers(items: Event[] = demoEvents) {
  const events = structuredClone(items);
  return [
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
