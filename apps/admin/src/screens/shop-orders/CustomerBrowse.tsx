import { useGetConfigQuery, useGetUsersQuery, type CustomerShopData } from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminPaginator, pageOf } from '../AdminPaginator';
import { LoadedList } from '../LoadedList';
import { useDocumentTitle } from '../useDocumentTitle';
import { shopDataOf } from './shopData';

export const CUSTOMERS_PER_PAGE = 20;

/** shop/customers: the users with a summary of their shop terms, searchable, paged. */
export function CustomerBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const { data, error, isLoading } = useGetUsersQuery({ search, page, limit: CUSTOMERS_PER_PAGE });
  const pageCount = data ? Math.ceil(data.total / CUSTOMERS_PER_PAGE) : 0;
  const { data: config } = useGetConfigQuery();
  const groupNames = new Map(
    (
      (config?.components.shop as { discount_groups?: { uuid: string; name?: string }[] } | undefined)
        ?.discount_groups ?? []
    ).map((group) => [group.uuid, group.name || group.uuid]),
  );

  function show(changes: { search?: string; page?: number }) {
    const next = new URLSearchParams(params);
    if (changes.search !== undefined) {
      if (changes.search) next.set('search', changes.search);
      else next.delete('search');
    }
    if (changes.page && changes.page > 1) next.set('page', String(changes.page));
    else next.delete('page');
    setParams(next);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    show({ search: draft.trim() });
  }

  function summary(shop: CustomerShopData | null): string {
    if (!shop) return t('shopOrders.summaryNone');
    const parts = [
      shop.discount ? t('shopOrders.summaryDiscount', { discount: shop.discount }) : '',
      shop.discount_groups?.length
        ? t('shopOrders.summaryGroups', {
            names: shop.discount_groups.map((uuid) => groupNames.get(uuid) ?? uuid).join(', '),
          })
        : '',
      shop.shipping_free ? t('shopOrders.summaryShippingFree') : '',
    ].filter(Boolean);
    return parts.length ? parts.join(', ') : t('shopOrders.summaryNone');
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <div className="admin-filters">
        <form role="search" className="admin-filters__search" onSubmit={onSearch}>
          <TextInput
            type="search"
            label={t('shopOrders.search')}
            hint={t('shopOrders.customerSearchHint')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('shopOrders.searchButton')}</Button>
        </form>
      </div>
      <LoadedList
        texts="shopOrders.customerList"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <>
            <p>{t('shopOrders.customerCount', { count: list.total })}</p>
            <div className="admin-table-frame">
              <table className="admin-table" aria-labelledby="admin-screen-title">
                <thead>
                  <tr>
                    <th scope="col">{t('shopOrders.name')}</th>
                    <th scope="col">{t('shopOrders.email')}</th>
                    <th scope="col">{t('shopOrders.shopData')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((user) => (
                    <tr key={user._id}>
                      <td>
                        <Link to={`/shop/customers/${encodeURIComponent(user._id)}`}>
                          {user.name || user.handle}
                        </Link>
                      </td>
                      <td>{user.handle}</td>
                      <td>{summary(shopDataOf(user))}</td>
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
