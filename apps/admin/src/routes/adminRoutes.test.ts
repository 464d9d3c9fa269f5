import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAdminI18n } from '../i18n/createAdminI18n';
import {
  ADMIN_GROUPS,
  ADMIN_ROUTES,
  buildAdminNavigation,
  groupTitleKey,
  screenTitleKey,
  type AdminRouteEntry,
} from './adminRoutes';
import { createAdminRouteObjects } from './router';

// Transcribed from site-admin-newsletter.md §2 "Admin centre" (children of /admincenter).
const SPEC_ADMIN_CENTRE = [
  'dashboard',
  'social/facebook',
  'social/instagram',
  'bugtracker/browse',
  'bugtracker/edit/:id?',
  'bugtracker/settings',
  'booking/edit/:id?',
  'booking/browse',
  'booking/calendar',
  'booking/openinghours',
  'booking/settings',
  'pages/browse',
  'pages/edit/:id?',
  'person/browse',
  'person/edit/:id?',
  'events',
  'analytics',
  'notifications',
  'account',
  'map',
  'newsletter/settings',
  'newsletter/subscriber/import',
  'subscriber/browse',
  'subscriber/edit/:id?',
  'list/browse',
  'list/edit/:id?',
  'templates/browse',
  'templates/edit/:id?',
  'sendings/edit/:templateId?/:listId?',
  'sendings/browse',
  'stats/browse',
  'stats/browse/:id',
  'messages/settings',
  'messages/inbox',
  'messages/inbox/:id',
  'settings/seo',
  'settings/mail',
  'settings/privacy',
  'components',
  'config',
  'users/add',
  'users/browse',
  'users/edit/:id',
  'files',
  'file/edit/:id',
  'image/edit/:id',
  'backup',
];

// Accounting (both documents), under our `accounting/` prefix.
const SPEC_ACCOUNTING = [
  'accounting',
  'accounting/test',
  ...['vendor_order', 'vendor', 'customer'].flatMap((kind) => [
    `accounting/${kind}/add`,
    `accounting/${kind}/edit/:id?`,
    `accounting/${kind}/browse`,
  ]),
  'accounting/settings/global',
  'accounting/settings/pdf',
  'accounting/settings/ui',
  'accounting/settings/notifications',
  'accounting/settings/notifications/templates',
  'accounting/settings/notifications/templates/:id?',
  'accounting/settings/system',
  'accounting/invoice/calendar',
  'accounting/invoice/edit/:id?',
  'accounting/invoice/browse',
  'accounting/invoice/overview',
  ...['template', 'offer', 'order', 'delivery', 'item', 'factor', 'resource'].flatMap((kind) => [
    `accounting/${kind}/edit/:id?`,
    `accounting/${kind}/browse`,
  ]),
  'accounting/resource/calendar',
];

// Sports, under our `sports/` prefix.
const SPEC_SPORTS = [
  'sports',
  ...['clubs', 'teams', 'person'].flatMap((kind) => [
    `sports/${kind}/browse`,
    `sports/${kind}/add/:id?`,
    `sports/${kind}/edit/:id?`,
  ]),
];

// Shop admin (both documents), under our `shop/` prefix; shipping discounts has no spec path.
const SPEC_SHOP = [
  'shop/settings',
  'shop/shipping/countries',
  'shop/shipping/groups',
  'shop/discount/groups',
  'shop/vat/groups',
  'shop/pricerequest/browse',
  'shop/pricerequest/edit/:id?',
  'shop/voucher/browse',
  'shop/voucher/template/browse',
  'shop/voucher/template/edit/:id?',
  'shop/voucher/calendar',
  'shop/voucher/edit/:id?',
  'shop/products',
  'shop/products/:id',
  'shop/colors',
  'shop/colors/:id',
  'shop/groups',
  'shop/groups/:id',
  'shop/orders',
  'shop/orders/:id',
  'shop/payments',
  'shop/customers',
  'shop/customers/:id',
  'shop/stock',
  'shop/affiliates',
  'shop/affiliates/:id',
  'shop/shipping/discounts',
  // Its rules are edited one by one (no spec path either).
  'shop/shipping/discounts/:id',
];

// Screens of ours without a spec path.
// The tax adviser's figures and the accounts they are booked to; the dunning list and its levels.
const OWN_ACCOUNTING = [
  'accounting/invoice/figures',
  'accounting/settings/accounts',
  'accounting/invoice/dunning',
  'accounting/settings/dunning',
];
// An event is edited on a screen of its own (the spec names only the list, `events`).
const OWN_SCREENS = [
  'mail/outbox',
  'settings/company',
  'shop/settings/payment-methods',
  'shop/settings/frost-stop',
  'shop/orders/to-ship',
  'events/edit/:id?',
  ...OWN_ACCOUNTING,
];

const SPEC_SCREENS = [...SPEC_ADMIN_CENTRE, ...SPEC_ACCOUNTING, ...SPEC_SPORTS, ...SPEC_SHOP, ...OWN_SCREENS];

/** A concrete URL path for a route pattern: every parameter filled in. */
function samplePath(route: AdminRouteEntry): string {
  return '/' + route.path.replace(/:(\w+)\??/g, (_match, name: string) => `${name}-1`);
}

describe('admin route table', () => {
  it('has exactly one entry per screen of the specification', () => {
    const paths = ADMIN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_SCREENS].sort());
    // The shop's 27 include its shipping discounts; their edit screen is the one more.
    expect(paths).toHaveLength(47 + 37 + 10 + 27 + 1 + OWN_SCREENS.length);
  });

  it('files every screen under one of the named groups', () => {
    const groupIds = ADMIN_GROUPS.map((group) => group.id);
    for (const route of ADMIN_ROUTES) expect(groupIds).toContain(route.group);
    const { t } = createAdminI18n('de');
    expect(ADMIN_GROUPS.map((group) => t(`admin:${groupTitleKey(group.id)}`))).toEqual([
      'Übersicht',
      'Inhalte',
      'Dateien',
      'Nachrichten',
      'Newsletter',
      'Shop',
      'Buchhaltung',
      'Buchungen',
      'Bugtracker',
      'Benutzer',
      'Einstellungen',
      'Sport',
      'Social Media',
      'System',
    ]);
    expect(ADMIN_ROUTES.filter((route) => route.group === 'accounting')).toHaveLength(
      SPEC_ACCOUNTING.length + OWN_ACCOUNTING.length,
    );
    expect(ADMIN_ROUTES.filter((route) => route.group === 'sports')).toHaveLength(SPEC_SPORTS.length);
    // The shop's screens, its payment methods, its frost stop and the orders to ship today.
    expect(ADMIN_ROUTES.filter((route) => route.group === 'shop')).toHaveLength(SPEC_SHOP.length + 3);
  });

  it('leaves parameter screens out of the navigation', () => {
    const navPaths = buildAdminNavigation((key) => key).flatMap((group) =>
      group.routes.map((route) => route.path),
    );
    expect(navPaths).not.toContain('pages/edit/:id?');
    expect(navPaths).not.toContain('sendings/edit/:templateId?/:listId?');
    expect(navPaths.some((path) => path.includes(':'))).toBe(false);
    expect(navPaths).toContain('pages/browse');
    expect(navPaths).toContain('users/add');
    // Everything without a parameter is reachable from the menu.
    expect(navPaths).toHaveLength(ADMIN_ROUTES.filter((route) => !route.path.includes(':')).length);
  });

  it('routes every URL of the table to its own screen', () => {
    const routeObjects = createAdminRouteObjects();
    for (const route of ADMIN_ROUTES) {
      const matches = matchRoutes(routeObjects, samplePath(route));
      const leaf = matches?.at(-1)?.route.handle as { adminRoute?: AdminRouteEntry } | undefined;
      expect(leaf?.adminRoute, samplePath(route)).toBe(route);
    }
  });

  it('titles every screen and group from the admin texts, in German and in English', () => {
    for (const language of ['de', 'en'] as const) {
      const i18n = createAdminI18n(language);
      for (const route of ADMIN_ROUTES)
        expect(i18n.exists(`admin:${screenTitleKey(route.path)}`), `${language}: ${route.path}`).toBe(true);
      for (const group of ADMIN_GROUPS)
        expect(i18n.exists(`admin:${groupTitleKey(group.id)}`), `${language}: ${group.id}`).toBe(true);
    }
    const title = (language: 'de' | 'en', path: string) =>
      createAdminI18n(language).t(`admin:${screenTitleKey(path)}`);
    expect(title('de', 'accounting/invoice/edit/:id?')).toBe('Rechnung bearbeiten');
    expect(title('en', 'accounting/invoice/edit/:id?')).toBe('Edit invoice');
    expect(title('de', 'sendings/edit/:templateId?/:listId?')).toBe('Aussendung bearbeiten');
    expect(title('de', 'shop/settings/payment-methods')).toBe('Zahlungsarten');
  });

  it('routes optional parameters left out to the screen that declares them', () => {
    const routeObjects = createAdminRouteObjects();
    const screenAt = (path: string) =>
      (matchRoutes(routeObjects, path)?.at(-1)?.route.handle as { adminRoute: AdminRouteEntry }).adminRoute
        .path;
    expect(screenAt('/pages/edit')).toBe('pages/edit/:id?');
    expect(screenAt('/sendings/edit/template-1')).toBe('sendings/edit/:templateId?/:listId?');
    expect(screenAt('/sendings/edit')).toBe('sendings/edit/:templateId?/:listId?');
    // The browse screen wins over the edit screen with its optional id left out.
    expect(screenAt('/accounting/settings/notifications/templates')).toBe(
      'accounting/settings/notifications/templates',
    );
    expect(screenAt('/')).toBe('dashboard');
  });
});
