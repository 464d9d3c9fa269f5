import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  orderPdfUrl,
  shopOrderInvoicePdfUrl,
  useGetMyOrderQuery,
  useGetMyOrdersQuery,
  useGetShopOrderInvoiceQuery,
  type ShopOrder,
} from '@gartenwerk/api-client';
import { formatDate, isWithdrawalInTime, WITHDRAWAL_ROUTE } from '@gartenwerk/domain';
import { formatPrice } from '../checkout/price';
import { OrderTable } from '../checkout/Totals';
import { AccountShopNav } from './AccountShopNav';
import { useShopPaths } from '../../app/shop-paths';

function useDate() {
  const { i18n } = useTranslation();
  // The Vienna day, as the mails give it: the server renders in its own time zone, the customer may be abroad.
  return (iso: string) => formatDate(iso, i18n.language === 'en' ? 'en' : 'de');
}

function PaymentState({ order }: { order: ShopOrder }) {
  const { t } = useTranslation('checkout');
  const date = useDate();
  return (
    <>
      {t(`account.statuses.${order.status}`)} · {order.payed ? t('account.payed') : t('account.unpaid')}
      {order.shipped ? ` · ${t('account.shipped')}` : ''}
      {order.withdrawnAt ? ` · ${t('legal:withdrawal.withdrawnOn', { date: date(order.withdrawnAt) })}` : ''}
    </>
  );
}

/** /account/orders — the customer's orders, newest first. */
export function OrdersPage() {
  const paths = useShopPaths();
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language;
  const orders = useGetMyOrdersQuery().data;
  const date = useDate();
  return (
    <>
      <AccountShopNav />
      <h1>{t('account.orders')}</h1>
      {orders && orders.items.length === 0 && <p>{t('account.noOrders')}</p>}
      {orders && orders.items.length > 0 && (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">{t('account.order', { number: '' }).trim()}</th>
              <th scope="col">{t('account.date')}</th>
              <th scope="col">{t('account.status')}</th>
              <th scope="col">{t('total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.items.map((order) => (
              <tr key={order._id}>
                <td>
                  <Link to={`${paths.account}/orders/${order._id}`}>{order.number}</Link>
                </td>
                <td>{date(order.created)}</td>
                <td>
                  <PaymentState order={order} />
                </td>
                <td>{formatPrice(order.total, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** /account/orders/:id — one order with status, items, totals and its PDF. */
export function OrderPage() {
  const paths = useShopPaths();
  const { t } = useTranslation('checkout');
  const id = useParams().id ?? '';
  const { data: order, error } = useGetMyOrderQuery(id);
  const date = useDate();
  return (
    <>
      <AccountShopNav />
      {error && <p role="alert">{t('account.notFound')}</p>}
      {order && (
        <>
          <h1>{t('account.order', { number: order.number })}</h1>
          <p>
            {date(order.created)} · <PaymentState order={order} />
          </p>
          <p>
            {t('paymentMethod')}:{' '}
            {t(`payment.${order.selectedPayment}`, { defaultValue: order.selectedPayment ?? '' })}
          </p>
          <OrderTable items={order.items} totals={order.totals} pickup={order.shippingMethod === 'pickup'} />
          <p>
            <a href={orderPdfUrl(order._id)} target="_blank" rel="noreferrer">
              {t('account.pdf')}
            </a>
          </p>
          <OrderInvoiceLink order={order} />
          {/* Offered while the order may still be withdrawn: not yet, and within 14 days of shipping. */}
          {order.withdrawnAt ||
          !isWithdrawalInTime(order.shippedAt ? new Date(order.shippedAt) : null, new Date()) ? null : (
            <p>
              <Link to={`${WITHDRAWAL_ROUTE}?number=${encodeURIComponent(order.number)}`}>
                {t('legal:withdrawal.accountAction')}
              </Link>
            </p>
          )}
        </>
      )}
      <Link to={`${paths.account}/orders`}>{t('account.backToOrders')}</Link>
    </>
  );
}

/** The invoice of a paid order, once the shop wrote it. */
function OrderInvoiceLink({ order }: { order: ShopOrder }) {
  const { t } = useTranslation('checkout');
  const { data: invoice } = useGetShopOrderInvoiceQuery(order._id, { skip: !order.payed });
  if (!invoice) return null;
  return (
    <p>
      <a href={shopOrderInvoicePdfUrl(order._id)} target="_blank" rel="noreferrer">
        {t('account.invoicePdf', { number: invoice.number })}
      </a>
    </p>
  );
}
