import { useGetAdminDashboardQuery } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useMatch } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import type { AdminRoute } from '../routes/adminRoutes';
import { useAdminNavigation } from './useAdminNavigation';

/** The dashboard answers two paths (empty and `dashboard`); its link is current on both. */
function IndexLink({ route }: { route: AdminRoute }) {
  const atIndex = useMatch({ path: '/', end: true });
  const atPath = useMatch({ path: `/${route.path}`, end: true });
  return (
    <Link to={`/${route.path}`} aria-current={atIndex || atPath ? 'page' : undefined}>
      {route.label}
    </Link>
  );
}

/** The menu entries that carry a count: unread messages, orders to ship. */
const BADGES: Readonly<Record<string, { count: 'unread_messages' | 'to_ship'; label: string }>> = {
  'messages/inbox': { count: 'unread_messages', label: 'figures.badges.unread' },
  'shop/orders/to-ship': { count: 'to_ship', label: 'figures.badges.toShip' },
};

/** A menu entry's count, when there is something to count: a number seen, a phrase read. */
function MenuBadge({ path }: { path: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const badge = BADGES[path];
  const { data } = useGetAdminDashboardQuery(undefined, { skip: !badge });
  const count = badge && data ? data[badge.count] : 0;
  if (!badge || count === 0) return null;
  return (
    <>
      {' '}
      <span className="admin-nav__badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">({t(badge.label, { count })})</span>
    </>
  );
}

/** The admin menu, generated from the route table; the open screen's link carries aria-current. */
export function AdminNavigation() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigation = useAdminNavigation();
  return (
    <nav className="admin-nav" aria-label={t('shell.navigation')}>
      <ul className="admin-nav__groups">
        {navigation.map((group) => (
          <li key={group.id} className="admin-nav__group">
            <span className="admin-nav__group-label" id={`admin-nav-${group.id}`}>
              {group.label}
            </span>
            <ul aria-labelledby={`admin-nav-${group.id}`}>
              {group.routes.map((route) => (
                <li key={route.path}>
                  {route.index ? (
                    <IndexLink route={route} />
                  ) : (
                    <NavLink to={`/${route.path}`} end>
                      {route.label}
                      <MenuBadge path={route.path} />
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
