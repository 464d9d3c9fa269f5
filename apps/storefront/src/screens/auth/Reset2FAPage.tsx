import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router-dom';
import { useRequest2FAResetMutation, useReset2FAMutation } from '@gartenwerk/api-client';
import { authErrorText } from './errors';
import { FormError, FormStatus } from './FormMessage';
import { RequestLinkForm } from './RequestLinkForm';
import { useOnce } from './useOnce';
import { useShopPaths } from '../../app/shop-paths';

function RequestReset2FA({ titleId }: { titleId: string }) {
  const { t } = useTranslation('auth');
  const [request, { isLoading }] = useRequest2FAResetMutation();
  return (
    <RequestLinkForm
      titleId={titleId}
      intro={t('reset2FA.text')}
      submitLabel={t('reset2FA.submit')}
      doneMessage={t('reset2FA.requested')}
      pending={isLoading}
      send={(handle) => request({ handle }).unwrap()}
    />
  );
}

function CompleteReset2FA({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [reset2FA] = useReset2FAMutation();
  const [state, setState] = useState<{ done: boolean; error: string | null }>({ done: false, error: null });
  useOnce(() => {
    reset2FA({ token })
      .unwrap()
      .then(() => setState({ done: true, error: null }))
      .catch((failure: unknown) => setState({ done: false, error: authErrorText(t, failure) }));
  });
  const pending = !state.done && !state.error;
  return (
    <>
      <FormStatus message={pending ? t('reset2FA.working') : state.done ? t('reset2FA.done') : null} />
      <FormError message={state.error} />
    </>
  );
}

/** /reset2FA — asks for the reset mail; with `?token=` from that mail it turns two-factor off. */
export function Reset2FAPage() {
  const paths = useShopPaths();
  const { t } = useTranslation('auth');
  const titleId = useId();
  const token = useSearchParams()[0].get('token');
  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('reset2FA.title')}</h1>
      {token ? <CompleteReset2FA token={token} /> : <RequestReset2FA titleId={titleId} />}
      <p>
        <Link to={paths.login}>{t('backToLogin')}</Link>
      </p>
    </section>
  );
}
