import type { Language } from '@gartenwerk/domain';

/** Name of the cookie that carries the chosen language to the server renderer. */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the language for later server renders and sets the document's language. */
export function storeLanguageChoice(language: Language, doc: Document = document): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  doc.documentElement.lang = language;
}
