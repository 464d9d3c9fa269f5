import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { useVerifyVoucherMutation, type ApiError, type CartLine } from '@gartenwerk/api-client';
import { checkoutStepPath, countryName, formatEuro, formatLanguage } from '@gartenwerk/domain';
import { productName, variantName } from '../../app/localized';
import { markNames } from '../../app/MarkedText';
import { useShopPaths } from '../../app/shop-paths';
import { Badge, Button, Icon, QuantityStepper, TextInput } from '@gartenwerk/ui';
import { CheckoutProgress } from '../checkout/CheckoutProgress';
import { LineExtras } from '../shop/LineExtras';
import { SeasonNotice } from '../shop/SeasonNotice';
import { useFirstImages } from '../shop/ProductCard';
import { Picture } from '../site/Picture';
import { BasePrice } from '../shop/PriceTag';
import { ShopArea } from '../shop/ShopArea';
import { canBuy, priceLines, useShopPricing } from '../shop/pricing';
import { CappedNotice, RemovedNotice } from './RemovedNotice';
import { useCart } from './useCart';
import { useProductPath } from '../shop/paths';
import './cart.css';

/** Where the checkout finds the verified voucher of the cart page (sessionStorage). */
export const VOUCHER_STORAGE_KEY = 'gw.cart.voucher';

/** The chosen variant's label in the reader's language (German where no English one is written). */
function variantOf(line: CartLine, language: string): string | undefined {
  const variant = line.item.variants?.find((candidate) => candidate.key === line.variant);
  return variant ? variantName(variant, formatLanguage(language)).text : undefined;
}

function readVoucher(): { code: string; price: number } | null {
  try {
    return JSON.parse(window.sessionStorage.getItem(VOUCHER_STORAGE_KEY) ?? 'null') as {
      code: string;
      price: number;
    } | null;
  } catch {
    return null;
  }
}

/** /checkout: the cart with amounts, notes and totals (domain package), the voucher, and the way to pay. */
export function CartPage() {
  const { t, i18n } = useTranslation('shop');
  const language = i18n.language;
  const cart = useCart('cart');
  const productPath = useProductPath();
  const pricing = useShopPricing();
  const paths = useShopPaths();
  const [verify, verifying] = useVerifyVoucherMutation();
  const [code, setCode] = useState('');
  const [voucher, setVoucher] = useState<{ code: string; price: number } | null>(null);
  // Read after hydration: the server renders without the browser's storage.
  useEffect(() => setVoucher(readVoucher()), []);
  const [voucherError, setVoucherError] = useState('');
  const breakdown = priceLines(pricing, cart.lines, voucher?.price);
  const blocked = cart.lines.filter((line) => !canBuy(pricing, line.item));
  const images = useFirstImages(cart.lines.map((line) => line.item));
  const amountMessages = {
    whole: t('amountErrors.whole'),
    min: () => t('amountErrors.min'),
    max: (max: number) => t('amountErrors.max', { max }),
  };

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    setVoucherError('');
    try {
      const { price } = await verify(code.trim()).unwrap();
      const verified = { code: code.trim().toUpperCase(), price };
      window.sessionStorage.setItem(VOUCHER_STORAGE_KEY, JSON.stringify(verified));
      setVoucher(verified);
    } catch (error) {
      setVoucherError((error as ApiError).message);
    }
  };
  const dropVoucher = () => {
    window.sessionStorage.removeItem(VOUCHER_STORAGE_KEY);
    setVoucher(null);
  };

  return (
    <ShopArea>
      <h1>{t('cart.title')}</h1>
      <CheckoutProgress current="cart" />
      <RemovedNotice removed={cart.removed} />
      <CappedNotice capped={cart.capped} />
      {cart.lines.length === 0 ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <div className="cart-layout">
          <ul className="cart-lines" aria-label={t('cart.linesLabel')}>
            {cart.lines.map((line, index) => {
              const priced = breakdown.lines.find((candidate) => candidate.index === index);
              const titleId = `cart-line-${index}`;
              const image = line.item.media?.[0] ? images.get(line.item.media[0]) : undefined;
              const name = productName(line.item, formatLanguage(language));
              return (
                <li key={`${line.item._id}-${line.variant ?? ''}-${index}`}>
                  <article className="cart-line" aria-labelledby={titleId}>
                    <div className="cart-line__picture">
                      {image ? <Picture file={image} alt="" sizes="96px" /> : null}
                    </div>
                    <div className="cart-line__product">
                      <h2 id={titleId} className="cart-line__title">
                        <Link to={productPath(line.item)} lang={name.lang}>
                          {name.text}
                        </Link>
                      </h2>
                      {variantOf(line, language) ? (
                        <span className="line-detail">{variantOf(line, language)}</span>
                      ) : null}
                      <LineExtras
                        customization={line.customization}
                        colorTitle={line.color_title}
                        colorTitleEn={line.color_title_en}
                        set={line.set}
                        titles={line.set_titles}
                        setLabel={t('cart.set')}
                      />
                      <SeasonNotice product={line.item} />
                      {canBuy(pricing, line.item) ? null : <Badge tone="neutral">{t('badge.soldOut')}</Badge>}
                      <p className="cart-line__unit" data-testid="unit-price">
                        {priced ? (
                          <>
                            {t('cart.each', { price: formatEuro(priced.unitPriceBefore, language) })}{' '}
                            <BasePrice product={line.item} price={priced.unitPriceBefore} />
                          </>
                        ) : (
                          '–'
                        )}
                      </p>
                    </div>
                    <QuantityStepper
                      className="cart-line__amount"
                      label={t('cart.amountOf', { title: name.text })}
                      hideLabel
                      value={line.amount}
                      onChange={(amount) => void cart.setAmount(index, amount)}
                      messages={amountMessages}
                      decreaseLabel={t('product.decrease')}
                      increaseLabel={t('product.increase')}
                    />
                    <p className="cart-line__total">
                      <span className="visually-hidden">{t('cart.lineTotal')}: </span>
                      <span data-testid="line-total">
                        {priced ? formatEuro(priced.grossBeforeDiscount, language) : '–'}
                      </span>
                    </p>
                    <div className="cart-line__note">
                      <TextInput
                        label={markNames(t('cart.noteOf', { title: name.text }), [name])}
                        defaultValue={line.order_desc ?? ''}
                        maxLength={2000}
                        onBlur={(event) => {
                          if (event.target.value !== (line.order_desc ?? ''))
                            void cart.update(index, { order_desc: event.target.value });
                        }}
                      />
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="cart-line__remove"
                      aria-label={t('cart.remove', { title: name.text })}
                      onClick={() => void cart.remove(index)}
                    >
                      <Icon name="close" /> {t('cart.removeShort')}
                    </Button>
                  </article>
                </li>
              );
            })}
          </ul>
          <aside className="cart-summary" aria-label={t('cart.totals')}>
            <form className="voucher-form" onSubmit={redeem}>
              <TextInput
                id="voucher-code"
                label={t('cart.voucher')}
                value={code}
                aria-invalid={voucherError ? true : undefined}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button type="submit" variant="secondary" disabled={verifying.isLoading || code.trim() === ''}>
                {t('cart.redeem')}
              </Button>
              {voucherError ? (
                <p role="alert" className="form-error">
                  {voucherError}
                </p>
              ) : null}
              {voucher ? (
                <p role="status" className="voucher-form__value">
                  {t('cart.voucherValue', {
                    code: voucher.code,
                    amount: formatEuro(Math.round(voucher.price * 100), language),
                  })}{' '}
                  <Button variant="ghost" size="sm" onClick={dropVoucher}>
                    {t('cart.dropVoucher')}
                  </Button>
                </p>
              ) : null}
            </form>
            <dl className="cart-totals" aria-label={t('cart.totals')}>
              <dt>{t('cart.items')}</dt>
              <dd data-testid="total-items">{formatEuro(breakdown.items, language)}</dd>
              {breakdown.discount > 0 ? (
                <>
                  <dt>{t('cart.discount')}</dt>
                  <dd data-testid="total-discount">−{formatEuro(breakdown.discount, language)}</dd>
                </>
              ) : null}
              {/* The country's rates without the postcode: zones and surcharges are known at checkout. */}
              <dt data-testid="shipping-label">
                {t('cart.shippingEstimate', {
                  country: countryName(pricing.country, language === 'en' ? 'en' : 'de'),
                })}
              </dt>
              <dd data-testid="total-shipping">
                {breakdown.shippingDetails.free
                  ? t('cart.shippingFree')
                  : formatEuro(breakdown.shipping + breakdown.shippingDetails.discount, language)}
              </dd>
              {breakdown.shippingDetails.discount > 0 ? (
                <>
                  <dt>{t('cart.shippingDiscount')}</dt>
                  <dd data-testid="total-shipping-discount">
                    −{formatEuro(breakdown.shippingDetails.discount, language)}
                  </dd>
                </>
              ) : null}
              {breakdown.voucherUsed > 0 ? (
                <>
                  <dt>{t('cart.voucherUsed')}</dt>
                  <dd>−{formatEuro(breakdown.voucherUsed, language)}</dd>
                </>
              ) : null}
              <dt>{t('cart.total')}</dt>
              <dd data-testid="total">{formatEuro(breakdown.total, language)}</dd>
              {breakdown.vat
                .filter((row) => row.vat > 0)
                .map((row) => (
                  <Fragment key={row.rate}>
                    <dt>{t('cart.vatOfRate', { rate: row.rate })}</dt>
                    <dd data-testid={`vat-${row.rate}`}>{formatEuro(row.vat, language)}</dd>
                  </Fragment>
                ))}
            </dl>
            <p className="cart-summary__note">{t('cart.shippingEstimateNote')}</p>
            {blocked.length > 0 ? (
              <p role="alert">
                {t('cart.blocked', {
                  titles: blocked
                    .map((line) => productName(line.item, formatLanguage(language)).text)
                    .join(', '),
                })}
              </p>
            ) : (
              <Link
                className="gw-button gw-button--primary gw-button--lg gw-button--block"
                to={checkoutStepPath(paths, '1')}
              >
                {t('cart.toCheckout')}
              </Link>
            )}
          </aside>
        </div>
      )}
    </ShopArea>
  );
}
