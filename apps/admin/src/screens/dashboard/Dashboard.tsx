import { useGetConfigQuery, useGetCurrentUserQuery, type SiteConfig } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { Link } from 'react-router-dom';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useAdminNavigation } from '../../shell/useAdminNavigation';
import { useDocumentTitle } from '../useDocumentTitle';
import { LaunchChecks } from './LaunchChecks';
import { DashboardTiles } from './Tiles';

/** The site's name is the title configured for the home route. */
function siteNameOf(config: SiteConfig): string | undefined {
  return config.meta.routes.find((route) => route.route === '/')?.meta.title;
}

/** Overview: the shop's figures at a glance, which site this is, who is signed in, and the areas of the admin centre. */
export function Dashboard({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const areas = useAdminNavigation();
  const { data: user } = useGetCurrentUserQuery();
  const { data: config, isError: configFailed } = useGetConfigQuery();

  return (
    <section className="admin-screen admin-dashboard" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <LaunchChecks />
      <DashboardTiles />

      <section aria-labelledby="dashboard-site">
        <h2 id="dashboard-site">{t('dashboard.site')}</h2>
        {config ? (
          <dl>
            <dt>{t('dashboard.name')}</dt>
            <dd>{siteNameOf(config) ?? '–'}</dd>
            <dt>{t('dashboard.siteUrl')}</dt>
            <dd>
              <a href="/">{window.location.origin}</a>
            </dd>
          </dl>
        ) : configFailed ? (
          <p role="alert">{t('dashboard.configFailed')}</p>
        ) : (
          <p role="status">{t('dashboard.configLoading')}</p>
        )}
      </section>

      {user && (
        <section aria-labelledby="dashboard-user">
          <h2 id="dashboard-user">{t('dashboard.user')}</h2>
          <dl>
            <dt>{t('dashboard.name')}</dt>
            <dd>{user.name || user.handle}</dd>
            <dt>{t('dashboard.roles')}</dt>
            <dd>{user.roles.join(', ')}</dd>
          </dl>
        </section>
      )}

      <section aria-labelledby="dashboard-areas">
        <h2 id="dashboard-areas">{t('dashboard.areas')}</h2>
        <ul className="admin-dashboard__areas" aria-labelledby="dashboard-areas">
          {areas.map((area) => {
            const [first] = area.routes;
            return (
              <li key={area.id}>{first ? <Link to={`/${first.path}`}>{area.label}</Link> : area.label}</li>
            );
          })}
        </ul>
      </section>
    </section>
  );
}
