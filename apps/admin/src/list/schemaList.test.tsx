import {
  createBugTrackerExtraHandlers,
  createBugTrackerHandlers,
  demoConfig,
} from '@gartenwerk/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests } from '../test/queries';
import { adminUser, renderAdmin } from '../test/renderAdmin';

// useSchemaList and useEntityList through the two screens built on them: the bug reports (paged by
// the server) and the colours (read at once, sorted in the table).
const bugTracker = () => [
  http.get('*/api/v0/config/', () =>
    HttpResponse.json([
      { ...demoConfig, enabled_components: [...demoConfig.enabled_components, 'bugtracker'] },
    ]),
  ),
  ...createBugTrackerHandlers(),
  ...createBugTrackerExtraHandlers(),
];
const REPORTS = '/api/v0/system_bugtracker/';

describe('useSchemaList and useEntityList', () => {
  it('heads the columns with the field texts and shows enums, choices and moments by their names', async () => {
    renderAdmin('/admincenter/bugtracker/browse', adminUser, { handlers: bugTracker() });
    const rows = await listRows('Fehlermeldungen');
    const table = screen.getByRole('table', { name: 'Fehlermeldungen' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim())
      .filter(Boolean);
    // Sortable (↕) are the columns the query's sort knows: the title and the moment of the report.
    expect(headers).toEqual([
      'Titel↕',
      'Schweregrad',
      'Priorität',
      'Reproduzierbar',
      'Entwickler',
      'Status',
      'Gemeldet↕',
    ]);
    const cells = cellTexts(rows[1]!);
    // A report without a developer shows an empty cell; its moment as day and time in German.
    expect(cells.slice(0, 6)).toEqual([
      'Rechnungs-PDF ohne Logo',
      'Gering',
      'Niedrig',
      'Manchmal',
      '',
      'Neu',
    ]);
    expect(cells[6]).toMatch(/^1\.3\.2026, \d{2}:\d{2}$|^01\.03\.2026/);
    const link = within(rows[0]!).getByRole('link', { name: 'Warenkorb leert sich nach dem Login' });
    expect(link.getAttribute('href')).toBe('/admincenter/bugtracker/edit/bug-cart');
    expect(screen.getByText('2 Fehlermeldungen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neue Fehlermeldung' }).getAttribute('href')).toBe(
      '/admincenter/bugtracker/edit/new',
    );
  });

  it('sends the page, the filters and a sort the query knows from the address, and leaves out one it does not', async () => {
    const reads = recordRequests('GET', REPORTS);
    renderAdmin('/admincenter/bugtracker/browse?page=2&reproduce=always&sort=-created', adminUser, {
      handlers: [reads.spy, ...bugTracker()],
    });
    await waitFor(() => expect(reads.urls.length).toBeGreaterThan(0));
    const sent = Object.fromEntries(reads.urls.at(-1)!.searchParams);
    expect(sent).toEqual({ reproduce: 'always', sort: '-created', limit: '20', skip: '20' });

    const unsorted = recordRequests('GET', REPORTS);
    renderAdmin('/admincenter/bugtracker/browse?sort=description', adminUser, {
      handlers: [unsorted.spy, ...bugTracker()],
    });
    await waitFor(() => expect(unsorted.urls.length).toBeGreaterThan(0));
    expect(Object.fromEntries(unsorted.urls.at(-1)!.searchParams)).toEqual({ limit: '20', skip: '0' });
  });

  it("offers a filter's values by their names, with Alle for none, and the developer by the users' names", async () => {
    renderAdmin('/admincenter/bugtracker/browse', adminUser, { handlers: bugTracker() });
    await listRows('Fehlermeldungen');
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Reproduzierbar')).toEqual(['Alle', 'Immer', 'Manchmal', 'Einmal', 'Unbekannt']);
    expect(options('Schweregrad')).toEqual(['Alle', 'Gering', 'Normal', 'Schwer', 'Kritisch']);
    await waitFor(() => expect(options('Entwickler')).toContain('Clara Maier'));
  });

  it('reads a list without a page size at once with its list query, and has no count without its text', async () => {
    const reads = recordRequests('GET', '/api/v0/shop_color/');
    renderAdmin('/admincenter/shop/colors?search=gr%C3%BCn&sort=title', adminUser, { handlers: [reads.spy] });
    const rows = await listRows('Farben');
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(['Grün']);
    // The sort stays in the table; the search goes to the API, with the colours' limit.
    expect(Object.fromEntries(reads.urls.at(-1)!.searchParams)).toEqual({ limit: '1000', search: 'grün' });
    expect(screen.queryByText(/^\d+ Farben$/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Neue Farbe' }).getAttribute('href')).toBe(
      '/admincenter/shop/colors/new',
    );
  });
});
