import type { Product } from '@gartenwerk/api-client';
import { filtersToSearch, type ProductFilters } from './filters';

// The screens' side of the filters, apart from filters.ts, which the routes' loaders (first bundle) use.

/** The address's own parameters besides the filters (the search text), kept when the filters change. */
export function withFilters(params: URLSearchParams, filters: ProductFilters): URLSearchParams {
  const next = filtersToSearch(filters);
  for (const [name, value] of params) if (!FILTER_PARAMS.has(name)) next.set(name, value);
  return next;
}

const FILTER_PARAMS = new Set(['colors', 'tags', 'available', 'price_min', 'price_max', 'sort']);

const byTitle = (a: Product, b: Product) => a.title.localeCompare(b.title, 'de');
/** Prices either way with the products on request last, as the product API sorts them. */
const byPrice = (direction: 1 | -1) => (a: Product, b: Product) =>
  a.price === null || b.price === null
    ? Number(a.price === null) - Number(b.price === null)
    : (a.price - b.price) * direction;

/**
 * The filters and the sort applied to a list the server gave whole (search results, specials), with
 * the product API's rules: any of the colours, every tag, the entered price within both bounds (none
 * for products on request); 'order' keeps the list's own order (the search's ranking).
 */
export function filterProducts(products: readonly Product[], filters: ProductFilters): Product[] {
  const kept = products.filter(
    (product) =>
      (filters.colors.length === 0 || filters.colors.some((color) => product.colors?.includes(color))) &&
      filters.tags.every((tag) => product.tags?.includes(tag)) &&
      (!filters.available || product.available === true) &&
      (filters.priceMin === null || (product.price !== null && product.price >= filters.priceMin)) &&
      (filters.priceMax === null || (product.price !== null && product.price <= filters.priceMax)),
  );
  const compare = {
    order: undefined,
    price: byPrice(1),
    '-price': byPrice(-1),
    title: byTitle,
    '-created': (a: Product, b: Product) => (b.created ?? '').localeCompare(a.created ?? ''),
  }[filters.sort];
  return compare ? kept.sort(compare) : kept;
}
