import { createNotificationHandlers, demoConfig } from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

/** The notification centre comes with its component switched on. */
const handlers = (components: string[] = ['notifications']) => [
  http.get('*/api/v0/config/', () =>
    HttpResponse.json([
      { ...demoConfig, enabled_components: [...demoConfig.enabled_components, ...components] },
    ]),
  ),
  ...createNotificationHandlers(),
];

describe('notifications', () => {
  it('lists the notifications, marks one read and the header’s badge follows', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('PUT', '/api/v0/notification/note-order');
    renderAdmin('/admincenter/notifications', adminUser, { handlers: [writes.spy, ...handlers()] });
    const rows = await listRows('Benachrichtigungen');
    expect(rows).toHaveLength(2);
    expect(cellTexts(rows[0]!).slice(0, 4)).toEqual([
      'Neue Bestellung 2026-0042',
      'Lena Huber, 46,80 €',
      'Bestellungen',
      'Erfolg',
    ]);
    expect(await screen.findByRole('link', { name: 'Benachrichtigungen: 1 ungelesen' })).toBeTruthy();
    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Als gelesen markieren: Neue Bestellung 2026-0042' }),
    );
    await waitFor(() => expect(writes.bodies.at(-1)).toMatchObject({ read: true }));
    expect(await screen.findByRole('link', { name: 'Benachrichtigungen: keine ungelesen' })).toBeTruthy();
  });

  it('saves the groups that also come by mail', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('PUT', '/api/v0/notification/settings');
    renderAdmin('/admincenter/notifications', adminUser, { handlers: [writes.spy, ...handlers()] });
    const form = (await screen.findByRole('group', { name: 'Auch per E-Mail' })).closest('form')!;
    await user.click(within(form).getByRole('checkbox', { name: 'Bestellungen' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Zahlungen' }));
    await user.click(within(form).getByRole('button', { name: 'E-Mail-Auswahl speichern' }));
    await waitFor(() => expect(writes.bodies.at(-1)).toEqual({ mail_groups: ['orders', 'payments'] }));
  });

  it('is not there while the component is off: no bell, no screen', async () => {
    renderAdmin('/admincenter/notifications', adminUser, { handlers: handlers([]) });
    expect(await screen.findByRole('heading', { name: /nicht gefunden/i })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Benachrichtigungen:/ })).toBeNull();
  });
});
