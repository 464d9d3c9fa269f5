import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

const EDIT_DATA = http.post('/api/pageData/invoice/offer/edit/', () =>
  HttpResponse.json({
    document: null,
    settings: {
      payment_terms_days: 14,
      offer_validity_days: 30,
      default_vat_rate: 20,
      ui: { price_mode: 'net', unit: '' },
    },
    templates: [
      {
        _id: 'tpl-1',
        name: 'Angebot Standard',
        type: 'offer',
        text_before: 'Vielen Dank für Ihre Anfrage.',
        text_after: 'Wir freuen uns auf Ihren Auftrag.',
        is_default: true,
      },
    ],
    factors: [],
  }),
);
const ITEMS = http.post('/api/v1/invoice/search/item', () =>
  HttpResponse.json({
    items: [
      {
        _id: 'item-hainbuche',
        sku: 'HB-100',
        title: 'Hainbuche 100–125 cm',
        description: 'Wurzelware',
        unit: 'Stk',
        price: 8.9,
        price_mode: 'net',
        vat_rate: 13,
      },
    ],
    total: 1,
  }),
);
const FACTORS = http.post('/api/v1/invoice/search/factor', () =>
  HttpResponse.json({
    items: [{ _id: 'factor-pflanz', name: 'Pflanzzuschlag', factor: 1.15, description: '' }],
    total: 1,
  }),
);

const cell = (column: string, row: number) =>
  screen.getByRole(column === 'Bezeichnung' || column === 'Faktor' ? 'combobox' : 'textbox', {
    name: `${column}, Position ${row}`,
  });

async function openNewOffer() {
  const user = userEvent.setup();
  const { spy, bodies } = recordRequests('POST', '/api/v0/invoice/');
  const create = http.post('/api/v0/invoice/', () =>
    HttpResponse.json({ statusCode: 400, code: 'VALIDATION', message: 'nicht gespeichert' }, { status: 400 }),
  );
  renderAdmin('/admincenter/accounting/offer/edit', adminUser, {
    handlers: [spy, EDIT_DATA, ITEMS, FACTORS, create],
  });
  await screen.findByRole('heading', { level: 1, name: 'Neues Angebot' });
  return { user, bodies };
}

describe('a new document', () => {
  it('starts with the price entry and the line unit of settings/ui', async () => {
    const editData = http.post('/api/pageData/invoice/offer/edit/', () =>
      HttpResponse.json({
        document: null,
        settings: {
          payment_terms_days: 14,
          offer_validity_days: 30,
          default_vat_rate: 13,
          ui: { price_mode: 'gross', unit: 'm²' },
        },
        templates: [],
        factors: [],
      }),
    );
    renderAdmin('/admincenter/accounting/offer/edit', adminUser, { handlers: [editData, ITEMS, FACTORS] });
    await screen.findByRole('heading', { level: 1, name: 'Neues Angebot' });
    const prices = screen.getByRole('combobox', { name: 'Preise' }) as HTMLSelectElement;
    expect(prices.selectedOptions[0]?.textContent).toBe('brutto (inklusive USt.)');
    expect(cell('Einheit', 1)).toHaveProperty('value', 'm²');
    expect(cell('USt. %', 1)).toHaveProperty('value', '13');
    await userEvent.click(screen.getByRole('button', { name: 'Position hinzufügen' }));
    expect(cell('Einheit', 2)).toHaveProperty('value', 'm²');
  });
});

describe('the line editor of a document', () => {
  it('is typed like a sheet: items and factors suggested, Enter goes down and adds a row, live totals per rate', async () => {
    const { user } = await openNewOffer();
    // The default template's texts are there from the start.
    expect(screen.getByRole('textbox', { name: 'Text vor den Positionen' })).toHaveProperty(
      'value',
      'Vielen Dank für Ihre Anfrage.',
    );

    await user.click(cell('Bezeichnung', 1));
    await user.keyboard('Hainb');
    const option = await screen.findByRole('option', { name: 'Hainbuche 100–125 cm · € 8,90 / Stk' });
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    // The item fills the line, and the cursor waits in its quantity.
    await waitFor(() => expect(document.activeElement).toBe(cell('Menge', 1)));
    expect(cell('Einheit', 1)).toHaveProperty('value', 'Stk');
    expect(cell('Einzelpreis netto', 1)).toHaveProperty('value', '8,90');
    expect(cell('USt. %', 1)).toHaveProperty('value', '13');
    await user.clear(cell('Menge', 1));
    await user.keyboard('12{Enter}');

    // Enter after the last row adds a row and starts at its description.
    await waitFor(() => expect(document.activeElement).toBe(cell('Bezeichnung', 2)));
    await user.keyboard('Pflanzarbeit');
    await user.tab();
    expect(document.activeElement).toBe(cell('Menge', 2));
    await user.keyboard('{Control>}a{/Control}3,5');
    await user.tab();
    await user.keyboard('h');
    await user.tab();
    await user.keyboard('48,50{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(cell('Bezeichnung', 3)));
    // Arrow up goes back a row in the same column; arrow down again.
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cell('Bezeichnung', 2));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('Bezeichnung', 3));
    await user.keyboard('Rindenmulch{Tab}{Control>}a{/Control}2{Tab}{Tab}39,90');
    await user.type(cell('Rabatt %', 3), '10');
    await user.click(cell('Faktor', 3));
    await user.keyboard('Pflanz');
    await screen.findByRole('option', { name: 'Pflanzzuschlag (1,15)' });
    await user.keyboard('{Enter}');
    expect(cell('Faktor', 3)).toHaveProperty('value', '1,15');

    // 12 × 8,90 = 106,80; 3,5 × 48,50 = 169,75; 2 × 39,90 × 1,15 − 10 % = 82,593 → 82,59.
    expect(screen.getByTestId('line-total-1').textContent).toBe('€ 106,80');
    expect(screen.getByTestId('line-total-2').textContent).toBe('€ 169,75');
    expect(screen.getByTestId('line-total-3').textContent).toBe('€ 82,59');
    const totals = screen.getByRole('table', { name: 'Summen' });
    const rows = within(totals)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((part) => part.textContent));
    expect(rows).toEqual([
      ['USt.-Satz', 'Netto', 'USt.', 'Brutto'],
      // 13 %: 106,80 net, 13,884 → 13,88 VAT; 20 %: 252,34 net, 50,468 → 50,47 VAT.
      ['13 %', '€ 106,80', '€ 13,88', '€ 120,68'],
      ['20 %', '€ 252,34', '€ 50,47', '€ 302,81'],
      ['Summe', '€ 359,14', '€ 64,35', '€ 423,49'],
    ]);

    // In gross prices the same typed prices are gross: the VAT is taken out of them.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preise' }), 'brutto (inklusive USt.)');
    // 13 %: 106,80 gross → 94,51 net; 20 %: 252,34 gross → 210,28 net.
    await waitFor(() => expect(screen.getByTestId('total-net').textContent).toBe('€ 304,79'));
    expect(screen.getByTestId('total-vat').textContent).toBe('€ 54,35');
    expect(screen.getByTestId('total-gross').textContent).toBe('€ 359,14');
    // Typed keystroke by keystroke: a loaded machine needs more than the default minute.
  }, 180_000);

  it('moves lines with Alt+arrow keys and the move buttons, and saves them in that order with read numbers', async () => {
    const { user, bodies } = await openNewOffer();
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Blum');
    await user.type(screen.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Gartenweg 1');
    await user.click(cell('Bezeichnung', 1));
    await user.keyboard('Erde');
    await user.tab();
    await user.keyboard('{Control>}a{/Control}2{Tab}Sack{Tab}4,5{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(cell('Bezeichnung', 2)));
    await user.keyboard('Kies{Tab}{Control>}a{/Control}1{Tab}t{Tab}1.234,50');
    // Alt+↑ takes the line up and the cursor with it.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(cell('Bezeichnung', 1)).toHaveProperty('value', 'Kies'));
    expect(document.activeElement).toBe(cell('Einzelpreis netto', 1));
    expect(cell('Bezeichnung', 2)).toHaveProperty('value', 'Erde');
    // The button moves it back down.
    await user.click(screen.getByRole('button', { name: 'Position 1 nach unten' }));
    expect(cell('Bezeichnung', 1)).toHaveProperty('value', 'Erde');
    expect(screen.getByRole('button', { name: 'Position 1 nach oben' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      type: 'offer',
      price_mode: 'net',
      template_id: 'tpl-1',
      receiver: { kind: 'customer', last_name: 'Blum', address: 'Gartenweg 1' },
      lines: [
        { title: 'Erde', amount: 2, unit: 'Sack', price: 4.5, vat_rate: 20, discount: 0, factor: 1 },
        { title: 'Kies', amount: 1, unit: 't', price: 1234.5, vat_rate: 20, discount: 0, factor: 1 },
      ],
    });
  });

  it('marks a cell it cannot read and does not send the document', async () => {
    const { user, bodies } = await openNewOffer();
    await user.click(cell('Bezeichnung', 1));
    await user.keyboard('Erde{Tab}{Control>}a{/Control}zwei');
    expect(cell('Menge', 1).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('line-total-1').textContent).toBe('–');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Bitte die markierten Zellen prüfen: Bezeichnung, Menge, Preis und USt. braucht jede Position.',
      ),
    ).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('marks a discount over 100 % and does not send the document', async () => {
    const { user, bodies } = await openNewOffer();
    await user.click(cell('Bezeichnung', 1));
    await user.keyboard('Erde{Tab}1{Tab}Sack{Tab}4,50');
    await user.clear(cell('Rabatt %', 1));
    await user.type(cell('Rabatt %', 1), '150');
    expect(cell('Rabatt %', 1).getAttribute('aria-invalid')).toBe('true');
    expect(cell('Menge', 1).getAttribute('aria-invalid')).not.toBe('true');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Bitte die markierten Zellen prüfen: Bezeichnung, Menge, Preis und USt. braucht jede Position.',
      ),
    ).toBeTruthy();
    expect(bodies).toHaveLength(0);
    await user.clear(cell('Rabatt %', 1));
    await user.type(cell('Rabatt %', 1), '100');
    expect(cell('Rabatt %', 1).getAttribute('aria-invalid')).not.toBe('true');
  });
});
