import type { ShopOrder } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDateTime } from '../feedback';
import { euro } from './format';

/** Orders as a table: number (linking to the order), date, customer, total, status. */
export function OrderTable({ orders, labelledBy }: { orders: readonly ShopOrder[]; labelledBy: string }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className="admin-table-frame">
      <table className="admin-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('shopOrders.number')}</th>
            <th scope="col">{t('shopOrders.date')}</th>
            <th scope="col">{t('shopOrders.customer')}</th>
            <th scope="col">{t('shopOrders.total')}</th>
            <th scope="col">{t('shopOrders.status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <td>
                <Link to={`/shop/orders/${encodeURIComponent(order._id)}`}>{order.number}</Link>
              </td>
              <td>{formatDateTime(order.created, i18n.language)}</td>
              <td>
                {`${order.invoiceAddress.first_name} ${order.invoiceAddress.last_name}`.trim()}
                <br />
                <small>{order.email}</small>
              </td>
              <td>{euro(order.total, i18n.language)}</td>
              <td>
                {t(`shopOrders.statusNames.${order.status}`)}
                {order.withdrawnAt && (
                  <>
                    <br />
                    <strong className="admin-withdrawn">
                      {t('shopOrders.withdrawnAt', {
                        date: formatDateTime(order.withdrawnAt, i18n.language),
                      })}
                    </strong>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
