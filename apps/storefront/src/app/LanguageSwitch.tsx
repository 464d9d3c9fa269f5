import { useTranslation } from '../i18n/useTranslation';
import { languageSwitchProps } from '@gartenwerk/i18n';
import { LanguageSwitch as LanguageButtons } from '@gartenwerk/ui';
import { storeLanguageChoice } from './language';

/** Switches between German and English; the choice is kept in the lang cookie for server renders. */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  return <LanguageButtons className="language-switch" {...languageSwitchProps(i18n, storeLanguageChoice)} />;
}
