import { useGetUsersQuery } from '@gartenwerk/api-client';
import { BUG_PRIORITIES, BUG_REPRODUCE, BUG_SEVERITIES } from '@gartenwerk/domain/schemas';
import type { TFunction } from 'i18next';
import type { Choice } from '../../kit';

/** The named values of a report's reproduce, severity and priority, in their order. */
export function bugChoices(t: TFunction): Record<'reproduce' | 'severity' | 'priority', Choice[]> {
  const named = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`bugTracker.${group}.${value}`) }));
  return {
    reproduce: named('reproduce', BUG_REPRODUCE),
    severity: named('severity', BUG_SEVERITIES),
    priority: named('priority', BUG_PRIORITIES),
  };
}

/** Who can be a report's developer: the users with the role admin or system, by name. */
export function useDeveloperChoices(): Choice[] {
  const { data } = useGetUsersQuery({ limit: 1000, sort: 'name' });
  return (data?.items ?? [])
    .filter((user) => user.roles.some((role) => role === 'admin' || role === 'system'))
    .map((user) => ({ value: user._id, label: user.name || user.handle }));
}
