import type { AnalyticsDevice, FunnelStep } from '@gartenwerk/domain/schemas';
import type { ShopPaths } from '@gartenwerk/domain';

/** Crawlers and tools: their views are not counted. */
const BOT = /bot|crawl|spider|slurp|headless|lighthouse|preview|curl|wget|python|java\/|httpclient/i;

/**
 * The device class of a User-Agent, or null for a crawler (not counted). Only the class is kept,
 * never the User-Agent itself.
 */
export function deviceOf(userAgent: string | undefined): AnalyticsDevice | null {
  const agent = userAgent ?? '';
  if (!agent || BOT.test(agent)) return null;
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(agent)) return 'mobile';
  return 'desktop';
}

/** The country the browser's first language with a region names (de-AT → at), else ''. */
export function countryOf(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const match = /^\s*[a-z]{2,3}-([a-z]{2})\b/i.exec(part);
    if (match) return match[1]!.toLowerCase();
  }
  return '';
}

/** The host of another site a view came from; '' for none, the site itself or no address. */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined): string {
  if (!referrer) return '';
  try {
    const { hostname } = new URL(referrer);
    const own = (ownHost ?? '').replace(/:\d+$/, '').toLowerCase();
    return hostname.toLowerCase() === own ? '' : hostname.toLowerCase().slice(0, 200);
  } catch {
    return '';
  }
}

/** Whether the view came from the site itself (a step inside a visit, not its start). */
export function fromOwnSite(referrer: string | undefined, ownHost: string | undefined): boolean {
  return !!referrer && referrer.length > 0 && referrerHost(referrer, ownHost) === '' && isUrl(referrer);
}

function isUrl(text: string) {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

const NOT_PAGES = ['/api', '/admincenter', '/assets'];

/** The path counted for an address: no query, no fragment, no trailing slash; null for no page. */
export function pagePath(path: string): string | null {
  const bare = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  if (!bare.startsWith('/') || bare.startsWith('//')) return null;
  const lower = bare.toLowerCase();
  if (NOT_PAGES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))) return null;
  return bare.slice(0, 300);
}

/** The shop funnel's step of a storefront path: a product page, the cart, a checkout step, the order placed. */
export function funnelStep(path: string, paths: ShopPaths): FunnelStep | '' {
  const lower = path.toLowerCase();
  const checkout = paths.checkout.toLowerCase();
  const shop = paths.shop.toLowerCase();
  if (lower === `${checkout}/done`) return 'order';
  if (lower === checkout) return 'cart';
  if (lower.startsWith(`${checkout}/`) || lower === paths.checkout_address.toLowerCase()) return 'checkout';
  if (/^\/p\/[^/]+$/.test(lower)) return 'product';
  if (lower.startsWith(`${shop}/`) && lower.slice(shop.length + 1).split('/').length === 2) return 'product';
  return '';
}

/** Whether the browser asks not to be tracked: Do-Not-Track or Global Privacy Control. */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['dnt'] === '1' || headers['sec-gpc'] === '1';
}
