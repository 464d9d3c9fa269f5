import { SHOP_URL_DEFAULTS, type ShopUrlKey } from './constants';

/**
 * The storefront's own addresses of the shop pages whose URL the spec leaves without a default, and
 * of the legal pages (the content pages the spec's defaults name; routes ignore case).
 */
export const SHOP_OWN_PATHS: Readonly<Record<ShopUrlKey, string>> = {
  terms: '/AGB',
  shipping: '/Versandkosten',
  privacy: '/Privacy',
  imprint: '/Imprint',
  disclaimer: '/Disclaimer',
  reset2FA: '/reset2FA',
  checkout_address: '/shop/cart/checkout/2',
  login: '/login',
  checkout: '/checkout',
  signup: '/signup',
  account: '/account',
  pricerequest: '/pricerequest',
  shop: '/shop',
  special_conditions: '',
  resetPassword: '/resetPassword',
  verify: '/verify',
  search: '/search',
  specials: '/specials',
};

/** Every configurable shop page, in the order the admin lists them. */
export const SHOP_URL_KEYS = Object.keys(SHOP_URL_DEFAULTS) as ShopUrlKey[];

/** The shop pages that are pages of the storefront (special_conditions names any address the owner chose). */
export const SHOP_PAGE_KEYS = SHOP_URL_KEYS.filter((key) => key !== 'special_conditions');

/** An address the storefront can route: starts with /, has no empty segment, no query and no trailing /. */
export const SHOP_PATH_PATTERN = /^(?:\/[A-Za-z0-9._~-]+)+$/;

/** Addresses of the server itself that no shop page may take. */
const SERVER_PATHS = ['/api', '/admincenter', '/assets', '/sitemap.xml', '/robots.txt'];

/** Whether a configured shop address may be used as a route (empty means "the default"). */
export function isUsableShopPath(path: string): boolean {
  if (!SHOP_PATH_PATTERN.test(path)) return false;
  const lower = path.toLowerCase();
  return !SERVER_PATHS.some((reserved) => lower === reserved || lower.startsWith(`${reserved}/`));
}

/** The address each shop page answers at. */
export type ShopPaths = Readonly<Record<ShopUrlKey, string>>;

/**
 * The addresses of the shop pages: the configured URL (components.shop.urls) where it is usable, else
 * the spec's default, else the storefront's own address. A trailing / is dropped.
 */
export function shopPaths(urls?: Partial<Record<ShopUrlKey, string | null | undefined>> | null): ShopPaths {
  const paths = {} as Record<ShopUrlKey, string>;
  for (const key of SHOP_URL_KEYS) {
    const configured = (urls?.[key] ?? '').trim().replace(/(.)\/+$/, '$1');
    paths[key] = isUsableShopPath(configured) ? configured : SHOP_URL_DEFAULTS[key] || SHOP_OWN_PATHS[key];
  }
  return paths;
}

/** The default addresses, for code that runs before the configuration is known. */
export const DEFAULT_SHOP_PATHS: ShopPaths = shopPaths();

/** Two configured addresses that name one page (routes ignore case). */
export const sameShopPath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The shop pages two of which share an address (routes ignore case): the configuration must not
 * name one address for two pages. Answers the keys that clash, empty when none does.
 */
export function clashingShopPaths(paths: ShopPaths): ShopUrlKey[] {
  const seen = new Map<string, ShopUrlKey>();
  const clashes = new Set<ShopUrlKey>();
  for (const key of SHOP_PAGE_KEYS) {
    const path = paths[key].toLowerCase();
    const other = seen.get(path);
    if (other) {
      clashes.add(other);
      clashes.add(key);
    } else seen.set(path, key);
  }
  return [...clashes];
}

/** A checkout step's address: the address step (1) at its own URL, the later ones below the checkout URL. */
export function checkoutStepPath(paths: ShopPaths, step: '1' | '2' | '3' | 'done'): string {
  return step === '1' ? paths.checkout_address : `${paths.checkout}/${step}`;
}
