import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Navigate } from 'react-router-dom';
import {
  useChangePasswordMutation,
  useDisable2FAMutation,
  useEnable2FAMutation,
  useGetCurrentUserQuery,
  useUpdateCurrentUserMutation,
  useVerify2FAMutation,
  type TwoFactorSetup,
  type User,
} from '@gartenwerk/api-client';
import { isAuthenticated } from '@gartenwerk/domain';
import { Button, PasswordStrengthInput, TextInput } from '@gartenwerk/ui';
import { AccountShopNav } from '../account/AccountShopNav';
import { authErrorText } from './errors';
import { FormError, FormStatus } from './FormMessage';
import { usePasswordStrengthProps } from './usePasswordStrengthLabels';

/** Runs a call, keeping its success text or error text for the message region. */
function useOutcome() {
  const { t } = useTranslation('auth');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>, success: string | null) {
    setStatus(null);
    setError(null);
    try {
      await call();
      setStatus(success);
      return true;
    } catch (failure) {
      setError(authErrorText(t, failure));
      return false;
    }
  }
  return { status, error, run };
}

function Profile({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const [update, { isLoading }] = useUpdateCurrentUserMutation();
  const [name, setName] = useState(user.name ?? '');
  const outcome = useOutcome();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void outcome.run(() => update({ _id: user._id, name }).unwrap(), t('accountPage.profileSaved'));
  };
  return (
    <section className="account-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accountPage.profile')}</h2>
      <form onSubmit={submit} aria-labelledby={headingId}>
        <TextInput
          label={t('accountPage.name')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={isLoading}>
          {t('accountPage.saveProfile')}
        </Button>
      </form>
      <FormStatus message={outcome.status} />
      <FormError message={outcome.error} />
    </section>
  );
}

function ChangePassword() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const strengthProps = usePasswordStrengthProps();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [fields, setFields] = useState({ oldPassword: '', password: '', password2: '' });
  const [mismatch, setMismatch] = useState(false);
  const outcome = useOutcome();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((old) => ({ ...old, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMismatch(fields.password !== fields.password2);
    if (fields.password !== fields.password2) return;
    const changed = await outcome.run(
      () => changePassword(fields).unwrap(),
      t('accountPage.passwordChanged'),
    );
    if (changed) setFields({ oldPassword: '', password: '', password2: '' });
  }

  return (
    <section className="account-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accountPage.changePassword')}</h2>
      <form onSubmit={submit} aria-labelledby={headingId} noValidate>
        <TextInput
          label={t('accountPage.oldPassword')}
          type="password"
          autoComplete="current-password"
          value={fields.oldPassword}
          onChange={set('oldPassword')}
        />
        <PasswordStrengthInput
          label={t('accountPage.newPassword')}
          autoComplete="new-password"
          value={fields.password}
          onChange={set('password')}
          {...strengthProps}
        />
        <TextInput
          label={t('password2Label')}
          type="password"
          autoComplete="new-password"
          value={fields.password2}
          error={mismatch ? t('passwordMismatch') : undefined}
          onChange={set('password2')}
        />
        <Button type="submit" disabled={isLoading}>
          {t('accountPage.changePassword')}
        </Button>
      </form>
      <FormStatus message={outcome.status} />
      <FormError message={outcome.error} />
    </section>
  );
}

function TwoFactor({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const [enable2FA, enableState] = useEnable2FAMutation();
  const [verify2FA, verifyState] = useVerify2FAMutation();
  const [disable2FA, disableState] = useDisable2FAMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const outcome = useOutcome();
  const enabled = !!user.two_factor?.enabled;

  const start = () =>
    void outcome.run(async () => {
      setSetup(await enable2FA().unwrap());
      setCode('');
    }, null);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const call = enabled ? () => disable2FA({ code }).unwrap() : () => verify2FA({ code }).unwrap();
    const success = await outcome.run(
      call,
      enabled ? t('accountPage.twoFactorOff') : t('accountPage.twoFactorOn'),
    );
    if (success) {
      setSetup(null);
      setCode('');
    }
  }

  const codeForm = (submitLabel: string, busy: boolean) => (
    <form onSubmit={confirm} aria-labelledby={headingId}>
      <TextInput
        label={t('codeLabel')}
        hint={t('codeHint')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value.trim())}
      />
      <Button type="submit" variant={enabled ? 'danger' : 'primary'} disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );

  return (
    <section className="account-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accountPage.twoFactor')}</h2>
      <p>{enabled ? t('accountPage.twoFactorOn') : t('accountPage.twoFactorOff')}</p>
      {enabled ? (
        codeForm(t('accountPage.disable2FA'), disableState.isLoading)
      ) : setup ? (
        <>
          <p>{t('accountPage.scanQr')}</p>
          <img src={setup.qrCode} alt={t('accountPage.qrAlt')} width={200} height={200} />
          <p>{t('accountPage.secret', { secret: setup.secret })}</p>
          {codeForm(t('accountPage.verify2FA'), verifyState.isLoading)}
        </>
      ) : (
        <Button onClick={start} disabled={enableState.isLoading}>
          {t('accountPage.enable2FA')}
        </Button>
      )}
      <FormStatus message={outcome.status} />
      <FormError message={outcome.error} />
    </section>
  );
}

/** /account — profile, password and two-factor of the signed-in user; guests go to the login. */
export function AccountPage() {
  const { t } = useTranslation('auth');
  const user = useGetCurrentUserQuery().data;
  if (!user) return null;
  // Guests never get here (the loader sends them to the login); a user who logs out here goes
  // home, as every logout does.
  if (!isAuthenticated(user)) return <Navigate to="/" replace />;
  return (
    <div className="account-page">
      <AccountShopNav />
      <h1>{t('accountPage.title')}</h1>
      <p>{t('accountPage.signedInAs', { handle: user.handle })}</p>
      <div className="account-sections">
        <Profile user={user} />
        <ChangePassword />
        <TwoFactor user={user} />
      </div>
    </div>
  );
}
