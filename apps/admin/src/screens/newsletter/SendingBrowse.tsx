import {
  useGetNewsletterSendingsQuery,
  useNewsletterSendingActionMutation,
  type NewsletterSending,
  type NewsletterSendingAction,
  type NewsletterSendingQuery,
} from '@gartenwerk/api-client';
import { NEWSLETTER_SENDING_SORTS, NEWSLETTER_SENDING_STATUSES } from '@gartenwerk/domain/schemas';
import { Button } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, useFeedback } from '../feedback';

export const SENDINGS_PER_PAGE = 50;
/** How often the list asks again while a sending runs (the live progress). */
export const SENDING_PROGRESS_POLL_MS = 3_000;

const isSort = (sort: string | undefined): sort is NonNullable<NewsletterSendingQuery['sort']> =>
  NEWSLETTER_SENDING_SORTS.some((name) => sort === name || sort === `-${name}`);

/** The actions a sending in each status offers. */
const ACTIONS: Record<NewsletterSending['status'], NewsletterSendingAction[]> = {
  draft: ['start', 'cancel'],
  scheduled: ['start', 'cancel'],
  sending: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  cancelled: [],
  done: [],
};

/** sendings/browse: the sendings with their live progress, paused, resumed or cancelled here. */
export function SendingBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const list = useListSearchParams();
  const status = list.filter('status');
  const query = {
    search: list.search,
    ...(status && (NEWSLETTER_SENDING_STATUSES as readonly string[]).includes(status) ? { status } : {}),
    sort: isSort(list.sort) ? list.sort : undefined,
    limit: SENDINGS_PER_PAGE,
    skip: (list.page - 1) * SENDINGS_PER_PAGE,
  } as NewsletterSendingQuery;
  const first = useGetNewsletterSendingsQuery(query);
  const running = first.data?.items.some((item) => item.status === 'sending') ?? false;
  const result = useGetNewsletterSendingsQuery(query, {
    pollingInterval: running ? SENDING_PROGRESS_POLL_MS : 0,
  });
  const [act, { isLoading }] = useNewsletterSendingActionMutation();
  const run = async (item: NewsletterSending, action: NewsletterSendingAction) => {
    try {
      await act({ _id: item._id, action }).unwrap();
      feedback.succeeded(t(`newsletterAdmin.sendings.done.${action}`));
    } catch (error) {
      feedback.failed(t('newsletterAdmin.sendings.actionFailed'), error);
    }
  };
  return (
    <ListScreen<NewsletterSending>
      route={route}
      list={list}
      result={result}
      sortMode="server"
      columns={[
        {
          id: 'subject',
          header: t('newsletterAdmin.sendings.fields.subject'),
          value: (item) => item.subject,
          sortable: true,
          hideable: false,
        },
        {
          id: 'status',
          header: t('newsletterAdmin.sendings.fields.status'),
          value: (item) =>
            item.pausedReason === 'bounces' && item.status === 'paused'
              ? t('newsletterAdmin.sendings.pausedForBounces')
              : t(`newsletterAdmin.sendings.status.${item.status}`),
        },
        {
          id: 'progress',
          header: t('newsletterAdmin.sendings.fields.progress'),
          value: (item) => `${item.counts.sent} / ${item.counts.total}`,
          cell: (item) => (
            <span>
              <progress
                max={Math.max(1, item.counts.total)}
                value={item.counts.total - item.counts.queued}
                aria-label={t('newsletterAdmin.sendings.progressOf', { subject: item.subject })}
              />{' '}
              {t('newsletterAdmin.sendings.counts', item.counts)}
            </span>
          ),
        },
        {
          id: 'started',
          header: t('newsletterAdmin.sendings.fields.started'),
          value: (item) =>
            item.started
              ? formatDateTime(item.started, i18n.language)
              : item.scheduled
                ? t('newsletterAdmin.sendings.scheduledFor', {
                    time: formatDateTime(item.scheduled, i18n.language),
                  })
                : '',
          sortable: true,
        },
        {
          id: 'actions',
          header: t('newsletterAdmin.sendings.fields.actions'),
          value: () => '',
          cell: (item) => (
            <span className="admin-actions">
              {ACTIONS[item.status].map((action) => (
                <Button
                  key={action}
                  type="button"
                  size="sm"
                  variant={action === 'cancel' ? 'danger' : 'secondary'}
                  disabled={isLoading}
                  onClick={() => void run(item, action)}
                  aria-label={t(`newsletterAdmin.sendings.actionOf.${action}`, { subject: item.subject })}
                >
                  {t(`newsletterAdmin.sendings.action.${action}`)}
                </Button>
              ))}
            </span>
          ),
          hideable: false,
        },
      ]}
      rowId={(item) => item._id}
      texts="newsletterAdmin.sendings"
      count={(total) => t('newsletterAdmin.sendings.total', { count: total })}
      pageSize={SENDINGS_PER_PAGE}
      search={{ hint: t('newsletterAdmin.sendings.searchHint') }}
      filters={[
        {
          name: 'status',
          label: t('newsletterAdmin.sendings.fields.status'),
          allLabel: t('newsletterAdmin.sendings.all'),
          options: NEWSLETTER_SENDING_STATUSES.map((value) => [
            value,
            t(`newsletterAdmin.sendings.status.${value}`),
          ]),
        },
      ]}
      actions={<Link to="/sendings/edit">{t('newsletterAdmin.sendings.add')}</Link>}
    />
  );
}
