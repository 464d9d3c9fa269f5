import {
  useDisableUser2FAMutation,
  useGetConfigQuery,
  useGetUserQuery,
  useRemoveUserMutation,
  useSetPasswordMutation,
  useUpdateUserMutation,
  type ManagedUser,
} from '@gartenwerk/api-client';
import type { Role } from '@gartenwerk/domain';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, messageOf, useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { RoleCheckboxes } from './RoleCheckboxes';
import { assignableRoles, mergeRoles } from './roles';

/** users/edit/:id: profile and roles, password, two-factor, lock and delete of one account. */
export function UserEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { id = '' } = useParams();
  const { data: user, error, isLoading } = useGetUserQuery(id);

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      {user ? (
        <UserEditor key={user._id} user={user} />
      ) : isLoading ? (
        <p role="status">{t('users.loading')}</p>
      ) : (
        <>
          <p role="alert">
            {error && 'status' in error && error.status === 404
              ? t('users.notFound')
              : t('users.loadFailed', { message: messageOf(error, '') })}
          </p>
          <Link to="/users/browse">{t('users.toList')}</Link>
        </>
      )}
    </section>
  );
}

function UserEditor({ user }: { user: ManagedUser }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { data: config } = useGetConfigQuery();
  const offered = assignableRoles(config?.components.auth.availableRoles);
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  const [setPassword, { isLoading: settingPassword }] = useSetPasswordMutation();
  const [disable2FA, { isLoading: disabling }] = useDisableUser2FAMutation();
  const [removeUser] = useRemoveUserMutation();
  const [name, setName] = useState(user.name ?? '');
  const [checked, setChecked] = useState<Role[]>(user.roles);
  const [password, setPasswordValue] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const displayName = user.name || user.handle;

  async function saveProfile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await updateUser({
        _id: user._id,
        name: name.trim(),
        roles: mergeRoles(user.roles, offered, checked),
      }).unwrap();
      feedback.succeeded(tCommon('saved'));
    } catch (error) {
      feedback.failed(t('users.saveFailed'), error);
    }
  }

  async function savePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setPasswordError(t('users.passwordRequired'));
      return;
    }
    setPasswordError(undefined);
    try {
      await setPassword({ _id: user._id, password }).unwrap();
      setPasswordValue('');
      feedback.succeeded(t('users.passwordSet'));
    } catch (error) {
      feedback.failed(t('users.passwordSetFailed'), error);
    }
  }

  async function turnOffTwoFactor() {
    try {
      await disable2FA(user._id).unwrap();
      feedback.succeeded(t('users.twoFactorTurnedOff'));
    } catch (error) {
      feedback.failed(t('users.twoFactorFailed'), error);
    }
  }

  async function toggleLock() {
    const locked = !user.locked;
    try {
      await updateUser({ _id: user._id, locked }).unwrap();
      feedback.succeeded(locked ? t('users.lockedToast') : t('users.unlockedToast'));
    } catch (error) {
      feedback.failed(t('users.saveFailed'), error);
    }
  }

  async function remove() {
    setConfirmingDelete(false);
    try {
      await removeUser(user._id).unwrap();
      feedback.succeeded(tCommon('deleted'));
      void navigate('/users/browse');
    } catch (error) {
      feedback.failed(t('users.deleteFailed'), error);
    }
  }

  return (
    <>
      <section aria-labelledby="user-profile">
        <h2 id="user-profile">{t('users.profile')}</h2>
        <form
          className="admin-form"
          aria-labelledby="user-profile"
          onSubmit={(event) => void saveProfile(event)}
        >
          <TextInput
            label={t('users.handle')}
            value={user.handle}
            readOnly
            hint={t('users.handleReadOnly')}
          />
          <TextInput label={t('users.name')} value={name} onChange={(event) => setName(event.target.value)} />
          <RoleCheckboxes offered={offered} checked={checked} onChange={setChecked} />
          <dl className="admin-facts">
            <dt>{t('users.failedLogins')}</dt>
            <dd>{user.failedLogins ?? 0}</dd>
            <dt>{t('users.lastLogin')}</dt>
            <dd>{user.lastLogin ? formatDateTime(user.lastLogin, i18n.language) : t('users.never')}</dd>
          </dl>
          <div className="admin-form__actions">
            <Button type="submit" disabled={saving}>
              {t('users.save')}
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="user-password">
        <h2 id="user-password">{t('users.setPassword')}</h2>
        <form
          className="admin-form"
          noValidate
          aria-labelledby="user-password"
          onSubmit={(event) => void savePassword(event)}
        >
          <TextInput
            type="password"
            label={t('users.newPassword')}
            autoComplete="new-password"
            value={password}
            error={passwordError}
            onChange={(event) => setPasswordValue(event.target.value)}
          />
          <div className="admin-form__actions">
            <Button type="submit" disabled={settingPassword}>
              {t('users.setPassword')}
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="user-two-factor">
        <h2 id="user-two-factor">{t('users.twoFactorTitle')}</h2>
        <p>{user.two_factor?.enabled ? t('users.twoFactorEnabled') : t('users.twoFactorDisabled')}</p>
        {user.two_factor?.enabled && (
          <Button variant="secondary" disabled={disabling} onClick={() => void turnOffTwoFactor()}>
            {t('users.disableTwoFactor')}
          </Button>
        )}
      </section>

      <section aria-labelledby="user-lock">
        <h2 id="user-lock">{t('users.lockTitle')}</h2>
        <p>{user.locked ? t('users.lockedText') : t('users.unlockedText')}</p>
        <Button variant="secondary" disabled={saving} onClick={() => void toggleLock()}>
          {user.locked ? t('users.unlock') : t('users.lock')}
        </Button>
      </section>

      <section aria-labelledby="user-delete">
        <h2 id="user-delete">{t('users.deleteTitle')}</h2>
        <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
          {t('users.delete')}
        </Button>
        <ConfirmDialog
          open={confirmingDelete}
          title={tCommon('confirmDelete')}
          confirmLabel={t('users.deleteConfirm')}
          cancelLabel={t('users.cancel')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingDelete(false)}
        >
          {t('users.deleteDetail', { name: displayName, handle: user.handle })}
        </ConfirmDialog>
      </section>
    </>
  );
}
