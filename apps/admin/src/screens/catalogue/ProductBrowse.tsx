import {
  CATALOGUE_PRODUCT_TYPES,
  useGetCatalogueGroupsQuery,
  useGetCatalogueProductsQuery,
  useSetProductsOfflineMutation,
  type CatalogueProductQuery,
  type CatalogueProductType,
} from '@gartenwerk/api-client';
import { formatEuro, toCents } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminPaginator, pageOf } from '../AdminPaginator';
import { useFeedback } from '../feedback';
import { LoadedList } from '../LoadedList';
import { useDocumentTitle } from '../useDocumentTitle';

export const PRODUCTS_PER_PAGE = 20;
type Filter = 'search' | 'group' | 'state' | 'mark' | 'type';

/** The list query of the filters in the URL. */
function queryOf(params: URLSearchParams, page: number): CatalogueProductQuery {
  const state = params.get('state');
  const mark = params.get('mark');
  const type = params.get('type');
  return {
    search: params.get('search') || undefined,
    product_groups: params.get('group') || undefined,
    offline: state === 'offline' ? true : state === 'online' ? false : undefined,
    sale: mark === 'sale' ? true : undefined,
    new: mark === 'new' ? true : undefined,
    type: CATALOGUE_PRODUCT_TYPES.includes(type as CatalogueProductType)
      ? (type as CatalogueProductType)
      : undefined,
    limit: PRODUCTS_PER_PAGE,
    skip: (page - 1) * PRODUCTS_PER_PAGE,
  };
}

/** shop/products: the catalogue, searchable and filtered, paged, taken offline or online in bulk. */
export function ProductBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const feedback = useFeedback();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const [draft, setDraft] = useState(params.get('search') ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  const { data, error, isLoading } = useGetCatalogueProductsQuery(queryOf(params, page));
  const { data: groups } = useGetCatalogueGroupsQuery();
  const [setOffline, { isLoading: switching }] = useSetProductsOfflineMutation();
  const pageCount = data ? Math.ceil(data.total / PRODUCTS_PER_PAGE) : 0;
  const groupTitle = new Map((groups?.items ?? []).map((group) => [group._id, group.title]));

  /** A new filter starts again at the first page. */
  function show(changes: Partial<Record<Filter | 'page', string>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (!value || (key === 'page' && value === '1')) next.delete(key);
      else next.set(key, value);
    }
    if (changes.page === undefined) next.delete('page');
    setSelected([]);
    setParams(next);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    show({ search: draft.trim() });
  }

  async function switchSelected(offline: boolean) {
    try {
      const result = await setOffline({ ids: selected, offline }).unwrap();
      feedback.succeeded(
        t(offline ? 'shopCatalogue.products.wentOffline' : 'shopCatalogue.products.wentOnline', {
          count: result.total,
        }),
      );
      setSelected([]);
    } catch (failure) {
      feedback.failed(t('shopCatalogue.saveFailed'), failure);
    }
  }

  const select = (label: string, name: Filter, options: Array<[string, string]>) => (
    <label className="admin-filters__select">
      {label}
      <select value={params.get(name) ?? ''} onChange={(event) => show({ [name]: event.target.value })}>
        <option value="">{t('shopCatalogue.products.all')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/shop/products/new">{t('shopCatalogue.products.add')}</Link>
      </p>
      <div className="admin-filters">
        <form role="search" className="admin-filters__search" onSubmit={onSearch}>
          <TextInput
            type="search"
            label={t('shopCatalogue.products.search')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('shopCatalogue.products.searchButton')}</Button>
        </form>
        {select(
          t('shopCatalogue.products.group'),
          'group',
          (groups?.items ?? []).map((group) => [group._id, group.title]),
        )}
        {select(t('shopCatalogue.products.state'), 'state', [
          ['online', t('shopCatalogue.online')],
          ['offline', t('shopCatalogue.offline')],
        ])}
        {select(t('shopCatalogue.products.mark'), 'mark', [
          ['sale', t('shopCatalogue.fields.sale')],
          ['new', t('shopCatalogue.fields.new')],
        ])}
        {select(
          t('shopCatalogue.fields.type'),
          'type',
          CATALOGUE_PRODUCT_TYPES.map((type) => [type, t(`shopCatalogue.types.${type}`)]),
        )}
      </div>

      <LoadedList
        texts="shopCatalogue.products"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <>
            <p>{t('shopCatalogue.products.total', { count: list.total })}</p>
            <div className="admin-form__actions">
              <Button
                variant="secondary"
                disabled={selected.length === 0 || switching}
                onClick={() => void switchSelected(true)}
              >
                {t('shopCatalogue.products.setOffline', { count: selected.length })}
              </Button>
              <Button
                variant="secondary"
                disabled={selected.length === 0 || switching}
                onClick={() => void switchSelected(false)}
              >
                {t('shopCatalogue.products.setOnline', { count: selected.length })}
              </Button>
            </div>
            <div className="admin-table-frame">
              <table className="admin-table" aria-labelledby="admin-screen-title">
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label={t('shopCatalogue.products.selectAll')}
                        checked={
                          list.items.length > 0 && list.items.every((item) => selected.includes(item._id))
                        }
                        onChange={(event) =>
                          setSelected(event.target.checked ? list.items.map((item) => item._id) : [])
                        }
                      />
                    </th>
                    <th scope="col">{t('shopCatalogue.fields.title')}</th>
                    <th scope="col">{t('shopCatalogue.fields.price')}</th>
                    <th scope="col">{t('shopCatalogue.fields.productGroups')}</th>
                    <th scope="col">{t('shopCatalogue.fields.type')}</th>
                    <th scope="col">{t('shopCatalogue.products.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((product) => (
                    <tr key={product._id} aria-selected={selected.includes(product._id)}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={t('shopCatalogue.products.select', { title: product.title })}
                          checked={selected.includes(product._id)}
                          onChange={(event) =>
                            setSelected(
                              event.target.checked
                                ? [...selected, product._id]
                                : selected.filter((id) => id !== product._id),
                            )
                          }
                        />
                      </td>
                      <td>
                        <Link to={`/shop/products/${encodeURIComponent(product._id)}`}>{product.title}</Link>
                        {product.sale ? ` · ${t('shopCatalogue.fields.sale')}` : ''}
                        {product.new ? ` · ${t('shopCatalogue.fields.new')}` : ''}
                      </td>
                      <td>
                        {product.price === null
                          ? t('shopCatalogue.onRequest')
                          : formatEuro(toCents(product.price))}
                      </td>
                      <td>{product.product_groups.map((id) => groupTitle.get(id) ?? id).join(', ')}</td>
                      <td>{t(`shopCatalogue.types.${product.type}`, { defaultValue: product.type })}</td>
                      <td>{product.offline ? t('shopCatalogue.offline') : t('shopCatalogue.online')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </LoadedList>
      <AdminPaginator
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => show({ page: String(next) })}
      />
    </section>
  );
}
