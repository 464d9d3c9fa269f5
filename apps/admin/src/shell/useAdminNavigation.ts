import { useGetConfigQuery } from '@gartenwerk/api-client';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { ADMIN_ROUTES, buildAdminNavigation, isComponentEnabled } from '../routes/adminRoutes';
import { BuiltScreensContext } from './builtScreens';

/**
 * The menu as the owner should see it: built screens only, and none of a component switched off.
 * Until the configuration is known, screens of a component stay out rather than flash in.
 */
export function useAdminNavigation() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const isBuilt = useContext(BuiltScreensContext);
  const { data: config } = useGetConfigQuery();
  const enabled = config?.enabled_components;
  return useMemo(
    () =>
      buildAdminNavigation(
        t,
        ADMIN_ROUTES,
        (route) => isBuilt(route.path) && isComponentEnabled(route, enabled ?? []),
      ),
    [t, isBuilt, enabled],
  );
}
