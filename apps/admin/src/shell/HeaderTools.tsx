import { useLogoutMutation } from '@gartenwerk/api-client';
import { LANGUAGES, type Language } from '@gartenwerk/domain';
import { LogoutButton } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { storeLanguageChoice } from '../i18n/languageChoice';
import { useFeedback } from '../screens/feedback';

/** Deutsch / English for the admin centre; the choice is remembered in this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const choose = (language: Language) => {
    storeLanguageChoice(language);
    void i18n.changeLanguage(language);
  };
  return (
    <div className="admin-language" role="group" aria-label={t('language.label')}>
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

/**
 * Ends the session. The current user then is a guest, and RequireAdmin sends the browser to the
 * storefront's login, like any other visitor without admin rights.
 */
export function AdminLogout() {
  const { t } = useTranslation('auth');
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [logout, { isLoading }] = useLogoutMutation();
  return (
    <LogoutButton
      className="admin-header__logout"
      size="sm"
      label={t('logout')}
      pending={isLoading}
      onLogout={() =>
        logout()
          .unwrap()
          .catch((error: unknown) => feedback.failed(tAdmin('shell.logoutFailed'), error))
      }
    />
  );
}
