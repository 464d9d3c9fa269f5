import { useGetConfigQuery, useGetUsersQuery, usersApi, type CustomerShopData } from '@gartenwerk/api-client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { shopDataOf } from './shopData';

export const CUSTOMERS_PER_PAGE = 20;

/** A customer's shop terms in words: discount, discount groups, free shipping. */
function summary(
  t: TFunction,
  shop: CustomerShopData | null,
  groupNames: ReadonlyMap<string, string>,
): string {
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

/** shop/customers: the users with a summary of their shop terms, searchable, sortable, paged. */
export function CustomerBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const query = { search: list.search, sort: list.sort };
  const result = useGetUsersQuery({ ...query, page: list.page, limit: CUSTOMERS_PER_PAGE });
  const [fetchUsers] = usersApi.endpoints.getUsers.useLazyQuery();
  const { data: config } = useGetConfigQuery();
  const groupNames = new Map(
    (
      (config?.components.shop as { discount_groups?: { uuid: string; name?: string }[] } | undefined)
        ?.discount_groups ?? []
    ).map((group) => [group.uuid, group.name || group.uuid]),
  );
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      columns={[
        {
          id: 'name',
          header: t('shopOrders.name'),
          value: (user) => user.name || user.handle,
          cell: (user) => (
            <Link to={`/shop/customers/${encodeURIComponent(user._id)}`}>{user.name || user.handle}</Link>
          ),
          sortable: true,
          hideable: false,
        },
        { id: 'handle', header: t('shopOrders.email'), value: (user) => user.handle, sortable: true },
        {
          id: 'shop',
          header: t('shopOrders.shopData'),
          value: (user) => summary(t, shopDataOf(user), groupNames),
        },
      ]}
      rowId={(user) => user._id}
      texts="shopOrders.customerList"
      count={(total) => t('shopOrders.customerCount', { count: total })}
      pageSize={CUSTOMERS_PER_PAGE}
      search={{ hint: t('shopOrders.customerSearchHint') }}
      csv={{
        fileName: 'kunden.csv',
        fetchPage: (page, limit) => fetchUsers({ ...query, page, limit }).unwrap(),
      }}
    />
  );
}
