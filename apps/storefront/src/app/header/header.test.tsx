import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartApi } from '@gartenwerk/api-client';
import { renderApp } from '../../test/render-app';

/** The header's search field (a combobox) and its list of suggestions. */
const searchField = () => screen.getByRole('combobox', { name: 'Pflanzen und Produkte suchen' });
/** What the search tells screen readers about its suggestions. */
const searchStatus = () => screen.getByTestId('search-status');

describe('header', () => {
  // A cart of an earlier test would come back from localStorage.
  beforeEach(() => localStorage.clear());

  it('opens the menu drawer with the navigation, the account and the settings, and closes it on a link', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Gartenwerk' });
    const menuButton = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(menuButton.getAttribute('aria-haspopup')).toBe('dialog');

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    const nav = within(drawer).getByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Start',
      'Aktuelles',
      'Lebensbäume',
      'Planung',
      'Aktionen',
      'Projekte',
      'Team',
      'Kontakt',
      'Shop',
    ]);
    expect(within(drawer).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(drawer).getByLabelText('Lieferland')).toBeTruthy();
    expect(within(drawer).getByRole('group', { name: 'Sprache' })).toBeTruthy();

    // Escape closes it and gives the focus back to the menu button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull());
    expect(document.activeElement).toBe(menuButton);

    await user.click(menuButton);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menü' })).getByRole('link', { name: 'Kontakt' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/Kontakt'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull());
  });

  it('counts the items of the cart and shows its lines, their sum and the ways on in the mini-cart', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Gartenwerk' });
    expect(screen.getByRole('button', { name: 'Warenkorb' })).toBeTruthy();

    await act(() =>
      store.dispatch(
        cartApi.endpoints.putCart.initiate({
          kind: 'cart',
          lines: [
            { item: 'product-thuja', amount: 2 },
            { item: 'product-apple', amount: 1 },
          ],
        }),
      ),
    );
    const cartButton = await screen.findByRole('button', { name: 'Warenkorb (3 Artikel)' });
    await user.click(cartButton);
    const drawer = await screen.findByRole('dialog', { name: 'Warenkorb' });
    const lines = within(drawer).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Lebensbaum Smaragd2 × € 12,90€ 25,80',
      'Apfelbaum Topaz1 × € 39,00€ 39,00',
    ]);
    expect(within(lines[0]!).getByRole('link', { name: 'Lebensbaum Smaragd' }).getAttribute('href')).toBe(
      '/shop/heckenpflanzen/lebensbaum-smaragd',
    );
    // 25,80 + 39,00
    expect(within(drawer).getByTestId('mini-cart-subtotal').textContent).toBe('€ 64,80');
    expect(within(drawer).getByText(/inkl\. USt\., zzgl\./)).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Versandkosten' }).getAttribute('href')).toBe(
      '/Versandkosten',
    );
    expect(within(drawer).getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe(
      '/checkout',
    );
    // The checkout's first step is at its configured address (the spec's default).
    expect(within(drawer).getByRole('link', { name: 'Weiter zur Kasse' }).getAttribute('href')).toBe(
      '/shop/cart/checkout/2',
    );

    await user.click(within(drawer).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warenkorb' })).toBeNull());
  });

  it('says the cart is empty in the mini-cart when it is', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Gartenwerk' });
    await user.click(screen.getByRole('button', { name: 'Warenkorb' }));
    const drawer = await screen.findByRole('dialog', { name: 'Warenkorb' });
    expect(within(drawer).getByText('Ihr Warenkorb ist noch leer.')).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'Weiter zur Kasse' })).toBeNull();
  });

  it('suggests products while typing, moves through them with the arrow keys and opens the one chosen with Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Gartenwerk' });
    const field = searchField();
    expect(field.getAttribute('aria-expanded')).toBe('false');

    await user.type(field, 'b');
    // One letter asks nothing yet.
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.type(field, 'a');
    const list = await screen.findByRole('listbox', { name: 'Vorschläge' });
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lebensbaum Smaragd', 'Apfelbaum Topaz', 'Alle Treffer für „ba“']);
    expect(searchStatus().textContent).toBe('2 Vorschläge');

    await user.keyboard('{ArrowDown}');
    const options = () => within(list).getAllByRole('option');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[2]!.getAttribute('aria-selected')).toBe('true');
    // Past the last entry the marker starts again at the first; up from the first goes to the last.
    await user.keyboard('{ArrowDown}');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');

    // Escape closes the list, a second one empties the field.
    await user.keyboard('{Escape}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/obstbaeume/apfelbaum-topaz'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Apfelbaum Topaz' })).toBeTruthy();
    expect((searchField() as HTMLInputElement).value).toBe('');
  });

  it('opens the search page with what was typed when Enter is pressed without a marked suggestion', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Gartenwerk' });
    await user.type(searchField(), 'rotbuche{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=rotbuche');
    expect(await screen.findByRole('heading', { level: 2, name: '1 Treffer für „rotbuche“' })).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Gartenwerk' });
    await user.type(searchField(), 'kaktus');
    await waitFor(() => expect(searchStatus().textContent).toBe('Keine Vorschläge für „kaktus“'));
    expect(searchField().getAttribute('aria-expanded')).toBe('false');
  });

  it('names the delivery countries in English on an English page', async () => {
    renderApp('/', { language: 'en' });
    // The configuration names them in German; the English names are the runtime's, the same on the
    // server and in the browser, so the first render already has them.
    const choice = (await screen.findAllByLabelText('Delivery country'))[0] as HTMLSelectElement;
    expect(Array.from(choice.options, (option) => option.textContent)).toEqual(['Germany', 'Austria']);
  });
});
