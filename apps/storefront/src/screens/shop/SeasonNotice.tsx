import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '@gartenwerk/api-client';
import { formatDayMonth, type ProductAvailability } from '@gartenwerk/domain';
import { useLanguage } from '../../app/localized';

/**
 * The words of a product's availability: a pre-order's shipping week, a frost stop's "Versand nach
 * Frostende", or from when it can be ordered.
 */
export function useSeasonText(availability: ProductAvailability | undefined): string | null {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  if (!availability || availability.state === 'now') return null;
  if (availability.state === 'preorder') {
    return t('season.preorder', {
      week: availability.ship_week,
      date: formatDayMonth(availability.ship_from, language),
    });
  }
  if (availability.state === 'frost_stop') {
    return availability.ship_from
      ? t('season.frostStopFrom', { date: formatDayMonth(availability.ship_from, language) })
      : t('season.frostStop');
  }
  return availability.orderable_from
    ? t('season.orderableFrom', { date: formatDayMonth(availability.orderable_from, language) })
    : t('season.notOrderable');
}

/** Whether the product can go into the cart by its season (now or as a pre-order). */
export function orderableInSeason(product: Product): boolean {
  return product.availability?.state !== 'not_orderable';
}

/**
 * A product's season as a line of text (card, product page, cart): "Vorbestellung – Versand ab KW 42
 * (ab 15.10.)", "Versand nach Frostende" or "Bestellbar ab 01.09."; nothing while it ships as usual.
 */
export function SeasonNotice({ product, className }: { product: Product; className?: string }) {
  const text = useSeasonText(product.availability);
  if (!text) return null;
  const state = product.availability!.state;
  return (
    <p
      className={['season-notice', `season-notice--${state}`, className].filter(Boolean).join(' ')}
      data-testid="season-notice"
    >
      {text}
    </p>
  );
}
