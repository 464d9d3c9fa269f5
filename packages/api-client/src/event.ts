import type { Event, eventSchemas } from '@gartenwerk/domain/schemas';
import { entityEndpoints } from './entity';

/** The nursery's events (`/api/v0/event/`; admin, system). */
export const eventApi = entityEndpoints<typeof eventSchemas>()({
  type: 'Event',
  path: '/api/v0/event/',
  one: 'Event',
  many: 'Events',
});

/** The address of an event's calendar file. */
export const eventIcsUrl = (id: string) => `/api/v0/events/${encodeURIComponent(id)}.ics`;

/** `GET /api/v0/events/upcoming` (anyone): the published events to come, the soonest first. */
export const upcomingEventsApi = eventApi.injectEndpoints({
  endpoints: (build) => ({
    getUpcomingEvents: build.query<{ items: Event[] }, { limit?: number } | void>({
      query: (query) => ({ path: '/api/v0/events/upcoming', query: { ...(query ?? {}) } }),
      providesTags: [{ type: 'Event' as never, id: 'LIST' }],
    }),
  }),
});

export const { useGetEventsQuery } = eventApi;
export const { useGetUpcomingEventsQuery } = upcomingEventsApi;
