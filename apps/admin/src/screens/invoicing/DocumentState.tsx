import type { InvoiceDocument } from '@gartenwerk/api-client';
import { formatEuros } from '@gartenwerk/domain';
import { Badge } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { INVOICE_TYPES } from './documentPaths';

/** Draft or issued, the state in the chain and (invoices) the payment and any credit, in words. */
export function DocumentState({ document }: { document: InvoiceDocument }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  // A credit note owes nothing itself: what it credits shows on its invoice.
  const isInvoice = INVOICE_TYPES.has(document.type) && document.type !== 'credit_note';
  return (
    <p className="admin-doc__state" data-testid="document-state">
      {document.issued ? (
        <Badge tone="success">{t('documents.issued')}</Badge>
      ) : (
        <Badge tone="warning">{t('invoicing.draft')}</Badge>
      )}{' '}
      <Badge tone="neutral">{t(`invoicing.statuses.${document.status}`)}</Badge>{' '}
      {isInvoice && document.issued ? (
        <Badge tone={document.payment_status === 'paid' ? 'success' : 'info'} data-testid="payment-state">
          {document.cancelled_by_id
            ? t('invoicing.cancelled')
            : t(`invoicing.payments.${document.payment_status}`)}
        </Badge>
      ) : null}
      {isInvoice && document.credited > 0 && !document.cancelled_by_id ? (
        <>
          {' '}
          <Badge tone="neutral" data-testid="credited-state">
            {t('documents.creditedBadge', { credited: formatEuros(document.credited, i18n.language) })}
          </Badge>
        </>
      ) : null}
      {isInvoice && document.credit > 0 ? (
        <>
          {' '}
          <Badge tone="warning" data-testid="credit-state">
            {t('documents.creditBadge', { credit: formatEuros(document.credit, i18n.language) })}
          </Badge>
        </>
      ) : null}
    </p>
  );
}
