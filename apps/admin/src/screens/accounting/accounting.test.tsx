import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAccountingSettings, serverProduct } from '@gartenwerk/api-client/msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const settings = demoAccountingSettings;
const SETTINGS = '/api/v1/invoice/settings';
const settingsHandlers = [
  http.get(SETTINGS, () => HttpResponse.json(settings)),
  http.put(SETTINGS, async ({ request }) =>
    HttpResponse.json({ ...settings, ...((await request.json()) as object) }),
  ),
];

describe('accounting/settings/global', () => {
  it('shows the next number of a changed format and saves the formats and terms', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', SETTINGS);
    renderAdmin('/admincenter/accounting/settings/global', adminUser, {
      handlers: [spy, ...settingsHandlers],
    });
    const prefix = await screen.findByRole('textbox', { name: 'Präfix Rechnung' });
    const year = new Date().getFullYear();
    const invoice = screen.getByRole('group', { name: 'Rechnung' });
    expect(within(invoice).getByText(`Nächste Nummer z. B. RE-${year}-00001`)).toBeTruthy();
    const vendorOrder = screen.getByRole('group', { name: 'Lieferantenbestellung' });
    expect(within(vendorOrder).getByText(`Nächste Nummer z. B. BE-${year}-00001`)).toBeTruthy();

    await user.clear(prefix);
    await user.type(prefix, 'GW');
    await user.click(screen.getByRole('checkbox', { name: 'Jahr in der Nummer Rechnung' }));
    const digits = screen.getByRole('textbox', { name: 'Stellen Rechnung' });
    await user.clear(digits);
    await user.type(digits, '4');
    expect(within(invoice).getByText('Nächste Nummer z. B. GW0001')).toBeTruthy();

    // A number of digits out of range is named at the field and nothing is sent.
    await user.clear(screen.getByRole('textbox', { name: 'Stellen Angebot' }));
    await user.type(screen.getByRole('textbox', { name: 'Stellen Angebot' }), '12');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eine ganze Zahl von 1 bis 10.')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Stellen Angebot' }));
    await user.type(screen.getByRole('textbox', { name: 'Stellen Angebot' }), '6');
    await user.clear(screen.getByRole('textbox', { name: 'Zahlungsziel (Tage)' }));
    await user.type(screen.getByRole('textbox', { name: 'Zahlungsziel (Tage)' }), '30');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      number_formats: {
        invoice: { prefix: 'GW', year: false, separator: '-', digits: 4 },
        offer: { prefix: 'AN-', year: true, separator: '-', digits: 6 },
        vendor_order: { prefix: 'BE-', year: true, separator: '-', digits: 5 },
      },
      payment_terms_days: 30,
      offer_validity_days: 30,
    });
    expect(await toastText()).toContain('gespeichert');
  });
});

describe('accounting/customer/add', () => {
  it('takes a shop customer over: the address fills the form and the customer is linked', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('POST', '/api/v1/invoice/customer/');
    const created = http.post('/api/v1/invoice/customer/', async ({ request }) =>
      HttpResponse.json({
        _id: 'customer-1',
        name: 'Gärtnerei Blum KG',
        created: '2026-11-28',
        ...((await request.json()) as object),
      }),
    );
    const shopUsers = http.get('/api/v0/auth/', () =>
      HttpResponse.json({
        items: [
          {
            _id: 'user-7',
            handle: 'anna@blum.example',
            name: 'Anna Blum',
            roles: ['user'],
            userData: {
              first_name: 'Anna',
              last_name: 'Blum',
              addresses: [
                {
                  uuid: 'a1',
                  type: 'person',
                  first_name: 'Anna',
                  last_name: 'Blum',
                  address: 'Gartenweg 1',
                  zip: '1010',
                  city: 'Wien',
                  country: 'at',
                },
                {
                  uuid: 'a2',
                  type: 'company',
                  company: 'Gärtnerei Blum KG',
                  first_name: 'Anna',
                  last_name: 'Blum',
                  address: 'Hauptstraße 12',
                  zip: '3100',
                  city: 'St. Pölten',
                  country: 'at',
                  uid: 'ATU12345678',
                },
              ],
              shop: { default_invoice_address: 'a2' },
            },
          },
        ],
        total: 1,
      }),
    );
    const customer = http.get('/api/v1/invoice/customer/customer-1', () =>
      HttpResponse.json({
        _id: 'customer-1',
        name: 'Gärtnerei Blum KG',
        company: 'Gärtnerei Blum KG',
        user_id: 'user-7',
        created: '2026-11-28',
      }),
    );
    renderAdmin('/admincenter/accounting/customer/add', adminUser, {
      handlers: [spy, created, shopUsers, customer],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Neuer Kunde' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Shop-Kunden suchen (Name oder E-Mail)' }), 'blum');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await user.click(await screen.findByRole('button', { name: 'Übernehmen' }));

    expect((screen.getByRole('textbox', { name: 'Firma' }) as HTMLInputElement).value).toBe(
      'Gärtnerei Blum KG',
    );
    expect((screen.getByRole('textbox', { name: 'Ort' }) as HTMLInputElement).value).toBe('St. Pölten');
    expect(screen.getByText('Aus dem Shop übernommen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      type: 'company',
      company: 'Gärtnerei Blum KG',
      first_name: 'Anna',
      last_name: 'Blum',
      address: 'Hauptstraße 12',
      zip: '3100',
      city: 'St. Pölten',
      country: 'at',
      uid: 'ATU12345678',
      email: 'anna@blum.example',
      user_id: 'user-7',
    });
  });

  it('shows the server’s refusal of a customer without a name', async () => {
    const user = userEvent.setup();
    const refused = http.post('/api/v1/invoice/customer/', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Bitte geben Sie eine Firma oder einen Nachnamen an.',
        },
        { status: 400 },
      ),
    );
    renderAdmin('/admincenter/accounting/customer/add', adminUser, { handlers: [refused] });
    await user.type(await screen.findByRole('textbox', { name: 'Vorname' }), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('Bitte geben Sie eine Firma oder einen Nachnamen an.');
  });
});

describe('accounting/factor/browse', () => {
  it('asks the server for the sort and search in the address and deletes the selected rows', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', '/api/v1/invoice/factor/');
    const removed: string[] = [];
    const factors = [
      {
        _id: 'f1',
        name: 'Pflanzzuschlag',
        factor: 1.15,
        description: 'Setzen und Angießen',
        created: '2026-11-01',
      },
      { _id: 'f2', name: 'Expresszuschlag', factor: 1.3, description: '', created: '2026-11-02' },
    ];
    renderAdmin('/admincenter/accounting/factor/browse?sort=-factor', adminUser, {
      handlers: [
        spy,
        http.get('/api/v1/invoice/factor/', () => HttpResponse.json({ items: factors, total: 2 })),
        http.delete('/api/v1/invoice/factor/:id', ({ params }) => {
          removed.push(String(params.id));
          return HttpResponse.json(factors.find((factor) => factor._id === params.id));
        }),
      ],
    });
    const rows = await listRows('Faktoren');
    expect(cellTexts(rows[0]!)).toEqual(['Pflanzzuschlag', '1,15', 'Setzen und Angießen']);
    expect(urls[0]?.searchParams.get('sort')).toBe('-factor');
    expect(urls[0]?.searchParams.get('limit')).toBe('10');

    await user.click(screen.getByRole('checkbox', { name: 'Pflanzzuschlag auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Auswahl löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: '1 Faktor löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Auswahl löschen' }));
    await waitFor(() => expect(removed).toEqual(['f1']));
  });
});

describe('accounting/customer/browse', () => {
  it('shows the server’s message when a customer a document uses is refused, and keeps the row', async () => {
    const user = userEvent.setup();
    const message =
      'Der Kunde „Gartenbau Moser GmbH“ wird noch in 2 Dokument(en) verwendet und kann nicht gelöscht werden.';
    const customers = [
      {
        _id: 'c1',
        type: 'company',
        company: 'Gartenbau Moser GmbH',
        name: 'Gartenbau Moser GmbH',
        zip: '8010',
        city: 'Graz',
        country: 'at',
        email: 'office@moser.example',
        payment_terms_days: null,
        notes: '',
        tags: [],
        user_id: null,
        created: '2026-11-01T10:00:00.000Z',
      },
    ];
    const removed: string[] = [];
    renderAdmin('/admincenter/accounting/customer/browse', adminUser, {
      handlers: [
        http.get('/api/v1/invoice/customer/', () => HttpResponse.json({ items: customers, total: 1 })),
        http.delete('/api/v1/invoice/customer/:id', ({ params }) => {
          removed.push(String(params.id));
          return HttpResponse.json({ statusCode: 409, code: 'IN_USE', message }, { status: 409 });
        }),
      ],
    });
    await listRows('Kunden');
    await user.click(screen.getByRole('checkbox', { name: 'Gartenbau Moser GmbH auswählen' }));
    await user.click(screen.getByRole('button', { name: 'Auswahl löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: '1 Kunden löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Auswahl löschen' }));
    expect(await toastText()).toBe(`✕Fehler: Löschen nicht möglich${message}×`);
    expect(removed).toEqual(['c1']);
    const rows = await listRows('Kunden');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Gartenbau Moser GmbH')).toBeTruthy();
  });
});

const emptyPeriod = (from: string, to: string) => ({
  from,
  to,
  turnover: { net: 0, vat: 0, gross: 0, documents: 0, by_rate: [] },
  months: [],
  years: [],
  offers: { offers: 0, converted: 0, rate: null },
  top_customers: [],
  top_items: [],
});
const emptyDashboard = {
  today: '2025-06-01',
  current: emptyPeriod('2025-01-01', '2025-12-31'),
  previous: emptyPeriod('2024-01-01', '2024-12-31'),
  open: { count: 0, amount: 0, overdue_count: 0, overdue_amount: 0, invoices: [] },
};

describe('accounting/invoice/overview', () => {
  it('shows the months and the year’s totals as the server summed them', async () => {
    const month = (number: number, sums: object = {}) => ({
      month: `2025-${String(number).padStart(2, '0')}`,
      invoiced: 0,
      paid: 0,
      open: 0,
      due: 0,
      overdue: 0,
      credit: 0,
      count: 0,
      ...sums,
    });
    const overview = {
      year: 2025,
      months: Array.from({ length: 12 }, (_, index) =>
        index === 2
          ? month(3, { invoiced: 0.6, paid: 0.3, open: 0.3, overdue: 0.3, count: 2 })
          : month(index + 1),
      ),
      // Invoiced = paid − credit + open.
      totals: { invoiced: 100.9, paid: 0.8, open: 100.6, due: 12.5, overdue: 88.1, credit: 0.5, count: 3 },
    };
    const { spy, urls } = recordRequests('GET', '/api/v1/invoice/overview');
    renderAdmin('/admincenter/accounting/invoice/overview?year=2025', adminUser, {
      handlers: [
        spy,
        http.get('/api/v1/invoice/overview', () => HttpResponse.json(overview)),
        http.post('/api/v1/invoice/calcDashboard', () => HttpResponse.json(emptyDashboard)),
      ],
    });
    const totals = await screen.findByLabelText('Summen 2025');
    expect(within(totals).getByText('€ 100,90')).toBeTruthy();
    expect(within(totals).getByText('€ 88,10')).toBeTruthy();
    expect(within(totals).getByText('€ 12,50')).toBeTruthy();
    expect(within(totals).getByText('Guthaben').nextElementSibling?.textContent).toBe('€ 0,50');
    const rows = await listRows('Zahlungsstand pro Monat');
    expect(cellTexts(rows[2]!)).toEqual([
      'März',
      '2',
      '€ 0,60',
      '€ 0,30',
      '€ 0,30',
      '€ 0,00',
      '€ 0,30',
      '€ 0,00',
    ]);
    expect(urls[0]?.searchParams.get('year')).toBe('2025');
  });
});

describe('accounting/item/edit', () => {
  it('takes a shop product over as an item: its title and its price as gross, linked to the product', async () => {
    const user = userEvent.setup();
    const thuja = serverProduct({ _id: 'product-thuja', title: 'Thuja Smaragd 80–100 cm', price: 24.9 });
    const products = http.get('/api/v0/shop_product/', ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('search') === 'thuja'
          ? { items: [thuja], total: 1 }
          : { items: [], total: 0 },
      ),
    );
    const product = http.get('/api/v0/shop_product/product-thuja', () => HttpResponse.json(thuja));
    renderAdmin('/admincenter/accounting/item/edit', adminUser, { handlers: [products, product] });
    const search = await screen.findByRole('searchbox', { name: 'Shop-Produkt suchen' });

    await user.type(search, 'rose{Enter}');
    expect(await screen.findByText('Kein Produkt gefunden.')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'thuja{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Übernehmen' }));

    expect((screen.getByRole('textbox', { name: 'Bezeichnung' }) as HTMLInputElement).value).toBe(
      'Thuja Smaragd 80–100 cm',
    );
    expect((screen.getByRole('textbox', { name: 'Preis' }) as HTMLInputElement).value).toBe('24,90');
    expect((await screen.findByRole('link', { name: 'Thuja Smaragd 80–100 cm' })).getAttribute('href')).toBe(
      '/admincenter/shop/products/product-thuja',
    );
  });
});

describe('accounting/item/edit with a product of variants', () => {
  it('names the variant a goods receipt raises, and sends it with the product', async () => {
    const user = userEvent.setup();
    const thuja = serverProduct({
      _id: 'product-thuja',
      title: 'Thuja Brabant',
      price: 29.9,
      variants: [
        { key: '100', value: '80–100 cm' },
        { key: '150', value: '125–150 cm' },
      ],
    });
    const { spy, bodies } = recordRequests('POST', '/api/v0/invoice/item/');
    renderAdmin('/admincenter/accounting/item/edit', adminUser, {
      handlers: [
        spy,
        http.get('/api/v0/shop_product/', () => HttpResponse.json({ items: [thuja], total: 1 })),
        http.get('/api/v0/shop_product/product-thuja', () => HttpResponse.json(thuja)),
        http.post('/api/v0/invoice/item/', () =>
          HttpResponse.json({
            _id: 'item-1',
            sku: '',
            title: 'Thuja Brabant',
            description: '',
            unit: 'Stk.',
            price: 29.9,
            price_mode: 'gross',
            vat_rate: 20,
            product_id: 'product-thuja',
            product_variant: '150',
            tags: [],
            created: '2026-03-01T08:00:00.000Z',
          }),
        ),
      ],
    });
    // No product, no variant to choose.
    await user.type(await screen.findByRole('searchbox', { name: 'Shop-Produkt suchen' }), 'thuja{Enter}');
    expect(screen.queryByRole('combobox', { name: 'Variante' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Übernehmen' }));
    const variant = await screen.findByRole('combobox', { name: 'Variante' });
    expect(
      within(variant)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['das Produkt selbst', '80–100 cm', '125–150 cm']);
    await user.selectOptions(variant, '125–150 cm');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ product_id: 'product-thuja', product_variant: '150' });
  });
});

describe('accounting/settings/ui', () => {
  it('saves how new documents enter prices and the unit of a new line, and refuses a unit too long', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', SETTINGS);
    renderAdmin('/admincenter/accounting/settings/ui', adminUser, { handlers: [spy, ...settingsHandlers] });
    const prices = await screen.findByRole('combobox', { name: 'Preise neuer Dokumente eingeben als' });
    await user.selectOptions(prices, 'brutto (inklusive USt.)');
    const unit = screen.getByRole('textbox', { name: 'Einheit neuer Positionen' });
    await user.clear(unit);
    await user.type(unit, 'Stück pro Laufmeter Hecke');
    expect(screen.getByText('Höchstens 20 Zeichen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveProperty('disabled', true);

    await user.clear(unit);
    await user.type(unit, ' m² ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(bodies).toEqual([{ ui: { price_mode: 'gross', unit: 'm²' } }]));
    expect(await toastText()).toContain('gespeichert');
  });
});
