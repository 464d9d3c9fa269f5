import { useTranslation } from '../i18n/useTranslation';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useGetCurrentUserQuery, useLogoutMutation } from '@gartenwerk/api-client';
import { isAuthenticated } from '@gartenwerk/domain';
import { Icon, LogoutButton } from '@gartenwerk/ui';
import { HeaderIconLink } from './header/HeaderIconLink';
import { useShopPaths } from './shop-paths';

/** The visitor's session: signed in or not, and the logout that returns to the home page. */
function useSession() {
  const user = useGetCurrentUserQuery().data;
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return {
    signedIn: isAuthenticated(user),
    /** What the header calls the signed-in visitor: their name, else their e-mail address. */
    name: user?.name?.trim() || user?.handle || '',
    loggingOut: isLoading,
    async logout() {
      await logout().unwrap();
      // Logout returns to the home page unless the visitor is already there.
      if (pathname !== '/') await navigate('/');
    },
  };
}

/**
 * The header's account entry: Login for guests; the account with the visitor's name and the logout
 * button when signed in. A page shared by the page cache comes with the guest's entry and shows the
 * visitor's once the browser has read who is signed in (app/signed-in.ts).
 */
export function AccountLink() {
  const { t } = useTranslation();
  const session = useSession();
  const paths = useShopPaths();
  if (!session.signedIn) return <HeaderIconLink to={paths.login} icon="user" label={t('header.login')} />;
  return (
    <>
      <NavLink
        to={paths.account}
        className="gw-icon-button site-header__icon-link site-header__account"
        title={t('auth:account')}
      >
        <Icon name="user" size="1.5rem" />
        <span className="visually-hidden">{`${t('auth:account')}:`}</span>{' '}
        <span className="site-header__account-name">{session.name}</span>
      </NavLink>
      <LogoutButton
        size="sm"
        className="site-header__logout"
        label={t('auth:logout')}
        pending={session.loggingOut}
        onLogout={session.logout}
      />
    </>
  );
}

/** The menu drawer's account items: Login for guests; the account and the logout button when signed in. */
export function AccountNav() {
  const { t } = useTranslation();
  const session = useSession();
  const paths = useShopPaths();
  if (!session.signedIn) {
    return (
      <li>
        <NavLink to={paths.login}>{t('nav.login')}</NavLink>
      </li>
    );
  }
  return (
    <>
      <li>
        <NavLink to={paths.account}>{t('auth:account')}</NavLink>
      </li>
      <li>
        <LogoutButton label={t('auth:logout')} pending={session.loggingOut} onLogout={session.logout} />
      </li>
    </>
  );
}
