import type { ListResponse, StockMovement } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { TableFrame } from '../AdminTable';
import { formatDateTime } from '../feedback';
import { documentPath } from '../invoicing/documentPaths';
import { LoadedList } from '../LoadedList';
import { reasonText } from './ProductStock';

/**
 * Stock movements as a table: when, (which product,) which variant, by how much, the level after and
 * why; a goods receipt's reason links to its vendor order.
 */
export function StockMovementsTable({
  label,
  movements,
  variantLabel,
  showProduct = false,
}: {
  label: string;
  movements: { data?: ListResponse<StockMovement>; error?: unknown; isLoading: boolean };
  variantLabel: (movement: StockMovement) => string;
  showProduct?: boolean;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <LoadedList
      texts="shopCatalogue.stock.history"
      error={movements.error}
      isLoading={movements.isLoading}
      data={movements.data}
      isEmpty={(list) => list.items.length === 0}
    >
      {(list) => (
        <TableFrame label={label}>
          <table className="admin-table" aria-label={label}>
            <thead>
              <tr>
                <th scope="col">{t('shopCatalogue.stock.when')}</th>
                {showProduct ? <th scope="col">{t('shopCatalogue.stock.product')}</th> : null}
                <th scope="col">{t('shopCatalogue.stock.variant')}</th>
                <th scope="col">{t('shopCatalogue.stock.delta')}</th>
                <th scope="col">{t('shopCatalogue.stock.quantity')}</th>
                <th scope="col">{t('shopCatalogue.stock.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((movement) => (
                <tr key={movement._id}>
                  <td>{formatDateTime(movement.created, i18n.language)}</td>
                  {showProduct ? (
                    <td>
                      <Link to={`/shop/products/${encodeURIComponent(movement.product)}`}>
                        {movement.title ?? movement.product}
                      </Link>
                    </td>
                  ) : null}
                  <td>{variantLabel(movement)}</td>
                  <td>{movement.delta > 0 ? `+${movement.delta}` : movement.delta}</td>
                  <td>{movement.quantity}</td>
                  <td>
                    {movement.document ? (
                      <Link to={documentPath({ _id: movement.document, type: 'vendor_order' })}>
                        {movement.reason}
                      </Link>
                    ) : (
                      reasonText(movement.reason, t)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </LoadedList>
  );
}
