import { formatDayMonth, formatEuros, isoWeek } from '@gartenwerk/domain';
import type { ShopOrder } from '@gartenwerk/api-client';
import { DataTable, type DataTableColumn } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDateTime } from '../feedback';

/** A pickup order is handed over, not shipped: its texts say "abgeholt". */
export const isPickup = (order: ShopOrder) => order.shippingMethod === 'pickup';

const customerName = (order: ShopOrder) =>
  `${order.invoiceAddress.first_name} ${order.invoiceAddress.last_name}`.trim();

/** The columns of an order list: number (linking to the order), date, customer, total, state. */
export function orderColumns(t: TFunction, language: string): DataTableColumn<ShopOrder>[] {
  const date = (iso: string) => formatDateTime(iso, language);
  return [
    {
      id: 'number',
      header: t('shopOrders.number'),
      value: (order) => order.number,
      cell: (order) => <Link to={`/shop/orders/${encodeURIComponent(order._id)}`}>{order.number}</Link>,
      sortable: true,
      hideable: false,
    },
    {
      id: 'created',
      header: t('shopOrders.date'),
      value: (order) => date(order.created),
      sortValue: (order) => order.created,
      sortable: true,
    },
    {
      id: 'customer',
      header: t('shopOrders.customer'),
      value: (order) => customerName(order),
      cell: (order) => (
        <>
          {customerName(order)}
          <br />
          <small>{order.email}</small>
        </>
      ),
    },
    {
      id: 'email',
      header: t('shopOrders.email'),
      value: (order) => order.email,
      sortable: true,
      hiddenByDefault: true,
    },
    {
      id: 'total',
      header: t('shopOrders.total'),
      value: (order) => order.total,
      cell: (order) => formatEuros(order.total, language),
      sortable: true,
      align: 'end',
      total: (orders) =>
        formatEuros(orders.reduce((sum, order) => sum + Math.round(order.total * 100), 0) / 100, language),
    },
    {
      id: 'status',
      header: t('shopOrders.status'),
      value: (order) => t(`shopOrders.statusNames.${order.status}`),
      cell: (order) => (
        <>
          {t(`shopOrders.statusNames.${order.status}`)}
          {order.withdrawnAt && (
            <>
              <br />
              <strong className="admin-withdrawn">
                {t('shopOrders.withdrawnAt', { date: date(order.withdrawnAt) })}
              </strong>
            </>
          )}
        </>
      ),
    },
    {
      id: 'ship_day',
      header: t('shopOrders.ship'),
      value: (order) =>
        order.ship_day
          ? t('shopOrders.shipDay', {
              week: isoWeek(order.ship_day),
              date: formatDayMonth(order.ship_day, language),
            })
          : t('shopOrders.shipAfterFrost'),
      sortValue: (order) => order.ship_day ?? '9999-12-31',
      sortable: true,
    },
    {
      id: 'paid',
      header: t('list.orders.paid'),
      value: (order) =>
        order.payedAt ? t('shopOrders.paid', { date: date(order.payedAt) }) : t('shopOrders.notPaid'),
    },
    {
      id: 'handedOver',
      header: t('list.orders.handedOver'),
      value: (order) => {
        const [done, notDone] = isPickup(order) ? ['pickedUp', 'notPickedUp'] : ['shipped', 'notShipped'];
        return order.shippedAt
          ? t(`shopOrders.${done}`, { date: date(order.shippedAt) })
          : t(`shopOrders.${notDone}`);
      },
    },
  ];
}

/** Orders as a table, e.g. a customer's: the order list's columns, no paging or selection. */
export function OrderTable({ orders, labelledBy }: { orders: readonly ShopOrder[]; labelledBy: string }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <DataTable
      labelledBy={labelledBy}
      columns={orderColumns(t, i18n.language)}
      rows={orders}
      rowId={(order) => order._id}
      sortMode="client"
      storageKey="gartenwerk.admin.columns.customer-orders"
      empty={t('shopOrders.empty')}
    />
  );
}
