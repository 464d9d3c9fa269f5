import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { cellTexts, listRows, recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const CALC = '/api/v1/invoice/calcDashboard';
const OVERVIEW = '/api/v1/invoice/overview';
/** A blob's text, its byte order mark left out. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
    reader.readAsText(blob);
  });
const noMonth = (month: string) => ({ month, net: 0, vat: 0, gross: 0, by_rate: [] });

/**
 * March and April 2025 against January and February: A (March) 124,60 net at 13 % and 20 %,
 * B (April) 340,00 at 20 % and 10 % and its cancellation in April, E (April) 100,00 at 19 %.
 */
const rates = [
  { rate: 20, net: 49.9, vat: 9.98, gross: 59.88 },
  { rate: 19, net: 100, vat: 19, gross: 119 },
  { rate: 13, net: 74.7, vat: 9.71, gross: 84.41 },
  { rate: 10, net: 0, vat: 0, gross: 0 },
];
const dashboard = {
  today: '2025-05-02',
  current: {
    from: '2025-03-01',
    to: '2025-04-30',
    turnover: { net: 224.6, vat: 38.69, gross: 263.29, documents: 4, by_rate: rates },
    months: [
      { month: '2025-03', net: 124.6, vat: 19.69, gross: 144.29, by_rate: [] },
      { month: '2025-04', net: 100, vat: 19, gross: 119, by_rate: [] },
    ],
    years: [{ year: 2025, net: 224.6, vat: 38.69, gross: 263.29, by_rate: rates }],
    offers: { offers: 4, converted: 1, rate: 0.25 },
    top_customers: [
      { customer_id: 'c-blum', name: 'Gärtnerei Blum KG', net: 124.6, vat: 19.69, gross: 144.29 },
      { customer_id: null, name: 'Max Müller', net: 100, vat: 19, gross: 119 },
    ],
    top_items: [
      { item_id: null, title: 'Hochstamm', amount: 1, net: 100 },
      { item_id: 'i-thuja', title: 'Thuja Smaragd', amount: 3, net: 74.7 },
    ],
  },
  previous: {
    from: '2025-01-01',
    to: '2025-02-28',
    turnover: { net: 200, vat: 40, gross: 240, documents: 1, by_rate: [] },
    months: [{ month: '2025-01', net: 200, vat: 40, gross: 240, by_rate: [] }, noMonth('2025-02')],
    years: [],
    offers: { offers: 0, converted: 0, rate: null },
    top_customers: [],
    top_items: [],
  },
  open: {
    count: 2,
    amount: 179,
    overdue_count: 1,
    overdue_amount: 119,
    invoices: [
      {
        _id: 'e',
        number: 'RE-2025-00003',
        receiver: 'Max Müller',
        date: '2025-04-20',
        due_date: '2025-04-30',
        open: 119,
        overdue: true,
      },
      {
        _id: 'g',
        number: 'RE-2025-00004',
        receiver: 'Gärtnerei Blum KG',
        date: '2025-05-02',
        due_date: '2025-05-16',
        open: 60,
        overdue: false,
      },
    ],
  },
};
const overview = {
  year: 2025,
  months: Array.from({ length: 12 }, (_, index) => ({
    month: `2025-${String(index + 1).padStart(2, '0')}`,
    invoiced: 0,
    paid: 0,
    open: 0,
    due: 0,
    overdue: 0,
    credit: 0,
    count: 0,
  })),
  totals: { invoiced: 0, paid: 0, open: 0, due: 0, overdue: 0, credit: 0, count: 0 },
};

describe('the accounting dashboard (accounting/invoice/overview)', () => {
  it('shows the range’s figures against the period before, with tables that add up', async () => {
    const { spy, bodies } = recordRequests('POST', CALC);
    renderAdmin('/admincenter/accounting/invoice/overview?from=2025-03-01&to=2025-04-30', adminUser, {
      handlers: [
        spy,
        http.post(CALC, () => HttpResponse.json(dashboard)),
        http.get(OVERVIEW, () => HttpResponse.json(overview)),
      ],
    });
    const kpis = await screen.findByLabelText('Kennzahlen im Überblick');
    const figure = (name: string) => within(kpis).getByText(name).parentElement!;
    expect(within(figure('Umsatz netto')).getByText('€ 224,60')).toBeTruthy();
    expect(figure('Umsatz netto').textContent).toContain('Vorperiode: € 200,00');
    expect(figure('Umsatz netto').textContent).toMatch(/Veränderung: \+12,3\s%/);
    expect(within(figure('Umsatz brutto')).getByText('€ 263,29')).toBeTruthy();
    expect(within(figure('Offene Rechnungen')).getByText('€ 179,00')).toBeTruthy();
    expect(figure('Offene Rechnungen').textContent).toContain('2 offen');
    expect(within(figure('Überfällige Rechnungen')).getByText('€ 119,00')).toBeTruthy();
    expect(figure('Angebotsquote').textContent).toMatch(/25\s%/);
    expect(figure('Angebotsquote').textContent).toContain('1 von 4 Angeboten zu Aufträgen');
    expect(screen.getByText('Verglichen mit 2025-01-01 – 2025-02-28')).toBeTruthy();
    expect(bodies[0]).toEqual({ from: '2025-03-01', to: '2025-04-30' });

    const months = await listRows('Umsatz pro Monat');
    expect(months.map(cellTexts)).toEqual([
      ['März 2025', '€ 124,60', '€ 19,69', '€ 144,29', '€ 200,00'],
      ['Apr. 2025', '€ 100,00', '€ 19,00', '€ 119,00', '€ 0,00'],
    ]);
    const monthsTable = screen.getByRole('table', { name: 'Umsatz pro Monat' });
    const footer = within(monthsTable).getAllByRole('rowgroup')[2]!;
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Summe', '€ 224,60', '€ 38,69', '€ 263,29', '€ 200,00']);
    const byRate = await listRows('Umsatz nach Steuersatz');
    expect(byRate.map(cellTexts)).toEqual([
      ['20 %', '€ 49,90', '€ 9,98', '€ 59,88'],
      ['19 %', '€ 100,00', '€ 19,00', '€ 119,00'],
      ['13 %', '€ 74,70', '€ 9,71', '€ 84,41'],
      ['10 %', '€ 0,00', '€ 0,00', '€ 0,00'],
    ]);
    // The chart is an image with a name; its values are in a table for those who cannot see it.
    const chartTable = screen.getByRole('table', { name: 'Umsatz netto pro Monat, Zeitraum und Vorperiode' });
    expect(
      within(chartTable)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Wert2025-03-01 – 2025-04-302025-01-01 – 2025-02-28',
      'März 2025€ 124,60€ 200,00',
      'Apr. 2025€ 100,00€ 0,00',
    ]);
    const customers = await listRows('Top-Kunden');
    expect(within(customers[0]!).getByRole('link', { name: 'Gärtnerei Blum KG' }).getAttribute('href')).toBe(
      '/admincenter/accounting/customer/edit/c-blum',
    );
    const open = await listRows('Offene und überfällige Rechnungen');
    expect(open.map(cellTexts)).toEqual([
      ['RE-2025-00003', 'Max Müller', '2025-04-20', '2025-04-30', '€ 119,00', 'überfällig'],
      ['RE-2025-00004', 'Gärtnerei Blum KG', '2025-05-02', '2025-05-16', '€ 60,00', 'offen'],
    ]);
  });

  it('asks for another range and exports a table as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blobs.push(blob)}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { spy, bodies } = recordRequests('POST', CALC);
    renderAdmin('/admincenter/accounting/invoice/overview?from=2025-03-01&to=2025-04-30', adminUser, {
      handlers: [
        spy,
        http.post(CALC, () => HttpResponse.json(dashboard)),
        http.get(OVERVIEW, () => HttpResponse.json(overview)),
      ],
    });
    await listRows('Top-Artikel');
    await user.click(screen.getByRole('button', { name: 'Als CSV exportieren: Top-Artikel' }));
    expect(names).toEqual(['top-artikel-2025-03-01-2025-04-30.csv']);
    expect(await textOf(blobs[0]!)).toBe(
      'Artikel;Menge;Umsatz netto\r\nHochstamm;1;100\r\nThuja Smaragd;3;74,7\r\n',
    );
    click.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Letztes Jahr' }));
    const lastYear = new Date().getFullYear() - 1;
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ from: `${lastYear}-01-01`, to: `${lastYear}-12-31` }),
    );

    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: `${lastYear - 1}-06-30` } });
    expect(await screen.findByText('Das Ende des Zeitraums liegt vor seinem Anfang.')).toBeTruthy();
  });
});
