import {
  newsletterSubscriberExportUrl,
  useGetNewsletterSubscriberLabelsQuery,
  useGetNewsletterSubscribersQuery,
  type NewsletterSubscriber,
  type NewsletterSubscriberQuery,
} from '@gartenwerk/api-client';
import { NEWSLETTER_STATUSES, NEWSLETTER_SUBSCRIBER_SORTS } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { NEW_ID } from '../../kit';
import { ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime } from '../feedback';
import { useNewsletterListChoices } from './useListChoices';

export const SUBSCRIBERS_PER_PAGE = 50;

const isSort = (sort: string | undefined): sort is NonNullable<NewsletterSubscriberQuery['sort']> =>
  NEWSLETTER_SUBSCRIBER_SORTS.some((name) => sort === name || sort === `-${name}`);
const isStatus = (status: string | undefined): status is NewsletterSubscriber['status'] =>
  NEWSLETTER_STATUSES.some((name) => name === status);

/**
 * subscriber/browse: the subscribers, the newest first, paged, filtered by list, status, tag, group
 * and a search; the server's CSV export takes the same filters.
 */
export function SubscriberBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const lists = useNewsletterListChoices();
  const status = list.filter('status');
  const listFilter = list.filter('list');
  const labels = useGetNewsletterSubscriberLabelsQuery().data ?? { tags: [], groups: [] };
  const query = {
    search: list.search,
    list: listFilter,
    tag: list.filter('tag'),
    group: list.filter('group'),
    status: isStatus(status) ? status : undefined,
    sort: isSort(list.sort) ? list.sort : undefined,
  } as NewsletterSubscriberQuery;
  const page = (number: number, limit: number) => ({ ...query, limit, skip: (number - 1) * limit });
  const result = useGetNewsletterSubscribersQuery(page(list.page, SUBSCRIBERS_PER_PAGE));
  const listName = (id: string) => lists.find((choice) => choice.value === id)?.label ?? id;
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '');
  return (
    <ListScreen<NewsletterSubscriber>
      route={route}
      list={list}
      result={result}
      sortMode="server"
      columns={[
        {
          id: 'email',
          header: t('newsletterAdmin.subscribers.fields.email'),
          value: (item) => item.email,
          cell: (item) => <Link to={`/subscriber/edit/${encodeURIComponent(item._id)}`}>{item.email}</Link>,
          sortable: true,
          hideable: false,
        },
        {
          id: 'name',
          header: t('newsletterAdmin.subscribers.fields.name'),
          value: (item) => item.name,
          sortable: true,
        },
        {
          id: 'status',
          header: t('newsletterAdmin.subscribers.fields.status'),
          value: (item) => t(`newsletterAdmin.subscribers.status.${item.status}`),
        },
        {
          id: 'lists',
          header: t('newsletterAdmin.subscribers.fields.lists'),
          value: (item) => item.lists.map(listName).join(', '),
        },
        {
          id: 'created',
          header: t('newsletterAdmin.subscribers.fields.created'),
          value: (item) => date(item.created),
          sortable: true,
        },
        {
          id: 'confirmed',
          header: t('newsletterAdmin.subscribers.fields.confirmed'),
          value: (item) => date(item.confirmed),
          hiddenByDefault: true,
        },
        {
          id: 'unsubscribed',
          header: t('newsletterAdmin.subscribers.fields.unsubscribed'),
          value: (item) => date(item.unsubscribed),
          hiddenByDefault: true,
        },
      ]}
      rowId={(item) => item._id}
      texts="newsletterAdmin.subscribers"
      count={(total) => t('newsletterAdmin.subscribers.total', { count: total })}
      pageSize={SUBSCRIBERS_PER_PAGE}
      search={{ hint: t('newsletterAdmin.subscribers.searchHint') }}
      filters={[
        {
          name: 'list',
          label: t('newsletterAdmin.subscribers.fields.list'),
          allLabel: t('newsletterAdmin.subscribers.all'),
          options: lists.map((choice): [string, string] => [choice.value, choice.label]),
        },
        {
          name: 'status',
          label: t('newsletterAdmin.subscribers.fields.status'),
          allLabel: t('newsletterAdmin.subscribers.all'),
          options: NEWSLETTER_STATUSES.map((name): [string, string] => [
            name,
            t(`newsletterAdmin.subscribers.status.${name}`),
          ]),
        },
        {
          name: 'tag',
          label: t('newsletterAdmin.subscribers.fields.tags'),
          allLabel: t('newsletterAdmin.subscribers.all'),
          options: labels.tags.map((tag): [string, string] => [tag, tag]),
        },
        {
          name: 'group',
          label: t('newsletterAdmin.subscribers.fields.groups'),
          allLabel: t('newsletterAdmin.subscribers.all'),
          options: labels.groups.map((group): [string, string] => [group, group]),
        },
      ]}
      actions={
        <>
          <Link to={`/subscriber/edit/${NEW_ID}`}>{t('newsletterAdmin.subscribers.add')}</Link>
          <Link to="/newsletter/subscriber/import">{t('newsletterAdmin.subscribers.import')}</Link>
          <a
            href={newsletterSubscriberExportUrl({
              search: query.search,
              list: query.list,
              status: query.status,
              tag: query.tag,
              group: query.group,
            })}
            download
          >
            {t('newsletterAdmin.subscribers.export')}
          </a>
        </>
      }
    />
  );
}
