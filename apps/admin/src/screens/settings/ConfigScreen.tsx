import { useGetConfigQuery, type SiteConfig } from '@gartenwerk/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';

/** A settings screen: its title, then its form once the configuration has loaded. */
export function ConfigScreen({
  route,
  children,
}: {
  route: AdminRoute;
  children: (config: SiteConfig) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { data, error, isLoading } = useGetConfigQuery();
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      {data ? (
        children(data)
      ) : isLoading ? (
        <p role="status">{t('settings.loading')}</p>
      ) : (
        <p role="alert">{t('settings.loadFailed', { message: messageOf(error, '') })}</p>
      )}
    </section>
  );
}
