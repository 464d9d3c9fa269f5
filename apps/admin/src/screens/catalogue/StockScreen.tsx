import {
  shopAdminCatalogueApi,
  useGetStockLevelsQuery,
  useGetStockMovementsQuery,
  type StockLevel,
} from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime } from '../feedback';
import { StockAdjustForm } from './ProductStock';
import { StockMovementsTable } from './StockMovements';

/** How many of the latest movements of all products the stock screen shows under the levels. */
const LATEST_MOVEMENTS = 10;

export const STOCK_PER_PAGE = 25;
/** Levels below this count as low unless the admin picks another limit. */
export const LOW_STOCK_DEFAULT = 5;

const levelKey = (level: StockLevel) => `${level.product}\u0000${level.variant}`;

/**
 * shop/stock: every stock level, lowest first or sorted by product, quantity or last change, a low-stock
 * filter and adjustments with a reason.
 */
export function StockScreen({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const below = list.filter('below');
  const query = {
    below: below === '' ? undefined : Math.max(0, Number(below) || 0),
    ...(list.search.trim() ? { text: list.search.trim() } : {}),
    sort: list.sort,
  };
  const result = useGetStockLevelsQuery({
    ...query,
    limit: STOCK_PER_PAGE,
    skip: (list.page - 1) * STOCK_PER_PAGE,
  });
  const [fetchLevels] = shopAdminCatalogueApi.endpoints.getStockLevels.useLazyQuery();
  const [adjusting, setAdjusting] = useState<string>();
  const variantOf = (level: StockLevel) => level.variant_title || t('shopCatalogue.stock.wholeProduct');
  const movements = useGetStockMovementsQuery({ limit: LATEST_MOVEMENTS });
  return (
    <>
      <ListScreen
        route={route}
        list={list}
        result={result}
        columns={[
          {
            id: 'title',
            header: t('shopCatalogue.fields.title'),
            value: (level) => level.title,
            cell: (level) => (
              <Link to={`/shop/products/${encodeURIComponent(level.product)}`}>{level.title}</Link>
            ),
            hideable: false,
            sortable: true,
          },
          { id: 'variant', header: t('shopCatalogue.stock.variant'), value: variantOf },
          {
            id: 'quantity',
            header: t('shopCatalogue.stock.quantity'),
            value: (level) => level.quantity,
            align: 'end',
            sortable: true,
          },
          {
            id: 'updated',
            header: t('shopCatalogue.stock.updated'),
            value: (level) => formatDateTime(level.updated, i18n.language),
            sortable: true,
          },
          {
            id: 'adjust',
            header: t('shopCatalogue.stock.adjust'),
            hideable: false,
            cell: (level) =>
              adjusting === levelKey(level) ? (
                <StockAdjustForm
                  product={level.product}
                  variants={[{ key: level.variant, label: level.variant_title }]}
                  initialVariant={level.variant}
                  onDone={() => setAdjusting(undefined)}
                />
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('shopCatalogue.stock.adjustNamed', {
                    title: level.title,
                    variant: variantOf(level),
                  })}
                  onClick={() => setAdjusting(levelKey(level))}
                >
                  {t('shopCatalogue.stock.adjust')}
                </Button>
              ),
          },
        ]}
        rowId={levelKey}
        texts="shopCatalogue.stock"
        pageSize={STOCK_PER_PAGE}
        search={{ label: t('shopCatalogue.stock.search') }}
        moreFilters={
          <>
            <label className="admin-form__check">
              <input
                type="checkbox"
                checked={below !== ''}
                onChange={(event) =>
                  list.change({ below: event.target.checked ? LOW_STOCK_DEFAULT : undefined })
                }
              />
              {t('shopCatalogue.stock.lowOnly')}
            </label>
            {below !== '' ? (
              <label className="admin-filters__select">
                {t('shopCatalogue.stock.below')}
                <input
                  type="number"
                  min={0}
                  value={below}
                  onChange={(event) => list.change({ below: event.target.value || '0' })}
                />
              </label>
            ) : null}
          </>
        }
        csv={{
          fileName: 'bestand.csv',
          fetchPage: (page, limit) => fetchLevels({ ...query, limit, skip: (page - 1) * limit }).unwrap(),
        }}
      />
      <section aria-labelledby="stock-latest-movements" className="admin-stock__movements">
        <h2 id="stock-latest-movements">{t('shopCatalogue.stock.latestMovements')}</h2>
        <StockMovementsTable
          label={t('shopCatalogue.stock.latestMovements')}
          movements={movements}
          showProduct
          // The variant's key; the level list above names the variants.
          variantLabel={(movement) => movement.variant_title || t('shopCatalogue.stock.wholeProduct')}
        />
      </section>
    </>
  );
}
