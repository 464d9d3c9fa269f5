import { formatDate } from '@gartenwerk/domain';

/** A calendar day (YYYY-MM-DD, or a moment's Vienna day) as a person reads it: 20.11.2026. */
export function formatDay(day: string, language: string): string {
  return formatDate(day, language === 'en' ? 'en' : 'de');
}
