import { useGetConfigQuery, useUpdateConfigAdminMutation, type SiteConfig } from '@gartenwerk/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import { LoadedScreen } from '../LoadedScreen';

/** A settings screen: its title, then its form once the configuration has loaded. */
export function ConfigScreen({
  route,
  children,
}: {
  route: AdminRoute;
  children: (config: SiteConfig) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <LoadedScreen<SiteConfig>
      route={route}
      query={useGetConfigQuery()}
      texts={{
        loading: t('settings.loading'),
        loadFailed: (message) => t('settings.loadFailed', { message }),
      }}
    >
      {children}
    </LoadedScreen>
  );
}

/** Saves sections of the configuration (the server replaces each section sent) and says how it went. */
export function useSaveConfig() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [updateConfig, { isLoading }] = useUpdateConfigAdminMutation();
  return {
    save: (sections: Parameters<typeof updateConfig>[0]) =>
      feedback.reportSave(updateConfig(sections).unwrap(), t('settings.saveFailed')),
    saving: isLoading,
  };
}
