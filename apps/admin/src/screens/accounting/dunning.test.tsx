import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAccountingSettings, demoInvoiceDocument } from '@gartenwerk/api-client/msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const LIST = '/api/v1/invoice/dunning';
const SEND = '/api/v1/invoice/dunning/send';
const overdue = {
  _id: 'inv-1',
  number: 'RE-2025-00007',
  receiver: 'Gärtnerei Lindenhof OG',
  email: 'buero@lindenhof.example',
  date: '2025-01-02',
  due_date: '2025-01-16',
  days_overdue: 26,
  open: 1200,
  level: 1,
  last_sent: '2025-01-20T09:00:00.000Z',
  next_level: 2,
  next_from: '2025-01-30',
  next_fee: 5,
  next_interest: 6.24,
};
// Its next level only from a day far ahead.
const recent = {
  ...overdue,
  _id: 'inv-2',
  number: 'RE-2025-00009',
  receiver: 'Max Müller',
  level: 0,
  last_sent: null,
  next_level: 1,
  next_from: '2099-03-01',
  next_fee: 0,
  next_interest: 0,
};

describe('accounting/invoice/dunning', () => {
  it('lists the overdue invoices with their level and sends the next one where its day has come', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', SEND);
    renderAdmin('/admincenter/accounting/invoice/dunning', adminUser, {
      handlers: [
        spy,
        http.get(LIST, () => HttpResponse.json({ items: [overdue, recent], total: 2 })),
        http.post(SEND, () =>
          HttpResponse.json(
            demoInvoiceDocument({
              _id: 'inv-1',
              number: 'RE-2025-00007',
              issued: true,
              date: '2025-01-02',
              due_date: '2025-01-16',
              open: 1200,
              reminders: [
                { at: '2025-01-20T09:00:00.000Z', level: 1, outbox_id: 'mail-1' },
                { at: '2025-02-11T09:00:00.000Z', level: 2, outbox_id: 'mail-2', fee: 5, interest: 6.24 },
              ],
            }),
          ),
        ),
      ],
    });
    const rows = await listRows('Mahnwesen');
    expect(rows.map(cellTexts)).toEqual([
      [
        'RE-2025-00007',
        'Gärtnerei Lindenhof OG',
        '16.01.2025',
        '26',
        '€ 1.200,00',
        'Zahlungserinnerung am 20.01.2025',
        '1. Mahnung (+ € 11,24) senden',
      ],
      [
        'RE-2025-00009',
        'Max Müller',
        '16.01.2025',
        '26',
        '€ 1.200,00',
        'Keine',
        'Zahlungserinnerung ab 01.03.2099',
      ],
    ]);
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { name: '1. Mahnung (+ € 11,24) senden' }));
    await waitFor(() => expect(bodies).toEqual([{ _id: 'inv-1' }]));
    expect(await screen.findByText('1. Mahnung zu RE-2025-00007 versendet.')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/accounting/invoice/dunning', adminUser, {
      handlers: [
        http.get(LIST, () => HttpResponse.json({ items: [overdue], total: 1 })),
        http.post(SEND, () =>
          HttpResponse.json(
            {
              statusCode: 400,
              code: 'DUNNING_TOO_EARLY',
              message: 'Die 1. Mahnung ist ab dem 30.01.2025 möglich (14 Tage nach Fälligkeit).',
            },
            { status: 400 },
          ),
        ),
      ],
    });
    const rows = await listRows('Mahnwesen');
    await user.click(within(rows[0]!).getByRole('button'));
    expect(
      await screen.findByText('Die 1. Mahnung ist ab dem 30.01.2025 möglich (14 Tage nach Fälligkeit).'),
    ).toBeTruthy();
  });

  it('saves the levels’ days and fees and the default interest, and refuses falling days', async () => {
    const user = userEvent.setup();
    const settings = {
      ...demoAccountingSettings,
      dunning: {
        levels: [
          { days: 1, fee: 0 },
          { days: 14, fee: 5 },
          { days: 28, fee: 10 },
        ],
        interest: { enabled: false, rate: 4 },
      },
    };
    const { spy, bodies } = recordRequests('PUT', '/api/v1/invoice/settings');
    renderAdmin('/admincenter/accounting/settings/dunning', adminUser, {
      handlers: [
        spy,
        http.get('/api/v1/invoice/settings', () => HttpResponse.json(settings)),
        http.put('/api/v1/invoice/settings', () => HttpResponse.json(settings)),
      ],
    });
    const days = await screen.findByLabelText('2. Mahnung: Tage nach Fälligkeit');
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Bitte ganze Tage von 1 bis 365, mehr als bei der vorigen Stufe.'),
    ).toBeTruthy();
    expect(bodies).toEqual([]);
    await user.clear(days);
    await user.type(days, '30');
    const fee = screen.getByLabelText('2. Mahnung: Mahngebühr');
    await user.clear(fee);
    await user.type(fee, '12,5');
    await user.click(screen.getByLabelText('Verzugszinsen verrechnen'));
    await user.clear(screen.getByLabelText('Zinssatz (% pro Jahr)'));
    await user.type(screen.getByLabelText('Zinssatz (% pro Jahr)'), '9,2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          dunning: {
            levels: [
              { days: 1, fee: 0 },
              { days: 14, fee: 5 },
              { days: 30, fee: 12.5 },
            ],
            interest: { enabled: true, rate: 9.2 },
          },
        },
      ]),
    );
  });
});
