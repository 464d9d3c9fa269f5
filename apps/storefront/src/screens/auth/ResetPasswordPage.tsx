import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { useResetPasswordMutation, useShopRequestPasswordResetMutation } from '@gartenwerk/api-client';
import { Button, PasswordStrengthInput, TextInput } from '@gartenwerk/ui';
import { authErrorText } from './errors';
import { FormError, FormStatus } from './FormMessage';
import { RequestLinkForm } from './RequestLinkForm';
import { usePasswordStrengthProps } from './usePasswordStrengthLabels';
import { useShopPaths } from '../../app/shop-paths';

/** Without a token: asks for the mail with the reset link. */
function RequestReset({ titleId }: { titleId: string }) {
  const { t } = useTranslation('auth');
  const [requestReset, { isLoading }] = useShopRequestPasswordResetMutation();
  return (
    <RequestLinkForm
      titleId={titleId}
      intro={t('lostPasswordText')}
      submitLabel={t('resetPassword')}
      doneMessage={t('resetRequested')}
      pending={isLoading}
      send={(handle) => requestReset({ handle }).unwrap()}
    />
  );
}

/** With the mailed token: sets the new password. */
function SetNewPassword({ token, titleId }: { token: string; titleId: string }) {
  const { t } = useTranslation('auth');
  const strengthProps = usePasswordStrengthProps();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMismatch(password !== password2);
    if (password !== password2) return;
    setError(null);
    try {
      await resetPassword({ token, password, password2 }).unwrap();
      setDone(true);
    } catch (failure) {
      setError(authErrorText(t, failure));
    }
  }

  if (done) return <FormStatus message={t('reset.done')} />;
  return (
    <>
      <form onSubmit={submit} aria-labelledby={titleId} noValidate>
        <PasswordStrengthInput
          label={t('reset.newPassword')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...strengthProps}
        />
        <TextInput
          label={t('password2Label')}
          type="password"
          name="password2"
          autoComplete="new-password"
          value={password2}
          error={mismatch ? t('passwordMismatch') : undefined}
          onChange={(event) => setPassword2(event.target.value)}
        />
        <Button type="submit" disabled={isLoading}>
          {t('reset.submit')}
        </Button>
      </form>
      <FormError message={error} />
    </>
  );
}

/** /resetPassword/:token? — the request form without a token, the new-password form with one. */
export function ResetPasswordPage() {
  const paths = useShopPaths();
  const { t } = useTranslation('auth');
  const titleId = useId();
  const token = useParams().token;
  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('reset.title')}</h1>
      {token ? <SetNewPassword token={token} titleId={titleId} /> : <RequestReset titleId={titleId} />}
      <p>
        <Link to={paths.login}>{t('backToLogin')}</Link>
      </p>
    </section>
  );
}
