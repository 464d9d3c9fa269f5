import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useGetCurrentUserQuery, useLogoutMutation } from '@gartenwerk/api-client';
import { isAuthenticated } from '@gartenwerk/domain';
import { LogoutButton } from '@gartenwerk/ui';
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
    loggingOut: isLoading,
    async logout() {
      await logout().unwrap();
      // Logout returns to the home page unless the visitor is already there.
      if (pathname !== '/') await navigate('/');
    },
  };
}

/** The header's account entry: Login for guests; the account and the logout button when signed in. */
export function AccountLink() {
  const { t } = useTranslation();
  const session = useSession();
  const paths = useShopPaths();
  if (!session.signedIn) return <HeaderIconLink to={paths.login} icon="user" label={t('header.login')} />;
  return (
    <>
      <HeaderIconLink to={paths.account} icon="user" label={t('auth:account')} />
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
