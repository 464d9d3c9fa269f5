import {
  CATALOGUE_PRODUCT_TYPES,
  shopAdminCatalogueApi,
  useAdjustStockMutation,
  useGetCatalogueGroupsQuery,
  useGetCatalogueProductsQuery,
  useGetNotifyWaitingQuery,
  useRemoveCatalogueProductMutation,
  useSetProductsOfflineMutation,
  useUpdateCatalogueProductMutation,
  type CatalogueProduct,
  type CatalogueProductQuery,
  type CatalogueProductType,
} from '@gartenwerk/api-client';
import { formatEuro, toCents } from '@gartenwerk/domain';
import { Button, type DataTableColumn } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import {
  BulkAction,
  BulkChangeAction,
  ListScreen,
  useListSearchParams,
  type BulkChange,
  type ListSearchParams,
} from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, useFeedback } from '../feedback';
import { ProductCsv } from './ProductCsv';

export const PRODUCTS_PER_PAGE = 20;

/** The list query of the filters in the address, without paging. */
function queryOf(list: ListSearchParams): CatalogueProductQuery {
  const state = list.filter('state');
  const mark = list.filter('mark');
  const type = list.filter('type');
  return {
    search: list.search || undefined,
    product_groups: list.filter('group') || undefined,
    offline: state === 'offline' ? true : state === 'online' ? false : undefined,
    sale: mark === 'sale' ? true : undefined,
    new: mark === 'new' ? true : undefined,
    type: CATALOGUE_PRODUCT_TYPES.includes(type as CatalogueProductType)
      ? (type as CatalogueProductType)
      : undefined,
    sort: list.sort,
  };
}

/** A price changed by a percentage, to the cent. */
export function priceAfter(price: number, change: BulkChange): number {
  return change.mode === 'percent' ? Math.round(price * (100 + change.amount)) / 100 : change.amount;
}

export function productColumns(
  t: TFunction,
  language: string,
  groupTitle: ReadonlyMap<string, string>,
  /** How many people wait for each product of the page (confirmed "notify me" requests). */
  waiting: ReadonlyMap<string, number> = new Map(),
): DataTableColumn<CatalogueProduct>[] {
  return [
    {
      id: 'title',
      header: t('shopCatalogue.fields.title'),
      value: (product) => product.title,
      cell: (product) => (
        <>
          <Link to={`/shop/products/${encodeURIComponent(product._id)}`}>{product.title}</Link>
          {product.sale ? ` · ${t('shopCatalogue.fields.sale')}` : ''}
          {product.new ? ` · ${t('shopCatalogue.fields.new')}` : ''}
        </>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'price',
      header: t('shopCatalogue.fields.price'),
      value: (product) => product.price,
      cell: (product) =>
        product.price === null ? t('shopCatalogue.onRequest') : formatEuro(toCents(product.price), language),
      sortable: true,
      align: 'end',
    },
    {
      id: 'groups',
      header: t('shopCatalogue.fields.productGroups'),
      value: (product) => product.product_groups.map((id) => groupTitle.get(id) ?? id).join(', '),
    },
    {
      id: 'type',
      header: t('shopCatalogue.fields.type'),
      value: (product) => t(`shopCatalogue.types.${product.type}`, { defaultValue: product.type }),
    },
    {
      id: 'state',
      header: t('shopCatalogue.products.state'),
      value: (product) => (product.offline ? t('shopCatalogue.offline') : t('shopCatalogue.online')),
    },
    {
      // The owner's signal for what to grow or buy: sorted on the server (`waiting`).
      id: 'waiting',
      header: t('shopCatalogue.products.waiting'),
      value: (product) => waiting.get(product._id) ?? 0,
      sortable: true,
      align: 'end',
    },
    {
      id: 'created',
      header: t('list.products.created'),
      value: (product) => formatDateTime(product.created, language),
      sortable: true,
      hiddenByDefault: true,
    },
  ];
}

/** shop/products: the catalogue, searchable, filtered and sorted, paged; changed in bulk. */
export function ProductBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const list = useListSearchParams();
  const query = queryOf(list);
  const skip = (list.page - 1) * PRODUCTS_PER_PAGE;
  const result = useGetCatalogueProductsQuery({ ...query, limit: PRODUCTS_PER_PAGE, skip });
  const [fetchProducts] = shopAdminCatalogueApi.endpoints.getCatalogueProducts.useLazyQuery();
  const { data: groups } = useGetCatalogueGroupsQuery();
  const [setOffline, { isLoading: switching }] = useSetProductsOfflineMutation();
  const [updateProduct] = useUpdateCatalogueProductMutation();
  const [adjustStock] = useAdjustStockMutation();
  const [removeProduct] = useRemoveCatalogueProductMutation();
  const groupTitle = new Map((groups?.items ?? []).map((group) => [group._id, group.title]));
  const pageIds = (result.data?.items ?? []).map((product) => product._id);
  const { data: waitingData } = useGetNotifyWaitingQuery(pageIds, { skip: pageIds.length === 0 });
  const waiting = new Map((waitingData?.items ?? []).map((entry) => [entry.product, entry.waiting]));

  async function switchSelected(ids: string[], offline: boolean, clear: () => void) {
    try {
      const answer = await setOffline({ ids, offline }).unwrap();
      feedback.succeeded(
        t(offline ? 'shopCatalogue.products.wentOffline' : 'shopCatalogue.products.wentOnline', {
          count: answer.total,
        }),
      );
      clear();
    } catch (failure) {
      feedback.failed(t('shopCatalogue.saveFailed'), failure);
    }
  }

  const select = (name: string, label: string, options: Array<[string, string]>) => ({
    name,
    label,
    allLabel: t('shopCatalogue.products.all'),
    options,
  });

  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      columns={productColumns(t, i18n.language, groupTitle, waiting)}
      rowId={(product) => product._id}
      rowLabel={(product) => product.title}
      texts="shopCatalogue.products"
      count={(total) => t('shopCatalogue.products.total', { count: total })}
      pageSize={PRODUCTS_PER_PAGE}
      search={{ label: t('shopCatalogue.products.search') }}
      filters={[
        select(
          'group',
          t('shopCatalogue.products.group'),
          (groups?.items ?? []).map((group) => [group._id, group.title]),
        ),
        select('state', t('shopCatalogue.products.state'), [
          ['online', t('shopCatalogue.online')],
          ['offline', t('shopCatalogue.offline')],
        ]),
        select('mark', t('shopCatalogue.products.mark'), [
          ['sale', t('shopCatalogue.fields.sale')],
          ['new', t('shopCatalogue.fields.new')],
        ]),
        select(
          'type',
          t('shopCatalogue.fields.type'),
          CATALOGUE_PRODUCT_TYPES.map((type) => [type, t(`shopCatalogue.types.${type}`)]),
        ),
      ]}
      actions={<Link to="/shop/products/new">{t('shopCatalogue.products.add')}</Link>}
      bulkActions={(products, clear) => {
        const ids = products.map((product) => product._id);
        return (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={switching}
              onClick={() => void switchSelected(ids, true, clear)}
            >
              {t('shopCatalogue.products.setOffline', { count: ids.length })}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={switching}
              onClick={() => void switchSelected(ids, false, clear)}
            >
              {t('shopCatalogue.products.setOnline', { count: ids.length })}
            </Button>
            <BulkChangeAction
              rows={products.filter((product) => product.price !== null)}
              label={t('list.products.changePrice')}
              title={t('list.products.priceTitle', { count: products.length })}
              modes={[
                { value: 'set', label: t('list.products.setPrice') },
                { value: 'percent', label: t('list.products.changePricePercent') },
              ]}
              amountLabel={t('list.products.priceAmount')}
              run={(product, change) =>
                updateProduct({ _id: product._id, price: priceAfter(product.price ?? 0, change) }).unwrap()
              }
              done={(count) => t('list.products.priceChanged', { count })}
              failed={t('shopCatalogue.saveFailed')}
              onDone={clear}
            />
            <BulkChangeAction
              rows={products}
              label={t('list.products.changeStock')}
              title={t('list.products.stockTitle', { count: products.length })}
              modes={[
                { value: 'set', label: t('list.products.setStock') },
                { value: 'add', label: t('list.products.addStock') },
              ]}
              amountLabel={t('list.products.stockAmount')}
              integer
              reasonLabel={t('list.products.reason')}
              defaultReason={t('list.products.defaultReason')}
              run={(product, change) =>
                adjustStock({
                  product: product._id,
                  reason: change.reason,
                  ...(change.mode === 'set' ? { quantity: change.amount } : { delta: change.amount }),
                }).unwrap()
              }
              done={(count) => t('list.products.stockChanged', { count })}
              failed={t('shopCatalogue.saveFailed')}
              onDone={clear}
            />
            <BulkAction
              rows={products}
              label={t('list.products.delete')}
              variant="danger"
              confirmTitle={t('list.products.confirmDelete', { count: products.length })}
              run={(product) => removeProduct(product._id).unwrap()}
              done={(count) => t('list.products.deleted', { count })}
              failed={t('shopCatalogue.deleteFailed')}
              onDone={clear}
            />
          </>
        );
      }}
      csv={{
        fileName: 'produkte.csv',
        fetchPage: (page, limit) => fetchProducts({ ...query, limit, skip: (page - 1) * limit }).unwrap(),
      }}
    >
      <ProductCsv />
    </ListScreen>
  );
}
