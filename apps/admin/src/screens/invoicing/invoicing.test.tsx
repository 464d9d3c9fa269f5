import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceDocument } from '@gartenwerk/api-client';
import { demoInvoiceDocument } from '@gartenwerk/api-client/msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const BROWSE_PATH = '/api/pageData/invoice/invoice/browse/';

function invoice(number: string, gross: number, extra: Partial<InvoiceDocument> = {}) {
  return demoInvoiceDocument({
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
  });
}

// The receiver filter's choices; these lists filter by other columns.
const noCustomers = http.get('/api/v1/invoice/customer/', () => HttpResponse.json({ items: [], total: 0 }));

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
    renderAdmin('/admincenter/accounting/invoice/browse', adminUser, { handlers: [browse, noCustomers] });
    expect(await screen.findByText('2 Dokumente')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Rechnungen' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        // After the selection box.
        .slice(1)
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

  it('sorts by a column through the address and the server, the other way on a second click', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', BROWSE_PATH);
    const { router } = renderAdmin('/admincenter/accounting/invoice/browse', adminUser, {
      handlers: [spy, browse],
    });
    await screen.findByText('2 Dokumente');
    await user.click(screen.getByRole('button', { name: /^Brutto/ }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ sort: 'gross', page: 1, limit: 10 }));
    expect(router.state.location.search).toBe('?sort=gross');
    await user.click(screen.getByRole('button', { name: /^Brutto/ }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ sort: '-gross', page: 1, limit: 10 }));
  });
});

describe('accounting/offer/browse', () => {
  it('deletes the selected drafts after asking, and leaves the issued ones alone', async () => {
    const user = userEvent.setup();
    const offer = (number: string | null, id: string) =>
      invoice(number ?? '', 50, {
        _id: id,
        type: 'offer',
        number,
        issued: number !== null,
        receiver: { kind: 'customer', company: `Firma ${id}` },
      });
    const list = http.post('/api/pageData/invoice/offer/browse/', () =>
      HttpResponse.json({
        items: [offer(null, 'd1'), offer('AN-2026-00001', 'o1'), offer(null, 'd2')],
        total: 3,
        sums: { net: 150, gross: 150, paid: 0, open: 0 },
        counters: {},
      }),
    );
    const deleted: string[] = [];
    const removed = http.delete('/api/v0/invoice/:id', ({ params }) => {
      deleted.push(String(params.id));
      // The server answers the draft it deleted.
      return HttpResponse.json(offer(null, String(params.id)));
    });
    renderAdmin('/admincenter/accounting/offer/browse', adminUser, {
      handlers: [removed, list, noCustomers],
    });
    await screen.findByText('3 Dokumente');
    await user.click(screen.getByRole('checkbox', { name: 'Entwurf Firma d1 auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'AN-2026-00001 auswählen' }));
    // The issued offer is not among what the button deletes.
    expect(screen.getByRole('button', { name: '1 Entwurf löschen' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Entwurf Firma d2 auswählen' }));
    await user.click(screen.getByRole('button', { name: '2 Entwürfe löschen' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '2 Entwürfe löschen? Ausgestellte Dokumente bleiben.',
    });
    await user.click(within(dialog).getByRole('button', { name: '2 Entwürfe löschen' }));
    await waitFor(() => expect(deleted).toEqual(['d1', 'd2']));
    expect(await screen.findByText('2 Entwürfe gelöscht')).toBeTruthy();
  });
});

describe('the history of a document', () => {
  const thuja = { uuid: 'l1', title: 'Thuja Smaragd', amount: 3, unit: 'Stk.', price: 24.9, vat_rate: 13 };
  const work = { uuid: 'l2', title: 'Pflanzarbeit', amount: 2, unit: 'h', price: 30, vat_rate: 20 };
  const mulch = { uuid: 'l3', title: 'Rindenmulch', amount: 2, unit: 'm³', price: 45, vat_rate: 13 };
  const receiver = {
    kind: 'customer',
    type: 'company',
    company: 'Gärtnerei Blum KG',
    address: 'Hauptstraße 12',
    zip: '3100',
    city: 'St. Pölten',
    country: 'at',
  };
  const entry = (id: string, action: string, changes: object, detail = '') => ({
    _id: id,
    at: '2026-11-05T09:30:00.000Z',
    user: 'u1',
    user_name: 'anna@gartenwerk.test',
    action,
    changes,
    detail,
  });
  const offer = {
    _id: 'doc-1',
    type: 'offer',
    number: null,
    issued: false,
    issued_at: null,
    status: 'open',
    receiver: { ...receiver, city: 'Graz', zip: '8010' },
    customer_id: 'c1',
    vendor_id: null,
    date: '2026-11-05',
    due_date: null,
    price_mode: 'net',
    lines: [thuja, { ...work, price: 32.5 }, mulch],
    title: '',
    text_before: '',
    text_after: '',
    template_id: null,
    delivery_date: null,
    service_from: null,
    service_to: null,
    valid_until: '2026-12-02',
    payment_terms_days: null,
    vat_exemption: null,
    advance: 1234.5,
    advance_label: 'Anzahlung vom 01.11.',
    buyer_reference: '',
    totals: {
      lines: [74.7, 65, 90],
      line_sum: 229.7,
      net: 229.7,
      vat: [],
      vat_total: 33.41,
      gross: 263.11,
      advance: 1234.5,
      due: 0,
    },
    payment_status: 'unpaid',
    paid: 0,
    credited: 0,
    open: 0,
    credit: 0,
    payments: [],
    sent: [],
    reminders: [],
    tags: [],
    notes: 'Rückruf am Montag',
    source_id: null,
    order_id: null,
    shop_order_id: null,
    cancels_id: null,
    cancelled_by_id: null,
    created: '2026-11-02T08:00:00.000Z',
    updated: '2026-11-05T09:30:00.000Z',
    history: [
      entry('h1', 'created', {}),
      entry('h2', 'updated', {
        notes: { from: '', to: 'Rückruf am Montag' },
        receiver: { from: receiver, to: { ...receiver, city: 'Graz', zip: '8010' } },
      }),
      entry('h3', 'updated', {
        // As jsonb keeps them: not in the order of the form.
        lines: { from: [thuja, work], to: [thuja, { ...work, price: 32.5 }, mulch] },
        date: { from: '2026-11-02', to: '2026-11-05' },
        gross: { from: 156.41, to: 1262.11 },
        advance: { from: 0, to: 1234.5 },
        advance_label: { from: '', to: 'Anzahlung vom 01.11.' },
        template_id: { from: null, to: 'tpl-1' },
      }),
      entry('h4', 'updated', {
        lines: { from: [thuja, { ...work, price: 32.5 }, mulch], to: [thuja, mulch] },
        status: { from: 'open', to: 'complete' },
        vat_exemption: { from: null, to: 'reverse_charge' },
      }),
      entry('h5', 'issued', { number: { from: null, to: 'AN-2026-00001' } }),
      entry('h6', 'printed', {}, 'pdf'),
      entry(
        'h7',
        'payment',
        { paid: { from: 0, to: 1262.11 }, payment_status: { from: 'unpaid', to: 'paid' } },
        '1262.11 € 2026-11-06',
      ),
      entry('h8', 'converted', {}, 'order doc-2'),
      entry('h9', 'printed', {}, 'zugferd'),
      entry('h10', 'cancelled', {}, 'ST-2026-00003'),
      entry('h11', 'mailed', {}, 'einkauf@blum.at: Ihr Angebot AN-2026-00001'),
    ],
  };

  it('names each changed field in German with its old and new value, money in euros', async () => {
    renderAdmin('/admincenter/accounting/offer/edit/doc-1', adminUser, {
      handlers: [
        http.post('/api/v0/invoice/getData/', () => HttpResponse.json(offer)),
        http.post('/api/pageData/invoice/offer/edit/', () =>
          HttpResponse.json({
            document: null,
            settings: {
              payment_terms_days: 14,
              offer_validity_days: 30,
              default_vat_rate: 20,
              ui: { price_mode: 'net', unit: '' },
            },
            templates: [],
            factors: [],
          }),
        ),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Verlauf' });
    const rows = within(table).getAllByRole('row').slice(1);
    const detail = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('listitem')
        // Money keeps its sign on the line: '€\u00a01.234,50'.
        .map((item) => item.textContent?.replaceAll('\u00a0', ' '));
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(rows).toHaveLength(11);
    expect(cells(rows[0]!).slice(1)).toEqual(['anna@gartenwerk.test', 'angelegt', '']);
    expect(detail(rows[1]!)).toEqual([
      'Empfänger, PLZ: „3100“ → „8010“',
      'Empfänger, Ort: „St. Pölten“ → „Graz“',
      'Notizen: — → „Rückruf am Montag“',
    ]);
    expect(detail(rows[2]!)).toEqual([
      'Datum: 02.11.2026 → 05.11.2026',
      'Textvorlage gewechselt',
      'Position „Pflanzarbeit“, Einzelpreis: € 30,00 → € 32,50',
      'Position hinzugefügt: „Rindenmulch“ (2 m³ × € 45,00)',
      'Bruttosumme: € 156,41 → € 1.262,11',
      'Anzahlung: € 0,00 → € 1.234,50',
      'Bezeichnung der Anzahlung: — → „Anzahlung vom 01.11.“',
    ]);
    expect(detail(rows[3]!)).toEqual([
      'Stand: offen → erledigt',
      'Steuerbefreiung: — → Reverse Charge',
      'Position entfernt: „Pflanzarbeit“ (2 h × € 32,50)',
    ]);
    expect(detail(rows[4]!)).toEqual(['Nummer: — → AN-2026-00001']);
    expect(cells(rows[5]!).slice(2)).toEqual(['gedruckt', 'als PDF']);
    expect(detail(rows[6]!)).toEqual(['Bezahlt: € 0,00 → € 1.262,11', 'Zahlung: offen → bezahlt']);
    expect(rows[6]!.querySelector('.admin-doc-history__note')?.textContent?.replaceAll('\u00a0', ' ')).toBe(
      '€ 1.262,11 vom 06.11.2026',
    );
    // A conversion links the document it made.
    expect(cells(rows[7]!).slice(2)).toEqual(['umgewandelt', 'zu Auftrag']);
    expect(within(rows[7]!).getByRole('link', { name: 'zu Auftrag' }).getAttribute('href')).toBe(
      '/admincenter/accounting/order/edit/doc-2',
    );
    expect(cells(rows[8]!).slice(2)).toEqual(['gedruckt', 'als ZUGFeRD']);
    expect(cells(rows[9]!).slice(2)).toEqual(['storniert', 'durch ST-2026-00003']);
    expect(cells(rows[10]!).slice(2)).toEqual(['versendet', 'einkauf@blum.at: Ihr Angebot AN-2026-00001']);
  });
});
