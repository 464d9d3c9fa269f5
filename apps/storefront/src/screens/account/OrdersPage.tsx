import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import {
  orderPdfUrl,
  shopOrderInvoicePdfUrl,
  useGetConfigQuery,
  useGetMyOrderQuery,
  useGetMyOrdersQuery,
  useGetShopOrderInvoiceQuery,
  type ShopOrder,
} from '@gartenwerk/api-client';
import { formatDate, isWithdrawalInTime, WITHDRAWAL_ROUTE } from '@gartenwerk/domain';
import { Badge, Card, type BadgeTone } from '@gartenwerk/ui';
import { AddressSummary } from '../checkout/AddressForm';
import { formatPrice } from '../checkout/price';
import { OrderTable } from '../checkout/Totals';
import { AccountShopNav } from './AccountShopNav';
import { useShopPaths } from '../../app/shop-paths';
import { PickupDetails } from '../site/ShippingFacts';
import { PickupWindowText } from '../checkout/PickupSlotPicker';

function useDate() {
  const { i18n } = useTranslation();
  // The Vienna day, as the mails give it: the server renders in its own time zone, the customer may be abroad.
  return (iso: string) => formatDate(iso, i18n.language === 'en' ? 'en' : 'de');
}

/** Where an order stands, as one phrase and the tone of its badge. */
export function orderState(order: ShopOrder): { key: string; tone: BadgeTone } {
  if (order.withdrawnAt) return { key: 'withdrawn', tone: 'neutral' };
  if (order.status === 'complete') return { key: 'complete', tone: 'success' };
  if (order.shipped) return { key: 'shipped', tone: 'success' };
  if (!order.payed) return { key: 'awaitingPayment', tone: 'warning' };
  return { key: 'preparing', tone: 'info' };
}

function OrderStateBadge({ order }: { order: ShopOrder }) {
  const { t } = useTranslation('checkout');
  const date = useDate();
  const { key, tone } = orderState(order);
  return (
    <Badge tone={tone} data-testid="order-state">
      {t(`account.state.${key}`, { date: order.withdrawnAt ? date(order.withdrawnAt) : '' })}
    </Badge>
  );
}

/** /account/orders — the customer's orders, newest first, each a card. */
export function OrdersPage() {
  const paths = useShopPaths();
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language;
  const orders = useGetMyOrdersQuery().data;
  const date = useDate();
  return (
    <div className="account-page">
      <AccountShopNav />
      <h1>{t('account.orders')}</h1>
      {orders && orders.items.length === 0 && <p>{t('account.noOrders')}</p>}
      {orders && orders.items.length > 0 && (
        <ul className="account-cards" aria-label={t('account.orders')}>
          {orders.items.map((order) => (
            <li key={order._id}>
              <Card
                className="account-card"
                title={t('account.order', { number: order.number })}
                titleAs="h2"
                href={`${paths.account}/orders/${order._id}`}
              >
                <OrderStateBadge order={order} />
                <dl className="account-card__facts">
                  <div>
                    <dt>{t('account.date')}</dt>
                    <dd>{date(order.created)}</dd>
                  </div>
                  <div>
                    <dt>{t('total')}</dt>
                    <dd>{formatPrice(order.total, language)}</dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /account/orders/:id — one order with its state, lines, totals, addresses and documents. */
export function OrderPage() {
  const paths = useShopPaths();
  const { t } = useTranslation('checkout');
  const id = useParams().id ?? '';
  const { data: order, error } = useGetMyOrderQuery(id);
  const date = useDate();
  const pickup = order?.shippingMethod === 'pickup';
  const config = useGetConfigQuery().data;
  return (
    <div className="account-page">
      <AccountShopNav />
      {error && <p role="alert">{t('account.notFound')}</p>}
      {order && (
        <>
          <h1>{t('account.order', { number: order.number })}</h1>
          <p className="account-order__state">
            <span>{t('account.placedOn', { date: date(order.created) })}</span>
            <OrderStateBadge order={order} />
          </p>
          <OrderTable
            items={order.items}
            totals={order.totals}
            pickup={pickup}
            split={!!order.split_delivery}
          />
          <div className="account-order__details">
            <section className="account-panel" aria-labelledby="order-invoice-address">
              <h2 id="order-invoice-address">{t('invoiceAddress')}</h2>
              <AddressSummary address={order.invoiceAddress} />
            </section>
            <section className="account-panel" aria-labelledby="order-delivery">
              <h2 id="order-delivery">{pickup ? t('pickup') : t('shippingAddress')}</h2>
              {pickup ? (
                <>
                  {order.pickupWindow ? (
                    <p>
                      <PickupWindowText window={order.pickupWindow} />
                    </p>
                  ) : null}
                  {config ? <PickupDetails config={config} /> : null}
                </>
              ) : (
                <AddressSummary address={order.shippingAddress ?? order.invoiceAddress} />
              )}
            </section>
            <section className="account-panel" aria-labelledby="order-payment">
              <h2 id="order-payment">{t('paymentMethod')}</h2>
              <p>{t(`payment.${order.selectedPayment}`, { defaultValue: order.selectedPayment ?? '' })}</p>
            </section>
          </div>
          <ul className="account-order__documents">
            <li>
              <a href={orderPdfUrl(order._id)} target="_blank" rel="noreferrer">
                {t('account.pdf')}
              </a>
            </li>
            <OrderInvoiceLink order={order} />
            {/* Offered while the order may still be withdrawn: not yet, and within 14 days of receipt. */}
            {order.withdrawnAt || !isWithdrawalInTime(order.withdrawal_until ?? null, new Date()) ? null : (
              <li>
                <Link to={`${WITHDRAWAL_ROUTE}?number=${encodeURIComponent(order.number)}`}>
                  {t('legal:withdrawal.accountAction')}
                </Link>
              </li>
            )}
          </ul>
        </>
      )}
      <p>
        <Link to={`${paths.account}/orders`}>{t('account.backToOrders')}</Link>
      </p>
    </div>
  );
}

/** The invoice of a paid order, once the shop wrote it. */
function OrderInvoiceLink({ order }: { order: ShopOrder }) {
  const { t } = useTranslation('checkout');
  const { data: invoice } = useGetShopOrderInvoiceQuery(order._id, { skip: !order.payed });
  if (!invoice) return null;
  return (
    <li>
      <a href={shopOrderInvoicePdfUrl(order._id)} target="_blank" rel="noreferrer">
        {t('account.invoicePdf', { number: invoice.number })}
      </a>
    </li>
  );
}
