import { http, HttpResponse, type HttpHandler } from 'msw';

const weekdays = [{ opens: '08:00', closes: '18:00' }];

/** The demo nursery's opening hours as GET /api/v0/booking/openinghours answers them (no days ahead). */
export const demoOpeningHours = {
  locations: [
    {
      id: 'baumschule',
      name: 'Baumschule',
      week: {
        mo: weekdays,
        tu: weekdays,
        we: weekdays,
        th: weekdays,
        fr: weekdays,
        sa: [{ opens: '08:00', closes: '13:00' }],
      },
      seasons: [],
    },
  ],
  specialDays: [],
  closedOnHolidays: true,
  holidayRegion: 'AT-3',
  // Monday 16 November 2026, 10:00 in Vienna.
  now: '2026-11-16T09:00:00.000Z',
  holidays: [],
  days: [],
  specification: {},
};

/** The booking area's public reads: the opening hours, one bookable type and no free slot. */
export const createBookingHandlers = (): HttpHandler[] => [
  http.get('*/api/v0/booking/openinghours', () => HttpResponse.json(demoOpeningHours)),
  http.get('*/api/v0/booking/settings', () =>
    HttpResponse.json({
      types: [
        {
          id: 'beratung',
          name: 'Pflanzberatung',
          location: 'baumschule',
          duration: 60,
          capacity: 1,
          leadHours: 24,
          cancelHours: 24,
          active: true,
        },
      ],
      ownerEmail: '',
    }),
  ),
  http.get('*/api/v0/booking/slots', () => HttpResponse.json([])),
];
