import type { ProductQuery } from '@gartenwerk/api-client';
import { SHOP_PRODUCT_SORTS, type ShopProductSort } from '@gartenwerk/domain';

/**
 * What a group page shows, as its address says: `?colors=a,b&tags=x&available=true&price_min=5&price_max=30&sort=-price`.
 * The same names as the product API's, so a link can be read against either.
 */
export interface ProductFilters {
  colors: string[];
  tags: string[];
  /** Only products that can be ordered now. */
  available: boolean;
  /** Euros, both bounds included. */
  priceMin: number | null;
  priceMax: number | null;
  sort: ShopProductSort;
}

export const NO_FILTERS: ProductFilters = {
  colors: [],
  tags: [],
  available: false,
  priceMin: null,
  priceMax: null,
  sort: 'order',
};

const list = (value: string | null) =>
  [...new Set((value ?? '').split(',').map((part) => part.trim()))].filter(Boolean).sort();

const euros = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? Math.round(number * 100) / 100 : null;
};

/**
 * The filters an address asks for. A hand-edited address never fails the page: values the shop
 * cannot use are left out, and bounds given the wrong way round are swapped.
 */
export function filtersFromSearch(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  let priceMin = euros(params.get('price_min'));
  let priceMax = euros(params.get('price_max'));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  return {
    colors: list(params.get('colors')),
    tags: list(params.get('tags')),
    available: params.get('available') === 'true',
    priceMin,
    priceMax,
    sort: SHOP_PRODUCT_SORTS.includes(sort as ShopProductSort) ? (sort as ShopProductSort) : 'order',
  };
}

/** The address's search part for the filters: only what differs from showing everything, in a fixed order. */
export function filtersToSearch(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.colors.length > 0) params.set('colors', [...filters.colors].sort().join(','));
  if (filters.tags.length > 0) params.set('tags', [...filters.tags].sort().join(','));
  if (filters.available) params.set('available', 'true');
  if (filters.priceMin !== null) params.set('price_min', String(filters.priceMin));
  if (filters.priceMax !== null) params.set('price_max', String(filters.priceMax));
  if (filters.sort !== 'order') params.set('sort', filters.sort);
  return params;
}

/** Whether any filter narrows the list (the sort does not). */
export function isFiltered(filters: ProductFilters): boolean {
  return (
    filters.colors.length > 0 ||
    filters.tags.length > 0 ||
    filters.available ||
    filters.priceMin !== null ||
    filters.priceMax !== null
  );
}

/** The product API's question for a group's products under these filters; the loader and the page ask the same. */
export function groupProductQuery(group: string, filters: ProductFilters): ProductQuery {
  return {
    product_groups: group,
    ...(filters.colors.length > 0 ? { colors: filters.colors.join(',') } : {}),
    ...(filters.tags.length > 0 ? { tags: filters.tags.join(',') } : {}),
    ...(filters.available ? { available: true } : {}),
    ...(filters.priceMin !== null ? { price_min: filters.priceMin } : {}),
    ...(filters.priceMax !== null ? { price_max: filters.priceMax } : {}),
    ...(filters.sort !== 'order' ? { sort: filters.sort } : {}),
  };
}
