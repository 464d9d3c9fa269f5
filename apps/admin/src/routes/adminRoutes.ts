/**
 * Every screen of the admin centre, as data. The router and the navigation are both generated from
 * this one table, so a screen cannot exist in one and be missing from the other.
 *
 * Paths are relative to the admin centre base (/admincenter) and copied from the specification
 * (site-admin-newsletter.md §2 "Admin centre", shop-invoicing.md §2). The specification leaves the
 * prefix of three groups open ("not shown"); we chose:
 *  - accounting screens live under `accounting/` (the overview is `accounting` itself), so that
 *    e.g. the accounting `settings/global` cannot collide with the admin `settings/seo` family;
 *  - sports screens live under `sports/` (the overview is `sports` itself), keeping the sports
 *    `person/browse` apart from the admin `person/browse`;
 *  - shop admin screens live under `shop/` unless the spec path already starts with `shop/`
 *    (only `shop/settings` does).
 * The spec also names "shipping discounts" in the admin area without a path; it is
 * `shop/shipping/discounts` here. The "inbox with item detail" named beside it is the message inbox
 * already listed as `messages/inbox` and `messages/inbox/:id`, so it gets no second entry.
 * The mail outbox (every mail the server wrote, readable by admins) has no spec path; it is
 * `mail/outbox` in the System group. The payment methods (configuration `paymentsources`) get a screen
 * of their own, `shop/settings/payment-methods`. Neither has the form for the seller's identity and bank account
 * (configuration `company`, shop `bank_details`): it is `settings/company` in the Settings group.
 */

export const ADMIN_GROUPS = [
  { id: 'overview' },
  { id: 'content' },
  { id: 'files' },
  { id: 'messages' },
  { id: 'newsletter' },
  { id: 'shop' },
  { id: 'accounting' },
  { id: 'booking' },
  { id: 'bugtracker' },
  { id: 'users' },
  { id: 'settings' },
  { id: 'sports' },
  { id: 'social' },
  { id: 'system' },
] as const;

export type AdminGroupId = (typeof ADMIN_GROUPS)[number]['id'];

/** A screen of the table: its path, its menu group, and whether the empty path shows it too. */
export interface AdminRouteEntry {
  /** Path relative to the admin centre base, exactly as the spec writes it (`?` marks optional params). */
  path: string;
  group: AdminGroupId;
  /** The dashboard also answers the empty path. */
  index?: boolean;
}

/** A screen as the screens and the menu get it: with its title in the admin's language. */
export interface AdminRoute extends AdminRouteEntry {
  /** The screen title (texts `admin:screens.…`), used for the navigation, the page heading and the document title. */
  label: string;
}

/**
 * The key of a screen's title in the admin namespace: its path with every run of characters other
 * than letters and digits written `_`, since i18next reads `.` and `:` in a key as separators
 * (`bugtracker/edit/:id?` → `screens.bugtracker_edit_id`).
 */
export function screenTitleKey(path: string): string {
  return `screens.${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
}

/** The key of a menu group's title in the admin namespace. */
export const groupTitleKey = (group: AdminGroupId) => `screenGroups.${group}`;

/** A screen of the table with its title, read with the admin namespace's `t`. */
export function withTitle(route: AdminRouteEntry, t: (key: string) => string): AdminRoute {
  return { ...route, label: t(screenTitleKey(route.path)) };
}

const ACCOUNTING = 'accounting';
const SPORTS = 'sports';
const SHOP = 'shop';

/** Builds the add/edit/browse family the accounting and sports specs abbreviate. */
function family(
  prefix: string,
  group: AdminGroupId,
  screens: { add?: boolean } = {},
  editPath = 'edit/:id?',
  addPath = 'add',
): AdminRouteEntry[] {
  const routes: AdminRouteEntry[] = [];
  if (screens.add) routes.push({ path: `${prefix}/${addPath}`, group });
  routes.push({ path: `${prefix}/${editPath}`, group });
  routes.push({ path: `${prefix}/browse`, group });
  return routes;
}

const adminCentreRoutes: AdminRouteEntry[] = [
  { path: 'dashboard', group: 'overview', index: true },
  { path: 'analytics', group: 'overview' },
  { path: 'notifications', group: 'overview' },

  { path: 'social/facebook', group: 'social' },
  { path: 'social/instagram', group: 'social' },

  { path: 'bugtracker/browse', group: 'bugtracker' },
  { path: 'bugtracker/edit/:id?', group: 'bugtracker' },
  { path: 'bugtracker/settings', group: 'bugtracker' },

  { path: 'booking/edit/:id?', group: 'booking' },
  { path: 'booking/browse', group: 'booking' },
  { path: 'booking/calendar', group: 'booking' },
  { path: 'booking/openinghours', group: 'booking' },
  { path: 'booking/settings', group: 'booking' },

  { path: 'pages/browse', group: 'content' },
  { path: 'pages/edit/:id?', group: 'content' },

  { path: 'person/browse', group: 'users' },
  { path: 'person/edit/:id?', group: 'users' },

  { path: 'events', group: 'system' },
  { path: 'events/edit/:id?', group: 'system' },
  { path: 'account', group: 'users' },
  { path: 'map', group: 'settings' },

  { path: 'newsletter/settings', group: 'newsletter' },
  { path: 'newsletter/subscriber/import', group: 'newsletter' },
  { path: 'subscriber/browse', group: 'newsletter' },
  { path: 'subscriber/edit/:id?', group: 'newsletter' },
  { path: 'list/browse', group: 'newsletter' },
  { path: 'list/edit/:id?', group: 'newsletter' },
  { path: 'templates/browse', group: 'newsletter' },
  { path: 'templates/edit/:id?', group: 'newsletter' },
  { path: 'sendings/edit/:templateId?/:listId?', group: 'newsletter' },
  { path: 'sendings/browse', group: 'newsletter' },
  { path: 'stats/browse', group: 'newsletter' },
  { path: 'stats/browse/:id', group: 'newsletter' },

  { path: 'messages/settings', group: 'messages' },
  { path: 'messages/inbox', group: 'messages' },
  { path: 'messages/inbox/:id', group: 'messages' },

  { path: 'settings/seo', group: 'settings' },
  { path: 'settings/mail', group: 'settings' },
  { path: 'settings/privacy', group: 'settings' },
  { path: 'settings/company', group: 'settings' },
  { path: 'components', group: 'settings' },
  { path: 'config', group: 'settings' },

  { path: 'users/add', group: 'users' },
  { path: 'users/browse', group: 'users' },
  { path: 'users/edit/:id', group: 'users' },

  { path: 'files', group: 'files' },
  { path: 'file/edit/:id', group: 'files' },
  { path: 'image/edit/:id', group: 'files' },

  { path: 'backup', group: 'system' },
  { path: 'mail/outbox', group: 'system' },
];

const accountingRoutes: AdminRouteEntry[] = [
  { path: ACCOUNTING, group: 'accounting' },
  { path: `${ACCOUNTING}/test`, group: 'accounting' },
  ...family(`${ACCOUNTING}/vendor_order`, 'accounting', { add: true }),
  ...family(`${ACCOUNTING}/vendor`, 'accounting', { add: true }),
  ...family(`${ACCOUNTING}/customer`, 'accounting', { add: true }),
  { path: `${ACCOUNTING}/settings/global`, group: 'accounting' },
  { path: `${ACCOUNTING}/settings/pdf`, group: 'accounting' },
  { path: `${ACCOUNTING}/settings/accounts`, group: 'accounting' },
  { path: `${ACCOUNTING}/settings/dunning`, group: 'accounting' },
  { path: `${ACCOUNTING}/settings/ui`, group: 'accounting' },
  { path: `${ACCOUNTING}/settings/notifications`, group: 'accounting' },
  {
    path: `${ACCOUNTING}/settings/notifications/templates`,

    group: 'accounting',
  },
  {
    path: `${ACCOUNTING}/settings/notifications/templates/:id?`,

    group: 'accounting',
  },
  { path: `${ACCOUNTING}/settings/system`, group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/calendar`, group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/edit/:id?`, group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/browse`, group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/overview`, group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/figures`, group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/dunning`, group: 'accounting' },
  ...family(`${ACCOUNTING}/template`, 'accounting', {}),
  ...family(`${ACCOUNTING}/offer`, 'accounting', {}),
  ...family(`${ACCOUNTING}/order`, 'accounting', {}),
  ...family(`${ACCOUNTING}/delivery`, 'accounting', {}),
  ...family(`${ACCOUNTING}/resource`, 'accounting', {}),
  { path: `${ACCOUNTING}/resource/calendar`, group: 'accounting' },
  ...family(`${ACCOUNTING}/item`, 'accounting', {}),
  ...family(`${ACCOUNTING}/factor`, 'accounting', {}),
];

const sportsRoutes: AdminRouteEntry[] = [
  { path: SPORTS, group: 'sports' },
  ...family(`${SPORTS}/clubs`, 'sports', { add: true }, 'edit/:id?', 'add/:id?'),
  ...family(`${SPORTS}/teams`, 'sports', { add: true }, 'edit/:id?', 'add/:id?'),
  ...family(`${SPORTS}/person`, 'sports', { add: true }, 'edit/:id?', 'add/:id?'),
];

const shopRoutes: AdminRouteEntry[] = [
  { path: `${SHOP}/settings`, group: 'shop' },
  { path: `${SHOP}/settings/payment-methods`, group: 'shop' },
  { path: `${SHOP}/settings/frost-stop`, group: 'shop' },
  { path: `${SHOP}/shipping/countries`, group: 'shop' },
  { path: `${SHOP}/shipping/groups`, group: 'shop' },
  { path: `${SHOP}/shipping/discounts`, group: 'shop' },
  { path: `${SHOP}/shipping/discounts/:id`, group: 'shop' },
  { path: `${SHOP}/discount/groups`, group: 'shop' },
  { path: `${SHOP}/vat/groups`, group: 'shop' },
  { path: `${SHOP}/pricerequest/browse`, group: 'shop' },
  { path: `${SHOP}/pricerequest/edit/:id?`, group: 'shop' },
  { path: `${SHOP}/voucher/browse`, group: 'shop' },
  { path: `${SHOP}/voucher/template/browse`, group: 'shop' },
  { path: `${SHOP}/voucher/template/edit/:id?`, group: 'shop' },
  { path: `${SHOP}/voucher/calendar`, group: 'shop' },
  { path: `${SHOP}/voucher/edit/:id?`, group: 'shop' },
  { path: `${SHOP}/products`, group: 'shop' },
  { path: `${SHOP}/products/:id`, group: 'shop' },
  { path: `${SHOP}/colors`, group: 'shop' },
  { path: `${SHOP}/colors/:id`, group: 'shop' },
  { path: `${SHOP}/groups`, group: 'shop' },
  { path: `${SHOP}/groups/:id`, group: 'shop' },
  { path: `${SHOP}/orders`, group: 'shop' },
  { path: `${SHOP}/orders/to-ship`, group: 'shop' },
  { path: `${SHOP}/orders/:id`, group: 'shop' },
  { path: `${SHOP}/payments`, group: 'shop' },
  { path: `${SHOP}/customers`, group: 'shop' },
  { path: `${SHOP}/customers/:id`, group: 'shop' },
  { path: `${SHOP}/stock`, group: 'shop' },
  { path: `${SHOP}/affiliates`, group: 'shop' },
  { path: `${SHOP}/affiliates/:id`, group: 'shop' },
];

export const ADMIN_ROUTES: readonly AdminRouteEntry[] = [
  ...adminCentreRoutes,
  ...accountingRoutes,
  ...sportsRoutes,
  ...shopRoutes,
];

/** Screens reached through a parameter (`:id`, `:id?`) are opened from their browse screen, not the menu. */
export function isNavigable(route: AdminRouteEntry): boolean {
  return !route.path.includes(':');
}

export interface AdminNavGroup {
  id: AdminGroupId;
  label: string;
  routes: AdminRoute[];
}

/** The site component (config enabled_components) each group's screens belong to. */
const GROUP_COMPONENTS: Partial<Record<AdminGroupId, string>> = {
  shop: 'shop',
  newsletter: 'newsletter',
  messages: 'message',
  booking: 'booking',
  bugtracker: 'bugtracker',
  sports: 'sports',
  social: 'social',
};

/** Screens that are a component of their own, whatever their group. */
const PATH_COMPONENTS: Readonly<Record<string, string>> = {
  map: 'map',
  events: 'events',
  'events/edit/:id?': 'events',
  analytics: 'analytics',
  notifications: 'notifications',
};

/** The component a screen belongs to (switched off under "Komponenten", it is gone), if any. */
export function componentOf(route: AdminRouteEntry): string | undefined {
  return PATH_COMPONENTS[route.path] ?? GROUP_COMPONENTS[route.group];
}

/** Whether a screen's component is switched on; screens of no component always are. */
export function isComponentEnabled(route: AdminRouteEntry, enabledComponents: readonly string[]): boolean {
  const component = componentOf(route);
  return component === undefined || enabledComponents.includes(component);
}

/**
 * The navigation: groups in their fixed order, each with its directly reachable screens that
 * `shown` lets through (the app passes: built, and its component switched on), titled with `t`.
 */
export function buildAdminNavigation(
  t: (key: string) => string,
  routes: readonly AdminRouteEntry[] = ADMIN_ROUTES,
  shown: (route: AdminRouteEntry) => boolean = () => true,
): AdminNavGroup[] {
  return ADMIN_GROUPS.map((group) => ({
    id: group.id,
    label: t(groupTitleKey(group.id)),
    routes: routes
      .filter((route) => route.group === group.id && isNavigable(route) && shown(route))
      .map((route) => withTitle(route, t)),
  })).filter((group) => group.routes.length > 0);
}
