import type { InvoiceDocument } from '@gartenwerk/api-client';
import { TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/createAdminI18n';
import { FormDialog } from '../../../kit';

/** The address a document is mailed to; the caller sends it. */
export function MailDialog({
  document,
  onClose,
  onSend,
}: {
  document: InvoiceDocument;
  onClose: () => void;
  onSend: (to: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [to, setTo] = useState(document.receiver.email ?? '');
  return (
    <FormDialog
      title={t('documents.mail.title', { number: document.number })}
      submitLabel={t('documents.mail.send')}
      submitDisabled={!to.trim()}
      onSubmit={() => {
        if (to.trim()) onSend(to.trim());
      }}
      onClose={onClose}
    >
      <TextInput
        label={t('documents.mail.to')}
        type="email"
        required
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <p className="admin-lines__hint">{t('documents.mail.hint')}</p>
    </FormDialog>
  );
}
