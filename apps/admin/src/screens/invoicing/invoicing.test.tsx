import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const BROWSE_PATH = '/api/pageData/invoice/invoice/browse/';

function invoice(number: string, gross: number, extra: object = {}) {
  return {
    _id: `id-${number}`,
    type: 'invoice',
    number,
    issued: true,
    status: 'open',
    receiver: { kind: 'customer', company: 'Gärtnerei Blum KG', first_name: 'Anna', last_name: 'Blum' },
    date: '2026-11-20',
    due_date: '2026-12-04',
    totals: { lines: [], line_sum: gross, net: gross, vat: [], vat_total: 0, gross, advance: 0, due: gross },
    payment_status: 'unpaid',
    paid: 0,
    cancelled_by_id: null,
    ...extra,
  };
}

const browse = http.post(BROWSE_PATH, () =>
  HttpResponse.json({
    items: [
      invoice('RE-2026-00002', 179.7),
      invoice('RE-2026-00001', 120, { payment_status: 'paid', paid: 120 }),
    ],
    total: 2,
    sums: { net: 254.11, gross: 299.7, paid: 120, open: 179.7 },
    counters: {},
  }),
);

describe('accounting/invoice/browse', () => {
  it('lists the invoices with their payment and the sums of the filtered rows', async () => {
    renderAdmin('/admincenter/accounting/invoice/browse', adminUser, { handlers: [browse] });
    expect(await screen.findByText('2 Dokumente')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Rechnungen' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'RE-2026-00002',
      'Rechnung',
      '20.11.2026',
      'Gärtnerei Blum KG, Anna Blum',
      'offen',
      '€ 179,70',
      '04.12.2026',
      'offen',
    ]);
    expect(within(second!).getAllByRole('cell').at(-1)?.textContent).toBe('bezahlt');
    expect(
      screen.getByText(
        'Summe der gefilterten Dokumente: netto € 254,11, brutto € 299,70 · bezahlt € 120,00, offen € 179,70',
      ),
    ).toBeTruthy();
  });

  it('asks the server for the overdue invoices when that filter is chosen', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', BROWSE_PATH);
    renderAdmin('/admincenter/accounting/invoice/browse', adminUser, { handlers: [spy, browse] });
    await screen.findByText('2 Dokumente');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zahlung' }), 'überfällig');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ payment: 'overdue', page: 1, limit: 10 }));
  });
});
