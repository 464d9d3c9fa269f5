import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { PriceTag } from '../shop/PriceTag';
import { ShopArea } from '../shop/ShopArea';
import { canBuy, useShopPricing } from '../shop/pricing';
import { RemovedNotice } from './RemovedNotice';
import { useCart } from './useCart';
import { useProductPath } from '../shop/paths';
import { productName, useLanguage } from '../../app/localized';

/** /favorites: the products the visitor marked, each to the cart or away. */
export function FavoritesPage() {
  const { t } = useTranslation('shop');
  const favorites = useCart('favorites');
  const productPath = useProductPath();
  const cart = useCart('cart');
  const pricing = useShopPricing();
  const language = useLanguage();
  return (
    <ShopArea>
      <h1>{t('favorites.title')}</h1>
      <RemovedNotice removed={favorites.removed} />
      {favorites.lines.length === 0 ? (
        <p>{t('favorites.empty')}</p>
      ) : (
        <ul className="product-list" aria-label={t('favorites.title')}>
          {favorites.lines.map((line, index) => (
            <li key={line.item._id} className="product-card">
              <h2>
                <Link to={productPath(line.item)} lang={productName(line.item, language).lang}>
                  {productName(line.item, language).text}
                </Link>
              </h2>
              <PriceTag product={line.item} pricing={pricing} />
              {canBuy(pricing, line.item) ? (
                <button
                  type="button"
                  onClick={() =>
                    void cart.add({
                      item: line.item._id,
                      amount: 1,
                      ...(line.item.variants?.[0] ? { variant: line.item.variants[0].key } : {}),
                    })
                  }
                >
                  {t('favorites.toCart', { title: line.item.title })}
                </button>
              ) : null}
              <button type="button" onClick={() => void favorites.remove(index)}>
                {t('favorites.remove', { title: line.item.title })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ShopArea>
  );
}
