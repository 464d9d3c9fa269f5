import {
  ORDER_STATUSES,
  shopAdminOrdersApi,
  useGetOrdersQuery,
  useMarkOrderPaidMutation,
  useMarkOrderShippedMutation,
  type OrderStatus,
} from '@gartenwerk/api-client';
import { formatDayMonth, isoWeekDays, isoWeekKey, viennaDay } from '@gartenwerk/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { BulkAction, ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { orderColumns } from './OrderTable';

export const ORDERS_PER_PAGE = 20;

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Weeks the shipping filter offers: this one and the next 52 (pre-orders ship up to a year ahead). */
const SHIP_WEEKS = 53;

/** The shipping filter's choices: what is due today, then the ISO weeks from this one on. */
function shipOptions(t: TFunction, language: string): Array<[string, string]> {
  const today = viennaDay(new Date());
  const weeks = Array.from({ length: SHIP_WEEKS }, (_, index) => {
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index * 7);
    const key = isoWeekKey(day.toISOString().slice(0, 10));
    const { from, until } = isoWeekDays(key);
    return [
      key,
      t('shopOrders.shipWeek', {
        week: Number(key.slice(-2)),
        from: formatDayMonth(from, language),
        until: formatDayMonth(until, language),
      }),
    ] as [string, string];
  });
  return [['due', t('shopOrders.shipDue')], ...weeks];
}

/** shop/orders: the orders, newest first or sorted, filtered by status, searchable, paged; marked in bulk. */
export function OrderBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const status = list.filter('status');
  const ship = list.filter('ship');
  const query = {
    search: list.search,
    status: isStatus(status) ? status : undefined,
    ship: ship || undefined,
    sort: list.sort,
  };
  const result = useGetOrdersQuery({ ...query, page: list.page, limit: ORDERS_PER_PAGE });
  const [fetchOrders] = shopAdminOrdersApi.endpoints.getOrders.useLazyQuery();
  const [markPaid] = useMarkOrderPaidMutation();
  const [markShipped] = useMarkOrderShippedMutation();
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      columns={orderColumns(t, i18n.language)}
      rowId={(order) => order._id}
      rowLabel={(order) => order.number}
      texts="shopOrders"
      count={(total) => t('shopOrders.count', { count: total })}
      pageSize={ORDERS_PER_PAGE}
      search={{ hint: t('shopOrders.searchHint') }}
      filters={[
        {
          name: 'status',
          label: t('shopOrders.status'),
          allLabel: t('shopOrders.statusAll'),
          options: ORDER_STATUSES.map((option) => [option, t(`shopOrders.statusNames.${option}`)]),
        },
        {
          name: 'ship',
          label: t('shopOrders.ship'),
          allLabel: t('shopOrders.shipAll'),
          options: shipOptions(t, i18n.language),
        },
      ]}
      bulkActions={(orders, clear) => {
        // Marking mails the customer, so only orders not yet marked are marked, after a question.
        const unpaid = orders.filter((order) => !order.payed);
        const notHandedOver = orders.filter((order) => !order.shipped);
        return (
          <>
            {unpaid.length > 0 ? (
              <BulkAction
                rows={unpaid}
                label={t('list.orders.markPaid')}
                confirmTitle={t('list.orders.confirmPaid', { count: unpaid.length })}
                run={(order) => markPaid(order._id).unwrap()}
                done={(count) => t('list.orders.markedPaid', { count })}
                failed={t('shopOrders.actionFailed')}
                onDone={clear}
              />
            ) : null}
            {notHandedOver.length > 0 ? (
              <BulkAction
                rows={notHandedOver}
                label={t('list.orders.markHandedOver')}
                confirmTitle={t('list.orders.confirmHandedOver', { count: notHandedOver.length })}
                run={(order) => markShipped(order._id).unwrap()}
                done={(count) => t('list.orders.markedHandedOver', { count })}
                failed={t('shopOrders.actionFailed')}
                onDone={clear}
              />
            ) : null}
          </>
        );
      }}
      csv={{
        fileName: 'bestellungen.csv',
        fetchPage: (page, limit) => fetchOrders({ ...query, page, limit }).unwrap(),
      }}
    />
  );
}
