import { ORDER_STATUSES, useGetOrdersQuery, type OrderStatus } from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminPaginator, pageOf } from '../AdminPaginator';
import { LoadedList } from '../LoadedList';
import { useDocumentTitle } from '../useDocumentTitle';
import { OrderTable } from './OrderTable';

export const ORDERS_PER_PAGE = 20;

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value);

/** shop/orders: the orders, newest first, filtered by status, searchable, paged. */
export function OrderBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const search = params.get('search') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const [draft, setDraft] = useState(search);
  const { data, error, isLoading } = useGetOrdersQuery({ search, status, page, limit: ORDERS_PER_PAGE });
  const pageCount = data ? Math.ceil(data.total / ORDERS_PER_PAGE) : 0;

  /** A new filter starts again at the first page. */
  function show(changes: { search?: string; status?: string; page?: number }) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    if (changes.page === undefined) next.delete('page');
    setParams(next);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    show({ search: draft.trim() });
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <div className="admin-filters">
        <form role="search" className="admin-filters__search" onSubmit={onSearch}>
          <TextInput
            type="search"
            label={t('shopOrders.search')}
            hint={t('shopOrders.searchHint')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('shopOrders.searchButton')}</Button>
        </form>
        <label className="admin-filters__select">
          {t('shopOrders.status')}
          <select value={status ?? ''} onChange={(event) => show({ status: event.target.value })}>
            <option value="">{t('shopOrders.statusAll')}</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`shopOrders.statusNames.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <LoadedList
        texts="shopOrders"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <>
            <p>{t('shopOrders.count', { count: list.total })}</p>
            <OrderTable orders={list.items} labelledBy="admin-screen-title" />
          </>
        )}
      </LoadedList>
      <AdminPaginator page={page} pageCount={pageCount} onPageChange={(next) => show({ page: next })} />
    </section>
  );
}
