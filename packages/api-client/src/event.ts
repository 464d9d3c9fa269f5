import type { Booking, Event, eventSchemas } from '@gartenwerk/domain/schemas';
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

/** `GET /api/v0/events/:id/places`: an event's places and how many are free (null: no limit). */
export interface EventPlaces {
  capacity: number | null;
  left: number | null;
}

/** What a visitor sends to sign up for an event. */
export interface EventSignup {
  name: string;
  email: string;
  places?: number;
  /** The visitor agrees that their details are kept for the sign-up; the server refuses without. */
  consent: boolean;
}

const placesTag = (id: string) => ({ type: 'Event' as never, id: `places-${id}` });

/** The public sign-up for an event: its free places and `POST /api/v0/events/:id/book` (anyone). */
export const eventSignupApi = eventApi.injectEndpoints({
  endpoints: (build) => ({
    getEventPlaces: build.query<EventPlaces, string>({
      query: (id) => ({ path: `/api/v0/events/${encodeURIComponent(id)}/places` }),
      providesTags: (_result, _error, id) => [placesTag(id)],
    }),
    bookEvent: build.mutation<Booking, { id: string; signup: EventSignup }>({
      query: ({ id, signup }) => ({
        verb: 'create',
        path: `/api/v0/events/${encodeURIComponent(id)}/book`,
        payload: signup,
      }),
      // Refused as full, the places changed as well.
      invalidatesTags: (_result, _error, { id }) => [placesTag(id)],
    }),
  }),
});

export const { useGetEventsQuery } = eventApi;
export const { useGetUpcomingEventsQuery } = upcomingEventsApi;
export const { useGetEventPlacesQuery, useBookEventMutation } = eventSignupApi;
