import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  isFa2Required,
  selectConfig,
  useLoginMutation,
  useRequestPasswordResetMutation,
} from '@gartenwerk/api-client';
import { ADMIN_CENTER_URL, LOGIN_REDIRECT_DEFAULT } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useSelector } from 'react-redux';
import type { RootState } from '@gartenwerk/api-client';
import { authErrorText, emailErrorText } from './errors';
import { FormError } from './FormMessage';
import { RequestLinkForm } from './RequestLinkForm';
import { loginTarget } from './redirect';
import { useShopPaths } from '../../app/shop-paths';

/** The lost-password mode is part of the URL, so its link works before hydration too. */
const MODE_PARAM = 'mode';
const LOST_PASSWORD = 'lostPassword';

export interface LoginViewProps {
  /** Where to go after a login when no `redirect` parameter names a page; the site root by default. */
  redirectTo?: string;
  /** Hides the authentication error below the form. */
  hideError?: boolean;
}

/**
 * The spec's login view: login mode with a second-factor step, lost-password mode with its
 * confirmation state, the error below the form, and the redirect after a successful login.
 */
export function LoginView({ redirectTo = LOGIN_REDIRECT_DEFAULT, hideError = false }: LoginViewProps) {
  const paths = useShopPaths();
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const adminCenterUrl = useSelector((state: RootState) => selectConfig(state)?.components.admincenter.url);
  const titleId = useId();
  const [login, loginState] = useLoginMutation();
  const [requestReset, resetState] = useRequestPasswordResetMutation();
  const [handle, setHandle] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  const [handleError, setHandleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const lostPassword = searchParams.get(MODE_PARAM) === LOST_PASSWORD;
  const withMode = (mode: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (mode) next.set(MODE_PARAM, mode);
    else next.delete(MODE_PARAM);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const backToLogin = (
    <Link
      to={{ pathname: paths.login, search: withMode(null) }}
      onClick={() => {
        setCodeStep(false);
        setCode('');
        setError(null);
      }}
    >
      {t('backToLogin')}
    </Link>
  );

  async function submitLogin(event: FormEvent) {
    event.preventDefault();
    const problem = emailErrorText(t, handle);
    setHandleError(problem);
    if (problem) return;
    setError(null);
    try {
      const result = await login({ handle, password, ...(codeStep ? { code } : {}) }).unwrap();
      if (isFa2Required(result)) {
        setCodeStep(true);
        return;
      }
      const target = loginTarget(
        searchParams.get('redirect'),
        redirectTo,
        adminCenterUrl ?? ADMIN_CENTER_URL,
      );
      if (target.fullPage) window.location.assign(target.to);
      else await navigate(target.to, { replace: true });
    } catch (failure) {
      setError(authErrorText(t, failure));
    }
  }

  const errorBelowForm = hideError ? null : <FormError message={error} />;

  if (lostPassword) {
    return (
      <section className="auth-form" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('lostPasswordTitle')}</h1>
        <RequestLinkForm
          titleId={titleId}
          intro={t('lostPasswordText')}
          submitLabel={t('resetPassword')}
          doneMessage={t('resetRequested')}
          pending={resetState.isLoading}
          send={(address) => requestReset({ handle: address }).unwrap()}
          hideError={hideError}
        />
        <p>{backToLogin}</p>
      </section>
    );
  }

  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('loginTitle')}</h1>
      <form onSubmit={submitLogin} aria-labelledby={titleId} noValidate>
        {codeStep ? (
          <>
            <p>{t('codeStepText')}</p>
            <TextInput
              label={t('codeLabel')}
              hint={t('codeHint')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              value={code}
              onChange={(event) => setCode(event.target.value.trim())}
              autoFocus
            />
            <Button type="submit" loading={loginState.isLoading} loadingLabel={t('sending')}>
              {t('confirmCode')}
            </Button>
            <p>
              <Link to={paths.reset2FA}>{t('lost2FA')}</Link>
            </p>
          </>
        ) : (
          <>
            <TextInput
              label={t('handleLabel')}
              type="email"
              name="handle"
              autoComplete="username"
              value={handle}
              error={handleError ?? undefined}
              onChange={(event) => setHandle(event.target.value)}
            />
            <TextInput
              label={t('passwordLabel')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" loading={loginState.isLoading} loadingLabel={t('sending')}>
              {t('loginButton')}
            </Button>
          </>
        )}
      </form>
      {errorBelowForm}
      {codeStep ? (
        <p>{backToLogin}</p>
      ) : (
        <ul className="auth-links">
          <li>
            <Link
              to={{ pathname: paths.login, search: withMode(LOST_PASSWORD) }}
              onClick={() => setError(null)}
            >
              {t('lostPassword')}
            </Link>
          </li>
          <li>
            <Link to={paths.signup}>{t('signup.link')}</Link>
          </li>
        </ul>
      )}
    </section>
  );
}

export function LoginPage() {
  return <LoginView />;
}
