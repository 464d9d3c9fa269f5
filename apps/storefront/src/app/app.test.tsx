import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoProductGroups, serverProduct } from '@gartenwerk/api-client/msw';
import { server } from '../test/setup';
import { renderApp } from '../test/render-app';

describe('storefront screens', () => {
  it('shows the layout landmarks, the start entry and the product groups', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Gartenwerk' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    // The footer's code loads beside the page's, so its region may come a moment later.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
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
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('Ihre Baumschule für Hecken, Obstbäume und Rosen.')).toBeTruthy();
    const groups = screen.getByRole('list', { name: 'Produktgruppen' });
    expect(within(groups).getByRole('link', { name: 'Heckenpflanzen' }).getAttribute('href')).toBe(
      '/shop/heckenpflanzen',
    );
  });

  it('links a group page and its products by slug', async () => {
    renderApp('/shop/heckenpflanzen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Heckenpflanzen' })).toBeTruthy();
    const products = screen.getByRole('list', { name: 'Produkte' });
    expect(
      ['Lebensbaum Smaragd', 'Rotbuche'].map((name) =>
        within(products).getByRole('link', { name }).getAttribute('href'),
      ),
    ).toEqual(['/shop/heckenpflanzen/lebensbaum-smaragd', '/shop/heckenpflanzen/rotbuche']);
  });

  it('lists the groups on /shop', async () => {
    renderApp('/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    const links = within(screen.getByRole('list', { name: 'Produktgruppen' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(demoProductGroups.map((group) => group.title));
  });

  it("lists a group's products with de-AT euro prices, and price on request without a price", async () => {
    server.use(
      http.get('*/api/v0/shop_product/', () =>
        HttpResponse.json({
          items: [
            serverProduct({ _id: 'p1', title: 'Lebensbaum Smaragd', price: 12.9 }),
            serverProduct({ _id: 'p2', title: 'Hainbuche', price: null }),
          ],
          total: 2,
        }),
      ),
    );
    renderApp('/shop/group-hedges');
    expect(await screen.findByRole('heading', { level: 1, name: 'Heckenpflanzen' })).toBeTruthy();
    const products = screen.getByRole('list', { name: 'Produkte' });
    expect(within(products).getByRole('heading', { level: 3, name: 'Lebensbaum Smaragd' })).toBeTruthy();
    expect(products.textContent).toContain('€ 12,90');
    expect(within(products).getByText('Preis auf Anfrage')).toBeTruthy();
  });

  it('shows the not-found page inside the layout for an unknown path', async () => {
    renderApp('/nirgendwo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
  });

  it('switches to English, remembers it in the lang cookie and sets the document language', async () => {
    const user = userEvent.setup();
    renderApp('/shop');
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    const switcher = screen.getByRole('group', { name: 'Sprache' });
    expect(within(switcher).getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(within(switcher).getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Product groups' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(
      within(screen.getByRole('group', { name: 'Language' }))
        .getByRole('button', { name: 'English' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe('client navigation', () => {
  function progressBar() {
    return screen.getByRole('progressbar', { hidden: true });
  }

  it('runs the progress bar while the loader preloads, then completes it and hides it', async () => {
    const user = userEvent.setup();
    let releaseProducts: () => void = () => undefined;
    const productsHeld = new Promise<void>((resolve) => (releaseProducts = resolve));
    // The group's products are held back (the home page's own product list is not).
    server.use(
      http.get('*/api/v0/shop_product/', async ({ request }) => {
        if (!new URL(request.url).searchParams.has('product_groups')) return undefined;
        await productsHeld;
        return HttpResponse.json({ items: [], total: 0 });
      }),
    );
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Gartenwerk' });
    expect(progressBar().getAttribute('data-visible')).toBe('false');

    await user.click(screen.getByRole('link', { name: 'Heckenpflanzen' }));
    await waitFor(() => expect(progressBar().getAttribute('data-visible')).toBe('true'));
    // The bar advances on its own while the loader waits, but never to the end.
    await waitFor(() => expect(Number(progressBar().getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    expect(Number(progressBar().getAttribute('aria-valuenow'))).toBeLessThan(100);
    // The old screen stays until the new screen's data is there.
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen bei Gartenwerk' })).toBeTruthy();

    act(() => releaseProducts());
    expect(await screen.findByRole('heading', { level: 1, name: 'Heckenpflanzen' })).toBeTruthy();
    await waitFor(() => expect(progressBar().getAttribute('aria-valuenow')).toBe('100'));
    await waitFor(() => expect(progressBar().getAttribute('data-visible')).toBe('false'));
  });

  it('does not flash the bar when the target screen has nothing to preload', async () => {
    const user = userEvent.setup();
    renderApp('/shop');
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    // The first visit loads the login screen's code; the bar runs for that and finishes.
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    await user.click(screen.getByRole('link', { name: 'Shop' }));
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    await waitFor(() => expect(progressBar().getAttribute('data-visible')).toBe('false'));
    // Now neither code nor data is missing: the screen changes before the bar's first tick, so the
    // bar never moves and never completes. Its ticks are held, so a slow machine cannot tick it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const widths: string[] = [];
    const watcher = new MutationObserver(() => widths.push(progressBar().getAttribute('aria-valuenow')!));
    watcher.observe(progressBar(), { attributes: true, attributeFilter: ['aria-valuenow'] });
    try {
      await user.click(screen.getByRole('link', { name: 'Login' }));
      await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    } finally {
      watcher.disconnect();
      vi.useRealTimers();
    }
    expect(widths.filter((width) => width !== '0')).toEqual([]);
    expect(progressBar().getAttribute('data-visible')).toBe('false');
    expect(progressBar().getAttribute('aria-valuenow')).toBe('0');
  });

  it('passes a failing loader on as a navigation error shown by the error screen, with the failure colour', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/v0/shop_product/', () =>
        HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    renderApp('/shop');
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    await user.click(screen.getByRole('link', { name: 'Obstbäume' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' })).toBeTruthy();
    expect(
      within(alert).getByText('Die Seite konnte nicht geladen werden: Internal Server Error'),
    ).toBeTruthy();
    await waitFor(() => expect(progressBar().getAttribute('aria-valuetext')).toBe('Laden fehlgeschlagen'));
    // The layout stays, so the visitor can navigate on.
    await user.click(screen.getByRole('link', { name: 'Start' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Gartenwerk' })).toBeTruthy();
  });
});
