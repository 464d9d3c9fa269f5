import {
  newsletterListApi,
  useGetNewsletterListsQuery,
  type NewsletterList,
  type NewsletterListQuery,
} from '@gartenwerk/api-client';
import { NEWSLETTER_LIST_SORTS } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { NEW_ID } from '../../kit';
import { ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime } from '../feedback';

export const NEWSLETTER_LISTS_PER_PAGE = 50;

const isSort = (sort: string | undefined): sort is NonNullable<NewsletterListQuery['sort']> =>
  NEWSLETTER_LIST_SORTS.some((name) => sort === name || sort === `-${name}`);

/** list/browse: the newsletter's lists with their confirmed subscribers, filtered by visibility. */
export function NewsletterListBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const visibility = list.filter('public');
  const query = {
    search: list.search,
    ...(visibility === 'true' || visibility === 'false' ? { public: visibility === 'true' } : {}),
    sort: isSort(list.sort) ? list.sort : undefined,
  } as NewsletterListQuery;
  const page = (number: number, limit: number) => ({ ...query, limit, skip: (number - 1) * limit });
  const result = useGetNewsletterListsQuery(page(list.page, NEWSLETTER_LISTS_PER_PAGE));
  const [fetchLists] = newsletterListApi.endpoints.getNewsletterLists.useLazyQuery();
  return (
    <ListScreen<NewsletterList>
      route={route}
      list={list}
      result={result}
      sortMode="server"
      columns={[
        {
          id: 'name',
          header: t('newsletterAdmin.lists.fields.name'),
          value: (item) => item.name,
          cell: (item) => <Link to={`/list/edit/${encodeURIComponent(item._id)}`}>{item.name}</Link>,
          sortable: true,
          hideable: false,
        },
        {
          id: 'description',
          header: t('newsletterAdmin.lists.fields.description'),
          value: (item) => item.description,
        },
        {
          id: 'public',
          header: t('newsletterAdmin.lists.visibility'),
          value: (item) =>
            t(item.public ? 'newsletterAdmin.lists.isPublic' : 'newsletterAdmin.lists.isPrivate'),
        },
        {
          id: 'subscribers',
          header: t('newsletterAdmin.lists.fields.subscribers'),
          value: (item) => item.subscribers,
          cell: (item) => (
            <Link to={`/subscriber/browse?list=${encodeURIComponent(item._id)}&status=confirmed`}>
              {item.subscribers}
            </Link>
          ),
          align: 'end',
        },
        {
          id: 'created',
          header: t('newsletterAdmin.lists.fields.created'),
          value: (item) => formatDateTime(item.created, i18n.language),
          sortable: true,
          hiddenByDefault: true,
        },
      ]}
      rowId={(item) => item._id}
      texts="newsletterAdmin.lists"
      count={(total) => t('newsletterAdmin.lists.total', { count: total })}
      pageSize={NEWSLETTER_LISTS_PER_PAGE}
      search={{ hint: t('newsletterAdmin.lists.searchHint') }}
      filters={[
        {
          name: 'public',
          label: t('newsletterAdmin.lists.visibility'),
          allLabel: t('newsletterAdmin.lists.all'),
          options: [
            ['true', t('newsletterAdmin.lists.isPublic')],
            ['false', t('newsletterAdmin.lists.isPrivate')],
          ],
        },
      ]}
      actions={<Link to={`/list/edit/${NEW_ID}`}>{t('newsletterAdmin.lists.add')}</Link>}
      csv={{
        fileName: 'newsletter-listen.csv',
        fetchPage: (number, limit) => fetchLists(page(number, limit)).unwrap(),
      }}
    />
  );
}
