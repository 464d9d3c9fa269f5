import { useCreateUserMutation, useGetConfigQuery } from '@gartenwerk/api-client';
import { EMAIL_REQUIRED_MESSAGE, validateEmail, type Role } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { RoleCheckboxes } from './RoleCheckboxes';
import { assignableRoles } from './roles';

/** users/add: a new account with e-mail, name, roles and an optional first password. */
export function UserAdd({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { data: config } = useGetConfigQuery();
  const [createUser, { isLoading }] = useCreateUserMutation();
  const [handle, setHandle] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<Role[]>(['user']);
  const [password, setPassword] = useState('');
  const [handleError, setHandleError] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The domain's e-mail rule, the same the login view uses, with its texts in the reader's language.
    const invalid = validateEmail(handle.trim());
    setHandleError(
      invalid
        ? t(invalid === EMAIL_REQUIRED_MESSAGE ? 'auth:emailRequired' : 'auth:emailInvalid')
        : undefined,
    );
    if (invalid) return;
    try {
      const created = await createUser({
        handle: handle.trim(),
        name: name.trim(),
        roles,
        ...(password ? { password } : {}),
      }).unwrap();
      feedback.succeeded(t('users.created'));
      void navigate(`/users/edit/${encodeURIComponent(created._id)}`);
    } catch (error) {
      feedback.failed(t('users.createFailed'), error);
    }
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <form
        className="admin-form"
        noValidate
        aria-labelledby="admin-screen-title"
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextInput
          type="email"
          label={t('users.handle')}
          autoComplete="off"
          value={handle}
          error={handleError}
          onChange={(event) => setHandle(event.target.value)}
        />
        <TextInput label={t('users.name')} value={name} onChange={(event) => setName(event.target.value)} />
        <RoleCheckboxes
          offered={assignableRoles(config?.components.auth.availableRoles)}
          checked={roles}
          onChange={setRoles}
        />
        <TextInput
          type="password"
          label={t('users.password')}
          hint={t('users.passwordOptional')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="admin-form__actions">
          <Button type="submit" disabled={isLoading}>
            {t('users.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
