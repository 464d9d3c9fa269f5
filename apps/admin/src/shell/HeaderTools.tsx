import { useGetConfigQuery, useGetNotificationUnreadQuery, useLogoutMutation } from '@gartenwerk/api-client';
import { languageSwitchProps } from '@gartenwerk/i18n';
import { LanguageSwitch as LanguageButtons, LogoutButton } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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

/** How often the header asks for new notifications. */
export const NOTIFICATION_POLL_MS = 60_000;

/**
 * The bell in the header: a link to the notifications with the number of unread ones as its badge;
 * absent while the component `notifications` is switched off.
 */
export function NotificationBell() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data: config } = useGetConfigQuery();
  const on = config?.enabled_components.includes('notifications') ?? false;
  const { data } = useGetNotificationUnreadQuery(undefined, {
    skip: !on,
    pollingInterval: NOTIFICATION_POLL_MS,
  });
  if (!on) return null;
  const unread = data?.unread ?? 0;
  return (
    <Link
      className="admin-header__notifications"
      to="/notifications"
      aria-label={
        unread > 0 ? t('notificationCentre.badge', { count: unread }) : t('notificationCentre.badgeNone')
      }
    >
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 && (
        <span className="admin-header__badge" data-testid="notification-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
