import { useGetCurrentUserQuery } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { Link, Outlet } from 'react-router-dom';
import { AdminNavigation } from './AdminNavigation';
import { DebugToggle } from './DebugToggle';
import { ScrollToTop } from './ScrollToTop';

export const MAIN_CONTENT_ID = 'admin-main';

/** Header, navigation and the open screen. Rendered only inside RequireAdmin, so the user is known. */
export function AdminLayout() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data: user } = useGetCurrentUserQuery();
  const displayName = user?.name || user?.handle || '';
  return (
    <div className="admin-shell">
      <ScrollToTop />
      <a className="admin-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('shell.skipLink')}
      </a>
      <header className="admin-header">
        <Link className="admin-header__title" to="/">
          {t('shell.productName')}
        </Link>
        <div className="admin-header__tools">
          <span className="admin-header__user">{t('shell.signedInAs', { name: displayName })}</span>
          {user && <DebugToggle user={user} />}
          {/* The site is another app (the storefront), so leave with a full page load. */}
          <a className="admin-header__site-link" href="/">
            {t('shell.backToSite')}
          </a>
        </div>
      </header>
      <div className="admin-body">
        <AdminNavigation />
        <main id={MAIN_CONTENT_ID} className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
