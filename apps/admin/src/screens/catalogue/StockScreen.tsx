import { useGetStockLevelsQuery, type StockLevel } from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminPaginator, pageOf } from '../AdminPaginator';
import { formatDateTime } from '../feedback';
import { LoadedList } from '../LoadedList';
import { useDocumentTitle } from '../useDocumentTitle';
import { StockAdjustForm } from './ProductStock';

export const STOCK_PER_PAGE = 25;
/** Levels below this count as low unless the admin picks another limit. */
export const LOW_STOCK_DEFAULT = 5;

const levelKey = (level: StockLevel) => `${level.product}\u0000${level.variant}`;

/** shop/stock: every stock level, lowest first, a low-stock filter and adjustments with a reason. */
export function StockScreen({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const below = params.get('below');
  const [adjusting, setAdjusting] = useState<string>();
  const { data, error, isLoading } = useGetStockLevelsQuery({
    below: below === null ? undefined : Math.max(0, Number(below) || 0),
    limit: STOCK_PER_PAGE,
    skip: (page - 1) * STOCK_PER_PAGE,
  });
  const pageCount = data ? Math.ceil(data.total / STOCK_PER_PAGE) : 0;

  function show(changes: { below?: string | null; page?: number }) {
    const next = new URLSearchParams(params);
    if ('below' in changes) {
      if (changes.below === null || changes.below === undefined) next.delete('below');
      else next.set('below', changes.below);
    }
    if (changes.page && changes.page > 1) next.set('page', String(changes.page));
    else next.delete('page');
    setParams(next);
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <div className="admin-filters">
        <label className="admin-form__check">
          <input
            type="checkbox"
            checked={below !== null}
            onChange={(event) => show({ below: event.target.checked ? String(LOW_STOCK_DEFAULT) : null })}
          />
          {t('shopCatalogue.stock.lowOnly')}
        </label>
        {below !== null ? (
          <label className="admin-filters__select">
            {t('shopCatalogue.stock.below')}
            <input
              type="number"
              min={0}
              value={below}
              onChange={(event) => show({ below: event.target.value || '0' })}
            />
          </label>
        ) : null}
      </div>
      <LoadedList
        texts="shopCatalogue.stock"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <div className="admin-table-frame">
            <table className="admin-table" aria-labelledby="admin-screen-title">
              <thead>
                <tr>
                  <th scope="col">{t('shopCatalogue.fields.title')}</th>
                  <th scope="col">{t('shopCatalogue.stock.variant')}</th>
                  <th scope="col">{t('shopCatalogue.stock.quantity')}</th>
                  <th scope="col">{t('shopCatalogue.stock.updated')}</th>
                  <th scope="col">{t('shopCatalogue.stock.adjust')}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((level) => (
                  <tr key={levelKey(level)}>
                    <td>
                      <Link to={`/shop/products/${encodeURIComponent(level.product)}`}>{level.title}</Link>
                    </td>
                    <td>{level.variant_title || t('shopCatalogue.stock.wholeProduct')}</td>
                    <td>{level.quantity}</td>
                    <td>{formatDateTime(level.updated, i18n.language)}</td>
                    <td>
                      {adjusting === levelKey(level) ? (
                        <StockAdjustForm
                          product={level.product}
                          variants={[{ key: level.variant, label: level.variant_title }]}
                          initialVariant={level.variant}
                          onDone={() => setAdjusting(undefined)}
                        />
                      ) : (
                        <Button
                          variant="secondary"
                          aria-label={t('shopCatalogue.stock.adjustNamed', {
                            title: level.title,
                            variant: level.variant_title || t('shopCatalogue.stock.wholeProduct'),
                          })}
                          onClick={() => setAdjusting(levelKey(level))}
                        >
                          {t('shopCatalogue.stock.adjust')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadedList>
      <AdminPaginator page={page} pageCount={pageCount} onPageChange={(next) => show({ page: next })} />
    </section>
  );
}
