import { createAdminContentHandlers, createBookingHandlers, demoConfig } from '@gartenwerk/api-client/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';
import { calendarEvents } from './BookingCalendar';

/** The booking screens with the booking component switched on, and the booking area's reads. */
const bookingOn = () => [
  ...createBookingHandlers(),
  ...createAdminContentHandlers({
    config: { ...demoConfig, enabled_components: [...demoConfig.enabled_components, 'booking'] },
  }),
];

describe('booking/settings', () => {
  it('shows each bookable type and saves a changed number of places', async () => {
    const user = userEvent.setup();
    const puts = recordRequests('PUT', '/api/v0/booking/settings');
    renderAdmin('/admincenter/booking/settings', adminUser, {
      handlers: [
        puts.spy,
        http.put('*/api/v0/booking/settings', async ({ request }) => HttpResponse.json(await request.json())),
        ...bookingOn(),
      ],
    });
    const type = (await screen.findByRole('group', { name: 'Pflanzberatung' })) as HTMLFieldSetElement;
    expect((within(type).getByLabelText('Dauer (Minuten)') as HTMLInputElement).value).toBe('60');
    expect((within(type).getByLabelText('Standort') as HTMLSelectElement).value).toBe('baumschule');
    const places = within(type).getByLabelText('Plätze je Termin');
    await user.clear(places);
    await user.type(places, '3');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert')).toBeTruthy();
    expect(puts.bodies).toEqual([
      {
        types: [
          {
            id: 'beratung',
            name: 'Pflanzberatung',
            location: 'baumschule',
            duration: 60,
            capacity: 3,
            leadHours: 24,
            cancelHours: 24,
            active: true,
          },
        ],
        ownerEmail: '',
      },
    ]);
  });

  it('says why the server refused the types', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/booking/settings', adminUser, {
      handlers: [
        http.put('*/api/v0/booking/settings', () =>
          HttpResponse.json(
            {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'Jede Terminart braucht eine eigene Kennung.',
            },
            { status: 400 },
          ),
        ),
        ...bookingOn(),
      ],
    });
    await screen.findByRole('group', { name: 'Pflanzberatung' });
    await user.click(screen.getByRole('button', { name: 'Terminart hinzufügen' }));
    expect(screen.getAllByRole('button', { name: 'Entfernen' })).toHaveLength(2);
    const added = screen.getAllByRole('group').at(-1)!;
    await user.type(within(added).getByLabelText('Kennung'), 'beratung');
    await user.type(within(added).getByLabelText('Name'), 'Zweite Beratung');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Speichern fehlgeschlagen: Jede Terminart braucht eine eigene Kennung.'),
    ).toBeTruthy();
  });
});

describe('booking/calendar', () => {
  const data = {
    bookings: [
      {
        _id: 'b1',
        type: 'beratung',
        location: 'baumschule',
        start: '2026-03-24T09:00:00.000Z',
        end: '2026-03-24T10:00:00.000Z',
        name: 'Maria Gärtner',
        email: 'maria@example.at',
        phone: '',
        note: '',
        status: 'confirmed' as const,
        consented: null,
        created: '2026-03-20T12:00:00.000Z',
      },
      {
        _id: 'b2',
        type: 'beratung',
        location: 'baumschule',
        start: '2026-03-24T11:00:00.000Z',
        end: '2026-03-24T12:00:00.000Z',
        name: 'Paul Abgesagt',
        email: 'paul@example.at',
        phone: '',
        note: '',
        status: 'cancelled' as const,
        consented: null,
        created: '2026-03-20T12:00:00.000Z',
      },
    ],
    blocks: [
      { _id: 'k1', start: '2026-03-25T06:00:00.000Z', end: '2026-03-25T10:00:00.000Z', note: 'Inventur' },
    ],
  };

  it('shows the confirmed bookings as movable events and the blocked times as fixed ones', () => {
    const typeName = (id: string) => (id === 'beratung' ? 'Pflanzberatung' : id);
    expect(calendarEvents(data, typeName, 'Gesperrt')).toEqual([
      {
        id: 'b1',
        title: 'Pflanzberatung · Maria Gärtner',
        start: '2026-03-24T09:00:00.000Z',
        end: '2026-03-24T10:00:00.000Z',
        extendedProps: { kind: 'booking' },
      },
      {
        id: 'block-k1',
        title: 'Gesperrt: Inventur',
        start: '2026-03-25T06:00:00.000Z',
        end: '2026-03-25T10:00:00.000Z',
        editable: false,
        classNames: ['admin-booking-block'],
        extendedProps: { kind: 'block', blockId: 'k1' },
      },
    ]);
  });

  it('loads the visible range from the server and shows its bookings', async () => {
    // jsdom has no media queries: a wide screen (the week view).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    onTestFinished(() => void vi.unstubAllGlobals());
    const calendar = recordRequests('GET', '/api/v0/booking/calendar');
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10).toISOString();
    const end = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 11).toISOString();
    renderAdmin('/admincenter/booking/calendar', adminUser, {
      handlers: [
        calendar.spy,
        http.get('*/api/v0/booking/calendar', () =>
          HttpResponse.json({ bookings: [{ ...data.bookings[0], start, end }], blocks: [] }),
        ),
        ...bookingOn(),
      ],
    });
    expect(await screen.findByText('Pflanzberatung · Maria Gärtner')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Buchungskalender' })).toBeTruthy();
    const [asked] = calendar.urls;
    expect(new Date(asked!.searchParams.get('from')!).getTime()).toBeLessThanOrEqual(Date.parse(start));
    expect(new Date(asked!.searchParams.get('to')!).getTime()).toBeGreaterThan(Date.parse(end));
  });
});
