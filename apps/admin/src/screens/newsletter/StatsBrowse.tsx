import { useGetNewsletterStatsQuery, type NewsletterSendingStats } from '@gartenwerk/api-client';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, useListSearchParams } from '../../list';
import { linkColumn } from '../../list/linkColumn';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime } from '../feedback';
import './stats.css';

/** A share of the delivered mails as a percentage (one decimal); none delivered: a dash. */
export function formatRate(part: number, whole: number, language: string): string {
  if (whole <= 0) return '–';
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-AT', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(part / whole);
}

/** A figure with its rate of the delivered mails: `240 (50 %)`. */
export const figureWithRate = (part: number, whole: number, language: string) =>
  `${part} (${formatRate(part, whole, language)})`;

/** stats/browse: every started sending with its figures and rates, each linked to its statistics. */
export function StatsBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const result = useGetNewsletterStatsQuery();
  const language = i18n.language;
  const field = (name: string) => t(`newsletterAdmin.stats.fields.${name}`);
  return (
    <ListScreen<NewsletterSendingStats>
      route={route}
      list={list}
      result={result}
      sortMode="client"
      columns={[
        linkColumn(
          'subject',
          field('subject'),
          (item) => item.subject,
          (item) => `/stats/browse/${encodeURIComponent(item._id)}`,
        ),
        {
          id: 'started',
          header: field('started'),
          value: (item) => (item.started ? formatDateTime(item.started, language) : ''),
        },
        { id: 'sent', header: field('sent'), value: (item) => String(item.sent) },
        { id: 'delivered', header: field('delivered'), value: (item) => String(item.delivered) },
        {
          id: 'opened',
          header: field('opened'),
          value: (item) => figureWithRate(item.opened, item.delivered, language),
        },
        {
          id: 'clicked',
          header: field('clicked'),
          value: (item) => figureWithRate(item.clicked, item.delivered, language),
        },
        {
          id: 'unsubscribed',
          header: field('unsubscribed'),
          value: (item) => figureWithRate(item.unsubscribed, item.delivered, language),
        },
        {
          id: 'bounced',
          header: field('bounced'),
          value: (item) => figureWithRate(item.bounced, item.sent, language),
        },
      ]}
      rowId={(item) => item._id}
      rowLabel={(item) => item.subject}
      texts="newsletterAdmin.stats"
      count={(total) => t('newsletterAdmin.sendings.total', { count: total })}
    >
      <p className="admin-stats__note">{t('newsletterAdmin.stats.explain')}</p>
    </ListScreen>
  );
}
