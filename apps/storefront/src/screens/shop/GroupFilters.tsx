import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Color, Product } from '@gartenwerk/api-client';
import { Button, Checkbox, TextInput } from '@gartenwerk/ui';
import { colorTitle, useLanguage } from '../../app/localized';
import type { ProductFilters } from './filters';

/** What a group's products offer to filter by: their colours and tags, each with how many products carry it. */
export interface GroupFacets {
  colors: Array<{ color: Color; count: number }>;
  /** Tags some but not all products carry (one every product has tells nothing apart). */
  tags: Array<{ tag: string; count: number }>;
}

export function groupFacets(products: readonly Product[], colors: readonly Color[]): GroupFacets {
  const counted = (values: string[]) => {
    const counts = new Map<string, number>();
    values.forEach((value) => counts.set(value, (counts.get(value) ?? 0) + 1));
    return counts;
  };
  const colorCounts = counted(products.flatMap((product) => [...new Set(product.colors ?? [])]));
  const tagCounts = counted(products.flatMap((product) => [...new Set(product.tags ?? [])]));
  return {
    colors: colors
      .filter((color) => colorCounts.has(color._id))
      .map((color) => ({ color, count: colorCounts.get(color._id)! }))
      .sort((a, b) => a.color.title.localeCompare(b.color.title, 'de')),
    tags: [...tagCounts]
      .filter(([, count]) => count < products.length)
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => a.tag.localeCompare(b.tag, 'de')),
  };
}

const toggled = (values: readonly string[], value: string, on: boolean) =>
  on ? [...values, value] : values.filter((candidate) => candidate !== value);

const euroText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
const euroValue = (text: string): number | null => {
  const number = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(number) || number < 0 ? null : number;
};

/**
 * The filters of a group page. Every choice applies at once (the address changes, so it can be
 * shared and the back button undoes it); the price range applies with its button or Enter.
 */
export function GroupFilters({
  filters,
  facets,
  onChange,
}: {
  filters: ProductFilters;
  facets: GroupFacets;
  onChange: (next: ProductFilters) => void;
}) {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const [min, setMin] = useState(euroText(filters.priceMin));
  const [max, setMax] = useState(euroText(filters.priceMax));
  // The address changed (back button, a removed chip): the fields follow it.
  useEffect(() => {
    setMin(euroText(filters.priceMin));
    setMax(euroText(filters.priceMax));
  }, [filters.priceMin, filters.priceMax]);
  const minValue = euroValue(min);
  const maxValue = euroValue(max);
  const rangeError =
    (min.trim() !== '' && minValue === null) || (max.trim() !== '' && maxValue === null)
      ? t('filters.priceInvalid')
      : minValue !== null && maxValue !== null && minValue > maxValue
        ? t('filters.priceOrder')
        : undefined;
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    onChange({ ...filters, priceMin: minValue, priceMax: maxValue });
  };

  return (
    <div className="group-filters__fields">
      <form className="group-filters__price" onSubmit={applyPrice} noValidate aria-label={t('filters.price')}>
        <fieldset>
          <legend>{t('filters.price')}</legend>
          <div className="group-filters__range">
            <TextInput
              label={t('filters.priceMin')}
              inputMode="decimal"
              name="price_min"
              value={min}
              onChange={(event) => setMin(event.target.value)}
            />
            <TextInput
              label={t('filters.priceMax')}
              inputMode="decimal"
              name="price_max"
              value={max}
              onChange={(event) => setMax(event.target.value)}
            />
          </div>
          {rangeError ? (
            <p className="field-error" role="alert">
              {rangeError}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" size="sm">
            {t('filters.applyPrice')}
          </Button>
        </fieldset>
      </form>
      <Checkbox
        label={t('filters.available')}
        checked={filters.available}
        onChange={(event) => onChange({ ...filters, available: event.target.checked })}
      />
      {facets.colors.length > 0 ? (
        <fieldset className="group-filters__group">
          <legend>{t('filters.colors')}</legend>
          {facets.colors.map(({ color, count }) => (
            <Checkbox
              key={color._id}
              checked={filters.colors.includes(color._id)}
              onChange={(event) =>
                onChange({ ...filters, colors: toggled(filters.colors, color._id, event.target.checked) })
              }
              label={
                <span className="group-filters__color">
                  <span
                    className="group-filters__swatch"
                    style={color.code ? { backgroundColor: color.code } : undefined}
                    aria-hidden="true"
                  />
                  <span lang={colorTitle(color, language).lang}>{colorTitle(color, language).text}</span>{' '}
                  <span className="group-filters__count">({count})</span>
                </span>
              }
            />
          ))}
        </fieldset>
      ) : null}
      {facets.tags.length > 0 ? (
        <fieldset className="group-filters__group">
          <legend>{t('filters.tags')}</legend>
          {facets.tags.map(({ tag, count }) => (
            <Checkbox
              key={tag}
              checked={filters.tags.includes(tag)}
              onChange={(event) =>
                onChange({ ...filters, tags: toggled(filters.tags, tag, event.target.checked) })
              }
              label={
                <>
                  <span className="group-filters__tag">{tag}</span>{' '}
                  <span className="group-filters__count">({count})</span>
                </>
              }
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
