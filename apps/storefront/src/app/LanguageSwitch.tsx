import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@gartenwerk/domain';
import { LanguageSwitch as LanguageButtons } from '@gartenwerk/ui';
import { storeLanguageChoice } from './language';

/** Switches between German and English; the choice is kept in the lang cookie for server renders. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <LanguageButtons
      className="language-switch"
      label={t('language.label')}
      languages={LANGUAGES.map((code) => ({ code, name: t(`language.${code}`) }))}
      current={i18n.language}
      onChoose={(code) => {
        storeLanguageChoice(code as Language);
        void i18n.changeLanguage(code);
      }}
    />
  );
}
