import { useGetInvoiceDocumentQuery, type InvoiceDocument } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { documentPath } from '../documentPaths';

/** The documents this one is linked with: where it came from, what it cancels or is cancelled by, the shop order. */
export function DocumentLinks({ document }: { document: InvoiceDocument }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const links: Array<[string, string]> = [
    ...(document.source_id && document.source_id !== document.cancels_id
      ? [['documents.links.source', document.source_id] as [string, string]]
      : []),
    ...(document.cancels_id
      ? [
          [
            document.type === 'credit_note' ? 'documents.links.corrects' : 'documents.links.cancels',
            document.cancels_id,
          ] as [string, string],
        ]
      : []),
    ...(document.cancelled_by_id
      ? [['documents.links.cancelledBy', document.cancelled_by_id] as [string, string]]
      : []),
  ];
  if (links.length === 0 && !document.shop_order_id) return null;
  return (
    <ul className="admin-doc__links" aria-label={t('documents.links.label')}>
      {links.map(([key, id]) => (
        <li key={key}>
          <LinkedDocument label={key} id={id} />
        </li>
      ))}
      {document.shop_order_id ? (
        <li>
          <Link to={`/shop/orders/${encodeURIComponent(document.shop_order_id)}`}>
            {t('documents.links.shopOrder')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

function LinkedDocument({ label, id }: { label: string; id: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data } = useGetInvoiceDocumentQuery(id);
  if (!data) return null;
  return (
    <>
      {t(label)}{' '}
      <Link to={documentPath(data)}>
        {t('documents.title', {
          type: t(`invoicing.types.${data.type}`),
          number: data.number ?? t('invoicing.draft'),
        })}
      </Link>
    </>
  );
}
