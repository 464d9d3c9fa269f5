import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';

/** Names the browser tab after the open screen, so history entries and tabs are told apart. */
export function useDocumentTitle(screenTitle: string): void {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const productName = t('shell.productName');
  useEffect(() => {
    document.title = `${screenTitle} – ${productName}`;
  }, [screenTitle, productName]);
}
