import { LANGUAGES, type Language } from '@gartenwerk/domain';

/** Whether a value names one of the supported languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
