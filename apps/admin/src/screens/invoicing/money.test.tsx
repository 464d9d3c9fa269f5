import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceDocument, InvoiceHistoryEntry } from '@gartenwerk/api-client';
import { demoInvoiceDocument } from '@gartenwerk/api-client/msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const EDIT_DATA = http.post('/api/pageData/invoice/invoice/edit/', () =>
  HttpResponse.json({
    document: null,
    settings: {
      payment_terms_days: 14,
      offer_validity_days: 30,
      default_vat_rate: 20,
      ui: { price_mode: 'gross', unit: '' },
    },
    templates: [],
    factors: [],
  }),
);

/** An issued invoice of 390,32 € gross, with its payment record as given. */
function invoice(extra: Partial<InvoiceDocument> = {}) {
  return demoInvoiceDocument({
    _id: 'inv-1',
    type: 'invoice',
    number: 'RE-2026-00007',
    issued: true,
    issued_at: '2026-11-02T08:00:00.000Z',
    status: 'open',
    receiver: {
      kind: 'customer',
      type: 'company',
      company: 'Gärtnerei Lindenhof',
      address: 'Lindenweg 3',
      zip: '3100',
      city: 'St. Pölten',
      country: 'at',
      email: 'buero@lindenhof.example',
    },
    customer_id: 'c1',
    date: '2026-11-02',
    due_date: '2026-11-16',
    price_mode: 'gross',
    lines: [{ uuid: 'l1', title: 'Hecke pflanzen', amount: 1, unit: '', price: 390.32, vat_rate: 20 }],
    payment_terms_days: 14,
    totals: {
      lines: [390.32],
      line_sum: 390.32,
      net: 325.27,
      vat: [{ rate: 20, net: 325.27, vat: 65.05, gross: 390.32 }],
      vat_total: 65.05,
      gross: 390.32,
      advance: 0,
      due: 390.32,
    },
    open: 390.32,
    history: [],
    ...extra,
  });
}

describe('payments of an invoice', () => {
  it('asks to confirm a payment above the open amount and sends the confirmation along', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v1/invoice/payment');
    renderAdmin('/admincenter/accounting/invoice/edit/inv-1', adminUser, {
      handlers: [
        spy,
        http.post('/api/v1/invoice/payment', () =>
          HttpResponse.json(invoice({ payment_status: 'paid', paid: 500, open: 0, credit: 109.68 })),
        ),
        http.post('/api/v0/invoice/getData/', () => HttpResponse.json(invoice())),
        EDIT_DATA,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Zahlung erfassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zahlung zu RE-2026-00007 erfassen' });
    const amount = within(dialog).getByRole('textbox', { name: 'Betrag (€)' });
    expect((amount as HTMLInputElement).value).toBe('390,32');
    await user.clear(amount);
    await user.type(amount, '500');
    const confirm = within(dialog).getByRole('checkbox', {
      name: 'Überzahlung bestätigen: € 109,68 als Guthaben des Kunden führen',
    });
    const submit = within(dialog).getByRole('button', { name: 'Zahlung erfassen' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(confirm);
    await user.click(submit);
    await waitFor(() =>
      expect(bodies).toEqual([
        expect.objectContaining({ _id: 'inv-1', amount: 500, confirm_overpayment: true }),
      ]),
    );
  });

  it('shows the credit, marks a reversed payment, and corrects and reverses one with a reason', async () => {
    const user = userEvent.setup();
    const overpaid = invoice({
      payment_status: 'paid',
      paid: 500,
      open: 0,
      credit: 109.68,
      payments: [
        {
          uuid: 'p1',
          amount: 80,
          date: '2026-11-05',
          note: '',
          reversed: { at: '2026-11-06T10:00:00.000Z', reason: 'Rückbuchung der Bank' },
        },
        { uuid: 'p2', amount: 500, date: '2026-11-10', note: 'Überweisung' },
      ],
    });
    const corrections = recordRequests('PUT', '/api/v1/invoice/payment');
    const reversals = recordRequests('POST', '/api/v1/invoice/payment/reverse');
    renderAdmin('/admincenter/accounting/invoice/edit/inv-1', adminUser, {
      handlers: [
        corrections.spy,
        reversals.spy,
        http.put('/api/v1/invoice/payment', () => HttpResponse.json(overpaid)),
        http.post('/api/v1/invoice/payment/reverse', () => HttpResponse.json(overpaid)),
        http.post('/api/v0/invoice/getData/', () => HttpResponse.json(overpaid)),
        EDIT_DATA,
      ],
    });
    expect((await screen.findByTestId('credit-state')).textContent?.replaceAll('\u00a0', ' ')).toBe(
      'Guthaben € 109,68',
    );
    const records = screen.getByRole('heading', { name: 'Versand und Zahlungen' }).nextElementSibling!;
    const [reversed, active] = within(records as HTMLElement).getAllByRole('listitem');
    expect(reversed!.textContent).toContain('storniert: Rückbuchung der Bank');
    expect(within(reversed!).queryByRole('button')).toBeNull();

    await user.click(
      within(active!).getByRole('button', { name: 'Zahlung über € 500,00 vom 10.11.2026 korrigieren' }),
    );
    const correct = await screen.findByRole('dialog', { name: 'Zahlung zu RE-2026-00007 korrigieren' });
    const amount = within(correct).getByRole('textbox', { name: 'Betrag (€)' });
    await user.clear(amount);
    await user.type(amount, '390,32');
    const save = within(correct).getByRole('button', { name: 'Korrektur speichern' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(within(correct).getByText('Bitte einen Grund angeben.')).toBeTruthy();
    await user.type(within(correct).getByRole('textbox', { name: /^Grund/ }), 'Betrag laut Kontoauszug');
    await user.click(save);
    await waitFor(() =>
      expect(corrections.bodies).toEqual([
        {
          _id: 'inv-1',
          payment: 'p2',
          reason: 'Betrag laut Kontoauszug',
          amount: 390.32,
          date: '2026-11-10',
          note: 'Überweisung',
          confirm_overpayment: false,
        },
      ]),
    );

    await user.click(
      within(active!).getByRole('button', { name: 'Zahlung über € 500,00 vom 10.11.2026 stornieren' }),
    );
    const reverse = await screen.findByRole('dialog', { name: 'Zahlung zu RE-2026-00007 stornieren' });
    await user.type(within(reverse).getByRole('textbox', { name: /^Grund/ }), 'Doppelt erfasst');
    await user.click(within(reverse).getByRole('button', { name: 'Zahlung stornieren' }));
    await waitFor(() =>
      expect(reversals.bodies).toEqual([{ _id: 'inv-1', payment: 'p2', reason: 'Doppelt erfasst' }]),
    );
  });

  it('names corrections and reversals in the history with the reason', async () => {
    const entry = (id: string, action: string, changes: InvoiceHistoryEntry['changes'], detail: string) => ({
      _id: id,
      at: '2026-11-12T09:30:00.000Z',
      user: 'u1',
      user_name: 'anna@gartenwerk.test',
      action,
      changes,
      detail,
    });
    renderAdmin('/admincenter/accounting/invoice/edit/inv-1', adminUser, {
      handlers: [
        http.post('/api/v0/invoice/getData/', () =>
          HttpResponse.json(
            invoice({
              history: [
                entry(
                  'h1',
                  'payment_corrected',
                  {
                    payment_amount: { from: 500, to: 390.32 },
                    paid: { from: 500, to: 390.32 },
                    credit: { from: 109.68, to: 0 },
                  },
                  '500.00 € 2026-11-10: Betrag laut Kontoauszug',
                ),
                entry(
                  'h2',
                  'payment_reversed',
                  { paid: { from: 390.32, to: 0 }, payment_status: { from: 'paid', to: 'unpaid' } },
                  '390.32 € 2026-11-10: Doppelt erfasst',
                ),
              ],
            }),
          ),
        ),
        EDIT_DATA,
      ],
    });
    const table = await screen.findByRole('table', { name: 'Verlauf' });
    const [corrected, reversed] = within(table).getAllByRole('row').slice(1);
    const text = (element: Element | null | undefined) => element?.textContent?.replaceAll('\u00a0', ' ');
    expect(within(corrected!).getByText('Zahlung korrigiert')).toBeTruthy();
    expect(text(corrected!.querySelector('.admin-doc-history__note'))).toBe(
      '€ 500,00 vom 10.11.2026: Betrag laut Kontoauszug',
    );
    expect(within(corrected!).getAllByRole('listitem').map(text)).toEqual([
      'Betrag der Zahlung: € 500,00 → € 390,32',
      'Bezahlt: € 500,00 → € 390,32',
      'Guthaben: € 109,68 → € 0,00',
    ]);
    expect(within(reversed!).getByText('Zahlung storniert')).toBeTruthy();
    expect(text(reversed!.querySelector('.admin-doc-history__note'))).toBe(
      '€ 390,32 vom 10.11.2026: Doppelt erfasst',
    );
  });
});

describe('credit notes of an invoice', () => {
  it('credits chosen lines at a chosen quantity and price, then opens the credit note', async () => {
    const user = userEvent.setup();
    const twoLines = invoice({
      lines: [
        { uuid: 'l1', title: 'Thuja Smaragd', amount: 3, unit: 'Stk.', price: 24.9, vat_rate: 13 },
        { uuid: 'l2', title: 'Rosendünger 1 kg', amount: 10, unit: 'Stk.', price: 4.99, vat_rate: 20 },
      ],
    });
    const credited = {
      ...invoice({ _id: 'gs-1', type: 'credit_note', number: 'GS-2026-00001', cancels_id: 'inv-1' }),
    };
    const { spy, bodies } = recordRequests('POST', '/api/v1/invoice/credit');
    const { router } = renderAdmin('/admincenter/accounting/invoice/edit/inv-1', adminUser, {
      handlers: [
        spy,
        http.post('/api/v1/invoice/credit', () => HttpResponse.json(credited)),
        http.post('/api/v0/invoice/getData/', async ({ request }) => {
          const { _id } = (await request.json()) as { _id: string };
          return HttpResponse.json(_id === 'gs-1' ? credited : twoLines);
        }),
        EDIT_DATA,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Rechnungskorrektur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnungskorrektur zu RE-2026-00007' });
    const submit = within(dialog).getByRole('button', { name: 'Korrektur ausstellen' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: '„Thuja Smaragd“ gutschreiben' }));
    const thujaAmount = within(dialog).getByRole('textbox', { name: 'Menge von „Thuja Smaragd“' });
    await user.clear(thujaAmount);
    await user.type(thujaAmount, '1');
    await user.click(within(dialog).getByRole('checkbox', { name: '„Rosendünger 1 kg“ gutschreiben' }));
    const price = within(dialog).getByRole('textbox', { name: 'Einzelpreis von „Rosendünger 1 kg“' });
    await user.clear(price);
    await user.type(price, '2,00');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Grund (steht auf der Korrektur)' }),
      'Frostschaden',
    );
    await user.click(submit);
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          _id: 'inv-1',
          lines: [
            { uuid: 'l1', amount: 1 },
            { uuid: 'l2', amount: 10, price: 2 },
          ],
          reason: 'Frostschaden',
        },
      ]),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admincenter/accounting/invoice/edit/gs-1'),
    );
    expect(await screen.findByText('Rechnungskorrektur GS-2026-00001 ausgestellt.')).toBeTruthy();
  });

  it('shows what was credited on the invoice and offers no cancellation then', async () => {
    renderAdmin('/admincenter/accounting/invoice/edit/inv-1', adminUser, {
      handlers: [
        http.post('/api/v0/invoice/getData/', () =>
          HttpResponse.json(invoice({ credited: 52.14, open: 338.18 })),
        ),
        EDIT_DATA,
      ],
    });
    expect((await screen.findByTestId('credited-state')).textContent?.replaceAll('\u00a0', ' ')).toBe(
      'gutgeschrieben € 52,14',
    );
    expect(screen.getByRole('button', { name: 'Rechnungskorrektur' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stornieren' })).toBeNull();
  });
});
