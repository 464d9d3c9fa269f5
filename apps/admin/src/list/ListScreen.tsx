import type { ListResponse } from '@gartenwerk/api-client';
import {
  Button,
  DataTable,
  downloadCsv,
  Select,
  TextInput,
  toCsv,
  type DataTableColumn,
  type DataTableTexts,
} from '@gartenwerk/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import type { AdminRoute } from '../routes/adminRoutes';
import { AdminPaginator } from '../screens/AdminPaginator';
import { messageOf, useFeedback } from '../screens/feedback';
import { useDocumentTitle } from '../screens/useDocumentTitle';
import { fetchAllPages, type PageFetcher } from './exportPages';
import type { ListSearchParams } from './useListSearchParams';

/** A select filter kept in the address under `name`. */
export interface ListFilter {
  name: string;
  label: string;
  options: ReadonlyArray<readonly [value: string, text: string]>;
  /** The choice of no filter; the kit's "Alle" without it. */
  allLabel?: string;
}

/** What an RTK Query list hook answers, as far as the list reads it. */
export interface ListResult<Row> {
  /** The answer to the current query (undefined while a new query loads). */
  currentData?: ListResponse<Row>;
  /** The last answer, also of an earlier query: the paginator keeps its pages while the next loads. */
  data?: ListResponse<Row>;
  error?: unknown;
  isFetching: boolean;
}

export interface ListScreenProps<Row> {
  route: AdminRoute;
  list: ListSearchParams;
  result: ListResult<Row>;
  columns: readonly DataTableColumn<Row>[];
  rowId: (row: Row) => string;
  rowLabel?: (row: Row) => string;
  /** The screen's text group: `<texts>.empty` is said of an empty list. */
  texts: string;
  /** The line under the filters, e.g. "20 Bestellungen". */
  count?: (total: number) => string;
  /** Rows a page; without it the list is not paged (the whole list came at once). */
  pageSize?: number;
  /** The search field: its label and hint; without it, no search. */
  search?: { label?: string; hint?: string };
  filters?: readonly ListFilter[];
  /** Filters that are not a select (a number, a checkbox). */
  moreFilters?: ReactNode;
  /** Links and buttons above the list (add, calendar). */
  actions?: ReactNode;
  /** server: the API sorts (it knows `sort`); client: the table sorts the rows it has. */
  sortMode?: 'server' | 'client';
  /** Bulk actions on the selected rows; with them, rows get checkboxes. */
  bulkActions?: (rows: Row[], clearSelection: () => void) => ReactNode;
  /** The CSV export of every row the filters match, fetched page by page through the API. */
  csv?: { fileName: string; fetchPage: PageFetcher<Row> };
  rowClassName?: (row: Row) => string | undefined;
  /** What stands below the list (a detail opened from it). */
  children?: ReactNode;
}

/**
 * An admin list screen: heading, search and filters in the address, the data table with sort,
 * selection, bulk actions, column choice and CSV export, and the spec's paginator.
 */
export function ListScreen<Row>({
  route,
  list,
  result,
  columns,
  rowId,
  rowLabel,
  texts,
  count,
  pageSize,
  search,
  filters = [],
  moreFilters,
  actions,
  sortMode = 'server',
  bulkActions,
  csv,
  rowClassName,
  children,
}: ListScreenProps<Row>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const feedback = useFeedback();
  const [draft, setDraft] = useState(list.search);
  const [selected, setSelected] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const data = result.currentData;
  const total = (data ?? result.data)?.total;
  const pageCount = total !== undefined && pageSize ? Math.ceil(total / pageSize) : 0;

  /** Another filter, search, sort or page shows other rows: the selection would act on unseen ones. */
  function change(changes: Parameters<ListSearchParams['change']>[0]) {
    setSelected([]);
    list.change(changes);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change({ search: draft.trim() });
  }

  async function exportCsv() {
    if (!csv) return;
    setExporting(true);
    try {
      const rows = await fetchAllPages(csv.fetchPage);
      const exported = columns.filter((column) => column.value);
      downloadCsv(
        csv.fileName,
        toCsv(
          exported.map((column) => ({ header: column.header, value: column.value! })),
          rows,
        ),
      );
      feedback.succeeded(t('list.exported', { count: rows.length }));
    } catch (failure) {
      feedback.failed(t('list.exportFailed'), failure);
    } finally {
      setExporting(false);
    }
  }

  const tableTexts: DataTableTexts = {
    selectAll: t('list.selectAll'),
    selectRow: (name) => t('list.selectRow', { name }),
    selected: (selectedCount) => t('list.selected', { count: selectedCount }),
    columns: t('list.columns'),
    loading: t('list.loading'),
    total: t('list.total'),
  };

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      {actions ? <p className="admin-list__actions">{actions}</p> : null}
      {search || filters.length > 0 || moreFilters ? (
        <div className="admin-filters">
          {search ? (
            <form role="search" className="admin-filters__search" onSubmit={onSearch}>
              <TextInput
                type="search"
                label={search.label ?? t('list.search')}
                hint={search.hint}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button type="submit">{t('list.searchButton')}</Button>
            </form>
          ) : null}
          {filters.map((filter) => (
            <Select
              key={filter.name}
              label={filter.label}
              placeholder={filter.allLabel ?? t('list.all')}
              options={filter.options.map(([value, text]) => ({ value, label: text }))}
              value={list.filter(filter.name)}
              onChange={(event) => change({ [filter.name]: event.target.value })}
            />
          ))}
          {moreFilters}
        </div>
      ) : null}
      {count && data ? <p className="admin-list__count">{count(data.total)}</p> : null}
      <DataTable
        labelledBy="admin-screen-title"
        columns={columns}
        rows={data?.items}
        rowId={rowId}
        rowLabel={rowLabel}
        sort={list.sort}
        onSortChange={(sort) => change({ sort })}
        sortMode={sortMode}
        selected={bulkActions ? selected : undefined}
        onSelectedChange={bulkActions ? setSelected : undefined}
        bulkActions={bulkActions ? (rows) => bulkActions(rows, () => setSelected([])) : undefined}
        toolbar={
          csv ? (
            <Button
              variant="secondary"
              size="sm"
              loading={exporting}
              disabled={!data || data.total === 0}
              onClick={() => void exportCsv()}
            >
              {t('list.exportCsv')}
            </Button>
          ) : null
        }
        storageKey={`gartenwerk.admin.columns.${route.path}`}
        loading={result.isFetching && !data}
        error={result.error ? t('list.loadFailed', { message: messageOf(result.error, '') }) : undefined}
        empty={t(`${texts}.empty`)}
        rowClassName={rowClassName}
        texts={tableTexts}
      />
      {pageSize ? (
        <AdminPaginator page={list.page} pageCount={pageCount} onPageChange={(page) => change({ page })} />
      ) : null}
      {children}
    </section>
  );
}
