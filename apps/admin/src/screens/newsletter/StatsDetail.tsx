import {
  useGetNewsletterStatsQuery,
  type NewsletterSendingStats,
  type NewsletterStatsPoint,
} from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { Chart } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, messageOf } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { formatRate } from './StatsBrowse';
import './stats.css';

/** The figures a sending's statistics show, and what each one's rate is taken of. */
const FIGURES: { name: keyof NewsletterSendingStats; of?: keyof NewsletterSendingStats }[] = [
  { name: 'recipients' },
  { name: 'sent' },
  { name: 'delivered', of: 'sent' },
  { name: 'failed', of: 'sent' },
  { name: 'bounced', of: 'sent' },
  { name: 'opened', of: 'delivered' },
  { name: 'clicked', of: 'delivered' },
  { name: 'unsubscribed', of: 'delivered' },
  { name: 'opens' },
  { name: 'clicks' },
];

/** A step's label: an hour as its Vienna date and time, a day as the day from that time. */
function stepLabel(point: NewsletterStatsPoint, language: string, dayFrom: (time: string) => string) {
  const time = formatDateTime(point.at, language);
  return point.unit === 'hour' ? time : dayFrom(time);
}

/** stats/browse/:id: one sending's figures, its links and its openings and clicks over time. */
export function StatsDetail({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const id = useParams().id ?? '';
  const { data, error, isLoading } = useGetNewsletterStatsQuery({ sending: id });
  const language = i18n.language;
  const item = data?.items[0];
  const detail = data?.detail;
  const series = detail?.series ?? [];
  return (
    <section className="admin-screen admin-stats" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/stats/browse">{t('newsletterAdmin.stats.toList')}</Link>
      </p>
      {isLoading ? <p role="status">{t('newsletterAdmin.stats.loading')}</p> : null}
      {error ? (
        <p role="alert">{t('newsletterAdmin.stats.loadFailed', { message: messageOf(error, '') })}</p>
      ) : null}
      {item ? (
        <>
          <h2>{item.subject}</h2>
          <p className="admin-stats__note">
            {item.started
              ? t('newsletterAdmin.stats.startedAt', { time: formatDateTime(item.started, language) })
              : null}{' '}
            {t(`newsletterAdmin.sendings.status.${item.status}`)}
          </p>
          <section aria-label={t('newsletterAdmin.stats.figures')}>
            <dl className="admin-stats__figures">
              {FIGURES.map(({ name, of }) => (
                <div key={name} className="admin-stats__figure">
                  <dt>{t(`newsletterAdmin.stats.fields.${name}`)}</dt>
                  <dd>
                    <strong>{item[name] as number}</strong>
                    {of ? (
                      <span> {formatRate(item[name] as number, item[of] as number, language)}</span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <p className="admin-stats__note">{t('newsletterAdmin.stats.explain')}</p>

          <h2 id="admin-stats-links">{t('newsletterAdmin.stats.links')}</h2>
          {detail && detail.links.length > 0 ? (
            <div className="admin-stats__links">
              <table aria-labelledby="admin-stats-links">
                <thead>
                  <tr>
                    <th scope="col">{t('newsletterAdmin.stats.fields.url')}</th>
                    <th scope="col">{t('newsletterAdmin.stats.linkClicks')}</th>
                    <th scope="col">{t('newsletterAdmin.stats.linkClicked')}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.links.map((link) => (
                    <tr key={link.url}>
                      <th scope="row">
                        <a href={link.url} target="_blank" rel="noreferrer noopener">
                          {link.url}
                        </a>
                      </th>
                      <td>{link.clicks}</td>
                      <td>
                        {link.clicked} ({formatRate(link.clicked, item.delivered, language)})
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('newsletterAdmin.stats.noLinks')}</p>
          )}

          <h2>{t('newsletterAdmin.stats.overTime')}</h2>
          {series.length > 0 ? (
            <Chart
              type="bar"
              format={String}
              label={t('newsletterAdmin.stats.chartTitle', { subject: item.subject })}
              labels={series.map((point) =>
                stepLabel(point, language, (time) => t('newsletterAdmin.stats.dayFrom', { time })),
              )}
              pointHeader={t('newsletterAdmin.stats.fields.time')}
              series={[
                {
                  label: t('newsletterAdmin.stats.fields.opened'),
                  values: series.map((point) => point.opened),
                },
                {
                  label: t('newsletterAdmin.stats.fields.clicked'),
                  values: series.map((point) => point.clicked),
                },
                {
                  label: t('newsletterAdmin.stats.fields.unsubscribed'),
                  values: series.map((point) => point.unsubscribed),
                },
              ]}
            />
          ) : (
            <p>{t('newsletterAdmin.stats.noEvents')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
