import {
  useChangePasswordMutation,
  useGetConfigQuery,
  useGetCurrentUserQuery,
  useUpdateUserMutation,
  type User,
} from '@gartenwerk/api-client';
import { TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import { FormSection } from '../FormSection';
import { useDocumentTitle } from '../useDocumentTitle';

/** The storefront's account page when the configuration names none (spec §2: account (/account)). */
const DEFAULT_ACCOUNT_URL = '/account';

/** account: the signed-in user's own name, password and two-factor status. */
export function Account({ route }: { route: AdminRoute }) {
  useDocumentTitle(route.label);
  // RequireAdmin renders screens only once the current user is known.
  const { data: user } = useGetCurrentUserQuery();
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      {user && <AccountSections key={user._id} user={user} />}
    </section>
  );
}

function AccountSections({ user }: { user: User }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const feedback = useFeedback();
  const { data: config } = useGetConfigQuery();
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  const [changePassword, { isLoading: changing }] = useChangePasswordMutation();
  const [name, setName] = useState(user.name ?? '');
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const accountUrl = config?.components.shop.urls.account || DEFAULT_ACCOUNT_URL;

  async function saveName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await updateUser({ _id: user._id, name: name.trim() }).unwrap();
      feedback.succeeded(tCommon('saved'));
    } catch (error) {
      feedback.failed(t('users.saveFailed'), error);
    }
  }

  async function savePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const differs = password !== password2;
    setMismatch(differs);
    if (differs) return;
    try {
      await changePassword({ oldPassword, password, password2 }).unwrap();
      setOldPassword('');
      setPassword('');
      setPassword2('');
      feedback.succeeded(t('account.passwordChanged'));
    } catch (error) {
      feedback.failed(t('account.changeFailed'), error);
    }
  }

  return (
    <>
      <FormSection
        id="account-profile"
        title={t('account.profile')}
        onSubmit={saveName}
        submitLabel={t('users.save')}
        busy={saving}
      >
        <TextInput label={t('users.handle')} value={user.handle} readOnly />
        <TextInput label={t('users.name')} value={name} onChange={(event) => setName(event.target.value)} />
      </FormSection>

      <FormSection
        id="account-password"
        title={t('account.changePassword')}
        onSubmit={savePassword}
        submitLabel={t('account.changePassword')}
        busy={changing}
      >
        <TextInput
          type="password"
          label={t('account.oldPassword')}
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
        />
        <TextInput
          type="password"
          label={t('account.newPassword')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextInput
          type="password"
          label={t('account.repeatPassword')}
          autoComplete="new-password"
          required
          value={password2}
          error={mismatch ? t('account.passwordMismatch') : undefined}
          onChange={(event) => setPassword2(event.target.value)}
        />
      </FormSection>

      <section aria-labelledby="account-two-factor">
        <h2 id="account-two-factor">{t('users.twoFactorTitle')}</h2>
        <p>{user.two_factor?.enabled ? t('users.twoFactorEnabled') : t('users.twoFactorDisabled')}</p>
        {!user.two_factor?.enabled && <p>{t('account.enableHint')}</p>}
        {/* The storefront is another app, so this is a full page load. */}
        <a href={accountUrl}>{t('account.toAccount')}</a>
      </section>
    </>
  );
}
