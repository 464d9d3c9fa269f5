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
  { id: 'overview', label: 'Übersicht' },
  { id: 'content', label: 'Inhalte' },
  { id: 'files', label: 'Dateien' },
  { id: 'messages', label: 'Nachrichten' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'shop', label: 'Shop' },
  { id: 'accounting', label: 'Buchhaltung' },
  { id: 'booking', label: 'Buchungen' },
  { id: 'bugtracker', label: 'Bugtracker' },
  { id: 'users', label: 'Benutzer' },
  { id: 'settings', label: 'Einstellungen' },
  { id: 'sports', label: 'Sport' },
  { id: 'social', label: 'Social Media' },
  { id: 'system', label: 'System' },
] as const;

export type AdminGroupId = (typeof ADMIN_GROUPS)[number]['id'];

export interface AdminRoute {
  /** Path relative to the admin centre base, exactly as the spec writes it (`?` marks optional params). */
  path: string;
  /** German screen title, used for the navigation, the page heading and the document title. */
  label: string;
  group: AdminGroupId;
  /** The dashboard also answers the empty path. */
  index?: boolean;
}

const ACCOUNTING = 'accounting';
const SPORTS = 'sports';
const SHOP = 'shop';

/** Builds the add/edit/browse family the accounting and sports specs abbreviate. */
function family(
  prefix: string,
  group: AdminGroupId,
  labels: { browse: string; edit: string; add?: string },
  editPath = 'edit/:id?',
  addPath = 'add',
): AdminRoute[] {
  const routes: AdminRoute[] = [];
  if (labels.add) routes.push({ path: `${prefix}/${addPath}`, label: labels.add, group });
  routes.push({ path: `${prefix}/${editPath}`, label: labels.edit, group });
  routes.push({ path: `${prefix}/browse`, label: labels.browse, group });
  return routes;
}

const adminCentreRoutes: AdminRoute[] = [
  { path: 'dashboard', label: 'Dashboard', group: 'overview', index: true },
  { path: 'analytics', label: 'Analyse', group: 'overview' },
  { path: 'notifications', label: 'Benachrichtigungen', group: 'overview' },

  { path: 'social/facebook', label: 'Facebook', group: 'social' },
  { path: 'social/instagram', label: 'Instagram', group: 'social' },

  { path: 'bugtracker/browse', label: 'Fehlermeldungen', group: 'bugtracker' },
  { path: 'bugtracker/edit/:id?', label: 'Fehlermeldung bearbeiten', group: 'bugtracker' },
  { path: 'bugtracker/settings', label: 'Bugtracker-Einstellungen', group: 'bugtracker' },

  { path: 'booking/edit/:id?', label: 'Buchung bearbeiten', group: 'booking' },
  { path: 'booking/browse', label: 'Buchungen', group: 'booking' },
  { path: 'booking/calendar', label: 'Buchungskalender', group: 'booking' },
  { path: 'booking/openinghours', label: 'Öffnungszeiten', group: 'booking' },
  { path: 'booking/settings', label: 'Buchungseinstellungen', group: 'booking' },

  { path: 'pages/browse', label: 'Seiten', group: 'content' },
  { path: 'pages/edit/:id?', label: 'Seite bearbeiten', group: 'content' },

  { path: 'person/browse', label: 'Personen', group: 'users' },
  { path: 'person/edit/:id?', label: 'Person bearbeiten', group: 'users' },

  { path: 'events', label: 'Ereignisse', group: 'system' },
  { path: 'account', label: 'Mein Konto', group: 'users' },
  { path: 'map', label: 'Karte', group: 'settings' },

  { path: 'newsletter/settings', label: 'Newsletter-Einstellungen', group: 'newsletter' },
  { path: 'newsletter/subscriber/import', label: 'Abonnenten importieren', group: 'newsletter' },
  { path: 'subscriber/browse', label: 'Abonnenten', group: 'newsletter' },
  { path: 'subscriber/edit/:id?', label: 'Abonnent bearbeiten', group: 'newsletter' },
  { path: 'list/browse', label: 'Listen', group: 'newsletter' },
  { path: 'list/edit/:id?', label: 'Liste bearbeiten', group: 'newsletter' },
  { path: 'templates/browse', label: 'Vorlagen', group: 'newsletter' },
  { path: 'templates/edit/:id?', label: 'Vorlage bearbeiten', group: 'newsletter' },
  { path: 'sendings/edit/:templateId?/:listId?', label: 'Aussendung bearbeiten', group: 'newsletter' },
  { path: 'sendings/browse', label: 'Aussendungen', group: 'newsletter' },
  { path: 'stats/browse', label: 'Statistiken', group: 'newsletter' },
  { path: 'stats/browse/:id', label: 'Statistik der Aussendung', group: 'newsletter' },

  { path: 'messages/settings', label: 'Nachrichten-Einstellungen', group: 'messages' },
  { path: 'messages/inbox', label: 'Posteingang', group: 'messages' },
  { path: 'messages/inbox/:id', label: 'Nachricht', group: 'messages' },

  { path: 'settings/seo', label: 'SEO', group: 'settings' },
  { path: 'settings/mail', label: 'E-Mail', group: 'settings' },
  { path: 'settings/privacy', label: 'Datenschutz', group: 'settings' },
  { path: 'settings/company', label: 'Unternehmen', group: 'settings' },
  { path: 'components', label: 'Komponenten', group: 'settings' },
  { path: 'config', label: 'Konfiguration', group: 'settings' },

  { path: 'users/add', label: 'Benutzer anlegen', group: 'users' },
  { path: 'users/browse', label: 'Benutzer', group: 'users' },
  { path: 'users/edit/:id', label: 'Benutzer bearbeiten', group: 'users' },

  { path: 'files', label: 'Dateien', group: 'files' },
  { path: 'file/edit/:id', label: 'Datei bearbeiten', group: 'files' },
  { path: 'image/edit/:id', label: 'Bild bearbeiten', group: 'files' },

  { path: 'backup', label: 'Sicherung', group: 'system' },
  { path: 'mail/outbox', label: 'Postausgang', group: 'system' },
];

const accountingRoutes: AdminRoute[] = [
  { path: ACCOUNTING, label: 'Buchhaltung – Übersicht', group: 'accounting' },
  { path: `${ACCOUNTING}/test`, label: 'Test', group: 'accounting' },
  ...family(`${ACCOUNTING}/vendor_order`, 'accounting', {
    add: 'Lieferantenbestellung anlegen',
    edit: 'Lieferantenbestellung bearbeiten',
    browse: 'Lieferantenbestellungen',
  }),
  ...family(`${ACCOUNTING}/vendor`, 'accounting', {
    add: 'Lieferant anlegen',
    edit: 'Lieferant bearbeiten',
    browse: 'Lieferanten',
  }),
  ...family(`${ACCOUNTING}/customer`, 'accounting', {
    add: 'Kunde anlegen',
    edit: 'Kunde bearbeiten',
    browse: 'Kunden',
  }),
  { path: `${ACCOUNTING}/settings/global`, label: 'Allgemeine Einstellungen', group: 'accounting' },
  { path: `${ACCOUNTING}/settings/pdf`, label: 'PDF-Einstellungen', group: 'accounting' },
  { path: `${ACCOUNTING}/settings/accounts`, label: 'Konten für den Export', group: 'accounting' },
  { path: `${ACCOUNTING}/settings/dunning`, label: 'Mahnstufen', group: 'accounting' },
  { path: `${ACCOUNTING}/settings/ui`, label: 'Oberfläche', group: 'accounting' },
  { path: `${ACCOUNTING}/settings/notifications`, label: 'Benachrichtigungen', group: 'accounting' },
  {
    path: `${ACCOUNTING}/settings/notifications/templates`,
    label: 'Benachrichtigungsvorlagen',
    group: 'accounting',
  },
  {
    path: `${ACCOUNTING}/settings/notifications/templates/:id?`,
    label: 'Benachrichtigungsvorlage bearbeiten',
    group: 'accounting',
  },
  { path: `${ACCOUNTING}/settings/system`, label: 'Systemeinstellungen', group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/calendar`, label: 'Rechnungskalender', group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/edit/:id?`, label: 'Rechnung bearbeiten', group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/browse`, label: 'Rechnungen', group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/overview`, label: 'Rechnungsübersicht', group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/figures`, label: 'Umsatzsteuer und Export', group: 'accounting' },
  { path: `${ACCOUNTING}/invoice/dunning`, label: 'Mahnwesen', group: 'accounting' },
  ...family(`${ACCOUNTING}/template`, 'accounting', { edit: 'Vorlage bearbeiten', browse: 'Vorlagen' }),
  ...family(`${ACCOUNTING}/offer`, 'accounting', { edit: 'Angebot bearbeiten', browse: 'Angebote' }),
  ...family(`${ACCOUNTING}/order`, 'accounting', { edit: 'Auftrag bearbeiten', browse: 'Aufträge' }),
  ...family(`${ACCOUNTING}/delivery`, 'accounting', {
    edit: 'Lieferschein bearbeiten',
    browse: 'Lieferscheine',
  }),
  ...family(`${ACCOUNTING}/resource`, 'accounting', {
    edit: 'Ressource bearbeiten',
    browse: 'Ressourcen',
  }),
  { path: `${ACCOUNTING}/resource/calendar`, label: 'Ressourcenkalender', group: 'accounting' },
  ...family(`${ACCOUNTING}/item`, 'accounting', { edit: 'Artikel bearbeiten', browse: 'Artikel' }),
  ...family(`${ACCOUNTING}/factor`, 'accounting', { edit: 'Faktor bearbeiten', browse: 'Faktoren' }),
];

const sportsRoutes: AdminRoute[] = [
  { path: SPORTS, label: 'Sport – Übersicht', group: 'sports' },
  ...family(
    `${SPORTS}/clubs`,
    'sports',
    { add: 'Verein anlegen', edit: 'Verein bearbeiten', browse: 'Vereine' },
    'edit/:id?',
    'add/:id?',
  ),
  ...family(
    `${SPORTS}/teams`,
    'sports',
    { add: 'Mannschaft anlegen', edit: 'Mannschaft bearbeiten', browse: 'Mannschaften' },
    'edit/:id?',
    'add/:id?',
  ),
  ...family(
    `${SPORTS}/person`,
    'sports',
    { add: 'Sportler anlegen', edit: 'Sportler bearbeiten', browse: 'Sportler' },
    'edit/:id?',
    'add/:id?',
  ),
];

const shopRoutes: AdminRoute[] = [
  { path: `${SHOP}/settings`, label: 'Shop-Einstellungen', group: 'shop' },
  { path: `${SHOP}/settings/payment-methods`, label: 'Zahlungsarten', group: 'shop' },
  { path: `${SHOP}/shipping/countries`, label: 'Versandländer', group: 'shop' },
  { path: `${SHOP}/shipping/groups`, label: 'Versandgruppen', group: 'shop' },
  { path: `${SHOP}/shipping/discounts`, label: 'Versandrabatte', group: 'shop' },
  { path: `${SHOP}/shipping/discounts/:id`, label: 'Versandrabatt', group: 'shop' },
  { path: `${SHOP}/discount/groups`, label: 'Rabattgruppen', group: 'shop' },
  { path: `${SHOP}/vat/groups`, label: 'Steuergruppen', group: 'shop' },
  { path: `${SHOP}/pricerequest/browse`, label: 'Preisanfragen', group: 'shop' },
  { path: `${SHOP}/pricerequest/edit/:id?`, label: 'Preisanfrage bearbeiten', group: 'shop' },
  { path: `${SHOP}/voucher/browse`, label: 'Gutscheine', group: 'shop' },
  { path: `${SHOP}/voucher/template/browse`, label: 'Gutscheinvorlagen', group: 'shop' },
  { path: `${SHOP}/voucher/template/edit/:id?`, label: 'Gutscheinvorlage bearbeiten', group: 'shop' },
  { path: `${SHOP}/voucher/calendar`, label: 'Gutscheinkalender', group: 'shop' },
  { path: `${SHOP}/voucher/edit/:id?`, label: 'Gutschein bearbeiten', group: 'shop' },
  { path: `${SHOP}/products`, label: 'Produkte', group: 'shop' },
  { path: `${SHOP}/products/:id`, label: 'Produkt bearbeiten', group: 'shop' },
  { path: `${SHOP}/colors`, label: 'Farben', group: 'shop' },
  { path: `${SHOP}/colors/:id`, label: 'Farbe bearbeiten', group: 'shop' },
  { path: `${SHOP}/groups`, label: 'Produktgruppen', group: 'shop' },
  { path: `${SHOP}/groups/:id`, label: 'Produktgruppe bearbeiten', group: 'shop' },
  { path: `${SHOP}/orders`, label: 'Bestellungen', group: 'shop' },
  { path: `${SHOP}/orders/:id`, label: 'Bestellung', group: 'shop' },
  { path: `${SHOP}/payments`, label: 'Zahlungen', group: 'shop' },
  { path: `${SHOP}/customers`, label: 'Kunden', group: 'shop' },
  { path: `${SHOP}/customers/:id`, label: 'Kunde', group: 'shop' },
  { path: `${SHOP}/stock`, label: 'Lagerbestand', group: 'shop' },
  { path: `${SHOP}/affiliates`, label: 'Affiliates', group: 'shop' },
  { path: `${SHOP}/affiliates/:id`, label: 'Affiliate', group: 'shop' },
];

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  ...adminCentreRoutes,
  ...accountingRoutes,
  ...sportsRoutes,
  ...shopRoutes,
];

/** Screens reached through a parameter (`:id`, `:id?`) are opened from their browse screen, not the menu. */
export function isNavigable(route: AdminRoute): boolean {
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

/** The component a screen belongs to (switched off under "Komponenten", it is gone), if any. */
export function componentOf(route: AdminRoute): string | undefined {
  if (route.path === 'map') return 'map';
  return GROUP_COMPONENTS[route.group];
}

/** Whether a screen's component is switched on; screens of no component always are. */
export function isComponentEnabled(route: AdminRoute, enabledComponents: readonly string[]): boolean {
  const component = componentOf(route);
  return component === undefined || enabledComponents.includes(component);
}

/**
 * The navigation: groups in their fixed order, each with its directly reachable screens that
 * `shown` lets through (the app passes: built, and its component switched on).
 */
export function buildAdminNavigation(
  routes: readonly AdminRoute[] = ADMIN_ROUTES,
  shown: (route: AdminRoute) => boolean = () => true,
): AdminNavGroup[] {
  return ADMIN_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    routes: routes.filter((route) => route.group === group.id && isNavigable(route) && shown(route)),
  })).filter((group) => group.routes.length > 0);
}
