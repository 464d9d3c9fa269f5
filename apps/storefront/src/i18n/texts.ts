import type { Language } from '@gartenwerk/domain';
import type { Texts } from '@gartenwerk/i18n/translator';

/**
 * The texts of one language, each in its own chunk: a page loads those of its language only, the
 * other language's when the visitor switches.
 */
const TEXT_MODULES: Record<Language, () => Promise<{ texts: Texts }>> = {
  de: () => import('./texts-de'),
  en: () => import('./texts-en'),
};

/** The manifest key of a language's text chunk, so the server can preload it beside the entry. */
export const textsChunk = (language: Language) => `src/i18n/texts-${language}.ts`;

export async function loadTexts(language: Language): Promise<Texts> {
  return (await TEXT_MODULES[language]()).texts;
}
