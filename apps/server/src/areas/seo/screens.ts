import {
  SHOP_OWN_PATHS,
  WITHDRAWAL_ROUTE,
  type Language,
  type ShopPaths,
  type ShopUrlKey,
} from '@gartenwerk/domain';
import { text, translate } from '../../core/texts';

/** The shop's fixed screens: each has a title and a description of its own (common:screens). */
type Screen =
  | 'shop'
  | 'search'
  | 'specials'
  | 'pricerequest'
  | 'favorites'
  | 'cart'
  | 'checkoutAddress'
  | 'checkoutPayment'
  | 'checkoutSummary'
  | 'checkoutDone'
  | 'login'
  | 'signup'
  | 'account'
  | 'addresses'
  | 'addressEdit'
  | 'orders'
  | 'order'
  | 'resetPassword'
  | 'reset2FA'
  | 'verify'
  | 'shippingCosts'
  | 'withdraw';

/** Which fixed screen answers at a route, with the shop pages at their configured addresses. */
function screenAt(paths: ShopPaths, route: string): Screen | undefined {
  const lower = route.toLowerCase().replace(/(.)\/$/, '$1');
  const is = (path: string) => lower === path.toLowerCase();
  const below = (path: string) =>
    lower.startsWith(`${path.toLowerCase()}/`) && !lower.slice(path.length + 1).includes('/');
  const exact: Array<[string, Screen]> = [
    [paths.shop, 'shop'],
    [paths.search, 'search'],
    [paths.specials, 'specials'],
    [paths.pricerequest, 'pricerequest'],
    ['/favorites', 'favorites'],
    [paths.checkout, 'cart'],
    [paths.checkout_address, 'checkoutAddress'],
    [`${paths.checkout}/2`, 'checkoutPayment'],
    [`${paths.checkout}/3`, 'checkoutSummary'],
    [`${paths.checkout}/done`, 'checkoutDone'],
    [paths.login, 'login'],
    [paths.signup, 'signup'],
    [paths.account, 'account'],
    [`${paths.account}/addresses`, 'addresses'],
    [`${paths.account}/addresses/add`, 'addressEdit'],
    [`${paths.account}/addresses/edit`, 'addressEdit'],
    [`${paths.account}/orders`, 'orders'],
    [paths.resetPassword, 'resetPassword'],
    [paths.reset2FA, 'reset2FA'],
    ['/shipping', 'shippingCosts'],
    [WITHDRAWAL_ROUTE, 'withdraw'],
  ];
  const found = exact.find(([path]) => is(path));
  if (found) return found[1];
  if (below(`${paths.account}/addresses/edit`)) return 'addressEdit';
  if (below(`${paths.account}/orders`)) return 'order';
  if (below(paths.resetPassword)) return 'resetPassword';
  if (below(paths.verify)) return 'verify';
  return undefined;
}

/** A screen's title and description for the meta tags; not imported from the service, which imports this module. */
export interface ScreenMeta {
  title: string;
  description: string;
}

/** The title and description of the fixed screen at a route, in the language asked for. */
export function screenMeta(paths: ShopPaths, route: string, language: Language): ScreenMeta | undefined {
  const screen = screenAt(paths, route);
  if (!screen) return undefined;
  return {
    title: translate(text(`common:screens.${screen}.title`), language),
    description: translate(text(`common:screens.${screen}.description`), language),
  };
}

const LEGAL_PAGES: ReadonlyArray<ShopUrlKey> = ['terms', 'shipping', 'privacy', 'imprint', 'disclaimer'];

/** The route of the entry a legal page shows: at a configured address, its own page's. */
export function entryRouteAt(paths: ShopPaths, route: string): string {
  const page = LEGAL_PAGES.find((key) => paths[key].toLowerCase() === route.toLowerCase());
  return page ? SHOP_OWN_PATHS[page] : route;
}
