import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const thuja = { uuid: 'l1', title: 'Thuja Smaragd', amount: 50, unit: 'Stk.', price: 9.8, vat_rate: 13 };

/** An issued vendor order of 50 Thuja: 30 came in on 2 March, 20 on 9 March (taken back since). */
const vendorOrder = {
  _id: 'vo-1',
  type: 'vendor_order',
  number: 'BE-2026-00001',
  issued: true,
  issued_at: '2026-02-10T08:00:00.000Z',
  status: 'partial',
  receiver: { kind: 'vendor', id: 'vendor-lorenz', company: 'Baumschule Lorenz GmbH', city: 'Tulln' },
  customer_id: null,
  vendor_id: 'vendor-lorenz',
  date: '2026-02-10',
  due_date: null,
  price_mode: 'net',
  lines: [thuja],
  title: '',
  text_before: '',
  text_after: '',
  template_id: null,
  delivery_date: null,
  service_from: null,
  service_to: null,
  valid_until: null,
  payment_terms_days: 30,
  vat_exemption: null,
  advance: 0,
  advance_label: '',
  buyer_reference: '',
  totals: {
    lines: [490],
    line_sum: 490,
    net: 490,
    vat: [],
    vat_total: 63.7,
    gross: 553.7,
    advance: 0,
    due: 553.7,
  },
  payment_status: 'unpaid',
  paid: 0,
  credited: 0,
  open: 553.7,
  credit: 0,
  payments: [],
  sent: [],
  reminders: [],
  tags: [],
  notes: '',
  source_id: null,
  order_id: null,
  shop_order_id: null,
  cancels_id: null,
  cancelled_by_id: null,
  created: '2026-02-10T08:00:00.000Z',
  updated: '2026-03-09T08:00:00.000Z',
  receipts: [
    {
      uuid: 'r1',
      date: '2026-03-02',
      note: 'LS 4711',
      lines: [{ uuid: 'l1', amount: 30, product_id: 'p-thuja', variant: '' }],
    },
    {
      uuid: 'r2',
      date: '2026-03-09',
      note: '',
      lines: [{ uuid: 'l1', amount: 20, product_id: 'p-thuja', variant: '' }],
      reversed: { at: '2026-03-10T08:00:00.000Z', reason: 'Falsche Sorte' },
    },
  ],
  received: [{ uuid: 'l1', amount: 50, received: 30 }],
  history: [],
};

const EDIT_DATA = http.post('/api/pageData/invoice/vendor_order/edit/', () =>
  HttpResponse.json({
    document: null,
    settings: {
      payment_terms_days: 14,
      offer_validity_days: 30,
      default_vat_rate: 20,
      ui: { price_mode: 'net', unit: 'Stk.' },
    },
    templates: [],
    factors: [],
  }),
);

function renderOrder(reverse: ReturnType<typeof http.post>) {
  const { spy, bodies } = recordRequests('POST', '/api/v1/invoice/receive/reverse');
  renderAdmin('/admincenter/accounting/vendor_order/edit/vo-1', adminUser, {
    handlers: [
      spy,
      EDIT_DATA,
      reverse,
      http.post('/api/v0/invoice/getData/', () => HttpResponse.json(vendorOrder)),
    ],
  });
  return bodies;
}

describe('taking a goods receipt back', () => {
  it('lists a receipt taken back as such and takes another back with a reason', async () => {
    const user = userEvent.setup();
    const bodies = renderOrder(
      http.post('/api/v1/invoice/receive/reverse', () =>
        HttpResponse.json({
          ...vendorOrder,
          status: 'open',
          received: [{ uuid: 'l1', amount: 50, received: 0 }],
        }),
      ),
    );
    const records = await screen.findByRole('region', { name: 'Versand und Wareneingänge' });
    expect(
      within(records).getByText(
        '09.03.2026: Wareneingang 20 Stk. Thuja Smaragd · zurückgenommen: Falsche Sorte',
      ),
    ).toBeTruthy();
    // Only the receipt that still counts can be taken back.
    expect(
      within(records).queryByRole('button', { name: 'Wareneingang vom 09.03.2026 zurücknehmen' }),
    ).toBeNull();
    await user.click(
      within(records).getByRole('button', { name: 'Wareneingang vom 02.03.2026 zurücknehmen' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Wareneingang zu BE-2026-00001 zurücknehmen' });
    expect(
      within(dialog).getByText(
        'Der Wareneingang vom 02.03.2026 (30 Stk. Thuja Smaragd) zählt dann nicht mehr, und der Lagerbestand der Shop-Produkte sinkt wieder um diese Mengen.',
      ),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Grund' }), 'An Lorenz zurückgeschickt');
    await user.click(within(dialog).getByRole('button', { name: 'Wareneingang zurücknehmen' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ _id: 'vo-1', receipt: 'r1', reason: 'An Lorenz zurückgeschickt' });
    expect(await toastText()).toContain('Wareneingang zurückgenommen.');
  });

  it('shows the server’s refusal when the goods are sold already, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const sold =
      'Der Wareneingang kann nicht zurückgenommen werden: Von „Thuja Smaragd“ sind nur noch 4 Stück auf Lager, 30 kamen mit ihm herein. Die übrigen sind schon verkauft.';
    const bodies = renderOrder(
      http.post('/api/v1/invoice/receive/reverse', () =>
        HttpResponse.json({ statusCode: 409, code: 'RECEIPT_SOLD', message: sold }, { status: 409 }),
      ),
    );
    const records = await screen.findByRole('region', { name: 'Versand und Wareneingänge' });
    await user.click(
      within(records).getByRole('button', { name: 'Wareneingang vom 02.03.2026 zurücknehmen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Wareneingang zu BE-2026-00001 zurücknehmen' });
    await user.click(within(dialog).getByRole('button', { name: 'Wareneingang zurücknehmen' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    // Without a reason, none is sent.
    expect(bodies[0]).toEqual({ _id: 'vo-1', receipt: 'r1' });
    expect(await toastText()).toContain(sold);
    expect(screen.getByRole('dialog', { name: 'Wareneingang zu BE-2026-00001 zurücknehmen' })).toBeTruthy();
  });
});
