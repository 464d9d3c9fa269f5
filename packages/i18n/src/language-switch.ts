import { LANGUAGES, type Language } from '@gartenwerk/domain';
import type { i18n as I18n } from 'i18next';

/**
 * What a language switch offers and does: each language named in its own words, the current one,
 * and a choice that is remembered (where is the app's affair) before the texts change to it.
 */
export function languageSwitchProps(i18n: I18n, remember: (language: Language) => void) {
  return {
    label: i18n.t('common:language.label'),
    languages: LANGUAGES.map((code) => ({ code, name: i18n.t(`common:language.${code}`) })),
    current: i18n.language,
    onChoose: (code: string) => {
      remember(code as Language);
      void i18n.changeLanguage(code);
    },
  };
}
