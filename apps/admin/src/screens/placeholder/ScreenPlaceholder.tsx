import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useDocumentTitle } from '../useDocumentTitle';

/** Stands in for a screen whose feature is not built yet, and says so. */
export function ScreenPlaceholder({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>{t('placeholder.notBuilt')}</p>
    </section>
  );
}
