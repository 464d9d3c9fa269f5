import { formatDecimal, formatEuro, type DocumentTotals, type PriceMode } from '@gartenwerk/domain';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { TableFrame } from '../AdminTable';

/**
 * A document's sums as its PDF prints them: net, VAT and gross of each rate, then net, VAT and the
 * total (and what is still due after an advance). Each row adds up: net + VAT = gross.
 */
export function DocumentTotalsTable({ totals, priceMode }: { totals: DocumentTotals; priceMode: PriceMode }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const money = (cents: number) => formatEuro(cents, i18n.language === 'en' ? 'en-GB' : 'de-AT');
  return (
    <TableFrame className="admin-doc-totals" label={t('documents.totals.caption')}>
      <table className="admin-table" aria-label={t('documents.totals.caption')} data-testid="document-totals">
        <thead>
          <tr>
            <th scope="col">{t('documents.totals.rate')}</th>
            <th scope="col">{t('documents.totals.net')}</th>
            <th scope="col">{t('documents.totals.vat')}</th>
            <th scope="col">{t('documents.totals.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {totals.vat.map((row) => (
            <tr key={row.rate}>
              <th scope="row">{`${formatDecimal(row.rate)} %`}</th>
              <td>{money(row.net)}</td>
              <td>{money(row.vat)}</td>
              <td>{money(row.gross)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('documents.totals.sum')}</th>
            <td data-testid="total-net">{money(totals.net)}</td>
            <td data-testid="total-vat">{money(totals.vatTotal)}</td>
            <td data-testid="total-gross">{money(totals.gross)}</td>
          </tr>
          {totals.advance > 0 ? (
            <tr>
              <th scope="row">{t('documents.totals.due')}</th>
              <td colSpan={3} data-testid="total-due">
                {money(totals.due)}
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      <p className="admin-lines__hint">{t(`documents.totals.mode_${priceMode}`)}</p>
    </TableFrame>
  );
}
