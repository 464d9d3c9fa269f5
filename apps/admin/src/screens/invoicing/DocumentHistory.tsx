import type { InvoiceDocument } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { TableSection } from '../AdminTable';
import { formatDateTime } from '../feedback';
import { documentPath } from './documentPaths';
import { describeChanges, describeNote } from './historyChanges';

/** Every change of the document, oldest first, as the server recorded it (GoBD), and its mails and payments. */
export function DocumentHistory({ document }: { document: InvoiceDocument }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { t: tInvoice } = useTranslation('invoice');
  const history = document.history ?? [];
  return (
    <TableSection
      id="document-history"
      title={t('documents.history.title')}
      className="admin-doc-history"
      columns={[
        t('documents.history.at'),
        t('documents.history.user'),
        t('documents.history.action'),
        t('documents.history.detail'),
      ]}
    >
      {history.map((entry) => (
        <tr key={entry._id}>
          <td>{formatDateTime(entry.at, i18n.language)}</td>
          <td>{entry.user_name}</td>
          <td>{tInvoice(`history.${entry.action}`, { defaultValue: entry.action })}</td>
          <td>
            <HistoryDetail
              note={describeNote(entry.action, entry.detail, t, i18n.language)}
              changes={describeChanges(entry.changes, t, i18n.language)}
            />
          </td>
        </tr>
      ))}
    </TableSection>
  );
}

/** What happened: the entry's note and each changed field with its old and new value. */
function HistoryDetail({ note, changes }: { note: ReturnType<typeof describeNote>; changes: string[] }) {
  const text = note.document ? <Link to={documentPath(note.document)}>{note.text}</Link> : note.text;
  if (changes.length === 0) return <>{text}</>;
  return (
    <>
      {note.text ? <p className="admin-doc-history__note">{text}</p> : null}
      <ul className="admin-doc-history__changes">
        {changes.map((change, index) => (
          <li key={index}>{change}</li>
        ))}
      </ul>
    </>
  );
}
