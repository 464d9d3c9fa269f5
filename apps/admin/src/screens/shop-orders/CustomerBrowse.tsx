import { formatEuros } from '@gartenwerk/domain';
import {
  SHOP_CUSTOMERS_PER_PAGE,
  shopCustomersApi,
  useGetConfigQuery,
  useGetShopCustomersQuery,
  type CustomerShopData,
  type ShopCustomer,
} from '@gartenwerk/api-client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime } from '../feedback';

export const CUSTOMERS_PER_PAGE = SHOP_CUSTOMERS_PER_PAGE;

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

const searched = (path: string, words: string) => `${path}?${new URLSearchParams({ search: words })}`;

/**
 * shop/customers: everyone who ordered (a guest by e-mail) and the registered customers, with their
 * orders, revenue and last order, sorted and searched on the server; a registered customer opens
 * their shop terms, and every customer links to their orders and invoices.
 */
export function CustomerBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const query = { search: list.search, sort: list.sort };
  const result = useGetShopCustomersQuery({ ...query, page: list.page, limit: CUSTOMERS_PER_PAGE });
  const [fetchCustomers] = shopCustomersApi.endpoints.getShopCustomers.useLazyQuery();
  const { data: config } = useGetConfigQuery();
  const groupNames = new Map(
    (
      (config?.components.shop as { discount_groups?: { uuid: string; name?: string }[] } | undefined)
        ?.discount_groups ?? []
    ).map((group) => [group.uuid, group.name || group.uuid]),
  );
  return (
    <ListScreen<ShopCustomer>
      route={route}
      list={list}
      result={result}
      columns={[
        {
          id: 'name',
          header: t('shopOrders.name'),
          value: (customer) => customer.name,
          cell: (customer) =>
            customer.user_id ? (
              <Link to={`/shop/customers/${encodeURIComponent(customer.user_id)}`}>{customer.name}</Link>
            ) : (
              <>
                {customer.name} <small>({t('shopOrders.guest')})</small>
              </>
            ),
          sortable: true,
          hideable: false,
        },
        { id: 'email', header: t('shopOrders.email'), value: (customer) => customer.email, sortable: true },
        {
          id: 'orders',
          header: t('shopOrders.customerOrderCount'),
          value: (customer) => customer.orders,
          align: 'end',
          sortable: true,
        },
        {
          id: 'revenue',
          header: t('shopOrders.customerRevenue'),
          value: (customer) => formatEuros(customer.revenue, i18n.language),
          align: 'end',
          sortable: true,
        },
        {
          id: 'last_order',
          header: t('shopOrders.customerLastOrder'),
          value: (customer) =>
            customer.last_order ? formatDateTime(customer.last_order, i18n.language) : '',
          sortable: true,
        },
        {
          id: 'shop',
          header: t('shopOrders.shopData'),
          value: (customer) => (customer.user_id ? summary(t, customer.shop, groupNames) : ''),
        },
        {
          id: 'links',
          header: t('shopOrders.customerDocuments'),
          value: () => '',
          cell: (customer) => (
            <>
              <Link to={searched('/shop/orders', customer.email)}>{t('shopOrders.customerOrderLink')}</Link>
              {' · '}
              <Link to={searched('/accounting/invoice/browse', customer.name)}>
                {t('shopOrders.customerInvoiceLink')}
              </Link>
            </>
          ),
        },
      ]}
      rowId={(customer) => customer._id}
      texts="shopOrders.customerList"
      count={(total) => t('shopOrders.customerCount', { count: total })}
      pageSize={CUSTOMERS_PER_PAGE}
      search={{ hint: t('shopOrders.customerSearchHint') }}
      csv={{
        fileName: 'kunden.csv',
        fetchPage: (page, limit) => fetchCustomers({ ...query, page, limit }).unwrap(),
      }}
    />
  );
}
