import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { coreApi, type AppStore } from '@gartenwerk/api-client';
import { isAuthenticated, type ShopPaths } from '@gartenwerk/domain';
import { lazyPage } from '../../app/lazy-page';
import { PERSONAL_PAGE } from '../../app/personal';
import { routePath, shopPathsOf } from '../../app/shop-paths';
import { prefetch } from '../../app/prefetch';
import type * as AuthPages from './pages';
import { loginUrlFor } from './redirect';

/**
 * Sends guests to the login with the page to come back to. Runs beside the root loader, so it
 * asks for the current user itself (the store answers both from one request).
 */
export function requireUser(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getCurrentUser.initiate()));
    if (!isAuthenticated(user)) {
      const url = new URL(request.url);
      throw redirect(loginUrlFor(url.pathname + url.search, shopPathsOf(store).login));
    }
    return null;
  };
}

/** Accounts: login, signup, e-mail verification, password and two-factor reset, the account page. */
export function authRoutes(store: AppStore, paths: ShopPaths): RouteObject[] {
  return [
    { path: routePath(paths.login), ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.LoginPage />) },
    { path: routePath(paths.signup), ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.SignupPage />) },
    {
      path: `${routePath(paths.verify)}/:token`,
      ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.VerifyPage />),
    },
    {
      path: `${routePath(paths.resetPassword)}/:token?`,
      ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.ResetPasswordPage />),
    },
    {
      path: routePath(paths.reset2FA),
      ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.Reset2FAPage />),
    },
    {
      path: routePath(paths.account),
      loader: requireUser(store),
      ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.AccountPage />, PERSONAL_PAGE),
    },
  ];
}
