import {
  createBugTrackerExtraHandlers,
  createBugTrackerHandlers,
  demoConfig,
} from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

/** The bug tracker's screens come with its component switched on. */
const handlers = () => [
  http.get('*/api/v0/config/', () =>
    HttpResponse.json([
      { ...demoConfig, enabled_components: [...demoConfig.enabled_components, 'bugtracker'] },
    ]),
  ),
  ...createBugTrackerHandlers(),
  ...createBugTrackerExtraHandlers(),
];

describe('bugtracker/browse and bugtracker/edit', () => {
  it('lists the reports in the menu and filters them by severity and developer through the server', async () => {
    const user = userEvent.setup();
    const reads = recordRequests('GET', '/api/v0/system_bugtracker/');
    const { router } = renderAdmin('/admincenter/bugtracker/browse', adminUser, {
      handlers: [reads.spy, ...handlers()],
    });
    const rows = await listRows('Fehlermeldungen');
    expect(rows).toHaveLength(2);
    expect(cellTexts(rows[0]!).slice(0, 5)).toEqual([
      'Warenkorb leert sich nach dem Login',
      'Schwer',
      'Hoch',
      'Immer',
      'Clara Maier',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Admin-Navigation' });
    expect(within(nav).getByRole('link', { name: 'Fehlermeldungen' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Schweregrad' }), 'Gering');
    await waitFor(async () => expect(await listRows('Fehlermeldungen')).toHaveLength(1));
    expect(router.state.location.search).toBe('?severity=minor');
    expect(reads.urls.at(-1)?.searchParams.get('severity')).toBe('minor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Schweregrad' }), 'Alle');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entwickler' }), 'Clara Maier');
    await waitFor(() => expect(reads.urls.at(-1)?.searchParams.get('developer')).toBe('user-3'));
    expect(await listRows('Fehlermeldungen')).toHaveLength(1);
  });

  it('adds a report with its severity and developer, and refuses one without a title', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('POST', '/api/v0/system_bugtracker/');
    renderAdmin('/admincenter/bugtracker/edit', adminUser, { handlers: [writes.spy, ...handlers()] });
    const form = await screen.findByRole('form', { name: 'Fehlermeldung' });
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte einen Titel angeben.')).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: 'Titel' }), 'Suche findet keine Rosen');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Schweregrad' }), 'Kritisch');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Entwickler' }), 'Gerda Steiner');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies).toEqual([
      {
        title: 'Suche findet keine Rosen',
        description: '',
        reproduce: 'unknown',
        severity: 'critical',
        priority: 'normal',
        developer: 'user-7',
        status: 'new',
        screenshots: [],
        page: null,
        browser: null,
        appVersion: null,
      },
    ]);
  });

  it('opens a report and changes its priority', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('PUT', '/api/v0/system_bugtracker/bug-pdf');
    renderAdmin('/admincenter/bugtracker/edit/bug-pdf', adminUser, { handlers: [writes.spy, ...handlers()] });
    const form = await screen.findByRole('form', { name: 'Fehlermeldung' });
    expect(await within(form).findByDisplayValue('Rechnungs-PDF ohne Logo')).toBeTruthy();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Priorität' }), 'Dringend');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies).toEqual([expect.objectContaining({ priority: 'urgent' })]);
  });

  it('reports a bug from any admin page with its address, browser and version filled in', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('POST', '/api/v0/system_bugtracker/');
    const { router } = renderAdmin('/admincenter/bugtracker/browse?severity=major', adminUser, {
      handlers: [writes.spy, ...handlers()],
    });
    await user.click(await screen.findByRole('link', { name: 'Fehler melden' }));
    const form = await screen.findByRole('form', { name: 'Fehlermeldung' });
    expect(router.state.location.pathname).toBe('/admincenter/bugtracker/edit/new');
    expect(within(form).getByRole('textbox', { name: 'Seite' })).toHaveProperty(
      'value',
      '/admincenter/bugtracker/browse?severity=major',
    );
    expect(within(form).getByRole('textbox', { name: 'Browser' })).toHaveProperty(
      'value',
      navigator.userAgent,
    );
    await user.type(within(form).getByRole('textbox', { name: 'Titel' }), 'Filter springt zurück');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Bestätigt');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies[0]).toMatchObject({
      title: 'Filter springt zurück',
      status: 'confirmed',
      page: '/admincenter/bugtracker/browse?severity=major',
      browser: navigator.userAgent,
    });
  });

  it('comments on a stored report', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/bugtracker/edit/bug-pdf', adminUser, { handlers: handlers() });
    const history = await screen.findByRole('region', { name: 'Verlauf und Kommentare' });
    await user.type(
      within(history).getByRole('textbox', { name: 'Kommentar' }),
      'Logo fehlt nur im Entwurf.',
    );
    await user.click(within(history).getByRole('button', { name: 'Kommentieren' }));
    expect(await within(history).findByText('Logo fehlt nur im Entwurf.')).toBeTruthy();
  });

  it('keeps the lists of severities, priorities and statuses in bugtracker/settings', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('PUT', '/api/v0/system_bugtracker_settings');
    renderAdmin('/admincenter/bugtracker/settings', adminUser, { handlers: [writes.spy, ...handlers()] });
    const form = await screen.findByRole('form', { name: 'Listen des Bugtrackers' });
    await user.click(within(form).getByRole('checkbox', { name: 'minor anbieten' }));
    const label = within(form).getByRole('textbox', { name: 'Bezeichnung für critical' });
    await user.clear(label);
    await user.type(label, 'Stoppt den Verkauf');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies[0]).toMatchObject({
      severities: [
        { value: 'normal', label: 'Normal' },
        { value: 'major', label: 'Schwer' },
        { value: 'critical', label: 'Stoppt den Verkauf' },
      ],
    });
  });
});
