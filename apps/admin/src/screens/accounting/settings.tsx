import {
  useGetAccountingSettingsQuery,
  useUpdateAccountingSettingsMutation,
  type AccountingSettings,
} from '@gartenwerk/api-client';
import { parseDecimal } from '@gartenwerk/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDecimal } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import { LoadedScreen } from '../LoadedScreen';

/** A settings screen of the accounting: its title, then its form once the settings have loaded. */
export function SettingsScreen({
  route,
  children,
}: {
  route: AdminRoute;
  children: (settings: AccountingSettings) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <LoadedScreen<AccountingSettings>
      route={route}
      query={useGetAccountingSettingsQuery()}
      texts={{
        loading: t('settings.loading'),
        loadFailed: (message) => t('settings.loadFailed', { message }),
      }}
    >
      {children}
    </LoadedScreen>
  );
}

/** Saves the sections a form changed; the server replaces those and keeps the rest. */
export function useSaveSettings() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [update, { isLoading }] = useUpdateAccountingSettingsMutation();
  async function save(sections: Partial<AccountingSettings>) {
    await feedback.reportSave(update(sections).unwrap(), t('settings.saveFailed'));
  }
  return { save, saving: isLoading };
}

/** A number as a person types it, read with the domain's parser; an error names the rule. */
export function useNumbers<Name extends string>(initial: Record<Name, number>) {
  const [texts, setTexts] = useState(
    () =>
      Object.fromEntries(
        Object.entries(initial).map(([name, value]) => [name, formatDecimal(value as number)]),
      ) as Record<Name, string>,
  );
  const read = (name: Name, rules: { integer?: boolean; minimum?: number; maximum?: number }) => {
    const result = parseDecimal(texts[name], rules);
    if (!result.ok || result.value === null) return undefined;
    if (rules.maximum !== undefined && result.value > rules.maximum) return undefined;
    return result.value;
  };
  return {
    texts,
    set: (name: Name, text: string) => setTexts((current) => ({ ...current, [name]: text })),
    read,
  };
}

/** Days as the settings take them (payment terms, validity). */
export const DAY_RULES = { integer: true, minimum: 0, maximum: 365 };
