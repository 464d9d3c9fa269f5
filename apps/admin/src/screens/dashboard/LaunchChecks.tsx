import { useGetConfigQuery, useListEntriesAdminQuery, type AdminEntry } from '@gartenwerk/api-client';
import { isSampleText, missingImprintFields } from '@gartenwerk/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ALL_PAGES } from '../pages/pageQueries';

/** Whether a page still carries the seeded legal template's sample notice. */
export function isSamplePage(entry: Pick<AdminEntry, 'content' | 'data'>): boolean {
  return (
    isSampleText(entry.content ?? '') ||
    (entry.data ?? []).some(
      (block) => typeof block.props.content === 'string' && isSampleText(block.props.content),
    )
  );
}

/**
 * What the owner must do before opening the shop: legal pages still showing the seeded sample text,
 * and the imprint's company details that are missing or still the demo values, each with its link.
 */
export function LaunchChecks() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data: pages } = useListEntriesAdminQuery(ALL_PAGES);
  const { data: config } = useGetConfigQuery();
  const samples = (pages?.items ?? []).filter(isSamplePage);
  const missing = config ? missingImprintFields(config.company) : [];
  if (samples.length === 0 && missing.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-launch" className="admin-launch-checks">
      <h2 id="dashboard-launch">{t('dashboard.launch.title')}</h2>
      <ul>
        {samples.map((page) => (
          <li key={page._id}>
            {t('dashboard.launch.samplePage', { title: page.title })}{' '}
            <Link to={`/pages/edit/${encodeURIComponent(page._id)}`}>{t('dashboard.launch.editPage')}</Link>
          </li>
        ))}
        {missing.length > 0 ? (
          <li>
            {t('dashboard.launch.imprintMissing', {
              fields: missing.map((field) => t(`settings.company.fields.${field}`)).join(', '),
            })}{' '}
            <Link to="/settings/company">{t('dashboard.launch.fillCompany')}</Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** The page editor's warning while the page is still the seeded sample text. */
export function SamplePageWarning({ entry }: { entry: Pick<AdminEntry, 'content' | 'data'> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (!isSamplePage(entry)) return null;
  return (
    <p role="alert" className="admin-launch-checks">
      {t('pages.sampleWarning')}
    </p>
  );
}
