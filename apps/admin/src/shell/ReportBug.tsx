import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetConfigQuery } from '@gartenwerk/api-client';
import { ADMIN_CENTER_URL } from '@gartenwerk/domain';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';

declare const __APP_VERSION__: string | undefined;

/** The admin centre's version, as the build names it (APP_VERSION or the package's version). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/**
 * "Fehler melden": a new bug report with the page's address, the browser and the app's version
 * filled in. Shown on every admin page while the bug tracker is switched on.
 */
export function ReportBugLink() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { pathname, search } = useLocation();
  const { data: config } = useGetConfigQuery();
  if (!config?.enabled_components.includes('bugtracker')) return null;
  const params = new URLSearchParams({
    page: `${ADMIN_CENTER_URL}${pathname}${search}`,
    browser: navigator.userAgent,
    version: APP_VERSION,
  });
  return (
    <Link className="admin-header__report-bug" to={`/bugtracker/edit/new?${params.toString()}`}>
      {t('shell.reportBug')}
    </Link>
  );
}
