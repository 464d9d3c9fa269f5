import type { SiteConfig } from '@gartenwerk/api-client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { ConfigScreen, useSaveConfig } from './ConfigScreen';

/** The parts of the site that can be switched on (config enabled_components). */
export const KNOWN_COMPONENTS = [
  'shop',
  'newsletter',
  'message',
  'booking',
  'bugtracker',
  'sports',
  'social',
  'map',
  'events',
  'analytics',
  'notifications',
] as const;

/** components: switches the parts of the site on and off. */
export function ComponentsSettings({ route }: { route: AdminRoute }) {
  return (
    <ConfigScreen route={route}>
      {(config) => <ComponentsForm key={config._id} config={config} />}
    </ConfigScreen>
  );
}

function ComponentsForm({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save: saveConfig, saving } = useSaveConfig();
  const [enabled, setEnabled] = useState(() => new Set(config.enabled_components));
  // Components the configuration names that this screen does not know keep their switch.
  const names = [
    ...KNOWN_COMPONENTS,
    ...config.enabled_components.filter((name) => !(KNOWN_COMPONENTS as readonly string[]).includes(name)),
  ];

  function toggle(name: string, on: boolean) {
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await saveConfig({ enabled_components: names.filter((name) => enabled.has(name)) });
  }

  return (
    <form className="admin-form" onSubmit={(event) => void save(event)}>
      <fieldset>
        <legend>{t('settings.componentsHint')}</legend>
        {names.map((name) => (
          <label key={name} className="admin-form__check">
            <input
              type="checkbox"
              checked={enabled.has(name)}
              onChange={(e) => toggle(name, e.target.checked)}
            />
            {(KNOWN_COMPONENTS as readonly string[]).includes(name)
              ? t(`settings.componentNames.${name}`)
              : name}
          </label>
        ))}
      </fieldset>
      <FormActions submitLabel={t('settings.save')} disabled={saving} />
    </form>
  );
}
