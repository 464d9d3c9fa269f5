import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAccountingSettings } from '@gartenwerk/api-client/msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cellTexts, listRows, recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const VAT = '/api/v1/invoice/figures/vat';
const march = {
  period: '2025-03',
  from: '2025-03-01',
  to: '2025-03-31',
  country: 'at',
  form: 'U30',
  fields: [
    { code: '000', rate: null, base: 1964.6, vat: null },
    { code: '022', rate: 20, base: 349.9, vat: 69.98 },
    { code: '029', rate: 10, base: 40, vat: 4 },
    { code: '006', rate: 13, base: 74.7, vat: 9.71 },
    { code: '017', rate: null, base: 500, vat: null },
    { code: '021', rate: null, base: 1000, vat: null },
  ],
  other: [{ rate: 19, base: 100.49, vat: 19.09 }],
  vat_total: 83.69,
  documents: 5,
};

describe('accounting/invoice/figures', () => {
  it('shows the U 30 Kennzahlen of the chosen month with their names, and the amounts on no form', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', VAT);
    renderAdmin('/admincenter/accounting/invoice/figures?period=2025-03', adminUser, {
      handlers: [spy, http.get(VAT, () => HttpResponse.json(march))],
    });
    const rows = await listRows('Umsatzsteuer und Export');
    expect(rows.map(cellTexts)).toEqual([
      [
        '000',
        'Gesamtbetrag der Bemessungsgrundlagen für Lieferungen und sonstige Leistungen',
        '€ 1.964,60',
        '',
      ],
      ['022', 'Steuerpflichtige Umsätze zu 20 %', '€ 349,90', '€ 69,98'],
      ['029', 'Steuerpflichtige Umsätze zu 10 %', '€ 40,00', '€ 4,00'],
      ['006', 'Steuerpflichtige Umsätze zu 13 %', '€ 74,70', '€ 9,71'],
      ['017', 'Innergemeinschaftliche Lieferungen (Art. 6 Abs. 1)', '€ 500,00', ''],
      [
        '021',
        'Umsätze, für die die Steuerschuld auf den Leistungsempfänger übergeht (§ 19 Abs. 1 zweiter Satz)',
        '€ 1.000,00',
        '',
      ],
    ]);
    const total = screen.getByLabelText('Umsatzsteuer gesamt');
    expect(within(total).getByText('€ 83,69')).toBeTruthy();
    expect(screen.getByText('5 Rechnungen und Korrekturen im Zeitraum')).toBeTruthy();
    const other = await listRows('Nicht in diesem Formular');
    expect(cellTexts(other[0]!)).toEqual(['19 %', '€ 100,49', '€ 19,09']);
    expect(urls[0]?.searchParams.get('period')).toBe('2025-03');
    expect(urls[0]?.searchParams.has('country')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Zeitraum' }), '1. Quartal');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('period')).toBe('2025-Q1'));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Formular' }),
      'Deutschland: USt-Voranmeldung',
    );
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('country')).toBe('de'));
  });

  it('downloads the DATEV file under the server’s name and names a refused export', async () => {
    const user = userEvent.setup();
    const { spy, urls } = recordRequests('GET', '/api/v1/invoice/figures/export');
    const exports = http.get('/api/v1/invoice/figures/export', ({ request }) =>
      new URL(request.url).searchParams.get('format') === 'datev'
        ? new HttpResponse('"EXTF";700', {
            headers: {
              'content-type': 'text/csv; charset=windows-1252',
              'content-disposition': 'attachment; filename="EXTF_Buchungsstapel_2025-03.csv"',
            },
          })
        : HttpResponse.json(
            {
              statusCode: 400,
              code: 'ACCOUNT_MISSING',
              message: 'Für 19 % ist kein Erlöskonto eingestellt (Rechnung RE-2025-00005).',
            },
            { status: 400 },
          ),
    );
    const names: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      renderAdmin('/admincenter/accounting/invoice/figures?period=2025-03', adminUser, {
        handlers: [spy, exports, http.get(VAT, () => HttpResponse.json(march))],
      });
      await user.click(await screen.findByRole('button', { name: 'DATEV-Buchungsstapel' }));
      await waitFor(() => expect(names).toEqual(['EXTF_Buchungsstapel_2025-03.csv']));
      expect(urls[0]?.searchParams.get('period')).toBe('2025-03');
      await user.click(screen.getByRole('button', { name: 'BMD-Buchungen' }));
      expect(await screen.findByText(/Für 19 % ist kein Erlöskonto eingestellt/)).toBeTruthy();
      expect(names).toHaveLength(1);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });
});

describe('accounting/settings/accounts', () => {
  const SETTINGS = '/api/v1/invoice/settings';
  const accounts = {
    revenue: [
      { rate: 20, account: '4000' },
      { rate: 10, account: '4010' },
    ],
    intra_eu: '4100',
    reverse_charge: '4150',
    debtor: '2000',
    bank: '2800',
    datev: { consultant: null, client: null, account_length: 4 },
  };

  it('refuses a repeated rate and a wrong account at the field, then saves the accounts', async () => {
    const user = userEvent.setup();
    const { spy, bodies } = recordRequests('PUT', SETTINGS);
    renderAdmin('/admincenter/accounting/settings/accounts', adminUser, {
      handlers: [
        spy,
        http.get(SETTINGS, () => HttpResponse.json({ ...demoAccountingSettings, accounts })),
        http.put(SETTINGS, async ({ request }) =>
          HttpResponse.json({ ...demoAccountingSettings, ...((await request.json()) as object) }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Steuersatz hinzufügen' }));
    await user.type(screen.getByRole('textbox', { name: 'Steuersatz Zeile 3' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Erlöskonto Zeile 3' }), '40a');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ein Satz von 0 bis 100, jeder nur einmal.')).toBeTruthy();
    expect(screen.getByText('Eine Kontonummer aus 1 bis 9 Ziffern.')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    const rate = screen.getByRole('textbox', { name: 'Steuersatz Zeile 3' });
    await user.clear(rate);
    await user.type(rate, '13');
    const account = screen.getByRole('textbox', { name: 'Erlöskonto Zeile 3' });
    await user.clear(account);
    await user.type(account, '4030');
    await user.click(screen.getByRole('button', { name: 'Zeile 2 entfernen' }));
    await user.type(screen.getByRole('textbox', { name: 'Beraternummer' }), '29098');
    await user.type(screen.getByRole('textbox', { name: 'Mandantennummer' }), '55003');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      accounts: {
        ...accounts,
        revenue: [
          { rate: 20, account: '4000' },
          { rate: 13, account: '4030' },
        ],
        datev: { consultant: 29098, client: 55003, account_length: 4 },
      },
    });
  });
});
