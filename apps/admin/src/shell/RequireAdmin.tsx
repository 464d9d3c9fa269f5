import { useGetCurrentUserQuery } from '@gartenwerk/api-client';
import { canAdminister } from '@gartenwerk/domain';
import { Button } from '@gartenwerk/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { useHref, useLocation } from 'react-router-dom';

/** The storefront's login route; guards hand over with a full page load (docs/contracts.md). */
export function loginUrlFor(path: string): string {
  return '/login?redirect=' + encodeURIComponent(path);
}

/**
 * Renders its children only for admin or system users. Everyone else is sent to the storefront
 * login, which returns them here afterwards. Nothing of the admin centre renders before the
 * current user is known, so a guest never sees admin content, not even for one frame.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const location = useLocation();
  // useHref puts the router's basename (/admincenter) back in front of the path.
  const currentPath = useHref({ pathname: location.pathname, search: location.search, hash: location.hash });
  const { data: user, isFetching, isError, refetch } = useGetCurrentUserQuery();
  const allowed = !!user && canAdminister(user);
  const mustLeave = !!user && !allowed;

  useEffect(() => {
    if (mustLeave) window.location.assign(loginUrlFor(currentPath));
  }, [mustLeave, currentPath]);

  if (allowed) return <>{children}</>;

  if (isError && !isFetching) {
    return (
      <main className="admin-gate">
        <p role="alert">{t('shell.loadFailed')}</p>
        <Button onClick={() => void refetch()}>{t('shell.retry')}</Button>
      </main>
    );
  }

  return (
    <main className="admin-gate" aria-busy="true">
      <p role="status">{mustLeave ? t('shell.redirecting') : t('shell.loading')}</p>
    </main>
  );
}
