import type { SiteConfig } from '@gartenwerk/api-client';
import { TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { ConfigScreen, useSaveConfig } from './ConfigScreen';

/** The legal pages whose addresses the shop and the forms link to. */
export const LEGAL_URL_KEYS = ['privacy', 'imprint', 'disclaimer', 'terms'] as const;
type LegalUrlKey = (typeof LEGAL_URL_KEYS)[number];

/** settings/privacy: the addresses of the privacy policy, imprint, disclaimer and terms. */
export function PrivacySettings({ route }: { route: AdminRoute }) {
  return (
    <ConfigScreen route={route}>{(config) => <PrivacyForm key={config._id} config={config} />}</ConfigScreen>
  );
}

function PrivacyForm({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save: saveConfig, saving } = useSaveConfig();
  const urls = config.components.shop.urls;
  const [values, setValues] = useState<Record<LegalUrlKey, string>>(
    () => Object.fromEntries(LEGAL_URL_KEYS.map((key) => [key, urls[key]])) as Record<LegalUrlKey, string>,
  );
  const [showErrors, setShowErrors] = useState(false);
  const invalid = (key: LegalUrlKey) => !values[key].trim().startsWith('/');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (LEGAL_URL_KEYS.some(invalid)) {
      setShowErrors(true);
      return;
    }
    const trimmed = Object.fromEntries(LEGAL_URL_KEYS.map((key) => [key, values[key].trim()]));
    // The server replaces whole sections, so the other components go back unchanged.
    const components = {
      ...config.components,
      shop: { ...config.components.shop, urls: { ...urls, ...trimmed } },
    };
    await saveConfig({ components });
  }

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void save(event)}>
      <p>{t('settings.privacyHint')}</p>
      {LEGAL_URL_KEYS.map((key) => (
        <TextInput
          key={key}
          label={t(`settings.legalUrls.${key}`)}
          value={values[key]}
          error={showErrors && invalid(key) ? t('settings.routeInvalid') : undefined}
          onChange={(e) => setValues((current) => ({ ...current, [key]: e.target.value }))}
        />
      ))}
      <FormActions submitLabel={t('settings.save')} disabled={saving} />
    </form>
  );
}
