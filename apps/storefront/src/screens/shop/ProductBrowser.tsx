import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetColorsQuery, type Product } from '@gartenwerk/api-client';
import {
  formatEuro,
  SHOP_PRODUCT_SORTS,
  toCents,
  type LocalizedText,
  type ShopProductSort,
} from '@gartenwerk/domain';
import { colorTitle as localizedColor, useLanguage } from '../../app/localized';
import { Button, Select } from '@gartenwerk/ui';
import { GroupFilters, groupFacets } from './GroupFilters';
import { ProductList } from './ProductCard';
import { filtersFromSearch, isFiltered, NO_FILTERS, type ProductFilters } from './filters';
import { withFilters } from './filter-products';
import './group-page.css';

/**
 * The cards whose picture loads at once: the first, the page's Largest Contentful Paint. The rest of
 * the first row loads right after the layout, lazily, so it does not share the phone's bandwidth with it.
 */
const EAGER_PICTURES = 1;

/** The text key of each order. */
const SORT_WORDS = {
  order: 'order',
  price: 'price_asc',
  '-price': 'price_desc',
  title: 'title',
  '-created': 'newest',
} as const satisfies Record<ShopProductSort, string>;

/** The chosen filters as removable chips ("Rosa ×"), and a way to drop them all. */
function ActiveFilters({
  filters,
  colorTitle,
  onChange,
}: {
  filters: ProductFilters;
  colorTitle: (id: string) => LocalizedText;
  onChange: (next: ProductFilters) => void;
}) {
  const { t, i18n } = useTranslation('shop');
  const language = i18n.language;
  if (!isFiltered(filters)) return null;
  const price = (euros: number) => formatEuro(toCents(euros), language);
  const chips: Array<{ key: string; label: string; lang?: 'de'; without: ProductFilters }> = [
    ...filters.colors.map((id) => ({
      key: `color-${id}`,
      label: colorTitle(id).text,
      ...(colorTitle(id).lang ? { lang: colorTitle(id).lang } : {}),
      without: { ...filters, colors: filters.colors.filter((color) => color !== id) },
    })),
    ...filters.tags.map((tag) => ({
      key: `tag-${tag}`,
      label: tag,
      without: { ...filters, tags: filters.tags.filter((each) => each !== tag) },
    })),
    ...(filters.available
      ? [{ key: 'available', label: t('filters.available'), without: { ...filters, available: false } }]
      : []),
    ...(filters.priceMin !== null || filters.priceMax !== null
      ? [
          {
            key: 'price',
            label:
              filters.priceMin !== null && filters.priceMax !== null
                ? t('filters.priceBetween', { min: price(filters.priceMin), max: price(filters.priceMax) })
                : filters.priceMin !== null
                  ? t('filters.priceFrom', { min: price(filters.priceMin) })
                  : t('filters.priceUpTo', { max: price(filters.priceMax!) }),
            without: { ...filters, priceMin: null, priceMax: null },
          },
        ]
      : []),
  ];
  return (
    <div className="group-chips">
      <ul aria-label={t('filters.active')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="group-chip"
              aria-label={t('filters.remove', { filter: chip.label })}
              onClick={() => onChange(chip.without)}
            >
              <span lang={chip.lang}>{chip.label}</span> <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}>
        {t('filters.reset')}
      </Button>
    </div>
  );
}

/**
 * Products as cards with filters (price, colour, availability, tags) and sorting kept in the
 * address, so the server renders the same list the address names and the back button undoes a
 * choice: a group's products, the search results, the specials.
 */
export function ProductBrowser({
  heading,
  headingId,
  all,
  shown,
  emptyText,
  linkTo,
}: {
  heading: string;
  headingId: string;
  /** Every product of the page, unfiltered: what the filters offer. */
  all: readonly Product[];
  /** The products the filters keep, in the sort's order; undefined while they load. */
  shown: { items: Product[]; total: number } | undefined;
  /** What an empty page says when no filter narrows it. */
  emptyText: string;
  linkTo?: (product: Product) => string;
}) {
  const { t } = useTranslation('shop');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const colors = useGetColorsQuery().data?.items ?? [];
  const products = shown?.items ?? [];
  const facets = groupFacets(all, colors);
  const apply = (next: ProductFilters) =>
    setSearchParams(withFilters(searchParams, next), { preventScrollReset: true });
  const language = useLanguage();
  // A colour in the reader's language, a German-only one marked so.
  const colorTitle = (id: string): LocalizedText => {
    const color = colors.find((candidate) => candidate._id === id);
    return color ? localizedColor(color, language) : { text: id, lang: undefined };
  };
  const unfiltered = { ...NO_FILTERS, sort: filters.sort };

  return (
    <section aria-labelledby={headingId} className="group-browse">
      <div className="group-browse__bar">
        <h2 id={headingId}>{heading}</h2>
        <p className="group-browse__count" role="status">
          {isFiltered(filters)
            ? t('filters.countOf', { count: shown?.total ?? 0, all: all.length })
            : t('filters.count', { count: shown?.total ?? 0 })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="group-browse__toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('filters.toggle')}
        </Button>
        <Select
          className="group-browse__sort"
          label={t('sort.label')}
          value={filters.sort}
          options={SHOP_PRODUCT_SORTS.map((sort) => ({
            value: sort,
            label: t(`sort.${SORT_WORDS[sort]}`),
          }))}
          onChange={(event) => apply({ ...filters, sort: event.target.value as ShopProductSort })}
        />
      </div>
      <div className="group-browse__layout">
        <aside
          id={filtersId}
          className="group-filters"
          data-open={filtersOpen || undefined}
          aria-label={t('filters.label')}
        >
          <GroupFilters filters={filters} facets={facets} onChange={apply} />
        </aside>
        <div className="group-browse__results">
          <ActiveFilters filters={filters} colorTitle={colorTitle} onChange={apply} />
          {products.length > 0 ? (
            <ProductList
              products={products}
              labelledBy={headingId}
              eagerImages={EAGER_PICTURES}
              {...(linkTo ? { linkTo } : {})}
            />
          ) : shown ? (
            <p className="group-browse__empty">
              {isFiltered(filters) ? (
                <>
                  {t('filters.none')}{' '}
                  <Link to={{ search: withFilters(searchParams, unfiltered).toString() }}>
                    {t('filters.reset')}
                  </Link>
                </>
              ) : (
                emptyText
              )}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
