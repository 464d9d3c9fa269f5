import { useGetPriceRequestsQuery, type PriceRequestStatus } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminPaginator, pageOf } from '../AdminPaginator';
import { formatDateTime } from '../feedback';
import { LoadedList } from '../LoadedList';
import { useDocumentTitle } from '../useDocumentTitle';

export const REQUESTS_PER_PAGE = 20;
const STATUSES: PriceRequestStatus[] = ['open', 'answered'];

/** shop/pricerequest/browse: the price requests, newest first, filtered by state. */
export function PriceRequestBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const statusParam = params.get('status');
  const status = STATUSES.find((candidate) => candidate === statusParam);
  const { data, error, isLoading } = useGetPriceRequestsQuery({ status, page, limit: REQUESTS_PER_PAGE });
  const pageCount = data ? Math.ceil(data.total / REQUESTS_PER_PAGE) : 0;

  function show(changes: { status?: string; page?: number }) {
    const next = new URLSearchParams(params);
    if (changes.status !== undefined) {
      if (changes.status) next.set('status', changes.status);
      else next.delete('status');
    }
    if (changes.page && changes.page > 1) next.set('page', String(changes.page));
    else next.delete('page');
    setParams(next);
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/shop/pricerequest/edit">{t('shopOrders.newPriceRequest')}</Link>
      </p>
      <div className="admin-filters">
        <label className="admin-filters__select">
          {t('shopOrders.status')}
          <select value={status ?? ''} onChange={(event) => show({ status: event.target.value })}>
            <option value="">{t('shopOrders.statusAll')}</option>
            {STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`shopOrders.requestStatusNames.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadedList
        texts="shopOrders.requestList"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <>
            <p>{t('shopOrders.priceRequestCount', { count: list.total })}</p>
            <div className="admin-table-frame">
              <table className="admin-table" aria-labelledby="admin-screen-title">
                <thead>
                  <tr>
                    <th scope="col">{t('shopOrders.date')}</th>
                    <th scope="col">{t('shopOrders.name')}</th>
                    <th scope="col">{t('shopOrders.items')}</th>
                    <th scope="col">{t('shopOrders.status')}</th>
                    <th scope="col">{t('shopOrders.tags')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((request) => (
                    <tr key={request._id}>
                      <td>{formatDateTime(request.created, i18n.language)}</td>
                      <td>
                        <Link to={`/shop/pricerequest/edit/${encodeURIComponent(request._id)}`}>
                          {request.name}
                        </Link>
                        <br />
                        <small>{request.email}</small>
                      </td>
                      <td>{request.items.map((item) => `${item.amount} × ${item.title}`).join(', ')}</td>
                      <td>{t(`shopOrders.requestStatusNames.${request.status}`)}</td>
                      <td>{request.tags.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </LoadedList>
      <AdminPaginator page={page} pageCount={pageCount} onPageChange={(next) => show({ page: next })} />
    </section>
  );
}
