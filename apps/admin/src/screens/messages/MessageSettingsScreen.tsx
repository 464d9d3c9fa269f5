import {
  ADMIN_MESSAGE_FIELD_NAMES,
  useGetMessageSettingsAdminQuery,
  useUpdateMessageSettingsAdminMutation,
  type AdminMessageFieldName,
  type AdminMessageSettings,
} from '@gartenwerk/api-client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminTable } from '../AdminTable';
import { messageOf, useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';

type FieldChoice = { shown: boolean; required: boolean };

/** messages/settings: which fields the contact form has and which must be filled in. */
export function MessageSettingsScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { data, error, isLoading } = useGetMessageSettingsAdminQuery();

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      {data ? (
        <FieldsForm settings={data} />
      ) : isLoading ? (
        <p role="status">{t('settings.loading')}</p>
      ) : (
        <p role="alert">{t('settings.loadFailed', { message: messageOf(error, '') })}</p>
      )}
    </section>
  );
}

function FieldsForm({ settings }: { settings: AdminMessageSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [updateSettings, { isLoading }] = useUpdateMessageSettingsAdminMutation();
  const [choices, setChoices] = useState<Record<AdminMessageFieldName, FieldChoice>>(() => {
    const byName = new Map(settings.fields.map((field) => [field.name, field]));
    return Object.fromEntries(
      ADMIN_MESSAGE_FIELD_NAMES.map((name) => [
        name,
        { shown: byName.has(name), required: byName.get(name)?.required ?? false },
      ]),
    ) as Record<AdminMessageFieldName, FieldChoice>;
  });

  function set(name: AdminMessageFieldName, change: Partial<FieldChoice>) {
    setChoices((current) => {
      const next = { ...current[name], ...change };
      // A hidden field cannot be required.
      if (!next.shown) next.required = false;
      return { ...current, [name]: next };
    });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = ADMIN_MESSAGE_FIELD_NAMES.filter((name) => choices[name].shown).map((name) => ({
      name,
      required: choices[name].required,
    }));
    await feedback.reportSave(updateSettings({ fields }).unwrap(), t('settings.saveFailed'));
  }

  return (
    <form className="admin-form" onSubmit={(event) => void save(event)}>
      <fieldset>
        <legend>{t('messages.fields')}</legend>
        <p>{t('messages.fieldsHint')}</p>
        <AdminTable>
          {ADMIN_MESSAGE_FIELD_NAMES.map((name) => {
            const field = t(`messages.fieldNames.${name}`);
            return (
              <tr key={name}>
                <th scope="row">{field}</th>
                <td>
                  <label className="admin-form__check">
                    <input
                      type="checkbox"
                      checked={choices[name].shown}
                      onChange={(event) => set(name, { shown: event.target.checked })}
                    />
                    {t('messages.shown', { field })}
                  </label>
                </td>
                <td>
                  <label className="admin-form__check">
                    <input
                      type="checkbox"
                      checked={choices[name].required}
                      disabled={!choices[name].shown}
                      onChange={(event) => set(name, { required: event.target.checked })}
                    />
                    {t('messages.required', { field })}
                  </label>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      </fieldset>
      <FormActions submitLabel={t('messages.save')} disabled={isLoading} />
    </form>
  );
}
