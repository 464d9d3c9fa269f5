import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  useGetAvailableStockQuery,
  useGetColorsQuery,
  useGetFilesByIdsQuery,
  useGetProductQuery,
  type FileRef,
} from '@gartenwerk/api-client';
import { CART_MAX_AMOUNT, expectedShippingWeeks, LOW_STOCK_NOTICE, parseAmount } from '@gartenwerk/domain';
import { useCart } from '../cart/useCart';
import { PriceTag } from '../shop/PriceTag';
import { Badges } from '../shop/ProductCard';
import { ShopArea } from '../shop/ShopArea';
import { canBuy, useShopPricing } from '../shop/pricing';
import { Gallery } from './Gallery';
import { ProductData } from './ProductData';

/** /p/:id and /shop/:group/:id (slugs, or ids of old links): one product with its images, variants, colours, price and carts. */
export function ProductPage() {
  const { t } = useTranslation('shop');
  const id = useParams().id ?? '';
  const product = useGetProductQuery(id).data;
  const media = product?.media ?? [];
  const files = useGetFilesByIdsQuery(media, { skip: media.length === 0 }).data?.items ?? [];
  const images = media.flatMap((fileId) => files.filter((file) => file._id === fileId)) as FileRef[];
  const colors = (useGetColorsQuery(undefined, { skip: !product?.colors?.length }).data?.items ?? []).filter(
    (color) => product?.colors?.includes(color._id),
  );
  const pricing = useShopPricing();
  const cart = useCart('cart');
  const favorites = useCart('favorites');
  const requests = useCart('pricerequest');
  const [variant, setVariant] = useState('');
  const [color, setColor] = useState('');
  const [amountText, setAmountText] = useState('1');
  const [notice, setNotice] = useState('');
  const [amountTried, setAmountTried] = useState(false);
  // The address names the product by slug; stock is kept by id.
  const stock = useGetAvailableStockQuery(product?._id ?? '', { skip: !product }).data?.items;
  if (!product) return null;

  const variants = product.variants ?? [];
  const parsed = parseAmount(amountText);
  const amount = 'amount' in parsed ? parsed.amount : 1;
  const amountError =
    amountTried && 'error' in parsed
      ? t(`amountErrors.${parsed.error}`, { max: CART_MAX_AMOUNT })
      : undefined;
  const chosenVariant = variant || variants[0]?.key || '';
  const inStock = stock?.find((level) => level.variant === chosenVariant)?.quantity;
  const buyable = canBuy(pricing, product);
  const weeks = expectedShippingWeeks(product.expected_days_until_shipping);
  const favoriteIndex = favorites.lines.findIndex((line) => line.item._id === product._id);
  const line = () => ({
    item: product._id,
    amount,
    ...(chosenVariant ? { variant: chosenVariant } : {}),
    ...(color ? { customization: { color } } : {}),
  });

  const addToCart = async (event: FormEvent) => {
    event.preventDefault();
    setAmountTried(true);
    if ('error' in parsed) return setNotice('');
    const [capped] = await cart.add(line());
    setNotice(
      capped
        ? t(capped.available > 0 ? 'cart.capped' : 'cart.soldOut', capped)
        : t('product.added', { amount, title: product.title }),
    );
  };
  const addToRequest = async () => {
    setAmountTried(true);
    if ('error' in parsed) return setNotice('');
    await requests.add(line());
    setNotice(t('product.requestAdded', { title: product.title }));
  };
  const toggleFavorite = () =>
    favoriteIndex >= 0 ? favorites.remove(favoriteIndex) : favorites.add({ item: product._id, amount: 1 });

  return (
    <ShopArea>
      <article className="product-page">
        <ProductData product={product} imageId={media[0]} pricing={pricing} />
        <Gallery images={images} title={product.title} />
        <div className="product-details">
          <h1>{product.title}</h1>
          <Badges product={product} />
          <PriceTag product={product} variant={chosenVariant} />
          {product.description ? <p className="product-description">{product.description}</p> : null}
          {weeks > 0 ? <p className="shipping-time">{t('product.shippingWeeks', { count: weeks })}</p> : null}
          <button
            type="button"
            className="favorite-toggle"
            aria-pressed={favoriteIndex >= 0}
            onClick={toggleFavorite}
          >
            {favoriteIndex >= 0 ? t('product.unfavorite') : t('product.favorite')}
          </button>
          <form className="add-to-cart" onSubmit={addToCart}>
            {variants.length > 0 ? (
              <p>
                <label htmlFor="product-variant">{t('product.variant')}</label>
                <select
                  id="product-variant"
                  value={chosenVariant}
                  onChange={(event) => setVariant(event.target.value)}
                >
                  {variants.map((option) => (
                    <option key={option.key} value={option.key}>
                      {option.value}
                    </option>
                  ))}
                </select>
              </p>
            ) : null}
            {colors.length > 0 ? (
              <fieldset>
                <legend>{t('product.color')}</legend>
                {colors.map((option) => (
                  <label key={option._id} className="color-option">
                    <input
                      type="radio"
                      name="color"
                      value={option._id}
                      checked={color === option._id}
                      onChange={() => setColor(option._id)}
                    />
                    <span className="swatch" style={option.code ? { background: option.code } : undefined} />
                    {option.title}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <p>
              <label htmlFor="product-amount">{t('product.amount')}</label>
              <input
                id="product-amount"
                type="number"
                min={1}
                max={CART_MAX_AMOUNT}
                step={1}
                value={amountText}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? 'product-amount-error' : undefined}
                onChange={(event) => setAmountText(event.target.value)}
              />
              {amountError ? (
                <span id="product-amount-error" className="field-error">
                  {amountError}
                </span>
              ) : null}
            </p>
            {inStock !== undefined && inStock > 0 && inStock <= LOW_STOCK_NOTICE ? (
              <p className="low-stock">{t('product.lowStock', { count: inStock })}</p>
            ) : null}
            {buyable ? (
              <button type="submit">{t('product.addToCart')}</button>
            ) : (
              <p className="sold-out" role="status">
                {typeof product.price === 'number' ? t('product.notBuyable') : t('product.onRequestOnly')}
              </p>
            )}
            <button type="button" onClick={() => void addToRequest()}>
              {t('product.addToRequest')}
            </button>
          </form>
          <p role="status" className="notice">
            {notice}
          </p>
        </div>
      </article>
    </ShopArea>
  );
}
