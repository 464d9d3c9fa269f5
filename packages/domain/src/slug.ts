/** Readable URL names of products and groups: lower-case letters, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;

/**
 * Group slugs the shop's own pages take under /shop (/shop/cart/checkout/2): a group of that name
 * could never be reached.
 */
export const RESERVED_GROUP_SLUGS: readonly string[] = ['cart', 'checkout', 'p', 'search', 'specials'];

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o' };

/**
 * The slug a title suggests: German umlauts and ß written out (ä → ae, ß → ss), other accents
 * dropped (é → e), lower case, every other run of characters one hyphen. Empty when nothing is left.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüßæœø]/g, (char) => GERMAN[char]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** The shop page of a product group, below the shop's base path (configurable, /shop by default). */
export function shopGroupPath(groupSlug: string, shopBase = '/shop'): string {
  return `${shopBase}/${encodeURIComponent(groupSlug)}`;
}

/** The shop page of a product: within its group, or on its own when it is in none. */
export function shopProductPath(productSlug: string, groupSlug?: string | null, shopBase = '/shop'): string {
  return groupSlug
    ? `${shopBase}/${encodeURIComponent(groupSlug)}/${encodeURIComponent(productSlug)}`
    : `/p/${encodeURIComponent(productSlug)}`;
}
