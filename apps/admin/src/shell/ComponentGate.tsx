import { useGetConfigQuery } from '@gartenwerk/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { componentOf, isComponentEnabled, type AdminRouteEntry } from '../routes/adminRoutes';
import { NotFound } from '../screens/NotFound';

/**
 * Shows a screen only while its component is switched on under "Komponenten"; otherwise the
 * address answers as not found. If the configuration cannot be loaded the screen shows: the server
 * enforces its own rules, and the owner is not locked out of a screen by a failed request.
 */
export function ComponentGate({ route, children }: { route: AdminRouteEntry; children: ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data: config, isLoading } = useGetConfigQuery(undefined, { skip: !componentOf(route) });
  if (!componentOf(route)) return <>{children}</>;
  if (isLoading) return <p role="status">{t('settings.loading')}</p>;
  if (config && !isComponentEnabled(route, config.enabled_components)) return <NotFound />;
  return <>{children}</>;
}
