import { useTranslation } from '../../i18n/useTranslation';
import type { OrderItem, OrderTotals } from '@gartenwerk/api-client';
import { formatLanguage, lineNames, lineShippingWords, variantLabel } from '@gartenwerk/domain';
import { LineExtras } from '../shop/LineExtras';
import { formatPrice, shippingAmount } from './price';

/** The order lines and the server's totals, as the summary, the confirmation and the account show them. */
export function OrderTable({
  items,
  totals,
  pickup,
  split = false,
}: {
  items: OrderItem[];
  totals: OrderTotals;
  pickup: boolean;
  /** Delivered in two shipments: the shipping covers both. */
  split?: boolean;
}) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language;
  return (
    <table className="order-table">
      <thead>
        <tr>
          <th scope="col">{t('items')}</th>
          <th scope="col">{t('amount')}</th>
          <th scope="col">{t('price')}</th>
          <th scope="col">{t('lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((line, index) => {
          // An English order's English names on English pages; the German ones otherwise.
          const item = lineNames(line, language);
          // A name not written in English stays German on an English page, and says so.
          const german = formatLanguage(language) === 'en' ? 'de' : undefined;
          const shipping = lineShippingWords(line, language);
          return (
            <tr key={`${item.item}-${item.variant}-${index}`}>
              <td>
                <span lang={line.title_en ? undefined : german}>{item.title}</span>
                {variantLabel(item) ? (
                  <>
                    {' ('}
                    <span lang={line.variant_title_en ? undefined : german}>{variantLabel(item)}</span>
                    {')'}
                  </>
                ) : null}
                <LineExtras
                  customization={item.customization}
                  colorTitle={line.color_title}
                  colorTitleEn={line.color_title_en}
                  set={item.set}
                  titles={item.set_titles}
                  setLabel={t('lineSet')}
                  {...(item.order_desc ? { note: t('lineNote', { note: item.order_desc }) } : {})}
                />
                {line.voucher?.purpose === 'multi' ? (
                  <span className="line-detail">{t('notTaxable')}</span>
                ) : null}
                {shipping ? (
                  <span className="line-detail season-notice" data-testid="planned-shipping">
                    {t(shipping.key, shipping.values)}
                  </span>
                ) : null}
              </td>
              <td>{item.amount}</td>
              <td>{formatPrice(item.price, language)}</td>
              <td>{formatPrice(item.total, language)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('subtotal')}
          </th>
          <td>{formatPrice(totals.items, language)}</td>
        </tr>
        {totals.discount > 0 && (
          <tr>
            <th scope="row" colSpan={3}>
              {t('discount')}
            </th>
            <td>−{formatPrice(totals.discount, language)}</td>
          </tr>
        )}
        <tr>
          <th scope="row" colSpan={3}>
            {pickup ? t('pickup') : split ? t('shippingCostsSplit') : t('shippingCosts')}
          </th>
          <td>{shippingAmount(totals, t('free'), language)}</td>
        </tr>
        {(totals.shipping_discount ?? 0) > 0 && (
          <tr>
            <th scope="row" colSpan={3}>
              {t('shippingDiscount')}
            </th>
            <td>−{formatPrice(totals.shipping_discount!, language)}</td>
          </tr>
        )}
        {totals.vat_exempt ? (
          <tr>
            <th scope="row" colSpan={4}>
              {t('vatExempt')}
            </th>
          </tr>
        ) : (
          totals.vat
            .filter((line) => line.vat > 0)
            .map((line) => (
              <tr key={line.rate}>
                <th scope="row" colSpan={3}>
                  {t('vat', { rate: line.rate })}
                </th>
                <td>{formatPrice(line.vat, language)}</td>
              </tr>
            ))
        )}
        {totals.voucher_used > 0 && (
          <tr>
            <th scope="row" colSpan={3}>
              {t('voucherUsed')}
            </th>
            <td>−{formatPrice(totals.voucher_used, language)}</td>
          </tr>
        )}
        <tr className="order-table__total">
          <th scope="row" colSpan={3}>
            {t('total')}
          </th>
          <td data-testid="order-total">{formatPrice(totals.total, language)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
