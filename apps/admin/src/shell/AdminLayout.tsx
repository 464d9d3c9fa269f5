import { useGetCurrentUserQuery } from '@gartenwerk/api-client';
import { Drawer, IconButton } from '@gartenwerk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AdminNavigation } from './AdminNavigation';
import { DebugToggle } from './DebugToggle';
import { GlobalSearch } from './GlobalSearch';
import { ReportBugLink } from './ReportBug';
import { AdminLogout, LanguageSwitch, NotificationBell } from './HeaderTools';
import { ScrollToTop } from './ScrollToTop';

export const MAIN_CONTENT_ID = 'admin-main';

/**
 * Header, navigation and the open screen. Rendered only inside RequireAdmin, so the user is known.
 * Wide screens show the menu beside the screen; narrower ones (CSS hides the side menu) open it in a
 * drawer from the header's menu button.
 */
export function AdminLayout() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data: user } = useGetCurrentUserQuery();
  const displayName = user?.name || user?.handle || '';
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Choosing a screen in the drawer closes it.
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="admin-shell">
      <ScrollToTop />
      <a className="admin-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('shell.skipLink')}
      </a>
      <header className="admin-header">
        <div className="admin-header__start">
          <IconButton
            className="admin-header__menu"
            icon="menu"
            label={t('shell.menu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
          <Link className="admin-header__title" to="/">
            {t('shell.productName')}
          </Link>
        </div>
        <GlobalSearch />
        <div className="admin-header__tools">
          <span className="admin-header__user">{t('shell.signedInAs', { name: displayName })}</span>
          <NotificationBell />
          {user && <DebugToggle user={user} />}
          <ReportBugLink />
          {/* The site is another app (the storefront), so leave with a full page load. */}
          <a className="admin-header__site-link" href="/">
            {t('shell.backToSite')}
          </a>
          <LanguageSwitch />
          <AdminLogout />
        </div>
      </header>
      <Drawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={t('shell.menu')}
        closeLabel={t('shell.closeMenu')}
        side="start"
        className="admin-menu-drawer"
      >
        <AdminNavigation />
      </Drawer>
      <div className="admin-body">
        <div className="admin-sidebar">
          <AdminNavigation />
        </div>
        <main id={MAIN_CONTENT_ID} className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
