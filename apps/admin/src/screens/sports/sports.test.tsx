import {
  createPersonHandlers,
  createPersonLinkHandlers,
  createSportsHandlers,
  demoConfig,
} from '@gartenwerk/api-client/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

// The sports screens are there only while the component `sports` is switched on.
const sportsOn = http.get('*/api/v0/config/', () =>
  HttpResponse.json([{ ...demoConfig, enabled_components: [...demoConfig.enabled_components, 'sports'] }]),
);
const handlers = (...more: HttpHandler[]) => [
  sportsOn,
  ...more,
  ...createSportsHandlers(),
  ...createPersonHandlers(),
  ...createPersonLinkHandlers([], { 'person-gruber': 'Jakob Gruber', 'sp-wimmer': 'Lukas Wimmer' }),
];

describe('the sports screens', () => {
  it('sports shows the three lists and the public page', async () => {
    renderAdmin('/admincenter/sports', adminUser, { handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sport – Übersicht' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Vereine' }).getAttribute('href')).toBe(
      '/admincenter/sports/clubs/browse',
    );
    await within(main).findByText('– 1 angelegt', { exact: false });
    expect(
      within(main)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vereine – 2 angelegt', 'Mannschaften – 1 angelegt', 'Sportler – 2 angelegt']);
    expect(screen.getByRole('link', { name: 'Öffentliche Seite ansehen' }).getAttribute('href')).toBe(
      '/Sponsoring',
    );
  });

  it('lists the teams with their club and coach by name', async () => {
    renderAdmin('/admincenter/sports/teams/browse', adminUser, { handlers: handlers() });
    const rows = await listRows('Mannschaften');
    expect(rows).toHaveLength(1);
    expect(await within(rows[0]!).findByText('Maria Koller')).toBeTruthy();
    expect(cellTexts(rows[0]!).slice(0, 4)).toEqual(['U12', 'SV Tulln', '2026/27', '1. Klasse Mitte']);
  });

  it('adds a team to the club its address names, and refuses one without a name', async () => {
    const user = userEvent.setup();
    const writes = recordRequests('POST', '/api/v0/sports_team/');
    renderAdmin('/admincenter/sports/teams/add/club-tulln', adminUser, { handlers: handlers(writes.spy) });
    const form = await screen.findByRole('form', { name: 'Mannschaft' });
    await screen.findByRole('option', { name: 'SV Tulln' });
    expect((within(form).getByRole('combobox', { name: /Verein/ }) as HTMLSelectElement).value).toBe(
      'club-tulln',
    );
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte einen Namen angeben.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'U14');
    await user.type(within(form).getByRole('textbox', { name: /^Saison/ }), '2026/27');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Trainer' }), 'sp-koller');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(writes.bodies[0]).toMatchObject({
      club: 'club-tulln',
      name: 'U14',
      season: '2026/27',
      coach: 'sp-koller',
    });
  });

  it('links a person record to a sports person', async () => {
    const user = userEvent.setup();
    const links = recordRequests('POST', '/api/v0/person_link/');
    renderAdmin('/admincenter/sports/person/edit/sp-wimmer', adminUser, { handlers: handlers(links.spy) });
    const section = await screen.findByRole('region', { name: 'Verknüpfte Personen' });
    expect(within(section).getByText('Keine verknüpften Personen.')).toBeTruthy();
    await within(section).findByRole('option', { name: 'Jakob Gruber' });
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Person' }), 'person-gruber');
    await user.click(within(section).getByRole('button', { name: 'Verknüpfen' }));
    expect(await within(section).findByRole('link', { name: 'Jakob Gruber' })).toBeTruthy();
    expect(links.bodies[0]).toEqual({ person: 'person-gruber', kind: 'sports_person', target: 'sp-wimmer' });
  });
});
