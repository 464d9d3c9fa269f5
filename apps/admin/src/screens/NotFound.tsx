import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFound() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/dashboard">{t('notFound.toDashboard')}</Link>
      </p>
    </section>
  );
}
