import type { AccountingSettings } from '@gartenwerk/api-client';
import { Select, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { SettingsScreen, useSaveSettings } from './settings';

/**
 * accounting/settings/ui: what the forms of a new document start with: prices net or gross, and the
 * unit of a new line.
 */
export function UiSettings({ route }: { route: AdminRoute }) {
  return <SettingsScreen route={route}>{(settings) => <UiForm settings={settings} />}</SettingsScreen>;
}

const UNIT_MAX_LENGTH = 20;

function UiForm({ settings }: { settings: AccountingSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save, saving } = useSaveSettings();
  const [ui, setUi] = useState(settings.ui);
  const unitValid = ui.unit.trim().length <= UNIT_MAX_LENGTH;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unitValid) void save({ ui: { ...ui, unit: ui.unit.trim() } });
  }

  return (
    <form className="admin-form" noValidate aria-label={t('accounting.settings.uiForm')} onSubmit={submit}>
      <Select
        label={t('accounting.settings.priceMode')}
        hint={t('accounting.settings.priceModeHint')}
        options={(['net', 'gross'] as const).map((mode) => ({
          value: mode,
          label: t(`accounting.settings.priceModes.${mode}`),
        }))}
        value={ui.price_mode}
        onChange={(event) =>
          setUi({ ...ui, price_mode: event.target.value as AccountingSettings['ui']['price_mode'] })
        }
      />
      <TextInput
        label={t('accounting.settings.unit')}
        hint={t('accounting.settings.unitHint')}
        value={ui.unit}
        error={unitValid ? undefined : t('accounting.settings.unitInvalid')}
        onChange={(event) => setUi({ ...ui, unit: event.target.value })}
      />
      <FormActions submitLabel={t('editor.save')} disabled={saving || !unitValid} />
    </form>
  );
}
