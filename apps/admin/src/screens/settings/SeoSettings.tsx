import type { RouteMeta, SiteConfig } from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { ConfigScreen, useSaveConfig } from './ConfigScreen';

interface RouteRow {
  route: string;
  title: string;
  description: string;
}

/** settings/seo: title and description per route (config meta.routes) and the og:image. */
export function SeoSettings({ route }: { route: AdminRoute }) {
  return (
    <ConfigScreen route={route}>{(config) => <SeoForm key={config._id} config={config} />}</ConfigScreen>
  );
}

/** The error of each row, by index; empty rows are dropped on save and need no message. */
export function routeErrors(rows: readonly RouteRow[], texts: { invalid: string; duplicate: string }) {
  const seen = new Set<string>();
  return rows.map((row) => {
    const path = row.route.trim();
    if (!path) return undefined;
    if (!path.startsWith('/')) return texts.invalid;
    if (seen.has(path)) return texts.duplicate;
    seen.add(path);
    return undefined;
  });
}

function SeoForm({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save: saveConfig, saving } = useSaveConfig();
  const [ogImage, setOgImage] = useState(config.meta.og_image ?? '');
  const [rows, setRows] = useState<RouteRow[]>(() =>
    config.meta.routes.map((entry) => ({
      route: entry.route,
      title: entry.meta.title ?? '',
      description: entry.meta.description ?? '',
    })),
  );
  const [showErrors, setShowErrors] = useState(false);
  const errors = routeErrors(rows, {
    invalid: t('settings.routeInvalid'),
    duplicate: t('settings.routeDuplicate'),
  });

  const setRow = (index: number, change: Partial<RouteRow>) =>
    setRows((current) => current.map((row, position) => (position === index ? { ...row, ...change } : row)));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (errors.some(Boolean)) {
      setShowErrors(true);
      return;
    }
    const routes: RouteMeta[] = rows
      .filter((row) => row.route.trim())
      .map((row) => ({
        route: row.route.trim(),
        meta: { title: row.title.trim(), description: row.description.trim() },
      }));
    await saveConfig({ meta: { og_image: ogImage.trim() || null, routes } });
  }

  return (
    <form className="admin-form admin-form--wide" noValidate onSubmit={(event) => void save(event)}>
      <TextInput label={t('settings.ogImage')} value={ogImage} onChange={(e) => setOgImage(e.target.value)} />
      <fieldset>
        <legend>{t('settings.routes')}</legend>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <fieldset
              key={index}
              aria-label={t('settings.routeNumber', { number })}
              className="admin-route-meta"
            >
              <TextInput
                label={t('settings.route')}
                value={row.route}
                error={showErrors ? errors[index] : undefined}
                onChange={(e) => setRow(index, { route: e.target.value })}
              />
              <TextInput
                label={t('settings.routeTitle')}
                value={row.title}
                onChange={(e) => setRow(index, { title: e.target.value })}
              />
              <label>
                {t('settings.routeDescription')}
                <textarea
                  rows={2}
                  value={row.description}
                  onChange={(e) => setRow(index, { description: e.target.value })}
                />
              </label>
              <Button
                variant="secondary"
                onClick={() => setRows((current) => current.filter((_, position) => position !== index))}
              >
                {t('settings.removeRoute', { number })}
              </Button>
            </fieldset>
          );
        })}
        <Button
          variant="secondary"
          onClick={() => setRows((current) => [...current, { route: '/', title: '', description: '' }])}
        >
          {t('settings.addRoute')}
        </Button>
      </fieldset>
      <FormActions submitLabel={t('settings.save')} disabled={saving} />
    </form>
  );
}
