import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const BROWSE_PATH = '/api/pageData/invoice/vendor_order/browse/';

const lorenz = {
  _id: 'vendor-lorenz',
  name: 'Baumschule Lorenz GmbH',
  type: 'company',
  company: 'Baumschule Lorenz GmbH',
  address: 'Gewerbepark 4',
  zip: '3430',
  city: 'Tulln',
  country: 'at',
  email: 'einkauf@lorenz.example',
  payment_terms_days: 30,
  notes: '',
  tags: [],
  created: '2026-01-02T08:00:00.000Z',
};
const kern = {
  ...lorenz,
  _id: 'vendor-kern',
  name: 'Saatgut Kern',
  company: 'Saatgut Kern',
  city: 'Stockerau',
};
const VENDORS = http.get('/api/v1/invoice/vendor/', () =>
  HttpResponse.json({ items: [kern, lorenz], total: 2 }),
);

const thuja = { uuid: 'l1', title: 'Thuja Smaragd', amount: 50, unit: 'Stk.', price: 9.8, vat_rate: 13 };
const mulch = { uuid: 'l2', title: 'Rindenmulch 40 l', amount: 20, unit: 'Sack', price: 3.45, vat_rate: 20 };

/** An issued vendor order of 50 Thuja (30 received) and 20 sacks of mulch (none yet). */
const vendorOrder = {
  _id: 'vo-1',
  type: 'vendor_order',
  number: 'BE-2026-00001',
  issued: true,
  // 00:30 on 10 February in Vienna: the note names the Vienna day, not the UTC one.
  issued_at: '2026-02-09T23:30:00.000Z',
  status: 'partial',
  receiver: {
    kind: 'vendor',
    id: 'vendor-lorenz',
    company: 'Baumschule Lorenz GmbH',
    address: 'Gewerbepark 4',
    zip: '3430',
    city: 'Tulln',
  },
  customer_id: null,
  vendor_id: 'vendor-lorenz',
  date: '2026-02-10',
  due_date: null,
  price_mode: 'net',
  lines: [thuja, mulch],
  title: '',
  text_before: '',
  text_after: '',
  template_id: null,
  delivery_date: '2026-03-01',
  service_from: null,
  service_to: null,
  valid_until: null,
  payment_terms_days: 30,
  vat_exemption: null,
  advance: 0,
  advance_label: '',
  buyer_reference: '',
  totals: {
    lines: [490, 69],
    line_sum: 559,
    net: 559,
    vat: [],
    vat_total: 77.5,
    gross: 636.5,
    advance: 0,
    due: 636.5,
  },
  payment_status: 'unpaid',
  paid: 0,
  credited: 0,
  open: 636.5,
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
  updated: '2026-03-02T08:00:00.000Z',
  receipts: [{ uuid: 'r1', date: '2026-03-02', note: 'LS 4711', lines: [{ uuid: 'l1', amount: 30 }] }],
  received: [
    { uuid: 'l1', amount: 50, received: 30 },
    { uuid: 'l2', amount: 20, received: 0 },
  ],
  history: [
    {
      _id: 'h1',
      at: '2026-03-02T09:30:00.000Z',
      user: 'u1',
      user_name: 'anna@gartenwerk.test',
      action: 'received',
      changes: { status: { from: 'open', to: 'partial' } },
      detail: '2026-03-02 · 30 Stk. Thuja Smaragd · LS 4711',
    },
  ],
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

describe('accounting/vendor_order/browse', () => {
  it('lists the vendor orders with their sums and asks the server for one vendor’s orders', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', BROWSE_PATH);
    const browse = http.post(BROWSE_PATH, () =>
      HttpResponse.json({
        items: [vendorOrder],
        total: 1,
        sums: { net: 559, gross: 636.5, paid: 0, open: 636.5 },
        counters: { partial: 1 },
      }),
    );
    renderAdmin('/admincenter/accounting/vendor_order/browse', adminUser, {
      handlers: [spy, browse, VENDORS],
    });
    const rows = await listRows('Lieferantenbestellungen');
    expect(cellTexts(rows[0]!)).toEqual([
      'BE-2026-00001',
      'Lieferantenbestellung',
      '10.02.2026',
      'Baumschule Lorenz GmbH',
      'teilweise',
      '€ 636,50',
    ]);
    expect(screen.getByText('Summe der gefilterten Dokumente: netto € 559,00, brutto € 636,50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neue Lieferantenbestellung' }).getAttribute('href')).toBe(
      '/admincenter/accounting/vendor_order/add',
    );

    const vendor = screen.getByRole('combobox', { name: 'Lieferant' });
    await waitFor(() =>
      expect(
        within(vendor)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toContain('Saatgut Kern'),
    );
    await user.selectOptions(vendor, 'Baumschule Lorenz GmbH');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ vendor_id: 'vendor-lorenz', page: 1, limit: 10 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stand' }), 'erledigt');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ status: 'complete', vendor_id: 'vendor-lorenz', page: 1, limit: 10 }),
    );
  });
});

describe('accounting/vendor_order/add', () => {
  it('takes a vendor as the receiver and sends the order to it', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v0/invoice/');
    const search = http.post('/api/v1/invoice/search/vendor', () =>
      HttpResponse.json({ items: [lorenz], total: 1 }),
    );
    const create = http.post('/api/v0/invoice/', () =>
      HttpResponse.json({ ...vendorOrder, number: null, issued: false, status: 'open', _id: 'vo-2' }),
    );
    renderAdmin('/admincenter/accounting/vendor_order/add', adminUser, {
      handlers: [spy, EDIT_DATA, search, create],
    });
    await screen.findByRole('heading', { level: 1, name: 'Neue Lieferantenbestellung' });
    // A vendor's terms are its own: no payment terms field; the delivery date is the one asked for.
    expect(screen.queryByRole('textbox', { name: /Zahlungsziel/ })).toBeNull();
    expect(screen.getByLabelText('Gewünschter Liefertermin')).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Lieferant suchen' }), 'Lor');
    await user.click(await screen.findByRole('option', { name: 'Baumschule Lorenz GmbH · Tulln' }));
    expect(
      screen.getByText(
        'Verknüpft mit dem Lieferanten Baumschule Lorenz GmbH; die Adresse gilt für diese Bestellung.',
      ),
    ).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Bezeichnung, Position 1' }), 'Thuja Smaragd');
    await user.clear(screen.getByRole('textbox', { name: 'Menge, Position 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Menge, Position 1' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Einzelpreis netto, Position 1' }), '9,80');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      type: 'vendor_order',
      vendor_id: 'vendor-lorenz',
      receiver: { kind: 'vendor', id: 'vendor-lorenz', company: 'Baumschule Lorenz GmbH', city: 'Tulln' },
      lines: [{ title: 'Thuja Smaragd', amount: 50, price: 9.8, unit: 'Stk.' }],
    });
    expect(bodies[0]).not.toHaveProperty('customer_id');
  });
});

describe('accounting/vendor_order/edit', () => {
  it('shows an issued order fixed, with what came in, and records a goods receipt of some lines', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v1/invoice/receive');
    const receive = http.post('/api/v1/invoice/receive', () =>
      HttpResponse.json({ ...vendorOrder, status: 'complete' }),
    );
    renderAdmin('/admincenter/accounting/vendor_order/edit/vo-1', adminUser, {
      handlers: [
        spy,
        EDIT_DATA,
        receive,
        http.post('/api/v0/invoice/getData/', () => HttpResponse.json(vendorOrder)),
      ],
    });
    expect(
      await screen.findByText(
        'Bestellt am 10.02.2026 mit der Nummer BE-2026-00001: Die Bestellung ist unveränderlich. Eingegangene Ware erfassen Sie als Wareneingang.',
      ),
    ).toBeTruthy();
    // Nothing to edit but the goods receipts; no state to set by hand.
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Stand' })).toBeNull();
    const lines = screen.getByRole('table', { name: 'Positionen' });
    const [, first, second] = within(lines).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').at(-1)?.textContent).toBe('30');
    expect(within(second!).getAllByRole('cell').at(-1)?.textContent).toBe('0');
    const records = screen.getByRole('region', { name: 'Versand und Wareneingänge' });
    expect(
      within(records).getByText('02.03.2026: Wareneingang 30 Stk. Thuja Smaragd „LS 4711“'),
    ).toBeTruthy();
    // The history tells the receipt in words, with the change of state.
    const history = screen.getByRole('table', { name: 'Verlauf' });
    const [, receiptRow] = within(history).getAllByRole('row');
    expect(within(receiptRow!).getByText('Wareneingang erfasst')).toBeTruthy();
    expect(within(receiptRow!).getByText('02.03.2026 · 30 Stk. Thuja Smaragd · LS 4711')).toBeTruthy();
    expect(within(receiptRow!).getByText('Stand: offen → teilweise')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Wareneingang erfassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wareneingang zu BE-2026-00001' });
    const received = within(dialog).getByRole('table', { name: 'Eingegangene Positionen' });
    // What is still open is offered.
    expect(
      within(received).getByRole('textbox', { name: 'Eingegangene Menge von Thuja Smaragd' }),
    ).toHaveProperty('value', '20');
    expect(
      within(received).getByRole('textbox', { name: 'Eingegangene Menge von Rindenmulch 40 l' }),
    ).toHaveProperty('value', '20');
    await user.clear(
      within(received).getByRole('textbox', { name: 'Eingegangene Menge von Rindenmulch 40 l' }),
    );
    await user.type(
      within(received).getByRole('textbox', { name: 'Eingegangene Menge von Rindenmulch 40 l' }),
      '12,5',
    );
    await user.click(within(received).getByRole('checkbox', { name: 'Thuja Smaragd eingegangen' }));
    const date = within(dialog).getByLabelText('Eingangsdatum');
    await user.clear(date);
    await user.type(date, '2026-03-09');
    await user.type(within(dialog).getByRole('textbox', { name: 'Vermerk' }), 'LS 4800');
    await user.click(within(dialog).getByRole('button', { name: 'Wareneingang erfassen' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      _id: 'vo-1',
      lines: [{ uuid: 'l2', amount: 12.5 }],
      date: '2026-03-09',
      note: 'LS 4800',
    });
    expect(await toastText()).toContain('Wareneingang erfasst: Die Bestellung ist vollständig geliefert.');
  });
});
