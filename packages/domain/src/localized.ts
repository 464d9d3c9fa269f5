import { formatLanguage, type Language } from './constants';

/** A text as a page shows it, with the language it is written in. */
export interface LocalizedText {
  text: string;
  /**
   * 'de' when an English page falls back to the German text, so that the element says so
   * (`lang="de"`, for screen readers and translators); undefined when the text is in the page's language.
   */
  lang: 'de' | undefined;
}

/**
 * The English text of a field on an English page when it is filled, the German one otherwise.
 * Content is written in German first; the English fields (`name_en`, `title_en`, …) are optional.
 */
export function localizedText(
  german: string,
  english: string | null | undefined,
  language: Language | (string & {}),
): LocalizedText {
  if (formatLanguage(language) === 'de') return { text: german, lang: undefined };
  if (english && english.trim() !== '') return { text: english, lang: undefined };
  return { text: german, lang: german.trim() === '' ? undefined : 'de' };
}

/** Only the text of `localizedText`, for places that cannot mark a language (titles, toasts, options). */
export const localized = (
  german: string,
  english: string | null | undefined,
  language: Language | (string & {}),
): string => localizedText(german, english, language).text;
