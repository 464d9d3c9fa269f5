import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useRequest2FAResetMutation, useReset2FAMutation } from '@gartenwerk/api-client';
import { EMAIL_REQUIRED_MESSAGE, validateEmail } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { authErrorText } from './errors';
import { FormError, FormStatus } from './FormMessage';
import { useOnce } from './useOnce';

function RequestReset2FA({ titleId }: { titleId: string }) {
  const { t } = useTranslation('auth');
  const [request, { isLoading }] = useRequest2FAResetMutation();
  const [handle, setHandle] = useState('');
  const [handleError, setHandleError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmail(handle);
    setHandleError(
      problem ? (problem === EMAIL_REQUIRED_MESSAGE ? t('emailRequired') : t('emailInvalid')) : undefined,
    );
    if (problem) return;
    setError(null);
    try {
      await request({ handle: handle.trim() }).unwrap();
      setRequested(true);
    } catch (failure) {
      setError(authErrorText(t, failure));
    }
  }

  if (requested) return <FormStatus message={t('reset2FA.requested')} />;
  return (
    <>
      <form onSubmit={submit} aria-labelledby={titleId} noValidate>
        <p>{t('reset2FA.text')}</p>
        <TextInput
          label={t('handleLabel')}
          type="email"
          name="handle"
          autoComplete="username"
          value={handle}
          error={handleError}
          onChange={(event) => setHandle(event.target.value)}
        />
        <Button type="submit" disabled={isLoading}>
          {t('reset2FA.submit')}
        </Button>
      </form>
      <FormError message={error} />
    </>
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
  const { t } = useTranslation('auth');
  const titleId = useId();
  const token = useSearchParams()[0].get('token');
  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('reset2FA.title')}</h1>
      {token ? <CompleteReset2FA token={token} /> : <RequestReset2FA titleId={titleId} />}
      <p>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </section>
  );
}
