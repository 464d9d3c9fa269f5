import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordRequests, toastText } from '../../test/queries';
import { adminUser, renderAdmin } from '../../test/renderAdmin';

describe('shop/products/:id extras', () => {
  it('books the initial stock typed when the product is created', async () => {
    const user = userEvent.setup();
    const stock = recordRequests('POST', '/api/v0/shop_stock/adjust');
    const { router } = renderAdmin('/admincenter/shop/products/new', adminUser, { handlers: [stock.spy] });
    const form = await screen.findByRole('form', { name: 'Produkt' });
    await user.type(within(form).getByRole('textbox', { name: 'Titel' }), 'Lavendel Hidcote');
    const initial = within(form).getByRole('textbox', { name: /^Anfangsbestand/ });
    await user.type(initial, '2,5');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte eine ganze Zahl angeben.')).toBeTruthy();
    expect(stock.bodies).toEqual([]);

    await user.clear(initial);
    await user.type(initial, '12');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admincenter/shop/products/new'));
    const id = decodeURIComponent(router.state.location.pathname.split('/').at(-1)!);
    expect(stock.bodies).toEqual([{ product: id, quantity: 12, reason: 'Anfangsbestand beim Anlegen' }]);
  });

  it('duplicates a product as an offline copy with its own address', async () => {
    const user = userEvent.setup();
    const created = recordRequests('POST', '/api/v0/shop_product/');
    const { router } = renderAdmin('/admincenter/shop/products/product-thuja', adminUser, {
      handlers: [created.spy],
    });
    await screen.findByDisplayValue("Thuja 'Smaragd'");
    await user.click(screen.getByRole('button', { name: 'Duplizieren' }));
    expect(await toastText()).toContain('Kopie angelegt (offline)');
    expect(created.bodies).toEqual([
      expect.objectContaining({ title: "Thuja 'Smaragd' (Kopie)", offline: true, price: 12.9 }),
    ]);
    expect(created.bodies[0]).not.toHaveProperty('slug');
    await waitFor(() =>
      expect(router.state.location.pathname).not.toBe('/admincenter/shop/products/product-thuja'),
    );
    expect(await screen.findByDisplayValue("Thuja 'Smaragd' (Kopie)")).toBeTruthy();
  });

  it('chooses children and set slots from list boxes and sends an empty price as on request', async () => {
    const user = userEvent.setup();
    const updated = recordRequests('PUT', '/api/v0/shop_product/product-thuja');
    renderAdmin('/admincenter/shop/products/product-thuja', adminUser, { handlers: [updated.spy] });
    const form = await screen.findByRole('form', { name: 'Produkt' });
    await screen.findByDisplayValue("Thuja 'Smaragd'");
    const children = within(form).getByRole('listbox', { name: 'Untergeordnete Produkte' });
    await within(children).findByRole('option', { name: 'Rose Gloria Dei' });
    await user.selectOptions(children, ['Rose Gloria Dei']);
    await user.selectOptions(within(form).getByRole('listbox', { name: /^Slots/ }), ['Rose Gloria Dei']);
    await user.clear(within(form).getByRole('textbox', { name: /^Preis/ }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(updated.bodies).toEqual([
      expect.objectContaining({
        price: null,
        children: ['product-rose'],
        slots: [{ product: 'product-rose' }],
      }),
    ]);
  });

  it('makes a product a voucher by its template, which says the vouchers’ kind', async () => {
    const user = userEvent.setup();
    const updated = recordRequests('PUT', '/api/v0/shop_product/product-thuja');
    renderAdmin('/admincenter/shop/products/product-thuja', adminUser, { handlers: [updated.spy] });
    const form = await screen.findByRole('form', { name: 'Produkt' });
    await screen.findByDisplayValue("Thuja 'Smaragd'");
    const template = within(form).getByRole('combobox', { name: /^Gutscheinvorlage/ });
    expect((template as HTMLSelectElement).value).toBe('');
    await within(template).findByRole('option', { name: 'Gartenwerk klassisch' });
    await user.selectOptions(template, ['Gartenwerk klassisch']);
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(updated.bodies).toEqual([expect.objectContaining({ voucher_template: 'template-classic' })]);
  });

  it('sends the English name and description typed beside the German ones', async () => {
    const user = userEvent.setup();
    const updated = recordRequests('PUT', '/api/v0/shop_product/product-thuja');
    renderAdmin('/admincenter/shop/products/product-thuja', adminUser, { handlers: [updated.spy] });
    const form = await screen.findByRole('form', { name: 'Produkt' });
    await screen.findByDisplayValue("Thuja 'Smaragd'");
    await user.type(within(form).getByRole('textbox', { name: /^Name \(englisch\)/ }), 'Emerald arborvitae');
    await user.type(
      within(form).getByRole('textbox', { name: /^Beschreibung \(englisch\)/ }),
      'A slender hedge plant.',
    );
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(updated.bodies).toEqual([
      expect.objectContaining({ name_en: 'Emerald arborvitae', description_en: 'A slender hedge plant.' }),
    ]);
  });

  it("sends a group's English title and shows a colour's beside the German one", async () => {
    const user = userEvent.setup();
    const updated = recordRequests('PUT', '/api/v0/shop_productgroup/group-hedges');
    const { unmount } = renderAdmin('/admincenter/shop/groups/group-hedges', adminUser, {
      handlers: [updated.spy],
    });
    const form = await screen.findByRole('form', { name: 'Produktgruppe' });
    await screen.findByDisplayValue('Heckenpflanzen');
    await user.type(within(form).getByRole('textbox', { name: /^Titel \(englisch\)/ }), 'Hedge plants');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await toastText()).toContain('gespeichert');
    expect(updated.bodies).toEqual([
      expect.objectContaining({ title: 'Heckenpflanzen', title_en: 'Hedge plants' }),
    ]);
    unmount();

    renderAdmin('/admincenter/shop/colors/color-green', adminUser);
    const colorForm = await screen.findByRole('form', { name: 'Farbe' });
    await screen.findByDisplayValue('Grün');
    expect(
      (within(colorForm).getByRole('textbox', { name: /^Titel \(englisch\)/ }) as HTMLInputElement).value,
    ).toBe('Green');
  });
});
