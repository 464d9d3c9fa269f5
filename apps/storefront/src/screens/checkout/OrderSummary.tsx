import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { OrderItem, OrderTotals } from '@gartenwerk/api-client';
import { formatEuro, formatLanguage, localizedText, type LocalizedText } from '@gartenwerk/domain';
import { markNames } from '../../app/MarkedText';
import { productName, variantName } from '../../app/localized';
import { useCart } from '../cart/useCart';
import { priceLines, useShopPricing } from '../shop/pricing';
import { formatPrice, shippingAmount } from './price';

/** One line of the summary: amount × name (variant), and its total. */
function SummaryLine({ title, amount, total }: { title: ReactNode; amount: number; total: string }) {
  return (
    <li className="order-summary__line">
      <span>
        {amount} × {title}
      </span>
      <span className="order-summary__amount">{total}</span>
    </li>
  );
}

/**
 * A line's name with its variant and colour, e.g. "Lavendel (2 l Topf, Farbe: Violett)"; a name
 * that stayed German on an English page is marked so.
 */
function lineTitle(
  title: LocalizedText,
  variant: LocalizedText | undefined,
  color: LocalizedText | undefined,
  colorLabel: string,
) {
  const details = [variant?.text, color ? `${colorLabel}: ${color.text}` : undefined]
    .filter(Boolean)
    .join(', ');
  return markNames(details ? `${title.text} (${details})` : title.text, [title, variant, color]);
}

/**
 * What is being ordered, beside the checkout steps (sticky from 1024 px): the lines and, once the
 * server has priced the order (steps 2 and 3), its totals; on the address step the cart's subtotal,
 * as the cart showed it, with shipping still to come.
 */
export function OrderSummary({
  items,
  totals,
  pickup,
}: {
  items?: OrderItem[] | undefined;
  totals?: OrderTotals | undefined;
  pickup: boolean;
}) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language;
  const cart = useCart('cart');
  const pricing = useShopPricing();
  const local = priceLines(pricing, cart.lines);
  const colorLabel = t('product.color', { ns: 'shop' });
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('summaryTitle')}</h2>
      <ul className="order-summary__lines">
        {items
          ? items.map((item, index) => (
              <SummaryLine
                key={`${item.item}-${item.variant}-${index}`}
                amount={item.amount}
                title={lineTitle(
                  localizedText(item.title, item.title_en, language),
                  item.variant_title || item.variant
                    ? localizedText(item.variant_title || item.variant, item.variant_title_en, language)
                    : undefined,
                  item.color_title === undefined
                    ? undefined
                    : localizedText(item.color_title, item.color_title_en, language),
                  colorLabel,
                )}
                total={formatPrice(item.total, language)}
              />
            ))
          : cart.lines.map((line, index) => {
              const chosen = line.item.variants?.find((each) => each.key === line.variant);
              const variant = chosen ? variantName(chosen, formatLanguage(language)) : undefined;
              const priced = local.lines.find((candidate) => candidate.index === index);
              return (
                <SummaryLine
                  key={`${line.item._id}-${line.variant ?? ''}-${index}`}
                  amount={line.amount}
                  title={lineTitle(
                    productName(line.item, formatLanguage(language)),
                    variant,
                    line.color_title === undefined
                      ? undefined
                      : localizedText(line.color_title, line.color_title_en, language),
                    colorLabel,
                  )}
                  total={priced ? formatEuro(priced.grossBeforeDiscount, language) : '–'}
                />
              );
            })}
      </ul>
      <dl className="order-summary__totals">
        {totals ? (
          <>
            <dt>{t('subtotal')}</dt>
            <dd>{formatPrice(totals.items, language)}</dd>
            {totals.discount > 0 ? (
              <>
                <dt>{t('discount')}</dt>
                <dd>−{formatPrice(totals.discount, language)}</dd>
              </>
            ) : null}
            <dt>{pickup ? t('pickup') : t('shippingCosts')}</dt>
            <dd>{shippingAmount(totals, t('free'), language)}</dd>
            {(totals.shipping_discount ?? 0) > 0 ? (
              <>
                <dt>{t('shippingDiscount')}</dt>
                <dd>−{formatPrice(totals.shipping_discount!, language)}</dd>
              </>
            ) : null}
            {totals.voucher_used > 0 ? (
              <>
                <dt>{t('voucherUsed')}</dt>
                <dd>−{formatPrice(totals.voucher_used, language)}</dd>
              </>
            ) : null}
            <dt className="order-summary__total">{t('total')}</dt>
            <dd className="order-summary__total" data-testid="summary-total">
              {formatPrice(totals.total, language)}
            </dd>
            {totals.vat_exempt ? (
              <dd className="order-summary__note">{t('vatExempt')}</dd>
            ) : (
              totals.vat
                .filter((line) => line.vat > 0)
                .map((line) => (
                  <Fragment key={line.rate}>
                    <dt className="order-summary__vat">{t('vat', { rate: line.rate })}</dt>
                    <dd className="order-summary__vat">{formatPrice(line.vat, language)}</dd>
                  </Fragment>
                ))
            )}
          </>
        ) : (
          <>
            <dt>{t('subtotal')}</dt>
            <dd data-testid="summary-subtotal">{formatEuro(local.items, language)}</dd>
            {local.discount > 0 ? (
              <>
                <dt>{t('discount')}</dt>
                <dd>−{formatEuro(local.discount, language)}</dd>
              </>
            ) : null}
            <dd className="order-summary__note">{t('summaryShippingLater')}</dd>
          </>
        )}
      </dl>
    </aside>
  );
}
