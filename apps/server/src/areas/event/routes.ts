import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BookingSchema, EventSchema, eventSchemas } from '@gartenwerk/domain/schemas';
import { Type } from '@sinclair/typebox';
import { and, asc, desc, eq, gte, or, sql } from 'drizzle-orm';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { notFound } from '../../core/errors';
import { IdParamsSchema } from '../../core/schemas';
import { tableService } from '../../core/table-service';
import { gateComponent } from '../config/components';
import { requestLanguage } from '../../core/texts';
import { toBooking } from '../booking/service';
import { notifyNobody, type Notify } from '../../core/notify';
import { bookEvent, EventBookingSchema, eventPlaces, EventPlacesSchema } from './booking';
import { mailEventSignup, notifyEventSignup } from './mails';
import { eventIcs } from './ics';
import { events } from './table';

/** The site component of the events (config enabled_components). */
export const EVENTS_COMPONENT = 'events';
/** The public page of the events. */
export const EVENTS_ROUTE = '/Veranstaltungen';
/** How many upcoming events a public read answers at most. */
export const UPCOMING_LIMIT = 50;

const service = tableService({
  table: events,
  schemas: eventSchemas,
  notFound: 'event not found',
  defaultOrder: [desc(events.start), desc(events.id)],
  search: [events.title, events.place, events.text],
  defaultLimit: 100,
});

/** Published events that have not ended yet (an event without an end: not started before today). */
const upcoming = (now: Date) =>
  and(
    eq(events.published, true),
    or(
      gte(events.end, now.toISOString()),
      and(
        sql`${events.end} is null`,
        gte(events.start, new Date(now.getTime() - 12 * 3_600_000).toISOString()),
      ),
    ),
  );

export interface EventRoutesOptions {
  /** Tells the admin centre about sign-ups. */
  notify?: Notify;
}

/**
 * /api/v0/event/ (admin, system): the events as a kit entity; /api/v0/events/upcoming and
 * /api/v0/events/:id.ics (anyone): the published ones to come and each as a calendar file;
 * /api/v0/events/:id/places and …/book (anyone): the places left and the sign-up. Answers 404 while
 * the component `events` is switched off.
 */
export const eventRoutes: FastifyPluginAsyncTypebox<EventRoutesOptions> = async (app, options) => {
  gateComponent(app, EVENTS_COMPONENT);
  const notify = options.notify ?? notifyNobody;

  app.get(
    '/events/upcoming',
    {
      schema: {
        tags: ['content'],
        summary: 'The published events to come, the soonest first (anyone)',
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: UPCOMING_LIMIT })),
        }),
        response: { 200: Type.Object({ items: Type.Array(EventSchema) }) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(events)
        .where(upcoming(new Date()))
        .orderBy(asc(events.start), asc(events.id))
        .limit(request.query.limit ?? UPCOMING_LIMIT);
      return { items: rows.map((row) => service.toItem(row)) };
    },
  );

  app.get(
    '/events/:id.ics',
    {
      schema: {
        tags: ['content'],
        summary: 'A published event as an iCalendar file (anyone)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const event = await service.get(app.db, request.params.id).catch(() => null);
      if (!event || !event.published) throw notFound('event not found');
      const host = (request.headers.host ?? 'gartenwerk').replace(/:\d+$/, '');
      const origin = `${request.protocol}://${request.headers.host ?? host}`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="veranstaltung-${event._id}.ics"`)
        .send(eventIcs(event, { host, url: `${origin}${EVENTS_ROUTE}#${event._id}` }));
    },
  );

  app.get(
    '/events/:id/places',
    {
      schema: {
        tags: ['content'],
        summary: 'The places of a published event and how many are still free (anyone)',
        params: IdParamsSchema,
        response: { 200: EventPlacesSchema },
      },
    },
    async (request) => eventPlaces(app.db, request.params.id),
  );

  app.post(
    '/events/:id/book',
    {
      schema: {
        tags: ['content'],
        summary: 'Signs up for a published event; refused (409) once its capacity is taken (anyone)',
        params: IdParamsSchema,
        body: EventBookingSchema,
        response: { 201: BookingSchema },
      },
    },
    async (request, reply) => {
      const row = await bookEvent(
        app.db,
        request.params.id,
        request.body,
        requestLanguage(request),
        new Date(),
      );
      const event = await service.get(app.db, request.params.id);
      await Promise.all([mailEventSignup(app, event, row), notifyEventSignup(app, notify, event, row)]);
      app.log.info({ booking: row.id, event: event._id }, 'signed up for an event');
      return reply.status(201).send(toBooking(row));
    },
  );

  registerEntityRoutes(
    app,
    defineEntity({
      path: 'event',
      names: { one: 'event', many: 'events' },
      tags: ['content'],
      schemas: eventSchemas,
      access: { read: ['admin', 'system'], write: ['admin', 'system'] },
      service,
      summaries: { list: 'Events, the latest start first unless sorted' },
    }),
  );
};
