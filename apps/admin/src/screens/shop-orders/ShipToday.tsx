import {
  useGetOrdersQuery,
  useMarkOrderFirstShipmentShippedMutation,
  useMarkOrderShippedMutation,
  type ListResponse,
  type ShopOrder,
} from '@gartenwerk/api-client';
import { variantLabel } from '@gartenwerk/domain';
import { Button, ConfirmDialog } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import { LoadedScreen } from '../LoadedScreen';

/** As many orders as a nursery packs in a day, and more: the view is one page. */
const DUE_LIMIT = 500;

/** Which shipment of an order goes now: all of it, or the first or second of a split delivery. */
type Shipment = 'whole' | 'first' | 'second';

function shipmentOf(order: ShopOrder): Shipment {
  if (!order.split_delivery) return 'whole';
  return order.split_delivery.first_shipped_at ? 'second' : 'first';
}

/** The lines that go in the shipment sent now. */
function linesToShip(order: ShopOrder) {
  const shipment = shipmentOf(order);
  if (shipment === 'whole') return order.items;
  return order.items.filter((item) => !!item.second_shipment === (shipment === 'second'));
}

/**
 * shop/orders/to-ship: what leaves the nursery today — the orders due and not yet sent, by their
 * shipping day, each with the lines of the shipment that goes now; marking one sent tells the
 * customer and takes it off the list.
 */
export function ShipToday({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <LoadedScreen<ListResponse<ShopOrder>>
      route={route}
      query={useGetOrdersQuery({ ship: 'due', sort: 'ship_day', limit: DUE_LIMIT })}
      texts={{
        loading: t('shopOrders.loading'),
        loadFailed: (message) => t('shopOrders.loadFailed', { message }),
      }}
    >
      {(list) => <DueOrders orders={list.items} total={list.total} />}
    </LoadedScreen>
  );
}

function DueOrders({ orders, total }: { orders: ShopOrder[]; total: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [markShipped, { isLoading: shipping }] = useMarkOrderShippedMutation();
  const [markFirst, { isLoading: shippingFirst }] = useMarkOrderFirstShipmentShippedMutation();
  const [confirming, setConfirming] = useState<ShopOrder | null>(null);
  const busy = shipping || shippingFirst;

  async function send(order: ShopOrder) {
    setConfirming(null);
    const first = shipmentOf(order) === 'first';
    try {
      await (first ? markFirst(order._id) : markShipped(order._id)).unwrap();
      feedback.succeeded(t(first ? 'shopOrders.markedFirstShipped' : markedKey(order)));
    } catch (error) {
      feedback.failed(t('shopOrders.actionFailed'), error);
    }
  }

  if (orders.length === 0) return <p role="status">{t('shipToday.empty')}</p>;
  return (
    <>
      <p role="status">{t('shipToday.count', { count: total })}</p>
      <ol className="ship-today">
        {orders.map((order) => {
          const shipment = shipmentOf(order);
          const address = order.shippingAddress ?? order.invoiceAddress;
          return (
            <li key={order._id} className="ship-today__order">
              <article aria-labelledby={`ship-${order._id}`}>
                <h2 id={`ship-${order._id}`}>
                  <Link to={`/shop/orders/${encodeURIComponent(order._id)}`}>
                    {t('shopOrders.order', { number: order.number })}
                  </Link>
                </h2>
                <p>
                  {`${address.first_name} ${address.last_name}`.trim()}
                  {address.company ? `, ${address.company}` : ''} · {address.zip} {address.city} ·{' '}
                  {order.shippingMethod === 'pickup' ? t('shopOrders.pickup') : address.country.toUpperCase()}
                </p>
                {shipment !== 'whole' && <p className="ship-today__shipment">{t(`shipToday.${shipment}`)}</p>}
                <ul aria-label={t('shipToday.lines')}>
                  {linesToShip(order).map((item, index) => (
                    <li key={`${item.item}-${item.variant}-${index}`}>
                      {item.amount} × {item.title}
                      {variantLabel(item) ? ` (${variantLabel(item)})` : ''}
                    </li>
                  ))}
                </ul>
                <Button disabled={busy} onClick={() => setConfirming(order)}>
                  {t(markLabelKey(order))}
                </Button>
              </article>
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming
            ? t(
                shipmentOf(confirming) === 'first'
                  ? 'shopOrders.confirmFirstShipped'
                  : confirming.shippingMethod === 'pickup'
                    ? 'shopOrders.confirmPickedUp'
                    : 'shopOrders.confirmShipped',
                { number: confirming.number },
              )
            : ''
        }
        confirmLabel={confirming ? t(markLabelKey(confirming)) : ''}
        cancelLabel={t('shopOrders.cancel')}
        onConfirm={() => confirming && void send(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {t(
          confirming?.shippingMethod === 'pickup' && shipmentOf(confirming) !== 'first'
            ? 'shopOrders.pickedUpHint'
            : 'shopOrders.confirmMailHint',
        )}
      </ConfirmDialog>
    </>
  );
}

function markLabelKey(order: ShopOrder): string {
  if (shipmentOf(order) === 'first') return 'shopOrders.markFirstShipped';
  return order.shippingMethod === 'pickup' ? 'shopOrders.markPickedUp' : 'shopOrders.markShipped';
}

function markedKey(order: ShopOrder): string {
  return order.shippingMethod === 'pickup' ? 'shopOrders.markedPickedUp' : 'shopOrders.markedShipped';
}
