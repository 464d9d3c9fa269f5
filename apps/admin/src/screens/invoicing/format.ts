/** A calendar day (YYYY-MM-DD) as a person reads it: 20.11.2026. */
export function formatDay(day: string, language: string): string {
  return new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString(language === 'en' ? 'en-GB' : 'de-AT', {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}
