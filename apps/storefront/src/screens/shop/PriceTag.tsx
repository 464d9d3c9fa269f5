import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import type { Product } from '@gartenwerk/api-client';
import { basePrice, formatEuro } from '@gartenwerk/domain';
import { Price } from '@gartenwerk/ui';
import { useShopPaths } from '../../app/shop-paths';
import { unitPrice, type ShopPricing, type UnitPrice } from './pricing';

/** The price per kg, l, … (Grundpreis) of a unit price of the product; nothing without a content. */
export function BasePrice({ product, price }: { product: Product; price: number }) {
  const { t, i18n } = useTranslation('shop');
  const language = i18n.language;
  const perUnit = basePrice(price, product.content);
  if (perUnit === null || !product.content) return null;
  return (
    <span className="base-price" data-testid="base-price">
      {t('basePrice', {
        price: formatEuro(perUnit, language),
        unit: t(`contentUnit.${product.content.unit}`),
      })}
    </span>
  );
}

/** The VAT words of a price ("inkl. 13 % USt."). */
export function useVatWords(): (price: UnitPrice) => string {
  const { t } = useTranslation('shop');
  return (price) => (price.vatRate > 0 ? t('vatIncluded', { rate: price.vatRate }) : t('vatNone'));
}

/**
 * A product's (or the chosen variant's) price for the visitor (§ 6 PAngV): the amount, the price
 * before a discount struck through, the price per unit, VAT included and the shipping costs linked.
 * `pricing` is the visitor's (useShopPricing), read once by the list or page around the prices.
 */
export function PriceTag({
  product,
  pricing,
  variant = '',
  size = 'md',
  testId = 'price',
}: {
  product: Product;
  pricing: ShopPricing;
  variant?: string;
  size?: 'sm' | 'md' | 'lg';
  /** The amount's test id; cards in a list use another than the page's own price. */
  testId?: string;
}) {
  const { t, i18n } = useTranslation('shop');
  const shippingUrl = useShopPaths().shipping;
  const vatWords = useVatWords();
  const price = unitPrice(pricing, product, variant);
  if (!price) return <p className="price price--on-request">{t('priceOnRequest')}</p>;
  const perUnit = basePrice(price.gross, product.content);
  return (
    <Price
      size={size}
      locale={i18n.language}
      testId={testId}
      cents={price.gross}
      beforeCents={price.before}
      beforeLabel={t('priceBeforeWord')}
      unitPrice={
        perUnit !== null && product.content
          ? { cents: perUnit, unit: t(`contentUnit.${product.content.unit}`) }
          : null
      }
      vatNote={
        <>
          {vatWords(price)} <Link to={shippingUrl}>{t('plusShipping')}</Link>
        </>
      }
    />
  );
}
