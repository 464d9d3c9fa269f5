/**
 * msw handlers and fixtures for the API of `docs/contracts.md`, for front-end unit tests and
 * Storybook stories. Paths match any origin, so they serve relative and absolute requests alike.
 */
import type { AdminDashboardCounts } from './admin-dashboard';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { SHOP_URL_DEFAULTS, ADMIN_CENTER_URL, HOME_COUNTRY, GUEST_HANDLE, slugify } from '@gartenwerk/domain';
import {
  createAuthHandlers,
  customerUser,
  twoFactorUser,
  unverifiedUser,
  type MockSession,
} from './auth-msw';
import { createCartHandlers } from './msw-cart';
import { serverEntry } from './msw-content';
import { createShopHandlers } from './msw-shop';
import type { Entry, ListResponse, Product, ProductGroup, ServerErrorBody, SiteConfig, User } from './types';
import { createNewsletterHandlers } from './msw-newsletter';
import { createNotifyHandlers } from './msw-shop-notify';
import { createBookingHandlers } from './msw-booking';

export const demoConfig: SiteConfig = {
  _id: 'config-1',
  meta: {
    og_image: null,
    routes: [{ route: '/', meta: { title: 'Gartenwerk', description: 'Baumschule und Gartenshop' } }],
  },
  system: { maintenance: { enabled: false, image: null }, quantity_units: ['Stk.', 'lfm'] },
  mail: {
    mailboxes: [{ uuid: 'mailbox-1', name: 'Gartenwerk', email: 'office@gartenwerk.test' }],
    DEFAULT_SYSTEM_MAILBOX: 'mailbox-1',
  },
  company: {
    name: 'Gartenwerk Baumschule GmbH',
    street: 'Gärtnerweg 1',
    zip: '3500',
    city: 'Krems an der Donau',
    country: 'Österreich',
    email: 'office@gartenwerk.test',
    phone: '+43 2732 000 000',
    uid: 'ATU00000000',
    register: 'FN 000000x, Landesgericht Krems an der Donau',
    authority: 'Bezirkshauptmannschaft Krems',
  },
  components: {
    shop: {
      urls: { ...SHOP_URL_DEFAULTS },
      home_country: HOME_COUNTRY,
      shipping_countries: [
        { code: 'de', name: 'Deutschland' },
        { code: 'at', name: 'Österreich' },
      ],
      vat_type: 'inclusive',
      show_sold_out: true,
      fixed_price: false,
      shipping_free_amount_treshhold: null,
      paymentsources: { prepayment: { enabled: true, min: null, max: null } },
      stripe: { live_mode: false },
    },
    auth: { availableRoles: ['user', 'admin'], allow_sms_reset: false },
    map: { apikey: '' },
    social: {
      fb: {},
      links: [
        { network: 'facebook', url: 'https://www.facebook.com/gartenwerk.example' },
        { network: 'instagram', url: 'https://www.instagram.com/gartenwerk.example' },
      ],
    },
    images: { force_disable_cache: false },
    message: { fields: [] },
    admincenter: { url: ADMIN_CENTER_URL },
  },
  enabled_components: ['shop', 'newsletter', 'message'],
};

/**
 * A product as the server answers it: the fields given, the rest as the server stores a new product.
 * The stand-in's answers are checked against the server's OpenAPI schemas (@gartenwerk/test-helpers/msw-contract).
 */
export function serverProduct(
  fields: Pick<Product, '_id' | 'title' | 'price'> & Partial<Product>,
): Required<Product> {
  return {
    slug: slugify(fields.title),
    name_de: '',
    name_en: '',
    description: '',
    description_en: '',
    available: true,
    offline: false,
    order: 0,
    tags: [],
    type: 'product',
    parent: null,
    children: [],
    product_groups: [],
    variants: [],
    content: null,
    media: [],
    downloads: [],
    colors: [],
    slots: [],
    shipping_groups: [],
    vat_groups: [],
    discount_groups: [],
    special_offers: [],
    shipping_data: {},
    expected_days_until_shipping: null,
    voucher_template: null,
    sale: false,
    new: false,
    sales_season: null,
    shipping_season: null,
    pickup_season: null,
    availability: { state: 'now' },
    created: '2026-03-01T08:00:00.000Z',
    ...fields,
  };
}

/** A product group as the server answers it. */
export function serverProductGroup(
  fields: Pick<ProductGroup, '_id' | 'title'> & Partial<ProductGroup>,
): Required<ProductGroup> {
  return {
    title_en: '',
    slug: slugify(fields.title),
    order: 0,
    tags: [],
    product_groups: [],
    media: [],
    offline: false,
    special_offers: [],
    sales_season: null,
    shipping_season: null,
    pickup_season: null,
    preorders_allowed: false,
    ...fields,
  };
}

export const guestUser: User = { _id: 'guest', handle: GUEST_HANDLE, roles: ['guest'] };

export const adminUser: User = {
  _id: 'user-admin',
  handle: 'admin@gartenwerk.test',
  name: 'Verwaltung',
  roles: ['user', 'admin'],
  userData: { first_name: 'Anna', last_name: 'Gärtner' },
  two_factor: { enabled: false },
};

// Users admin and mail outbox: their own in-memory handlers.
export {
  createUsersAdminHandlers,
  demoOutbox,
  demoUsers,
  systemUser,
  type UsersAdminData,
} from './msw-users';

export const demoEntries: Entry[] = [
  serverEntry({
    _id: 'entry-start',
    title: 'Willkommen bei Gartenwerk',
    type: 'page',
    route: '/',
    slug: 'start',
    publish_date: '2026-03-01T08:00:00.000Z',
    content: '<p>Ihre Baumschule für Hecken, Obstbäume und Rosen.</p>',
  }),
];

export const demoProductGroups: ProductGroup[] = [
  serverProductGroup({ _id: 'group-hedges', title: 'Heckenpflanzen', order: 1 }),
  serverProductGroup({ _id: 'group-fruit', title: 'Obstbäume', order: 2 }),
];

export const demoProducts: Product[] = [
  serverProduct({
    _id: 'product-thuja',
    title: 'Lebensbaum Smaragd',
    price: 12.9,
    product_groups: ['group-hedges'],
  }),
  serverProduct({ _id: 'product-beech', title: 'Rotbuche', price: 1234.5, product_groups: ['group-hedges'] }),
  serverProduct({
    _id: 'product-apple',
    title: 'Apfelbaum Topaz',
    price: 39,
    product_groups: ['group-fruit'],
  }),
];

/** The data the handlers serve; tests pass their own to see other states. */
export interface DemoData {
  config: SiteConfig;
  user: User;
  entries: Entry[];
  productGroups: ProductGroup[];
  products: Product[];
  /** Who can sign in (password DEMO_PASSWORD); logging in makes one of them the current user. */
  accounts: User[];
}

function list<T>(items: T[]): ListResponse<T> {
  return { items, total: items.length };
}

/** The server's refusal of an unknown or offline id, in its words. */
function notFound(message: 'product not found' | 'product group not found') {
  return HttpResponse.json<ServerErrorBody>({ statusCode: 404, code: 'NOT_FOUND', message }, { status: 404 });
}

/** The item an id or a slug names, the id first, as the server looks them up. */
function byIdOrSlug<T extends { _id: string; slug?: string }>(items: T[], key: unknown): T | undefined {
  if (typeof key !== 'string') return undefined;
  return items.find((item) => item._id === key) ?? items.find((item) => item.slug === key);
}

/** Keeps the items whose field equals the query parameter, for each parameter given. */
function filterByQuery<T extends object>(items: T[], url: URL, fields: ReadonlyArray<keyof T & string>): T[] {
  return items.filter((item) =>
    fields.every((field) => {
      const wanted = url.searchParams.get(field);
      if (wanted === null) return true;
      const value: unknown = item[field];
      return Array.isArray(value) ? value.includes(wanted) : value === wanted;
    }),
  );
}

/** The browse filters and sorting of `GET /api/v0/shop_product/`, as the server applies them. */
function browseProducts(products: Product[], url: URL): Product[] {
  const param = (name: string) => url.searchParams.get(name);
  const colors = param('colors')?.split(',');
  const tags = param('tags')?.split(',');
  const min = param('price_min') === null ? null : Number(param('price_min'));
  const max = param('price_max') === null ? null : Number(param('price_max'));
  const kept = products.filter(
    (product) =>
      (!colors || colors.some((color) => product.colors?.includes(color))) &&
      (!tags || tags.every((tag) => product.tags?.includes(tag))) &&
      (param('available') === null || String(product.available !== false) === param('available')) &&
      (min === null || (product.price !== null && product.price >= min)) &&
      (max === null || (product.price !== null && product.price <= max)),
  );
  const price = (product: Product) => product.price ?? Number.POSITIVE_INFINITY;
  const byOrder = (a: Product, b: Product) =>
    (a.order ?? 0) - (b.order ?? 0) || a.title.localeCompare(b.title);
  const sorts: Record<string, (a: Product, b: Product) => number> = {
    price: (a, b) => price(a) - price(b) || byOrder(a, b),
    '-price': (a, b) =>
      (b.price ?? Number.POSITIVE_INFINITY) - (a.price ?? Number.POSITIVE_INFINITY) || byOrder(a, b),
    title: (a, b) => a.title.localeCompare(b.title),
    '-created': (a, b) => (b.created ?? '').localeCompare(a.created ?? '') || byOrder(a, b),
  };
  const sort = sorts[param('sort') ?? ''];
  return sort ? [...kept].sort(sort) : kept;
}

/** The admin dashboard's counts with nothing to count, on 2 June 2026. */
export function emptyAdminDashboard(): AdminDashboardCounts {
  return {
    today: '2026-06-02',
    month: '2026-06',
    orders_today: { orders: 0, turnover: 0 },
    orders_month: { orders: 0, turnover: 0 },
    to_ship: 0,
    unpaid: 0,
    low_stock: 0,
    low_stock_below: 5,
    unread_messages: 0,
    new_subscribers: 0,
    subscriber_days: 30,
    upcoming_stages: { count: 0, next: [] },
    stage_days: 7,
    pickups_today: [],
  };
}

/** Handlers for the core endpoints, serving `data` (the demo fixtures unless overridden). */
export function createHandlers(overrides: Partial<DemoData> = {}): HttpHandler[] {
  const data: DemoData = {
    config: demoConfig,
    user: guestUser,
    entries: demoEntries,
    productGroups: demoProductGroups,
    products: demoProducts,
    accounts: [customerUser, twoFactorUser, unverifiedUser, adminUser],
    ...overrides,
  };
  const session: MockSession = { user: data.user };
  return [
    http.get('*/api/v0/config/', () => HttpResponse.json([data.config])),
    http.get('*/api/v0/auth/current', () => HttpResponse.json(session.user)),
    // The admin menu's badges: nothing to count unless a test says otherwise.
    http.get('*/api/v0/admin/dashboard', () => HttpResponse.json(emptyAdminDashboard())),
    ...createAuthHandlers(session, data.accounts, data.config.components.auth.availableRoles),
    http.get('*/api/v0/entry/', ({ request }) =>
      HttpResponse.json(list(filterByQuery(data.entries, new URL(request.url), ['route', 'slug', 'type']))),
    ),
    http.get('*/api/v0/shop_productgroup/', () => HttpResponse.json(list(data.productGroups))),
    http.get('*/api/v0/shop_productgroup/:id', ({ params }) => {
      const group = byIdOrSlug(data.productGroups, params.id);
      return group ? HttpResponse.json(group) : notFound('product group not found');
    }),
    http.get('*/api/v0/shop_product/', ({ request }) => {
      // The server takes the group's slug as well as its id.
      const url = new URL(request.url);
      const group = byIdOrSlug(data.productGroups, url.searchParams.get('product_groups') ?? undefined);
      if (group) url.searchParams.set('product_groups', group._id);
      return HttpResponse.json(
        list(browseProducts(filterByQuery(data.products, url, ['product_groups']), url)),
      );
    }),
    http.get('*/api/v0/shop_product/:id', ({ params }) => {
      const product = byIdOrSlug(data.products, params.id);
      return product ? HttpResponse.json(product) : notFound('product not found');
    }),
    // Carts, specials, search, vouchers and price requests over the same catalogue, empty to start.
    ...createCartHandlers({ products: data.products }),
    ...createShopHandlers({ products: data.products, groups: data.productGroups }),
    // The footer's sign-up and the public newsletter pages.
    ...createNewsletterHandlers(),
    // A sold-out product's "notify me when available".
    ...createNotifyHandlers(),
    // The footer's and the opening-hours page's state, and the booking page.
    ...createBookingHandlers(),
  ];
}

export * from './auth-msw';
export { createNotifyHandlers, type NotifyData } from './msw-shop-notify';
export { createFilesHandlers, demoFile, demoFiles, type FilesData } from './msw-files';

/** Handlers serving the demo fixtures to a guest. */
export const handlers: HttpHandler[] = createHandlers();
export * from './msw-content';
export * from './msw-admin-content';
export * from './msw-shop-admin-catalogue';
export { demoItems, entityHandlers, type EntityHandlersOptions } from './msw-entity';
export {
  createBugTrackerExtraHandlers,
  createBugTrackerHandlers,
  demoBugReports,
} from './msw-system-bugtracker';
export { createBookingHandlers, demoOpeningHours } from './msw-booking';
export { createNotificationHandlers, demoNotifications } from './msw-notification';
export { createSocialHandlers, demoFacebookStatus, demoInstagramMedia, demoSocialShares } from './msw-social';
export {
  createBackupHandlers,
  demoBackups,
  RESTORE_NOT_EMPTY,
  RESTORE_TOO_LARGE,
  type BackupHandlerOptions,
} from './msw-backup';
export { createEventHandlers, demoEvents } from './msw-event';
export {
  createPlanHandlers,
  demoPlans,
  demoResources,
  type DemoPlan,
  type PlanHandlersOptions,
} from './msw-invoice-plan';
export { createNewsletterTemplateHandlers, demoNewsletterTemplates } from './msw-newsletter-template';
export { createNewsletterSendingHandlers, demoNewsletterSendings } from './msw-newsletter-sending';
export {
  createNewsletterStatsHandlers,
  demoNewsletterStats,
  demoNewsletterStatsDetail,
} from './msw-newsletter-stats';
export {
  createNewsletterAdminHandlers,
  createNewsletterHandlers,
  demoNewsletterLists,
  demoNewsletterSubscribers,
} from './msw-newsletter';
export {
  createShopAdminOrdersHandlers,
  demoOrders,
  demoPriceRequests,
  type SentShopMail,
  type ShopAdminOrdersData,
} from './msw-shop-admin-orders';
export {
  createShopAdminSettingsHandlers,
  demoShopCountries,
  demoShopGroups,
  type ShopAdminSettingsData,
} from './msw-shop-admin-settings';
export {
  createShopVoucherHandlers,
  demoVouchers,
  demoVoucherTemplates,
  DEMO_PREVIEW_PDF,
  type ShopVoucherData,
} from './msw-shop-voucher';
export { demoAccountingSettings, demoInvoiceDocument } from './msw-invoice';
export { createCheckoutHandlers, demoAddress, demoQuote, type CheckoutData } from './msw-checkout';
export { createCartHandlers, type CartData } from './msw-cart';
export { createShopHandlers, type ShopData } from './msw-shop';
export { createPersonHandlers, createPersonLinkHandlers, demoPersons } from './msw-person';
export { createSportsHandlers, demoSportsClubs, demoSportsPersons, demoSportsTeams } from './msw-sports';
