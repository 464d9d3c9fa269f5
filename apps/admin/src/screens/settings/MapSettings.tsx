import type { SiteConfig } from '@gartenwerk/api-client';
import { MAP_DEFAULTS } from '@gartenwerk/domain';
import { TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { ConfigScreen, useSaveConfig } from './ConfigScreen';

/** map: the map tiles' provider key and address, and where the nursery is. */
export function MapSettings({ route }: { route: AdminRoute }) {
  return (
    <ConfigScreen route={route}>{(config) => <MapForm key={config._id} config={config} />}</ConfigScreen>
  );
}

const number = (text: string) => Number(text.trim().replace(',', '.'));

function MapForm({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save: saveConfig, saving } = useSaveConfig();
  const map = { ...MAP_DEFAULTS, ...config.components.map };
  const [values, setValues] = useState({
    apikey: map.apikey ?? '',
    tile_url: map.tile_url,
    lat: String(map.lat),
    lng: String(map.lng),
    zoom: String(map.zoom),
  });
  const [showErrors, setShowErrors] = useState(false);
  const errors = {
    tile_url: !/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(values.tile_url.trim()),
    lat: !(Math.abs(number(values.lat)) <= 90) || values.lat.trim() === '',
    lng: !(Math.abs(number(values.lng)) <= 180) || values.lng.trim() === '',
    zoom: !Number.isInteger(number(values.zoom)) || number(values.zoom) < 1 || number(values.zoom) > 19,
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.values(errors).some(Boolean)) {
      setShowErrors(true);
      return;
    }
    await saveConfig({
      components: {
        ...config.components,
        map: {
          apikey: values.apikey.trim(),
          tile_url: values.tile_url.trim(),
          lat: number(values.lat),
          lng: number(values.lng),
          zoom: number(values.zoom),
        },
      },
    });
  }

  const field = (name: keyof typeof values, error?: boolean) => (
    <TextInput
      label={t(`mapSettings.${name}`)}
      hint={t(`mapSettings.${name}Hint`)}
      value={values[name]}
      error={showErrors && error ? t(`mapSettings.${name}Invalid`) : undefined}
      onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
    />
  );
  return (
    <form className="admin-form" noValidate onSubmit={(event) => void save(event)}>
      <p>{t('mapSettings.hint')}</p>
      {field('apikey')}
      {field('tile_url', errors.tile_url)}
      {field('lat', errors.lat)}
      {field('lng', errors.lng)}
      {field('zoom', errors.zoom)}
      <FormActions submitLabel={t('settings.save')} disabled={saving} />
    </form>
  );
}
