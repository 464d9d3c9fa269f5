import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlacedOrder } from './state';
import { formatPrice } from './price';
import { OrderTable } from './Totals';
import { useShopPaths } from '../../app/shop-paths';

/** /checkout/done — the placed order, with the bank details for a prepayment. */
export function ConfirmationPage() {
  const { t } = useTranslation('checkout');
  const { order, loaded } = usePlacedOrder();
  const paths = useShopPaths();
  if (!loaded) return null;
  if (!order)
    return (
      <p>
        {t('done.missing')} <Link to={paths.checkout}>{t('toCart')}</Link>
      </p>
    );
  const bank = order.payment.bank_details;
  return (
    <div className="checkout-done">
      <h1>{t('done.title')}</h1>
      <p>{t('done.number', { number: order.number })}</p>
      <p>{t('done.mail', { email: order.email })}</p>
      {bank && (
        <section aria-labelledby="bank-details" className="bank-details">
          <h2 id="bank-details">{t('payment.prepayment')}</h2>
          <p>{t('done.transfer', { total: formatPrice(order.total) })}</p>
          <dl>
            <dt>{t('done.accountHolder')}</dt>
            <dd>{bank.account_holder}</dd>
            <dt>{t('done.iban')}</dt>
            <dd>{bank.iban}</dd>
            <dt>{t('done.bic')}</dt>
            <dd>{bank.bic}</dd>
            <dt>{t('done.bank')}</dt>
            <dd>{bank.bank}</dd>
          </dl>
          <p>{t('done.afterPayment')}</p>
        </section>
      )}
      <OrderTable items={order.items} totals={order.totals} pickup={order.shippingMethod === 'pickup'} />
    </div>
  );
}
