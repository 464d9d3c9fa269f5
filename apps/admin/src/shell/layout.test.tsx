import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoConfig, guestUser } from '@gartenwerk/api-client/msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, renderAdmin, systemUser } from '../test/renderAdmin';
import { DEBUG_STORAGE_KEY } from '../store/debugSlice';
import { ADMIN_ROUTES } from '../routes/adminRoutes';
import { isBuilt } from '../routes/screens';

function navLinkHrefs(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Admin-Navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('admin layout and navigation', () => {
  it('offers landmarks, a skip link to the main content and a way back to the site', async () => {
    renderAdmin('/admincenter/account', adminUser);
    await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });

    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Gartenwerk Admincenter')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Zur Website' }).getAttribute('href')).toBe('/');
    const skipLink = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    const main = screen.getByRole('main');
    expect(skipLink.getAttribute('href')).toBe(`#${main.id}`);
    expect(document.title).toBe('Mein Konto – Gartenwerk Admincenter');
  });

  it('lists the built screens at their spec paths, and no placeholder', async () => {
    renderAdmin('/admincenter/dashboard', adminUser);
    const nav = await screen.findByRole('navigation', { name: 'Admin-Navigation' });
    await within(nav).findByRole('list', { name: 'Shop' });

    const groups = within(nav)
      .getAllByRole('list')
      .map((list) => list.getAttribute('aria-labelledby'))
      .filter((id): id is string => !!id)
      .map((id) => document.getElementById(id)?.textContent);
    expect(groups).toEqual([
      'Übersicht',
      'Inhalte',
      'Dateien',
      'Nachrichten',
      'Newsletter',
      'Shop',
      'Buchhaltung',
      'Benutzer',
      'Einstellungen',
      'System',
    ]);
    const hrefs = navLinkHrefs();
    for (const path of [
      'dashboard',
      'pages/browse',
      'files',
      'messages/inbox',
      'messages/settings',
      'subscriber/browse',
      'list/browse',
      'shop/settings',
      'shop/shipping/countries',
      'shop/discount/groups',
      'shop/vat/groups',
      'shop/voucher/template/browse',
      'shop/products',
      'shop/orders',
      'shop/stock',
      'shop/affiliates',
      'shop/shipping/discounts',
      'users/browse',
      'components',
      'mail/outbox',
      'accounting',
      'accounting/customer/add',
      'accounting/customer/browse',
      'accounting/vendor/browse',
      'accounting/vendor_order/add',
      'accounting/vendor_order/browse',
      'accounting/item/browse',
      'accounting/factor/browse',
      'accounting/template/browse',
      'accounting/invoice/overview',
      'accounting/invoice/figures',
      'accounting/settings/global',
      'accounting/settings/pdf',
      'accounting/settings/accounts',
      'accounting/settings/ui',
      'accounting/settings/system',
      'accounting/settings/notifications',
      'accounting/settings/notifications/templates',
      'newsletter/settings',
      'templates/browse',
      'sendings/browse',
      'backup',
    ]) {
      expect(hrefs).toContain(`/admincenter/${path}`);
    }
    // Placeholders come back to the menu when their screens are built; analytics and events are
    // built, but their components are off in the demo configuration.
    for (const path of ['analytics', 'events', 'notifications', 'social/facebook']) {
      expect(hrefs).not.toContain(`/admincenter/${path}`);
    }
    expect(hrefs.some((href) => href.includes(':'))).toBe(false);
  });

  it('marks the open screen in the navigation and scrolls to the top on navigation', async () => {
    const user = userEvent.setup();
    const { scrollTo } = renderAdmin('/admincenter/pages/browse', adminUser);
    await screen.findByRole('heading', { level: 1, name: 'Seiten' });
    const nav = screen.getByRole('navigation', { name: 'Admin-Navigation' });
    expect(within(nav).getByRole('link', { name: 'Seiten' }).getAttribute('aria-current')).toBe('page');
    // The messages' link joins the menu once the configuration says their component is on.
    const inbox = await within(nav).findByRole('link', { name: 'Posteingang' });
    scrollTo.mockClear();

    await user.click(inbox);

    expect(await screen.findByRole('heading', { level: 1, name: 'Posteingang' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Posteingang' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Seiten' }).getAttribute('aria-current')).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('menu drawer (phones and tablets)', () => {
  it('opens the menu from the header button and closes it when a screen is chosen', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/dashboard', adminUser);
    const menuButton = await screen.findByRole('button', { name: 'Menü' });
    expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton);

    const drawer = screen.getByRole('dialog', { name: 'Menü' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Admin-Navigation' });
    await user.click(within(drawerNav).getByRole('link', { name: 'Posteingang' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Posteingang' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull();
  });

  it('closes with its close button and leaves the screen as it was', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/dashboard', adminUser);
    await user.click(await screen.findByRole('button', { name: 'Menü' }));

    await user.click(
      within(screen.getByRole('dialog', { name: 'Menü' })).getByRole('button', { name: 'Menü schließen' }),
    );

    expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });
});

describe('header: logout and language', () => {
  it('logs out and, no longer an admin, is sent to the login', async () => {
    const user = userEvent.setup();
    let loggedOut = false;
    const { assign } = renderAdmin('/admincenter/shop/products', adminUser, {
      handlers: [
        http.get('*/api/v0/auth/logout', () => {
          loggedOut = true;
          return HttpResponse.json(guestUser);
        }),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Produkte' });
    expect(assign).not.toHaveBeenCalled();

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Abmelden' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fadmincenter%2Fshop%2Fproducts'),
    );
    expect(loggedOut).toBe(true);
  });

  it('switches the texts to English and back, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderAdmin('/admincenter/dashboard', adminUser);
    const banner = await screen.findByRole('banner');
    const languages = within(banner).getByRole('group', { name: 'Sprache' });
    expect(within(languages).getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(within(languages).getByRole('button', { name: 'English' }));

    expect(within(banner).getByRole('link', { name: 'Back to the site' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(banner).getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('gartenwerk.admin.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(within(banner).getByRole('button', { name: 'Deutsch' }));

    expect(within(banner).getByRole('link', { name: 'Zur Website' })).toBeTruthy();
    expect(localStorage.getItem('gartenwerk.admin.language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('screens', () => {
  it('every route of the spec has its screen', () => {
    expect(ADMIN_ROUTES.filter((route) => !isBuilt(route.path)).map((route) => route.path)).toEqual([]);
  });

  it.each(['/admincenter/', '/admincenter/dashboard'])('%s shows the overview', async (path) => {
    renderAdmin(path, adminUser);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const main = screen.getByRole('main');
    // The site name comes from the configured title of the home route.
    expect(await within(main).findByText('Gartenwerk')).toBeTruthy();
    expect(within(main).getByText('http://localhost')).toBeTruthy();
    expect(within(main).getByText('Verwaltung')).toBeTruthy();
    expect(within(main).getByText('user, admin')).toBeTruthy();
    const areas = within(main).getByRole('list', { name: 'Bereiche' });
    expect(within(areas).getAllByRole('link')).toHaveLength(10);
    expect(within(areas).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe(
      '/admincenter/shop/settings',
    );
    expect(within(areas).getByRole('link', { name: 'Buchhaltung' }).getAttribute('href')).toBe(
      '/admincenter/accounting',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Admin-Navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('answers an unknown admin address with a not-found screen inside the shell', async () => {
    renderAdmin('/admincenter/no/such/screen', adminUser);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ansicht nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Dashboard' }).getAttribute('href')).toBe(
      '/admincenter/dashboard',
    );
  });
});

describe('components switched off under "Komponenten"', () => {
  const withComponents = (enabled_components: string[]) => [
    http.get('*/api/v0/config/', () => HttpResponse.json([{ ...demoConfig, enabled_components }])),
  ];

  it('leave the menu, and their screens answer as not found', async () => {
    renderAdmin('/admincenter/shop/products', adminUser, { handlers: withComponents(['message']) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ansicht nicht gefunden' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin-Navigation' });
    expect(within(nav).getByRole('list', { name: 'Nachrichten' })).toBeTruthy();
    expect(within(nav).queryByRole('list', { name: 'Shop' })).toBeNull();
    expect(navLinkHrefs().some((href) => href.startsWith('/admincenter/shop/'))).toBe(false);
  });

  it('keep screens of no component, such as the users', async () => {
    renderAdmin('/admincenter/users/browse', adminUser, { handlers: withComponents([]) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin-Navigation' });
    expect(within(nav).queryByRole('list', { name: 'Nachrichten' })).toBeNull();
  });

  it.each([['/admincenter/bugtracker/edit/bug-7'], ['/admincenter/sports/clubs/add'], ['/admincenter/map']])(
    '%s answers as not found while its component is off',
    async (path) => {
      renderAdmin(path, adminUser);

      expect(await screen.findByRole('heading', { level: 1, name: 'Ansicht nicht gefunden' })).toBeTruthy();
    },
  );
});

describe('debug toggle', () => {
  it('is not offered to an admin', async () => {
    renderAdmin('/admincenter/dashboard', adminUser);
    await screen.findByRole('banner');

    expect(screen.queryByRole('button', { name: 'Debug-Modus' })).toBeNull();
  });

  it('is offered to a system user, toggles and survives a reload', async () => {
    const user = userEvent.setup();
    const first = renderAdmin('/admincenter/dashboard', systemUser);
    const toggle = await screen.findByRole('button', { name: 'Debug-Modus' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle);

    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(first.store.getState().debug.enabled).toBe(true);
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBe('true');

    first.unmount();
    renderAdmin('/admincenter/dashboard', systemUser);
    expect((await screen.findByRole('button', { name: 'Debug-Modus' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
