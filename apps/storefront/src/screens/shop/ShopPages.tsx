import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useGetConfigQuery,
  useGetPageSpecialsQuery,
  useGetProductGroupsQuery,
  useGetSpecialsQuery,
  useSearchProductsQuery,
} from '@gartenwerk/api-client';
import { countryName, formatEuro, sortedSteps, toCents, type ShopSettings } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { ProductList } from './ProductCard';
import { ProductBrowser } from './ProductBrowser';
import { filtersFromSearch } from './filters';
import { filterProducts } from './filter-products';
import { ProductGroupList } from './ProductGroupList';
import { ShopArea } from './ShopArea';

/** Shop landing: the top-level groups and what is on special. */
export function ShopPage() {
  const { t } = useTranslation('shop');
  const groups = useGetProductGroupsQuery().data?.items ?? [];
  const specials = useGetPageSpecialsQuery().data;
  const topLevel = groups.filter((group) => (group.product_groups ?? []).length === 0);
  return (
    <ShopArea>
      <h1>{t('title')}</h1>
      <section aria-labelledby="shop-groups">
        <h2 id="shop-groups">{t('groupsHeading')}</h2>
        {topLevel.length > 0 ? (
          <ProductGroupList groups={topLevel} labelledBy="shop-groups" />
        ) : (
          <p>{t('noGroups')}</p>
        )}
      </section>
      {specials && specials.products.length > 0 ? (
        <section aria-labelledby="shop-specials">
          <h2 id="shop-specials">{t('specialsHeading')}</h2>
          <ProductList products={specials.products} labelledBy="shop-specials" />
        </section>
      ) : null}
    </ShopArea>
  );
}

/** /search?q=…: German full text over the catalogue, the hits with the group pages' filters and sorts. */
export function SearchPage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const [draft, setDraft] = useState(text);
  const result = useSearchProductsQuery(text, { skip: text.trim() === '' });
  const filters = filtersFromSearch(params);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new search starts without the last one's filters.
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const hits = result.data?.items ?? [];
  const shown = filterProducts(hits, filters);
  return (
    <ShopArea>
      {/* The word as typed, also when the hits are those of a near miss ("Meinten Sie"). */}
      <h1>{text.trim() ? t('search.titleFor', { text: text.trim() }) : t('search.title')}</h1>
      <form role="search" className="shop-search" onSubmit={submit}>
        <TextInput
          type="search"
          label={t('search.label')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
      {text && result.data?.suggestion ? (
        <p className="shop-search__suggestion" data-testid="search-suggestion">
          {t('search.didYouMean')}{' '}
          <Link
            to={`?${new URLSearchParams({ q: result.data.suggestion }).toString()}`}
            onClick={() => setDraft(result.data!.suggestion!)}
          >
            {result.data.suggestion}
          </Link>
          ?
        </p>
      ) : null}
      {text && result.data ? (
        <ProductBrowser
          heading={t('search.results', { count: result.data.total, text })}
          headingId="search-results"
          all={hits}
          shown={{ items: shown, total: shown.length }}
          emptyText={t('search.none')}
        />
      ) : null}
    </ShopArea>
  );
}

/** /specials: everything with a special offer running now, with the group pages' filters and sorts. */
export function SpecialsPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const specials = useGetSpecialsQuery().data?.items;
  const groups = useGetPageSpecialsQuery().data?.groups ?? [];
  const shown = specials && filterProducts(specials, filtersFromSearch(params));
  return (
    <ShopArea>
      <h1>{t('specialsHeading')}</h1>
      {groups.length > 0 ? (
        <section aria-labelledby="specials-groups">
          <h2 id="specials-groups">{t('groupsHeading')}</h2>
          <ProductGroupList groups={groups} labelledBy="specials-groups" />
        </section>
      ) : null}
      <ProductBrowser
        heading={t('productsHeading')}
        headingId="specials-products"
        all={specials ?? []}
        shown={shown && { items: shown, total: shown.length }}
        emptyText={t('noSpecials')}
      />
    </ShopArea>
  );
}

const money = (euros: number | string | null | undefined, language: string) =>
  euros === null || euros === undefined || euros === '' ? null : formatEuro(toCents(Number(euros)), language);

/** /shipping: the shipping costs of every shipping group per country, and the free-shipping thresholds. */
export function ShippingPage() {
  const { t, i18n } = useTranslation('shop');
  // Countries by name in the reader's language (Österreich, Austria), never by code.
  const named = (code: string) => countryName(code, i18n.language === 'en' ? 'en' : 'de');
  const settings = (useGetConfigQuery().data?.components.shop ?? {}) as ShopSettings;
  const countries = (settings.shipping_countries ?? []).map((country) => country.code);
  const fallbackThreshold = money(settings.shipping_free_amount_treshhold, i18n.language);
  return (
    <ShopArea>
      <h1>{t('shipping.title')}</h1>
      {(settings.shipping_groups ?? []).map((group) => (
        <section key={group.uuid} aria-labelledby={`shipping-${group.uuid}`}>
          <h2 id={`shipping-${group.uuid}`}>{group.name ?? group.uuid}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">
                  {t(group.type === 'weight' ? 'shipping.upToWeight' : 'shipping.upToCount')}
                </th>
                {countries.map((code) => (
                  <th key={code} scope="col">
                    {t(`shipping.country`, { country: named(code) })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sortedSteps(group).map((step) => (
                <tr key={step.max}>
                  <th scope="row">{step.max}</th>
                  {countries.map((code) => (
                    <td key={code}>{money(step.costs?.[code], i18n.language) ?? t('shipping.notShipped')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <section aria-labelledby="shipping-free">
        <h2 id="shipping-free">{t('shipping.freeHeading')}</h2>
        <ul>
          {(settings.shipping_countries ?? []).map((country) => {
            const threshold =
              money(country.shipping_free_amount_treshhold, i18n.language) ?? fallbackThreshold;
            return (
              <li key={country.code}>
                {threshold
                  ? t('shipping.freeFrom', { country: named(country.code), amount: threshold })
                  : t('shipping.noFree', { country: named(country.code) })}
              </li>
            );
          })}
        </ul>
      </section>
    </ShopArea>
  );
}
