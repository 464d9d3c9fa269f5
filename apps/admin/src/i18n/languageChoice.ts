import { LANGUAGES, type Language } from '@gartenwerk/domain';

/**
 * The admin centre keeps its language apart from the storefront's lang cookie: an owner may read
 * the admin centre in German beside an English shop, and the other way round.
 */
export const ADMIN_LANGUAGE_KEY = 'gartenwerk.admin.language';

/** The language chosen here earlier, if any. */
export function readLanguageChoice(storage: Storage = localStorage): Language | undefined {
  const value = storage.getItem(ADMIN_LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
}

/**
 * Remembers the language for the next visit and sets the document's language, which the api-client
 * sends as Accept-Language, so the server's messages follow too.
 */
export function storeLanguageChoice(language: Language, storage: Storage = localStorage): void {
  storage.setItem(ADMIN_LANGUAGE_KEY, language);
  document.documentElement.lang = language;
}
