import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import type { CartLine } from '@gartenwerk/api-client';
import { formatEuro, formatLanguage } from '@gartenwerk/domain';
import { productName, variantName } from '../localized';
import { Drawer } from '@gartenwerk/ui';
import { useCart } from '../../screens/cart/useCart';
import { useProductPath } from '../../screens/shop/paths';
import { priceLines, useShopPricing } from '../../screens/shop/pricing';
import { checkoutStepPath } from '@gartenwerk/domain';
import { useShopPaths } from '../shop-paths';

/** The chosen variant's label in the reader's language (German where no English one is written). */
function variantOf(line: CartLine, language: string): string | undefined {
  const variant = line.item.variants?.find((candidate) => candidate.key === line.variant);
  return variant ? variantName(variant, formatLanguage(language)).text : undefined;
}

/**
 * The mini-cart: the cart's lines, their sum (the domain's prices for the visitor, VAT included)
 * and the ways on to the cart and the checkout. Loaded when first wanted, not with every page.
 */
export function MiniCartDrawer({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const cart = useCart('cart');
  const pricing = useShopPricing();
  const productPath = useProductPath();
  const paths = useShopPaths();
  const priced = priceLines(pricing, cart.lines).lines;
  const subtotal = priced.reduce((sum, line) => sum + line.gross, 0);
  const close = onClose;

  return (
    <Drawer
      open
      onClose={close}
      side="end"
      title={t('miniCart.title')}
      closeLabel={t('header.close')}
      className="mini-cart"
      footer={
        cart.lines.length > 0 ? (
          <>
            <p className="mini-cart__subtotal">
              <span>{t('miniCart.subtotal')}</span>
              <strong data-testid="mini-cart-subtotal">{formatEuro(subtotal, language)}</strong>
            </p>
            <p className="mini-cart__vat">
              {t('miniCart.vatNote')}{' '}
              <Link to={paths.shipping} onClick={close}>
                {t('miniCart.shippingCosts')}
              </Link>
            </p>
            <div className="mini-cart__actions">
              <Link className="gw-button gw-button--secondary" to={paths.checkout} onClick={close}>
                {t('miniCart.toCart')}
              </Link>
              <Link
                className="gw-button gw-button--primary"
                to={checkoutStepPath(paths, '1')}
                onClick={close}
              >
                {t('miniCart.toCheckout')}
              </Link>
            </div>
          </>
        ) : (
          <button type="button" className="gw-button gw-button--secondary gw-button--block" onClick={close}>
            {t('miniCart.continue')}
          </button>
        )
      }
    >
      {cart.lines.length === 0 ? (
        <p className="mini-cart__empty">{t('miniCart.empty')}</p>
      ) : (
        <ul className="mini-cart__lines" aria-label={t('miniCart.lines')}>
          {cart.lines.map((line, index) => {
            const price = priced.find((candidate) => candidate.index === index);
            const variant = variantOf(line, language);
            return (
              <li key={`${line.item._id}-${line.variant ?? ''}-${index}`} className="mini-cart__line">
                <Link
                  to={productPath(line.item)}
                  onClick={close}
                  className="mini-cart__title"
                  lang={productName(line.item, formatLanguage(language)).lang}
                >
                  {productName(line.item, formatLanguage(language)).text}
                </Link>
                {variant ? <span className="mini-cart__variant">{variant}</span> : null}
                <span className="mini-cart__amount">
                  {t('miniCart.amount', { amount: line.amount })}{' '}
                  {price ? formatEuro(price.unitPrice, language) : null}
                </span>
                <strong className="mini-cart__line-total">
                  {price ? formatEuro(price.gross, language) : '–'}
                </strong>
              </li>
            );
          })}
        </ul>
      )}
    </Drawer>
  );
}
