import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useGetCurrentUserQuery, useLogoutMutation } from '@gartenwerk/api-client';
import { isAuthenticated } from '@gartenwerk/domain';
import { LogoutButton } from '@gartenwerk/ui';
import { useShopPaths } from './shop-paths';

/** The navigation's account items: Login for guests; the account and the logout button when signed in. */
export function AccountNav() {
  const paths = useShopPaths();
  const { t } = useTranslation();
  const user = useGetCurrentUserQuery().data;
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (!isAuthenticated(user)) {
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
        <LogoutButton
          label={t('auth:logout')}
          pending={isLoading}
          onLogout={async () => {
            await logout().unwrap();
            // Logout returns to the home page unless the visitor is already there.
            if (pathname !== '/') await navigate('/');
          }}
        />
      </li>
    </>
  );
}
