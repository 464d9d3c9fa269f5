import {
  shopAdminOrdersApi,
  useGetPriceRequestsQuery,
  type PriceRequestStatus,
} from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime } from '../feedback';

export const REQUESTS_PER_PAGE = 20;
const STATUSES: PriceRequestStatus[] = ['open', 'answered'];

/** shop/pricerequest/browse: the price requests, newest first or sorted, searchable, filtered by state. */
export function PriceRequestBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const status = STATUSES.find((candidate) => candidate === list.filter('status'));
  const query = { status, search: list.search || undefined, sort: list.sort };
  const result = useGetPriceRequestsQuery({ ...query, page: list.page, limit: REQUESTS_PER_PAGE });
  const [fetchRequests] = shopAdminOrdersApi.endpoints.getPriceRequests.useLazyQuery();
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      columns={[
        {
          id: 'created',
          header: t('shopOrders.date'),
          value: (request) => formatDateTime(request.created, i18n.language),
          sortable: true,
        },
        {
          id: 'name',
          header: t('shopOrders.name'),
          value: (request) => request.name,
          cell: (request) => (
            <>
              <Link to={`/shop/pricerequest/edit/${encodeURIComponent(request._id)}`}>{request.name}</Link>
              <br />
              <small>{request.email}</small>
            </>
          ),
          sortable: true,
          hideable: false,
        },
        {
          id: 'items',
          header: t('shopOrders.items'),
          value: (request) => request.items.map((item) => `${item.amount} × ${item.title}`).join(', '),
        },
        {
          id: 'status',
          header: t('shopOrders.status'),
          value: (request) => t(`shopOrders.requestStatusNames.${request.status}`),
          sortable: true,
        },
        { id: 'tags', header: t('shopOrders.tags'), value: (request) => request.tags.join(', ') },
      ]}
      rowId={(request) => request._id}
      texts="shopOrders.requestList"
      count={(total) => t('shopOrders.priceRequestCount', { count: total })}
      pageSize={REQUESTS_PER_PAGE}
      search={{ hint: t('shopOrders.requestSearchHint') }}
      filters={[
        {
          name: 'status',
          label: t('shopOrders.status'),
          allLabel: t('shopOrders.statusAll'),
          options: STATUSES.map((option) => [option, t(`shopOrders.requestStatusNames.${option}`)]),
        },
      ]}
      actions={<Link to="/shop/pricerequest/edit">{t('shopOrders.newPriceRequest')}</Link>}
      csv={{
        fileName: 'preisanfragen.csv',
        fetchPage: (page, limit) => fetchRequests({ ...query, page, limit }).unwrap(),
      }}
    />
  );
}
