import type { Role } from '@gartenwerk/domain';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';

/** One checkbox per assignable role, in a fieldset named "Rollen". */
export function RoleCheckboxes({
  offered,
  checked,
  onChange,
}: {
  offered: readonly Role[];
  checked: readonly Role[];
  onChange: (checked: Role[]) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <fieldset className="admin-form__roles">
      <legend>{t('users.roles')}</legend>
      {offered.map((role) => (
        <label key={role} className="admin-form__check">
          <input
            type="checkbox"
            checked={checked.includes(role)}
            onChange={(event) =>
              onChange(event.target.checked ? [...checked, role] : checked.filter((other) => other !== role))
            }
          />
          {t(`users.roleNames.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}
