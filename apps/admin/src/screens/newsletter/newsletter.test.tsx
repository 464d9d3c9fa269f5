import { createNewsletterAdminHandlers } from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

describe('subscriber/browse, subscriber/edit, list/browse and list/edit', () => {
  it('lists the subscribers and filters them by list and status through the server', async () => {
    const user = userEvent.setup();
    const reads = recordRequests('GET', '/api/v0/newsletter_subscriber/');
    const { router } = renderAdmin('/admincenter/subscriber/browse', adminUser, {
      handlers: [reads.spy, ...createNewsletterAdminHandlers()],
    });
    const rows = await listRows('Abonnenten');
    expect(rows).toHaveLength(3);
    await waitFor(() =>
      expect(cellTexts(rows[0]!).slice(0, 4)).toEqual([
        'erika@beispiel.test',
        'Erika Muster',
        'Bestätigt',
        'Gartentipps',
      ]),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Liste' }), 'Gartentipps');
    await waitFor(() => expect(reads.urls.at(-1)?.searchParams.get('list')).toBe('list-tipps'));
    expect(await listRows('Abonnenten')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Abgemeldet');
    await waitFor(async () => expect(await listRows('Abonnenten')).toHaveLength(1));
    expect(router.state.location.search).toBe('?list=list-tipps&status=unsubscribed');
    expect(reads.urls.at(-1)?.searchParams.get('status')).toBe('unsubscribed');
  });

  it("shows a subscriber's consent proof and changes the lists", async () => {
    const user = userEvent.setup();
    const writes = recordRequests('PUT', '/api/v0/newsletter_subscriber/sub-otto');
    renderAdmin('/admincenter/subscriber/edit/sub-otto', adminUser, {
      handlers: [writes.spy, ...createNewsletterAdminHandlers()],
    });
    const proof = await screen.findByRole('region', { name: 'Nachweis der Einwilligung' });
    expect(within(proof).getByText('Bestellung')).toBeTruthy();
    expect(within(proof).getByText('„Ich möchte den Newsletter erhalten“')).toBeTruthy();
    expect(within(proof).getByText('198.51.100.0')).toBeTruthy();
    expect(within(proof).getByText('noch nicht bestätigt')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Abonnent' });
    // The address is who consented: not a field of a stored subscriber.
    expect(within(form).queryByRole('textbox', { name: /E-Mail-Adresse/ })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Gartentipps' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies).toEqual([expect.objectContaining({ lists: ['list-tipps'] })]);
    expect(writes.bodies[0]).not.toHaveProperty('email');
  });

  it('enters a new address, which waits for its confirmation', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('POST', '/api/v0/newsletter_subscriber/');
    renderAdmin('/admincenter/subscriber/edit', adminUser, {
      handlers: [writes.spy, ...createNewsletterAdminHandlers()],
    });
    const form = await screen.findByRole('form', { name: 'Abonnent' });
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte eine E-Mail-Adresse angeben.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /E-Mail-Adresse/ }), 'neu@beispiel.test');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies).toEqual([
      expect.objectContaining({ email: 'neu@beispiel.test', lists: [], language: 'de' }),
    ]);
    expect(await screen.findByText('Unbestätigt')).toBeTruthy();
  });

  it('lists the lists with their confirmed subscribers', async () => {
    renderAdmin('/admincenter/list/browse', adminUser, { handlers: createNewsletterAdminHandlers() });
    const rows = await listRows('Listen');
    expect(cellTexts(rows[0]!).slice(0, 4)).toEqual([
      'Gartentipps',
      'Pflanztipps zur Jahreszeit',
      'Öffentlich',
      '2',
    ]);
  });

  it('adds a private list', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('POST', '/api/v0/newsletter_list/');
    renderAdmin('/admincenter/list/edit/new', adminUser, {
      handlers: [writes.spy, ...createNewsletterAdminHandlers()],
    });
    const form = await screen.findByRole('form', { name: 'Newsletter-Liste' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Händler-Info');
    await user.click(within(form).getByRole('checkbox', { name: /Öffentlich/ }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies).toEqual([
      { name: 'Händler-Info', description: '', public: false, double_opt_in: true },
    ]);
  });
});
