import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '@gartenwerk/api-client';
import { basePrice, formatEuro } from '@gartenwerk/domain';
import { useShopPaths } from '../../app/shop-paths';
import { unitPrice, useShopPricing } from './pricing';

/** The price per kg, l, … (Grundpreis) of a unit price of the product; nothing without a content. */
export function BasePrice({ product, price }: { product: Product; price: number }) {
  const { t } = useTranslation('shop');
  const perUnit = basePrice(price, product.content);
  if (perUnit === null || !product.content) return null;
  return (
    <span className="base-price" data-testid="base-price">
      {t('basePrice', { price: formatEuro(perUnit), unit: t(`contentUnit.${product.content.unit}`) })}
    </span>
  );
}

/**
 * A product's (or the chosen variant's) price for the visitor with the VAT note and the price per
 * unit; the price before discount struck through.
 */
export function PriceTag({ product, variant = '' }: { product: Product; variant?: string }) {
  const { t } = useTranslation('shop');
  const pricing = useShopPricing();
  const shippingUrl = useShopPaths().shipping;
  const price = unitPrice(pricing, product, variant);
  if (!price) return <p className="price">{t('priceOnRequest')}</p>;
  return (
    <div className="price-tag">
      <p className="price">
        <span className="visually-hidden">{t('price')}: </span>
        {price.before > price.gross ? (
          <>
            {/* Struck through for the eye, "statt € …" for screen readers (aria-label is not allowed on <del>). */}
            <s data-testid="price-before">
              <span className="visually-hidden">{t('priceBefore', { price: formatEuro(price.before) })}</span>
              <span aria-hidden="true">{formatEuro(price.before)}</span>
            </s>{' '}
          </>
        ) : null}
        <strong data-testid="price">{formatEuro(price.gross)}</strong>{' '}
        <BasePrice product={product} price={price.gross} />
      </p>
      <p className="vat-note">
        {price.vatRate > 0 ? t('vatIncluded', { rate: price.vatRate }) : t('vatNone')}{' '}
        <Link to={shippingUrl}>{t('plusShipping')}</Link>
      </p>
    </div>
  );
}
