import { useGetConfigQuery } from '@gartenwerk/api-client';
import { useMemo } from 'react';
import { ADMIN_ROUTES, buildAdminNavigation, isComponentEnabled } from '../routes/adminRoutes';
import { isBuilt } from '../routes/screens';

/**
 * The menu as the owner should see it: built screens only, and none of a component switched off.
 * Until the configuration is known, screens of a component stay out rather than flash in.
 */
export function useAdminNavigation() {
  const { data: config } = useGetConfigQuery();
  const enabled = config?.enabled_components;
  return useMemo(
    () =>
      buildAdminNavigation(
        ADMIN_ROUTES,
        (route) => isBuilt(route) && isComponentEnabled(route, enabled ?? []),
      ),
    [enabled],
  );
}
