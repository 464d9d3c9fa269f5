import { screen, within } from '@testing-library/react';
import { emptyAdminDashboard } from '@gartenwerk/api-client/msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const counts = {
  ...emptyAdminDashboard(),
  orders_today: { orders: 2, turnover: 42.7 },
  orders_month: { orders: 4, turnover: 99.7 },
  to_ship: 3,
  unpaid: 2,
  low_stock: 1,
  unread_messages: 5,
  new_subscribers: 7,
  upcoming_stages: {
    count: 3,
    next: [
      {
        name: 'Ausgraben',
        start: '2026-06-03T06:00:00.000Z',
        end: '2026-06-03T08:00:00.000Z',
        order: 'AU-2026-00004',
        resources: ['Team Nord'],
      },
    ],
  },
  // 14:00–15:00 and 15:00–16:00 in Vienna (summer time).
  pickups_today: [
    {
      _id: 'o1',
      number: '2026-00007',
      name: 'Eva Huber',
      start: '2026-06-03T12:00:00.000Z',
      end: '2026-06-03T13:00:00.000Z',
      shipped: false,
    },
    {
      _id: 'o2',
      number: '2026-00009',
      name: 'Gärtnerei Blum KG, Otto Blum',
      start: '2026-06-03T13:00:00.000Z',
      end: '2026-06-03T14:00:00.000Z',
      shipped: true,
    },
  ],
};

describe('the admin dashboard’s tiles and the menu’s badges', () => {
  it('shows each count as a link to its screen, and the waiting ones as badges in the menu', async () => {
    renderAdmin('/admincenter/dashboard', adminUser, {
      handlers: [http.get('/api/v0/admin/dashboard', () => HttpResponse.json(counts))],
    });
    const tiles = await screen.findByRole('region', { name: 'Auf einen Blick' });
    const tile = (name: RegExp) => within(tiles).getByRole('link', { name });
    expect(tile(/^Bestellungen heute/).textContent).toBe('Bestellungen heute€ 42,702 Bestellungen');
    expect(tile(/^Bestellungen heute/).getAttribute('href')).toBe('/admincenter/shop/orders');
    expect(tile(/^Bestellungen diesen Monat/).textContent).toBe(
      'Bestellungen diesen Monat€ 99,704 Bestellungen',
    );
    expect(tile(/^Heute zu versenden/).textContent).toBe('Heute zu versenden3');
    // The orders whose shipping day has come: pre-orders wait for their season.
    expect(tile(/^Heute zu versenden/).getAttribute('href')).toBe('/admincenter/shop/orders/to-ship');
    expect(tile(/^Unbezahlt/).getAttribute('href')).toBe('/admincenter/shop/payments');
    expect(tile(/^Niedriger Lagerstand/).getAttribute('href')).toBe('/admincenter/shop/stock?below=5');
    expect(tile(/^Niedriger Lagerstand/).textContent).toBe('Niedriger Lagerstand1Lagerstände unter 5 Stück');
    expect(tile(/^Ungelesene Nachrichten/).getAttribute('href')).toBe('/admincenter/messages/inbox');
    expect(tile(/^Neue Newsletter-Abonnenten/).textContent).toBe(
      'Neue Newsletter-Abonnenten7in den letzten 30 Tagen',
    );
    expect(tile(/^Anstehende Produktionsschritte/).getAttribute('href')).toBe(
      '/admincenter/accounting/invoice/calendar',
    );
    // 08:00 in Vienna (summer time).
    expect(tile(/^Anstehende Produktionsschritte/).textContent).toBe(
      'Anstehende Produktionsschritte3in den nächsten 7 Tagenals Nächstes: Ausgraben, 03.06.2026 08:00 (AU-2026-00004)',
    );
    expect(tile(/^Abholungen heute/).textContent).toBe(
      'Abholungen heute2' +
        '14:00–15:00 Uhr: 2026-00007, Eva Huber' +
        '15:00–16:00 Uhr: 2026-00009, Gärtnerei Blum KG, Otto Blum',
    );
    // No bookings yet: their tile is absent, not empty.
    expect(within(tiles).getAllByRole('link')).toHaveLength(9);

    const menu = screen.getByRole('navigation', { name: 'Admin-Navigation' });
    expect(within(menu).getByRole('link', { name: /^Posteingang.*\(5 ungelesen\)$/ })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: /^Heute zu versenden.*\(3 zu versenden\)$/ })).toBeTruthy();
  });

  it('leaves the menu without badges when nothing waits', async () => {
    renderAdmin('/admincenter/dashboard', adminUser);
    await screen.findByRole('region', { name: 'Auf einen Blick' });
    const menu = screen.getByRole('navigation', { name: 'Admin-Navigation' });
    expect(within(menu).queryByText(/ungelesen|\d+ zu versenden/)).toBeNull();
  });
});
