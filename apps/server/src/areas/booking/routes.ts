import { addDays, hoursOn, openingHoursSpecification, viennaDay } from '@gartenwerk/domain';
import {
  BookingBlockCreateSchema,
  BookingBlockSchema,
  BookingSchema,
  BookingSettingsSchema,
  bookingSchemas,
  FreeSlotSchema,
  OpeningHoursSettingsSchema,
} from '@gartenwerk/domain/schemas';
import {
  Type,
  type FastifyPluginAsyncTypebox,
  type TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { desc } from 'drizzle-orm';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { tableService } from '../../core/table-service';
import { requestLanguage, text } from '../../core/texts';
import { componentOn } from '../config/components';
import { notifyNobody, type Notify } from '../../core/notify';
import { bookingTitle, mailCustomer, mailOwner, notifyBooking, type DescribeEvent } from './mails';
import {
  addBlock,
  book,
  bookingByToken,
  bookingsBetween,
  cancelByToken,
  freeSlots,
  getBookingRow,
  getBookingSettings,
  type BookingRow,
  listBlocks,
  moveBooking,
  removeBlock,
  saveBookingSettings,
  saveOpening,
  scheduleWithHolidays,
  toBooking,
} from './service';
import { bookings } from './table';

export interface BookingRoutesOptions {
  /** The clock of slots, lead and cancellation times (tests give a fixed one). */
  now?: () => Date;
  /** Tells the admin centre about new bookings and cancellations. */
  notify?: Notify;
  /** Names the event of a sign-up in its mails and on its cancel link's page. */
  describeEvent?: DescribeEvent;
}

/** A booking as its cancel link's page shows it. */
const CancelViewSchema = Type.Composite([
  BookingSchema,
  Type.Object({
    /** The appointment's type or the event's title. */
    title: Type.String(),
    /** Whether it is the sign-up for an event. */
    event: Type.Boolean(),
  }),
]);

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const admins = requireRole('admin', 'system');

/** How many days the public opening hours answer ahead (special days, holidays). */
const DAYS_AHEAD = 14;

/**
 * /api/v0/booking…: opening hours (always public: the footer and /Oeffnungszeiten show them), and,
 * while the `booking` component is on, the bookable types, free slots, bookings, the calendar and its
 * blocks. Switched off, every booking call answers 404, but for the cancel links of event sign-ups.
 */
export const bookingRoutes: FastifyPluginAsyncTypebox<BookingRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const notify = options.notify ?? notifyNobody;
  const describeEvent = options.describeEvent;
  /** A booking as its cancel link's page shows it: with the appointment's type or the event's title. */
  const cancelView = async (row: BookingRow) => ({
    ...toBooking(row),
    ...(await bookingTitle(app, row, describeEvent)),
  });

  app.get(
    '/booking/openinghours',
    {
      schema: {
        tags: ['booking'],
        summary: 'The opening hours with the days ahead (anyone)',
        querystring: Type.Object({ from: Type.Optional(Day) }),
      },
    },
    async (request) => {
      const moment = now();
      const from = request.query.from ?? viennaDay(moment);
      const to = addDays(from, DAYS_AHEAD - 1);
      const { opening, schedule, holidays } = await scheduleWithHolidays(app.db, from, to);
      const days = opening.locations.map((location) => ({
        location: location.id,
        days: Array.from({ length: DAYS_AHEAD }, (_, index) =>
          hoursOn(schedule, location.id, addDays(from, index), holidays),
        ),
      }));
      return {
        ...opening,
        // The moment of the answer: a page rendered on the server tells the open state of this moment.
        now: moment.toISOString(),
        holidays,
        days,
        specification: Object.fromEntries(
          days.map(({ location, days: list }) => [
            location,
            openingHoursSpecification(schedule, location, list),
          ]),
        ),
      };
    },
  );
  app.put(
    '/booking/openinghours',
    {
      preHandler: admins,
      schema: {
        tags: ['booking'],
        summary: 'Changes the opening hours (admin, system)',
        body: OpeningHoursSettingsSchema,
      },
    },
    async (request) => {
      return saveOpening(app.db, request.body);
    },
  );

  // The cancel link of a confirmation: an appointment's (component `booking`) or an event sign-up's
  // (component `events`, whose sign-ups are bookings too).
  await app.register(async (plugin) => {
    const links = plugin.withTypeProvider<TypeBoxTypeProvider>();
    links.addHook('onRequest', async () => {
      if (!(await componentOn(app.db, 'booking')) && !(await componentOn(app.db, 'events')))
        throw new AppError('NOT_FOUND', 404, text('errors:booking.componentOff'));
    });
    links.get(
      '/booking/cancel/:token',
      {
        schema: {
          tags: ['booking'],
          summary: 'The booking of a cancel link (anyone with the link)',
          params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }) }),
          response: { 200: CancelViewSchema },
        },
      },
      async (request) => cancelView(await bookingByToken(app.db, request.params.token)),
    );
    links.post(
      '/booking/cancel/:token',
      {
        schema: {
          tags: ['booking'],
          summary: 'Cancels by the link of the confirmation (anyone with the link)',
          params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }) }),
          response: { 200: CancelViewSchema },
        },
      },
      async (request) => {
        const before = await bookingByToken(app.db, request.params.token);
        const row = await cancelByToken(app.db, request.params.token, now());
        if (before.status !== 'cancelled') {
          await mailCustomer(app, row, 'cancelled', now(), { sequence: 1, describeEvent });
          await notifyBooking(app, notify, row, 'cancelled', describeEvent);
        }
        return cancelView(row);
      },
    );
  });

  // Everything below follows the booking component's switch.
  await app.register(async (plugin) => {
    const gated = plugin.withTypeProvider<TypeBoxTypeProvider>();
    gated.addHook('onRequest', async () => {
      if (!(await componentOn(app.db, 'booking')))
        throw new AppError('NOT_FOUND', 404, text('errors:booking.componentOff'));
    });

    gated.get(
      '/booking/settings',
      { schema: { tags: ['booking'], summary: 'The bookable types (anyone)' } },
      async () => getBookingSettings(app.db),
    );
    gated.put(
      '/booking/settings',
      {
        preHandler: admins,
        schema: {
          tags: ['booking'],
          summary: 'Changes the bookable types (admin, system)',
          body: BookingSettingsSchema,
        },
      },
      async (request) => saveBookingSettings(app.db, request.body),
    );
    gated.get(
      '/booking/slots',
      {
        schema: {
          tags: ['booking'],
          summary: 'The free slots of a type on a day (anyone)',
          querystring: Type.Object({ type: Type.String({ minLength: 1, maxLength: 40 }), date: Day }),
          response: { 200: Type.Array(FreeSlotSchema) },
        },
      },
      async (request) => freeSlots(app.db, request.query.type, request.query.date, now()),
    );
    gated.post(
      '/booking/book',
      {
        schema: {
          tags: ['booking'],
          summary: 'Books a free slot (anyone)',
          body: bookingSchemas.create,
          response: { 201: BookingSchema },
        },
        config: { rateLimit: false },
      },
      async (request, reply) => {
        // The customer's mails are in the language of the page the booking was made on.
        const row = await book(app.db, request.body, now(), {
          checkHours: true,
          language: requestLanguage(request),
        });
        await Promise.all([
          mailCustomer(app, row, 'confirmation', now()),
          mailOwner(app, row),
          notifyBooking(app, notify, row, 'booked'),
        ]);
        app.log.info({ booking: row.id }, 'booked');
        return reply.status(201).send(toBooking(row));
      },
    );
    gated.get(
      '/booking/calendar',
      {
        preHandler: admins,
        schema: {
          tags: ['booking'],
          summary: 'Bookings and blocked times between two moments (admin, system)',
          querystring: Type.Object({
            from: Type.String({ format: 'date-time' }),
            to: Type.String({ format: 'date-time' }),
          }),
        },
      },
      async (request) => {
        const from = new Date(request.query.from);
        const to = new Date(request.query.to);
        const [list, blocks] = await Promise.all([
          bookingsBetween(app.db, from, to),
          listBlocks(app.db, from, to),
        ]);
        return { bookings: list, blocks };
      },
    );
    gated.put(
      '/booking/:id/move',
      {
        preHandler: admins,
        schema: {
          tags: ['booking'],
          summary: 'Moves a booking; the customer gets a mail with the new time (admin, system)',
          params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
          body: Type.Object({ start: Type.String({ format: 'date-time' }) }, { additionalProperties: false }),
          response: { 200: BookingSchema },
        },
      },
      async (request) => {
        const row = await moveBooking(app.db, request.params.id, request.body.start);
        if (row.status === 'confirmed')
          await mailCustomer(app, row, 'moved', now(), { sequence: 1, describeEvent });
        return toBooking(row);
      },
    );
    gated.post(
      '/booking_block/',
      {
        preHandler: admins,
        schema: {
          tags: ['booking'],
          summary: 'Blocks a time (admin, system)',
          body: BookingBlockCreateSchema,
          response: { 200: BookingBlockSchema },
        },
      },
      async (request) => addBlock(app.db, request.body),
    );
    gated.delete(
      '/booking_block/:id',
      {
        preHandler: admins,
        schema: {
          tags: ['booking'],
          summary: 'Frees a blocked time (admin, system)',
          params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        },
      },
      async (request) => {
        await removeBlock(app.db, request.params.id);
        return { ok: true };
      },
    );

    // booking/browse and booking/edit: the kit's routes; a create by the owner skips the opening hours.
    const table = tableService({
      table: bookings,
      schemas: bookingSchemas,
      notFound: text('errors:booking.notFound'),
      defaultOrder: [desc(bookings.start), desc(bookings.id)],
      search: [bookings.name, bookings.email, bookings.note],
      defaultLimit: 50,
    });
    registerEntityRoutes(
      gated,
      defineEntity({
        path: 'booking',
        names: { one: 'booking', many: 'bookings' },
        tags: ['booking'],
        schemas: bookingSchemas,
        access: { read: ['admin', 'system'], write: ['admin', 'system'] },
        service: {
          ...table,
          create: async (db, input) => toBooking(await book(db, input, now(), { checkHours: false })),
          update: async (db, id, input) => {
            const { start, ...rest } = input;
            const before = await getBookingRow(db, id);
            // A new start from the edit form moves the booking as the calendar does: the customer is told.
            if (start !== undefined && before.start.getTime() !== Date.parse(start)) {
              const moved = await moveBooking(db, id, start);
              if (moved.status === 'confirmed' && rest.status !== 'cancelled')
                await mailCustomer(app, moved, 'moved', now(), { sequence: 1, describeEvent });
            }
            const updated = await table.update(db, id, rest);
            // Cancelled in the edit form: the customer is told in the language of the booking.
            if (rest.status === 'cancelled' && before.status !== 'cancelled')
              await mailCustomer(app, await getBookingRow(db, id), 'cancelled', now(), {
                sequence: 1,
                describeEvent,
              });
            return updated;
          },
        },
        summaries: { list: 'Bookings, the latest appointment first unless sorted' },
      }),
    );
  });
};
