import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { coreApi, type AppStore } from '@gartenwerk/api-client';
import { isAuthenticated } from '@gartenwerk/domain';
import { lazyPage } from '../../app/lazy-page';
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
      throw redirect(loginUrlFor(url.pathname + url.search));
    }
    return null;
  };
}

/** Accounts: login, signup, e-mail verification, password and two-factor reset, the account page. */
export function authRoutes(store: AppStore): RouteObject[] {
  return [
    { path: 'login', ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.LoginPage />) },
    { path: 'signup', ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.SignupPage />) },
    { path: 'verify/:token', ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.VerifyPage />) },
    {
      path: 'resetPassword/:token?',
      ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.ResetPasswordPage />),
    },
    { path: 'reset2FA', ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.Reset2FAPage />) },
    {
      path: 'account',
      loader: requireUser(store),
      ...lazyPage<typeof AuthPages>('auth', (pages) => <pages.AccountPage />),
    },
  ];
}
