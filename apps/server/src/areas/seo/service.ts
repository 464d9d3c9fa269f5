import {
  DEFAULT_LANGUAGE,
  localized,
  shopGroupPath,
  shopPaths,
  shopProductPath,
  type Language,
} from '@gartenwerk/domain';
import type { Database } from '../../core/db';
import type { SiteConfig } from '../config/schemas';
import { getConfig } from '../config/service';
import type { Entry } from '../entry/schemas';
import { publishedEntryAt, publishedRoutedEntries } from '../entry/service';
import { onlineProductBySlug, onlineProductSlugs } from '../shop-product/service';
import { onlineGroupBySlug, onlineGroupSlugs } from '../shop-productgroup/service';
import { entryRouteAt, screenMeta } from './screens';

/** The route of the news list; a news item's own page is below it. */
export const NEWS_ROUTE = '/Aktuelles';
/** The route of the projects list; each project's page is below it, by its slug. */
export const PROJECTS_ROUTE = '/Projekte';

/** The address a library file is downloaded from. */
export const fileUrl = (fileId: string) => `/api/v0/download/${encodeURIComponent(fileId)}`;

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  og: { title: string; description: string; type: 'website' | 'article'; url: string; image: string | null };
}

/**
 * The meta of a page: an entry's own title and description first, then config meta.routes for the
 * route, then the start page's; og_image is the entry's first image, else config meta.og_image.
 */
export function metaFor(
  config: SiteConfig,
  origin: string,
  route: string,
  entry?: Entry,
  shopItem?: ShopItemMeta,
): PageMeta {
  const configured = (path: string) => config.meta.routes.find((item) => item.route === path)?.meta;
  const forRoute = configured(route) ?? {};
  const site = configured('/') ?? {};
  const ownTitle = entry?.title ?? shopItem?.title;
  const title = ownTitle ?? forRoute.title ?? site.title ?? '';
  const description =
    entry?.meta_description || shopItem?.description || forRoute.description || site.description || '';
  const imageId = entry?.media.images[0]?._id ?? config.meta.og_image;
  // The site's name once: "Thuja – Gartenwerk – Baumschule", but "Willkommen bei Gartenwerk" alone.
  const siteName = site.title?.split(' – ')[0] ?? '';
  const namesSite =
    !ownTitle || !site.title || ownTitle === site.title || (!!siteName && ownTitle.includes(siteName));
  return {
    title: namesSite ? title : `${ownTitle} – ${site.title}`,
    description,
    keywords: entry?.meta_keywords ?? '',
    og: {
      title,
      description,
      type: entry?.type === 'news' ? 'article' : 'website',
      url: `${origin}${route}`,
      image: imageId ? `${origin}${fileUrl(imageId)}` : null,
    },
  };
}

/** A product group's or product's own name and description, for its page's meta. */
export interface ShopItemMeta {
  title: string;
  description: string;
}

/** A description for a meta tag: the text without markup, at most 160 characters, cut at a word. */
function metaDescription(text: string | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= 160) return plain;
  return `${plain.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}

/**
 * The group or product an online shop page shows: <shop>/<group>, <shop>/<group>/<product>, /p/<product>
 * (slugs are lower-case letters, digits and hyphens, so the route needs no decoding).
 */
async function shopItemAt(
  db: Database,
  shopBase: string,
  route: string,
  language: Language,
): Promise<ShopItemMeta | undefined> {
  const below = route.toLowerCase().startsWith(`${shopBase.toLowerCase()}/`)
    ? route.slice(shopBase.length)
    : '';
  const [, groupSlug, inGroup] = /^\/([^/]+)(?:\/([^/]+))?$/.exec(below) ?? [];
  const group = groupSlug ? await onlineGroupBySlug(db, groupSlug) : undefined;
  // Below /shop only a group's address names a product (/shop/cart/checkout is no product page).
  const productSlug = groupSlug ? group && inGroup : /^\/p\/([^/]+)$/.exec(route)?.[1];
  if (!productSlug)
    return group && !inGroup
      ? { title: localized(group.title, group.titleEn, language), description: '' }
      : undefined;
  const product = await onlineProductBySlug(db, productSlug);
  // English pages name the product in English where an English name is written.
  return (
    product && {
      title: localized(product.title, product.data.name_en, language),
      description: metaDescription(
        localized(product.data.description ?? '', product.data.description_en, language),
      ),
    }
  );
}

/** A path segment decoded; a malformed escape (`%E0`) names nothing rather than failing the request. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The meta for a route, with the published entry (or the shop's group or product, or the fixed shop
 * screen) at that route. A legal page at its configured shop URL has its own page's entry.
 */
export async function metaForRoute(
  db: Database,
  origin: string,
  route: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PageMeta> {
  const config = await getConfig(db);
  const paths = shopPaths(config.components.shop.urls);
  const shopItem = (await shopItemAt(db, paths.shop, route, language)) ?? screenMeta(paths, route, language);
  if (shopItem) return metaFor(config, origin, route, undefined, shopItem);
  const entryRoute = entryRouteAt(paths, route);
  const [, list, encoded] = new RegExp(`^(${NEWS_ROUTE}|${PROJECTS_ROUTE})/([^/]+)$`).exec(route) ?? [];
  const item = encoded && decodedSegment(encoded);
  // A list's own meta, not its newest item's: items share the list's route.
  const entry =
    list && item ? await publishedEntryAt(db, list, item) : await publishedEntryAt(db, entryRoute);
  return metaFor(
    config,
    origin,
    route,
    entry && { ...entry, title: localized(entry.title, entry.title_en, language) },
  );
}

export interface SitemapUrl {
  loc: string;
  lastmod: string;
}

/** Published pages (one per route), published news items, online product groups and products. */
export async function sitemapUrls(db: Database, origin: string): Promise<SitemapUrl[]> {
  const published = await publishedRoutedEntries(db);
  const urls = new Map<string, string>();
  const add = (path: string, date: Date) => {
    const loc = `${origin}${encodeURI(path)}`;
    const known = urls.get(loc);
    if (!known || known < date.toISOString()) urls.set(loc, date.toISOString());
  };
  for (const row of published) {
    add(row.route!, row.publishDate);
    if (row.type === 'news' && row.route === NEWS_ROUTE)
      add(`${NEWS_ROUTE}/${row.slug ?? row.id}`, row.publishDate);
  }
  // Online groups and products at their slug addresses; a product under its first online group.
  const shopBase = shopPaths((await getConfig(db)).components.shop.urls).shop;
  const groups = await onlineGroupSlugs(db);
  for (const group of groups) add(shopGroupPath(group.slug, shopBase), group.created);
  const groupSlugs = new Map(groups.map((group) => [group.id, group.slug]));
  const products = await onlineProductSlugs(db);
  for (const product of products) {
    const group = product.groups.map((id) => groupSlugs.get(id)).find((slug) => slug !== undefined);
    add(shopProductPath(product.slug, group, shopBase), product.created);
  }
  return [...urls].map(([loc, lastmod]) => ({ loc, lastmod })).sort((a, b) => a.loc.localeCompare(b.loc));
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

export function sitemapXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => `  <url><loc>${escapeXml(url.loc)}</loc><lastmod>${url.lastmod}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Keeps crawlers out of the admin centre and the API. */
export async function robotsTxt(db: Database, origin: string): Promise<string> {
  const { components } = await getConfig(db);
  return [
    'User-agent: *',
    `Disallow: ${components.admincenter.url}`,
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
