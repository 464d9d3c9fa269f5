import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@gartenwerk/domain';
import { storeLanguageChoice } from './language';

/** Switches between German and English; the choice is kept in the lang cookie for server renders. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const choose = (language: Language) => {
    storeLanguageChoice(language);
    void i18n.changeLanguage(language);
  };
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => choose(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
