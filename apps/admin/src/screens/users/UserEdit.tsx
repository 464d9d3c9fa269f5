import {
  useCreateUserMutation,
  useDisableUser2FAMutation,
  useGetConfigQuery,
  useGetUserQuery,
  useRemoveUserMutation,
  useSetPasswordMutation,
  useUpdateUserMutation,
  type ManagedUser,
} from '@gartenwerk/api-client';
import { validateEmail, type Role } from '@gartenwerk/domain';
import { UserCreateSchema, UserUpdateSchema } from '@gartenwerk/domain/schemas';
import { Button, TextInput } from '@gartenwerk/ui';
import { Type } from '@sinclair/typebox';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, NEW_ID, useEntityEditor, type Field } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, useFeedback } from '../feedback';
import { FormSection } from '../FormSection';
import { assignableRoles, mergeRoles } from './roles';

const USERS = '/users/browse';
const userPath = (id: string) => `/users/edit/${encodeURIComponent(id)}`;
// The form edits name and roles; the id goes with the request (UserEdit's toUpdate).
const UserFormUpdateSchema = Type.Omit(UserUpdateSchema, ['_id']);

/**
 * users/add and users/edit/:id: e-mail, name and roles of an account (a new one also its first
 * password), lock and delete; a stored one also its logins, a new password and two-factor login.
 */
export function UserEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const { id = NEW_ID } = useParams();
  const isNew = id === NEW_ID;
  const { data: config } = useGetConfigQuery();
  const offered = assignableRoles(config?.components.auth.availableRoles);
  const [lockUser, locking] = useUpdateUserMutation();

  const fields: Field[] = [
    isNew
      ? {
          // The domain's e-mail rule, the same the login view uses, with its texts in the reader's language.
          name: 'handle',
          kind: 'custom',
          label: t('users.handle'),
          messages: { required: t('auth:emailRequired'), invalid: t('auth:emailInvalid') },
          toDraft: (value) => (typeof value === 'string' ? value : ''),
          fromDraft: (draft) => {
            const handle = String(draft ?? '').trim();
            return handle !== '' && validateEmail(handle)
              ? { ok: false, problem: 'invalid' }
              : { ok: true, value: handle };
          },
          render: ({ value, onChange, error, label }) => (
            <TextInput
              type="email"
              label={label}
              autoComplete="off"
              value={String(value ?? '')}
              error={error}
              onChange={(event) => onChange(event.target.value)}
            />
          ),
        }
      : {
          // The e-mail address is the login: shown, never sent.
          name: 'handle',
          kind: 'custom',
          label: t('users.handle'),
          local: true,
          render: ({ value, label }) => (
            <TextInput label={label} value={String(value ?? '')} readOnly hint={t('users.handleReadOnly')} />
          ),
        },
    { name: 'name', kind: 'text', label: t('users.name') },
    {
      name: 'roles',
      kind: 'multiselect',
      label: t('users.roles'),
      choices: offered.map((role) => ({ value: role, label: t(`users.roleNames.${role}`) })),
    },
  ];
  if (isNew) {
    fields.push({
      // Empty: the user sets a password through "Passwort vergessen". Taken as typed, spaces too.
      name: 'password',
      kind: 'custom',
      label: t('users.password'),
      toDraft: () => '',
      fromDraft: (draft) => ({ ok: true, value: draft ? String(draft) : undefined }),
      render: ({ value, onChange, error, label }) => (
        <TextInput
          type="password"
          label={label}
          hint={t('users.passwordOptional')}
          autoComplete="new-password"
          value={String(value ?? '')}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      ),
    });
  }

  const editor = useEntityEditor({
    fields,
    schemas: { create: UserCreateSchema, update: UserFormUpdateSchema },
    useGet: useGetUserQuery,
    useCreate: useCreateUserMutation,
    useUpdate: useUpdateUserMutation,
    useRemove: useRemoveUserMutation,
    initial: { roles: ['user'] },
    // Roles nobody is offered here (internal, or one missing from availableRoles) stay as they were.
    toUpdate: (input, user: ManagedUser) => ({
      _id: user._id,
      name: input.name as string,
      roles: mergeRoles(user.roles, offered, input.roles as Role[]),
    }),
    texts: { created: t('users.created'), createFailed: t('users.createFailed') },
    listPath: USERS,
    editPath: userPath,
  });
  const user = editor.item;

  async function toggleLock(stored: ManagedUser) {
    const locked = !stored.locked;
    try {
      await lockUser({ _id: stored._id, locked }).unwrap();
      feedback.succeeded(locked ? t('users.lockedToast') : t('users.unlockedToast'));
    } catch (error) {
      feedback.failed(t('users.saveFailed'), error);
    }
  }

  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={route.label}
      back={{ to: USERS, label: t('users.toList') }}
      formLabel={t('users.profile')}
      name={user ? t('users.deleteDetail', { name: user.name || user.handle, handle: user.handle }) : ''}
      labels={{ create: t('users.create'), remove: t('users.delete') }}
      notFound={t('users.notFound')}
      actions={
        user && (
          <Button variant="secondary" disabled={locking.isLoading} onClick={() => void toggleLock(user)}>
            {user.locked ? t('users.unlock') : t('users.lock')}
          </Button>
        )
      }
    >
      {user && <UserAccount user={user} />}
    </EditScreen>
  );
}

/** What a stored account has beside its profile: logins and lock, a new password, two-factor login. */
function UserAccount({ user }: { user: ManagedUser }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [setPassword, { isLoading: settingPassword }] = useSetPasswordMutation();
  const [disable2FA, { isLoading: disabling }] = useDisableUser2FAMutation();
  const [password, setPasswordValue] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

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

  return (
    <>
      <p>{user.locked ? t('users.lockedText') : t('users.unlockedText')}</p>
      <dl className="admin-facts">
        <dt>{t('users.failedLogins')}</dt>
        <dd>{user.failedLogins ?? 0}</dd>
        <dt>{t('users.lastLogin')}</dt>
        <dd>{user.lastLogin ? formatDateTime(user.lastLogin, i18n.language) : t('users.never')}</dd>
      </dl>

      <FormSection
        id="user-password"
        title={t('users.setPassword')}
        onSubmit={savePassword}
        submitLabel={t('users.setPassword')}
        busy={settingPassword}
        noValidate
      >
        <TextInput
          type="password"
          label={t('users.newPassword')}
          autoComplete="new-password"
          value={password}
          error={passwordError}
          onChange={(event) => setPasswordValue(event.target.value)}
        />
      </FormSection>

      <section aria-labelledby="user-two-factor">
        <h2 id="user-two-factor">{t('users.twoFactorTitle')}</h2>
        <p>{user.two_factor?.enabled ? t('users.twoFactorEnabled') : t('users.twoFactorDisabled')}</p>
        {user.two_factor?.enabled && (
          <Button variant="secondary" disabled={disabling} onClick={() => void turnOffTwoFactor()}>
            {t('users.disableTwoFactor')}
          </Button>
        )}
      </section>
    </>
  );
}
