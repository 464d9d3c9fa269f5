import { useLogoutMutation } from '@gartenwerk/api-client';
import { languageSwitchProps } from '@gartenwerk/i18n';
import { LanguageSwitch as LanguageButtons, LogoutButton } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { storeLanguageChoice } from '../i18n/languageChoice';
import { useFeedback } from '../screens/feedback';

/** Deutsch / English for the admin centre; the choice is remembered in this browser. */
export function LanguageSwitch() {
  const { i18n } = useTranslation('common');
  return <LanguageButtons className="admin-language" {...languageSwitchProps(i18n, storeLanguageChoice)} />;
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
