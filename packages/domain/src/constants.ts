/**
 * Every business constant of the two specifications, each named once.
 * Apps, ui and server import them from here instead of repeating literals.
 */

/** Files shown per page in the file browser. */
export const FILES_PER_PAGE = 10;
/** Debounce before a file whose tags changed is saved, in ms. */
export const TAG_SAVE_DEBOUNCE_MS = 1000;
/** Endpoint uploads go to unless a component names another. */
export const DEFAULT_UPLOAD_ENDPOINT = '/api/v0/upload';
/** The image variant chosen for display is the smallest at least this large. */
export const IMAGE_VARIANT_TARGET = { width: 800, height: 1024 } as const;
/** Most options a multi-select offers. */
export const MULTI_SELECT_OPTION_LIMIT = 1000;
/** Paginator: pages shown around the current one, and at either end. */
export const PAGINATION = { pageRangeDisplayed: 3, marginPagesDisplayed: 1 } as const;
/** Lazy list: items shown at least, and items added per lazy-load event. */
export const LAZY_LIST_MIN_ITEMS = 6;
/** Items the lazy list adds per lazy-load event. */
export const LAZY_LIST_LOAD_COUNT = 10;
/** Debounce of window resize handling, in ms. */
export const RESIZE_DEBOUNCE_MS = 100;
/** Column breakpoints of the lazy list: up to each width, that many columns. */
export const COLUMN_BREAKPOINTS = [
  { width: 800, columns: 1 },
  { width: 1200, columns: 2 },
  { width: 1600, columns: 3 },
] as const;
/** Columns of the layout grid a column count divides. */
export const GRID_COLUMNS = 12;
/** Default entry count and column count of an entry list. */
export const DEFAULT_ENTRY_COUNT = 2;
/** Default column count of an entry list. */
export const DEFAULT_ENTRY_COLUMNS = 2;
/** File sizes are shown in KB below this many KB, in MB from it. */
export const FILE_SIZE_MB_FROM_KB = 1000;
/** Title of a new entry. */
export const NEW_ENTRY_TITLE = 'Titel';
/** Where the login view sends a user after login when no redirect is configured. */
export const LOGIN_REDIRECT_DEFAULT = '/';
/** How long a toast stays visible, in ms. */
export const TOAST_DURATION_MS = 3000;
/** Shop screens scroll to the shop area less this offset, in px. */
export const SHOP_SCROLL_OFFSET_PX = 100;

/** Most items of one product a cart line may hold (cart, favourites, price-request cart). */
export const CART_MAX_AMOUNT = 100_000;
/** Width of a block added from the palette, in grid columns. */
export const PALETTE_BLOCK_SIZE = 12;

/** Navigation progress bar. */
export const PROGRESS_BAR = {
  durationMs: 3000,
  heightPx: 4,
  color: '#ffca2b',
  failureColor: '#ff0000',
  tickMs: 100,
  finishAbovePercent: 95,
  hideDelayMs: 500,
} as const;

/** Tooltip behaviour. */
export const TOOLTIP = {
  showDelayMs: 300,
  hideDelayMs: 250,
  offset: [0, 10] as const,
  maxWidth: 350,
  placement: 'top',
  triggers: ['mouseenter', 'focus'] as const,
  defaultText: 'tooltip text',
  allowHTML: true,
} as const;

/** Languages: German first and default, English second. */
export const DEFAULT_LANGUAGE = 'de';
/** Interface languages, default first. */
export const LANGUAGES = ['de', 'en'] as const;
/** An interface language. */
export type Language = (typeof LANGUAGES)[number];

/**
 * The language a formatter writes for a language or locale tag (`i18n.language`, `en-GB`): English for
 * English, German for everything else.
 */
export const formatLanguage = (language: string | undefined): Language =>
  language?.toLowerCase().startsWith('en') ? 'en' : 'de';

/** Country lists start with these, in this order. */
export const COUNTRY_ORDER_FIRST = ['de', 'at'] as const;
/** Country and address type a new address starts with. */
export const DEFAULT_COUNTRY = 'at';
/** Address type a new address starts with. */
export const DEFAULT_ADDRESS_TYPE = 'person';
/** The shop's home country (VAT, exemptions abroad). */
export const HOME_COUNTRY = 'at';

/** The product page says how many are left ("nur noch 3 verfügbar") from this stock down. */
export const LOW_STOCK_NOTICE = 10;

/** Longest comment a customer may add to an order (the checkout counts down to it). */
export const CHECKOUT_COMMENT_MAX_LENGTH = 1000;

/** Price used when a product has none, in euros (and in cents). */
export const FALLBACK_PRICE = 999;
/** The fallback price in cents. */
export const FALLBACK_PRICE_CENTS = FALLBACK_PRICE * 100;
/** Prices are rounded to this many decimals. */
export const PRICE_DECIMALS = 2;

/** Default slot of the calendar. */
export const DEFAULT_CALENDAR_SLOT = '00:05:00';
/** Extensions of the rich-text editor toolbar. */
export const EDITOR_TOOLBAR_EXTENSIONS = 9;

/** Built-in file tags. */
export const BUILTIN_FILE_TAGS = ['all', 'recently_uploaded', 'upload_queued', 'in_gallery'] as const;
/** Separator of nested tag paths. */
export const TAG_PATH_SEPARATOR = '|';
/** Files uploaded within this time count as recently uploaded, in ms. */
export const RECENTLY_UPLOADED_MS = 60 * 60 * 1000;
/** Image extensions the file library treats as images. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'svg'] as const;

/** Admin centre base path. */
export const ADMIN_CENTER_URL = '/admincenter';

/** Roles of a user. */
export const ROLES = ['guest', 'user', 'admin', 'system', 'internal'] as const;
/** A user role. */
export type Role = (typeof ROLES)[number];
/** Handle of the default (anonymous) user. */
export const GUEST_HANDLE = 'guest';
/** Role a discount group lists to apply to everyone. */
export const DISCOUNT_ROLE_EVERYONE = 'alle';

/**
 * Configurable shop page URLs (config components.shop.urls) and their defaults.
 * An empty string means "no default": the app's own route is used.
 */
export const SHOP_URL_DEFAULTS = {
  terms: '/Agb',
  shipping: '/Versandkosten',
  privacy: '/Privacy',
  imprint: '/Imprint',
  disclaimer: '/Disclaimer',
  reset2FA: '/reset2FA',
  checkout_address: '/shop/cart/checkout/2',
  login: '',
  checkout: '',
  signup: '',
  account: '',
  pricerequest: '',
  shop: '',
  special_conditions: '',
  resetPassword: '',
  verify: '',
  search: '',
  specials: '',
} as const;
/** The page with the terms (AGB); the shop's default terms URL /Agb names it too (routes ignore case). */
export const TERMS_ROUTE = '/AGB';
/** The page with the Widerrufsbelehrung and the model withdrawal form. */
export const WITHDRAWAL_POLICY_ROUTE = '/Widerrufsbelehrung';
/** The withdrawal function (§ 356a BGB): withdraw from an order by its number and e-mail address. */
export const WITHDRAWAL_ROUTE = '/widerrufen';

/** Key of a configurable shop page URL. */
export type ShopUrlKey = keyof typeof SHOP_URL_DEFAULTS;

/** Contact and jobs forms: shortest name and message accepted. */
export const MESSAGE_NAME_MIN_LENGTH = 2;
/** Shortest message text the contact form accepts. */
export const MESSAGE_TEXT_MIN_LENGTH = 10;
/** Largest application file the jobs form accepts, in bytes (10 MB). */
export const APPLICATION_MAX_BYTES = 10 * 1000 * 1000;
/** File types the jobs form accepts for an application. */
export const APPLICATION_EXTENSIONS = ['pdf', 'docx', 'odt', 'jpg', 'png'] as const;

/** Units a content quantity is measured in, for the price per unit (Grundpreis, § 4 PAngV). */
export const CONTENT_UNITS = ['kg', 'l', 'm', 'm²', 'Stück'] as const;

/**
 * The seller's identity in the configuration (`company`): its fields, in the order forms show them,
 * with the longest text each takes. The server's schema and the admin's form both read this.
 */
export const COMPANY_FIELD_MAX_LENGTHS = {
  name: 200,
  street: 200,
  zip: 20,
  city: 100,
  country: 100,
  uid: 30,
  register: 200,
  authority: 300,
  email: 200,
  phone: 50,
} as const;

/** The account prepayments go to (shop settings `bank_details`), with the longest text of each field. */
export const BANK_DETAILS_MAX_LENGTHS = {
  account_holder: 200,
  iban: 50,
  bic: 20,
  bank: 200,
} as const;

/**
 * The orders the shop's group pages offer, as the product API's `sort` names them (a leading -
 * sorts descending): the shop's own order, price up or down, title, newest first. The group page's
 * address uses the same names.
 */
export const SHOP_PRODUCT_SORTS = ['order', 'price', '-price', 'title', '-created'] as const;
export type ShopProductSort = (typeof SHOP_PRODUCT_SORTS)[number];

/** The nursery's time zone: every date a person reads (orders, withdrawals, news, seasons) is a Vienna date. */
export const SHOP_TIME_ZONE = 'Europe/Vienna';

/**
 * The map of the contact and opening-hours pages (config components.map): the tile address (`{z}`,
 * `{x}`, `{y}` and the provider key `{apikey}` filled in) and where the nursery is. Without a key the
 * pages show the address and a link instead of a map.
 */
export const MAP_DEFAULTS = {
  apikey: '',
  tile_url: 'https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key={apikey}',
  lat: 48.4102,
  lng: 15.6032,
  zoom: 16,
} as const;

/** Where a visitor without a map opens the place: OpenStreetMap at the nursery's coordinates. */
export const mapLink = (lat: number, lng: number, zoom: number = MAP_DEFAULTS.zoom) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
