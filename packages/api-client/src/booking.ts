import type { DayHours, Holiday, OpeningSchedule } from '@gartenwerk/domain';
import type { bookingSchemas } from '@gartenwerk/domain/schemas';
import { entityEndpoints } from './entity';

/** The bookings (`/api/v0/booking/`; admin, system): booking/browse and booking/edit. */
export const bookingApi = entityEndpoints<typeof bookingSchemas>()({
  type: 'Booking',
  path: '/api/v0/booking/',
  one: 'Booking',
  many: 'Bookings',
});

/** What GET /api/v0/booking/openinghours answers: the schedule with the days ahead of the server's today. */
export interface PublicOpeningHours extends OpeningSchedule {
  holidayRegion?: string;
  /** The moment of the answer (ISO): the open state a page rendered on the server tells. */
  now: string;
  holidays: Holiday[];
  days: Array<{ location: string; days: DayHours[] }>;
  specification: Record<string, Array<Record<string, string>>>;
}

/** The booking module's opening hours (anyone): the one source of the footer and the pickup details. */
export const openingHoursApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /** The days ahead from `from` (a Vienna day), else from the server's today. */
    getOpeningHours: build.query<PublicOpeningHours, { from: string } | void>({
      query: (arg) => ({
        path: arg ? `/api/v0/booking/openinghours?from=${arg.from}` : '/api/v0/booking/openinghours',
      }),
    }),
  }),
});

export const { useGetOpeningHoursQuery } = openingHoursApi;
