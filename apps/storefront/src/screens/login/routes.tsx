import { useTranslation } from 'react-i18next';
import { useSearchParams, type RouteObject } from 'react-router-dom';

/** Placeholder until customer accounts exist; keeps the `redirect` parameter guards send along. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const redirect = useSearchParams()[0].get('redirect');
  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">{t('loginTitle')}</h1>
      <p>{t('loginComingSoon')}</p>
      {redirect ? <p>{t('redirectAfterLogin', { path: redirect })}</p> : null}
    </section>
  );
}

export const loginRoutes: RouteObject[] = [{ path: 'login', Component: LoginPage }];
