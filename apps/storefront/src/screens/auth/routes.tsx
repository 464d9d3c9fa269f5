import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { coreApi, type AppStore } from '@gartenwerk/api-client';
import { isAuthenticated } from '@gartenwerk/domain';
import { prefetch } from '../../app/prefetch';
import { AccountPage } from './AccountPage';
import { LoginPage } from './LoginPage';
import { loginUrlFor } from './redirect';
import { Reset2FAPage } from './Reset2FAPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignupPage } from './SignupPage';
import { VerifyPage } from './VerifyPage';

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
    { path: 'login', Component: LoginPage },
    { path: 'signup', Component: SignupPage },
    { path: 'verify/:token', Component: VerifyPage },
    { path: 'resetPassword/:token?', Component: ResetPasswordPage },
    { path: 'reset2FA', Component: Reset2FAPage },
    { path: 'account', loader: requireUser(store), Component: AccountPage },
  ];
}
