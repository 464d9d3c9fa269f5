import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import type { Product } from '@gartenwerk/api-client';
import { formatEuro } from '@gartenwerk/domain';
import { useShopUrl } from './ShopArea';
import { unitPrice, useShopPricing } from './pricing';

/** A product's price for the visitor with the VAT note; the price before discount struck through. */
export function PriceTag({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const pricing = useShopPricing();
  const shippingUrl = useShopUrl('shipping');
  const price = unitPrice(pricing, product);
  if (!price) return <p className="price">{t('priceOnRequest')}</p>;
  return (
    <div className="price-tag">
      <p className="price">
        <span className="visually-hidden">{t('price')}: </span>
        {price.before > price.gross ? (
          <>
            <del aria-label={t('priceBefore', { price: formatEuro(price.before) })}>
              {formatEuro(price.before)}
            </del>{' '}
          </>
        ) : null}
        <strong data-testid="price">{formatEuro(price.gross)}</strong>
      </p>
      <p className="vat-note">
        {price.vatRate > 0 ? t('vatIncluded', { rate: price.vatRate }) : t('vatNone')}{' '}
        <Link to={shippingUrl}>{t('plusShipping')}</Link>
      </p>
    </div>
  );
}
