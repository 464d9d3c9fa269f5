import type { InvoiceDocument } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDateTime } from '../feedback';

/** Every change of the document, oldest first, as the server recorded it (GoBD), and its mails and payments. */
export function DocumentHistory({ document }: { document: InvoiceDocument }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { t: tInvoice } = useTranslation('invoice');
  const history = document.history ?? [];
  return (
    <section aria-labelledby="document-history">
      <h2 id="document-history">{t('documents.history.title')}</h2>
      <div className="admin-table-frame">
        <table className="admin-table" aria-labelledby="document-history">
          <thead>
            <tr>
              <th scope="col">{t('documents.history.at')}</th>
              <th scope="col">{t('documents.history.user')}</th>
              <th scope="col">{t('documents.history.action')}</th>
              <th scope="col">{t('documents.history.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry._id}>
                <td>{formatDateTime(entry.at, i18n.language)}</td>
                <td>{entry.user_name}</td>
                <td>{tInvoice(`history.${entry.action}`, { defaultValue: entry.action })}</td>
                <td>
                  {[
                    entry.detail,
                    ...Object.keys(entry.changes).map((field) => t('documents.history.changed', { field })),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
