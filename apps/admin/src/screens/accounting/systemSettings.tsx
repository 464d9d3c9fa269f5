import type { AccountingSettings } from '@gartenwerk/api-client';
import { TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { SettingsScreen, useSaveSettings, useNumbers } from './settings';

/** accounting/settings/system: VAT default, the small-amount limit and the notice days. */
export function SystemSettings({ route }: { route: AdminRoute }) {
  return <SettingsScreen route={route}>{(settings) => <SystemForm settings={settings} />}</SettingsScreen>;
}

function SystemForm({ settings }: { settings: AccountingSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save, saving } = useSaveSettings();
  const numbers = useNumbers({
    default_vat_rate: settings.default_vat_rate,
    small_amount_limit: settings.small_amount_limit,
    notice_days: settings.notice_days,
  });
  const [showErrors, setShowErrors] = useState(false);
  const vat = numbers.read('default_vat_rate', { minimum: 0, maximum: 100 });
  const limit = numbers.read('small_amount_limit', { minimum: 0, maximum: 10_000 });
  const notice = numbers.read('notice_days', { integer: true, minimum: 0, maximum: 90 });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (vat === undefined || limit === undefined || notice === undefined) {
      setShowErrors(true);
      return;
    }
    void save({ default_vat_rate: vat, small_amount_limit: limit, notice_days: notice });
  }

  const field = (
    name: 'default_vat_rate' | 'small_amount_limit' | 'notice_days',
    value: number | undefined,
  ) => (
    <TextInput
      label={t(`accounting.settings.${name}`)}
      hint={t(`accounting.settings.${name}Hint`)}
      inputMode="decimal"
      value={numbers.texts[name]}
      error={showErrors && value === undefined ? t(`accounting.settings.${name}Invalid`) : undefined}
      onChange={(event) => numbers.set(name, event.target.value)}
    />
  );

  return (
    <form
      className="admin-form"
      noValidate
      aria-label={t('accounting.settings.systemForm')}
      onSubmit={submit}
    >
      {field('default_vat_rate', vat)}
      {field('small_amount_limit', limit)}
      {field('notice_days', notice)}
      <FormActions submitLabel={t('editor.save')} disabled={saving} />
    </form>
  );
}
