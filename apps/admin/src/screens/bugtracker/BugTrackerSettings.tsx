import { useGetBugTrackerSettingsQuery, useSaveBugTrackerSettingsMutation } from '@gartenwerk/api-client';
import {
  BUG_PRIORITIES,
  BUG_SEVERITIES,
  BUG_STATUSES,
  type BugTrackerSettings as Settings,
} from '@gartenwerk/domain/schemas';
import { Button, Checkbox, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import { LoadedScreen } from '../LoadedScreen';

type ListName = keyof Settings;
const LISTS: { name: ListName; values: readonly string[] }[] = [
  { name: 'severities', values: BUG_SEVERITIES },
  { name: 'priorities', values: BUG_PRIORITIES },
  { name: 'statuses', values: BUG_STATUSES },
];
/** Each value with whether it is offered and its name; the offered ones in the values' order. */
type Rows = Record<ListName, { value: string; offered: boolean; label: string }[]>;

const rowsOf = (settings: Settings): Rows =>
  Object.fromEntries(
    LISTS.map(({ name, values }) => [
      name,
      values.map((value) => {
        const entry = settings[name].find((candidate) => candidate.value === value);
        return { value, offered: Boolean(entry), label: entry?.label ?? '' };
      }),
    ]),
  ) as Rows;

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [save, { isLoading }] = useSaveBugTrackerSettingsMutation();
  const [rows, setRows] = useState(() => rowsOf(settings));
  const change = (list: ListName, value: string, patch: Partial<Rows[ListName][number]>) =>
    setRows((current) => ({
      ...current,
      [list]: current[list].map((row) => (row.value === value ? { ...row, ...patch } : row)),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      LISTS.map(({ name }) => [
        name,
        rows[name].filter((row) => row.offered).map((row) => ({ value: row.value, label: row.label.trim() })),
      ]),
    ) as Settings;
    void feedback.reportSave(save(body).unwrap(), t('bugTracker.settings.saveFailed'));
  };
  return (
    <form className="bug-settings" onSubmit={submit} aria-label={t('bugTracker.settings.form')}>
      <p>{t('bugTracker.settings.intro')}</p>
      {LISTS.map(({ name }) => (
        <fieldset key={name} className="bug-settings__list">
          <legend>{t(`bugTracker.settings.${name}`)}</legend>
          {rows[name].map((row) => (
            <div key={row.value} className="bug-settings__row">
              <Checkbox
                label={t('bugTracker.settings.offered', { value: row.value })}
                checked={row.offered}
                onChange={(event) => change(name, row.value, { offered: event.target.checked })}
              />
              <TextInput
                label={t('bugTracker.settings.label', { value: row.value })}
                value={row.label}
                required={row.offered}
                maxLength={60}
                disabled={!row.offered}
                onChange={(event) => change(name, row.value, { label: event.target.value })}
              />
            </div>
          ))}
        </fieldset>
      ))}
      <Button type="submit" loading={isLoading}>
        {t('bugTracker.settings.save')}
      </Button>
    </form>
  );
}

/** bugtracker/settings: which severities, priorities and statuses reports may take, and their names. */
export function BugTrackerSettingsScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const query = useGetBugTrackerSettingsQuery();
  return (
    <LoadedScreen
      route={route}
      query={query}
      texts={{
        loading: t('bugTracker.loading'),
        loadFailed: (message) => t('bugTracker.loadFailed', { message }),
      }}
    >
      {(settings) => <SettingsForm settings={settings} />}
    </LoadedScreen>
  );
}
