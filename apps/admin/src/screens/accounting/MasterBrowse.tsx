import type { ListResponse, MasterQuery } from '@gartenwerk/api-client';
import type { DataTableColumn } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { BulkAction, ListScreen, useListSearchParams, type ListResult } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

/** Rows a page (the spec's lists page by 10). */
export const MASTER_PER_PAGE = 10;

export interface MasterBrowseProps<Row extends { _id: string }> {
  route: AdminRoute;
  /** The text group (`accounting.<texts>.empty`, `.total`, `.add`, `.delete`, …). */
  texts: string;
  columns: readonly DataTableColumn<Row>[];
  rowLabel: (row: Row) => string;
  useList: (query: MasterQuery) => ListResult<Row>;
  fetchPage: (query: MasterQuery) => Promise<ListResponse<Row>>;
  remove: (id: string) => Promise<unknown>;
  addPath: string;
  fileName: string;
}

/**
 * A browse screen of the accounting's master data: search, sort and page in the address (the server
 * sorts and pages), delete of the selected rows after a question, CSV export of every matching row.
 */
export function MasterBrowse<Row extends { _id: string }>({
  route,
  texts,
  columns,
  rowLabel,
  useList,
  fetchPage,
  remove,
  addPath,
  fileName,
}: MasterBrowseProps<Row>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const query: MasterQuery = {
    ...(list.search ? { text: list.search } : {}),
    ...(list.sort ? { sort: list.sort } : {}),
  };
  const result = useList({ ...query, page: list.page, limit: MASTER_PER_PAGE });
  const group = `accounting.${texts}`;
  return (
    <ListScreen
      route={route}
      list={list}
      result={result}
      columns={columns}
      rowId={(row) => row._id}
      rowLabel={rowLabel}
      texts={group}
      count={(total) => t(`${group}.total`, { count: total })}
      pageSize={MASTER_PER_PAGE}
      search={{ hint: t(`${group}.searchHint`) }}
      actions={<Link to={addPath}>{t(`${group}.add`)}</Link>}
      bulkActions={(rows, clear) => (
        <BulkAction
          rows={rows}
          label={t('accounting.deleteSelected')}
          variant="danger"
          confirmTitle={t(`${group}.confirmDelete`, { count: rows.length })}
          run={(row) => remove(row._id)}
          done={(count) => t(`${group}.deleted`, { count })}
          failed={t('accounting.deleteFailed')}
          onDone={clear}
        />
      )}
      csv={{ fileName, fetchPage: (page, limit) => fetchPage({ ...query, page, limit }) }}
    />
  );
}
