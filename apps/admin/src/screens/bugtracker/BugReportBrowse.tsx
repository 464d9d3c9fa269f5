import {
  bugTrackerApi,
  useGetBugReportsQuery,
  type BugReport,
  type BugReportQuery,
} from '@gartenwerk/api-client';
import { BUG_REPORT_SORTS } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { NEW_ID } from '../../kit';
import { ListScreen, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime } from '../feedback';
import { bugChoices, useDeveloperChoices } from './bugTrackerChoices';

export const BUG_REPORTS_PER_PAGE = 20;

const isSort = (sort: string | undefined): sort is NonNullable<BugReportQuery['sort']> =>
  BUG_REPORT_SORTS.some((name) => sort === name || sort === `-${name}`);

/** bugtracker/browse: the reports, the newest first, paged, filtered by reproduce, severity, priority and developer. */
export function BugReportBrowse({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const choices = bugChoices(t);
  const developers = useDeveloperChoices();
  const query = {
    search: list.search,
    reproduce: list.filter('reproduce'),
    severity: list.filter('severity'),
    priority: list.filter('priority'),
    developer: list.filter('developer'),
    sort: isSort(list.sort) ? list.sort : undefined,
  } as BugReportQuery;
  const page = (number: number, limit: number) => ({ ...query, limit, skip: (number - 1) * limit });
  const result = useGetBugReportsQuery(page(list.page, BUG_REPORTS_PER_PAGE));
  const [fetchReports] = bugTrackerApi.endpoints.getBugReports.useLazyQuery();
  const labelOf = (options: { value: string; label: string }[], value: string | null) =>
    options.find((option) => option.value === value)?.label ?? value ?? '';
  const filter = (name: keyof typeof choices | 'developer', options: { value: string; label: string }[]) => ({
    name,
    label: t(`bugTracker.fields.${name}`),
    allLabel: t('bugTracker.all'),
    options: options.map((option): [string, string] => [option.value, option.label]),
  });
  return (
    <ListScreen<BugReport>
      route={route}
      list={list}
      result={result}
      sortMode="server"
      columns={[
        {
          id: 'title',
          header: t('bugTracker.fields.title'),
          value: (report) => report.title,
          cell: (report) => (
            <Link to={`/bugtracker/edit/${encodeURIComponent(report._id)}`}>{report.title}</Link>
          ),
          sortable: true,
          hideable: false,
        },
        {
          id: 'severity',
          header: t('bugTracker.fields.severity'),
          value: (report) => labelOf(choices.severity, report.severity),
        },
        {
          id: 'priority',
          header: t('bugTracker.fields.priority'),
          value: (report) => labelOf(choices.priority, report.priority),
        },
        {
          id: 'reproduce',
          header: t('bugTracker.fields.reproduce'),
          value: (report) => labelOf(choices.reproduce, report.reproduce),
        },
        {
          id: 'developer',
          header: t('bugTracker.fields.developer'),
          value: (report) => (report.developer ? labelOf(developers, report.developer) : ''),
        },
        {
          id: 'created',
          header: t('bugTracker.fields.created'),
          value: (report) => formatDateTime(report.created, i18n.language),
          sortable: true,
        },
      ]}
      rowId={(report) => report._id}
      texts="bugTracker"
      count={(total) => t('bugTracker.total', { count: total })}
      pageSize={BUG_REPORTS_PER_PAGE}
      search={{ hint: t('bugTracker.searchHint') }}
      filters={[
        filter('reproduce', choices.reproduce),
        filter('severity', choices.severity),
        filter('priority', choices.priority),
        filter('developer', developers),
      ]}
      actions={<Link to={`/bugtracker/edit/${NEW_ID}`}>{t('bugTracker.add')}</Link>}
      csv={{
        fileName: 'fehlermeldungen.csv',
        fetchPage: (number, limit) => fetchReports(page(number, limit)).unwrap(),
      }}
    />
  );
}
