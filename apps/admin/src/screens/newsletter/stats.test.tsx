import { createNewsletterStatsHandlers } from '@gartenwerk/api-client/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

/** Intl writes a no-break space before the percent sign. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('stats/browse and stats/browse/:id', () => {
  it('lists the started sendings with their figures and rates, linked to their statistics', async () => {
    renderAdmin('/admincenter/stats/browse', adminUser, { handlers: createNewsletterStatsHandlers() });
    const rows = await listRows('Statistiken');
    expect(rows).toHaveLength(2);
    // 436 of 1090 delivered opened = 40 %, 109 clicked = 10 %, 5 unsubscribed = 0,5 %, 6 of 1100 sent bounced.
    expect(rows.map((row) => cellTexts(row).map(plain))).toContainEqual([
      'Der Frühling ist da',
      '01.03.2026, 09:00',
      '1100',
      '1090',
      '436 (40 %)',
      '109 (10 %)',
      '5 (0,5 %)',
      '6 (0,5 %)',
    ]);
    const link = within(rows[0]!).getByRole('link', { name: 'Herbst im Garten' });
    expect(link.getAttribute('href')).toBe('/admincenter/stats/browse/sending-herbst');
  });

  it("shows one sending's figures, its links and its series as a chart with a table", async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/stats/browse/sending-herbst', adminUser, {
      handlers: createNewsletterStatsHandlers(),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Herbst im Garten' })).toBeTruthy();
    const figures = screen.getByRole('region', { name: 'Kennzahlen' });
    const figure = (name: string) =>
      plain(within(figures).getByText(name).closest('div')!.querySelector('dd')!.textContent);
    expect(figure('Versendet')).toBe('500');
    expect(figure('Zugestellt')).toBe('480 96 %');
    expect(figure('Geöffnet')).toBe('240 50 %');
    expect(figure('Geklickt')).toBe('60 12,5 %');
    expect(figure('Unzustellbar')).toBe('12 2,4 %');

    const links = screen.getByRole('table', { name: 'Links' });
    expect(
      within(links)
        .getAllByRole('row')
        .slice(1)
        .map((row) => plain(row.textContent)),
    ).toEqual([
      'https://gartenwerk.test/p/thuja-smaragd5040 (8,3 %)',
      'https://gartenwerk.test/news/aepfel-ernten2520 (4,2 %)',
    ]);

    const chart = await screen.findByRole('img', {
      name: 'Öffnungen, Klicks und Abmeldungen von „Herbst im Garten“ im Verlauf',
    });
    expect(chart.tagName).toBe('CANVAS');
    await user.click(
      screen.getByText(
        'Werte als Tabelle: Öffnungen, Klicks und Abmeldungen von „Herbst im Garten“ im Verlauf',
      ),
    );
    const table = screen.getByRole('table', {
      name: 'Öffnungen, Klicks und Abmeldungen von „Herbst im Garten“ im Verlauf',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([[], ['120', '30', '0'], ['80', '20', '0'], ['40', '10', '0']]);
    expect(within(table).getByRole('rowheader', { name: '01.10.2026, 10:00' })).toBeTruthy();
  });

  it('says so in German when the sending is unknown', async () => {
    renderAdmin('/admincenter/stats/browse/fehlt', adminUser, { handlers: createNewsletterStatsHandlers() });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Statistiken konnten nicht geladen werden: Diese Sendung gibt es nicht.',
    );
  });
});
