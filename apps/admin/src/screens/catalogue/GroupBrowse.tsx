import {
  useGetCatalogueGroupsQuery,
  useRemoveCatalogueGroupMutation,
  useUpdateCatalogueGroupMutation,
  type CatalogueProductGroup,
} from '@gartenwerk/api-client';
import type { DataTableColumn } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { NEW_ID } from '../../kit';
import { BulkAction, ListScreen, loadedPages, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

/** A line of the groups' tree: a group below one of its parents (a group with two parents shows twice). */
export interface GroupRow {
  group: CatalogueProductGroup;
  depth: number;
  /** The ids from the top down to the group: unique per line. */
  key: string;
}

const byOrder = (a: CatalogueProductGroup, b: CatalogueProductGroup) =>
  a.order - b.order || a.title.localeCompare(b.title, 'de');

/**
 * The groups read top to bottom, each followed by the groups below it, siblings by order and title.
 * Groups whose parents are all unknown stand at the top; a parent loop is cut where it closes.
 */
export function groupTreeRows(groups: readonly CatalogueProductGroup[]): GroupRow[] {
  const known = new Set(groups.map((group) => group._id));
  const sorted = [...groups].sort(byOrder);
  const below = (parent: string | null, path: readonly string[]): GroupRow[] =>
    sorted
      .filter((group) =>
        parent === null
          ? !group.product_groups.some((id) => known.has(id))
          : group.product_groups.includes(parent) && !path.includes(group._id),
      )
      .flatMap((group) => {
        const line = [...path, group._id];
        return [{ group, depth: path.length, key: line.join('/') }, ...below(group._id, line)];
      });
  return below(null, []);
}

/** Keeps the lines whose group matches, with the lines above them (the path to the match). */
function keepMatches(
  rows: readonly GroupRow[],
  matches: (group: CatalogueProductGroup) => boolean,
): GroupRow[] {
  const kept = new Set<string>();
  for (const row of rows)
    if (matches(row.group)) {
      const ids = row.key.split('/');
      ids.forEach((_, index) => kept.add(ids.slice(0, index + 1).join('/')));
    }
  return rows.filter((row) => kept.has(row.key));
}

/** The groups once each, for actions on a selection that may hold a group under two parents. */
const distinct = (rows: readonly GroupRow[]) => [
  ...new Map(rows.map((row) => [row.group._id, row])).values(),
];

/**
 * shop/groups: the product groups as a tree by their parents, searchable (title, slug, tags) and
 * filtered by state in the address; sorted, switched on/offline and deleted in bulk, exported as CSV.
 */
export function GroupBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const result = useGetCatalogueGroupsQuery();
  const [updateGroup] = useUpdateCatalogueGroupMutation();
  const [removeGroup] = useRemoveCatalogueGroupMutation();
  const state = list.filter('state');
  const words = list.search.trim().toLocaleLowerCase('de');
  const groups = result.currentData?.items;
  const rows = groups
    ? keepMatches(
        groupTreeRows(groups),
        (group) =>
          (!words ||
            [group.title, group.slug, ...group.tags].some((value) =>
              value.toLocaleLowerCase('de').includes(words),
            )) &&
          (state === '' || group.offline === (state === 'offline')),
      )
    : [];
  const shown = groups ? { items: rows, total: rows.length } : undefined;
  return (
    <ListScreen
      route={route}
      list={list}
      result={{ currentData: shown, data: shown, error: result.error, isFetching: result.isFetching }}
      columns={groupColumns(t, !list.sort)}
      rowId={(row) => row.key}
      rowLabel={(row) => row.group.title}
      texts="shopCatalogue.groups"
      count={(total) => t('shopCatalogue.groups.total', { count: total })}
      search={{ label: t('shopCatalogue.products.search'), hint: t('shopCatalogue.groups.searchHint') }}
      filters={[
        {
          name: 'state',
          label: t('shopCatalogue.products.state'),
          options: [
            ['online', t('shopCatalogue.online')],
            ['offline', t('shopCatalogue.offline')],
          ],
        },
      ]}
      actions={<Link to={`/shop/groups/${NEW_ID}`}>{t('shopCatalogue.groups.add')}</Link>}
      sortMode="client"
      bulkActions={(selected, clear) => {
        const chosen = distinct(selected);
        return (
          <>
            <BulkAction
              rows={chosen}
              label={t('shopCatalogue.products.setOffline', { count: chosen.length })}
              run={(row) => updateGroup({ _id: row.group._id, offline: true }).unwrap()}
              done={(count) => t('shopCatalogue.groups.wentOffline', { count })}
              failed={t('shopCatalogue.saveFailed')}
              onDone={clear}
            />
            <BulkAction
              rows={chosen}
              label={t('shopCatalogue.products.setOnline', { count: chosen.length })}
              run={(row) => updateGroup({ _id: row.group._id, offline: false }).unwrap()}
              done={(count) => t('shopCatalogue.groups.wentOnline', { count })}
              failed={t('shopCatalogue.saveFailed')}
              onDone={clear}
            />
            <BulkAction
              rows={chosen}
              label={t('shopCatalogue.delete')}
              variant="danger"
              confirmTitle={t('shopCatalogue.groups.confirmDelete', { count: chosen.length })}
              run={(row) => removeGroup(row.group._id).unwrap()}
              done={(count) => t('shopCatalogue.groups.deleted', { count })}
              failed={t('shopCatalogue.deleteFailed')}
              onDone={clear}
            />
          </>
        );
      }}
      csv={{ fileName: 'produktgruppen.csv', fetchPage: loadedPages(distinct(rows)) }}
    />
  );
}

/** `indented`: the rows stand in tree order, so each is indented by its depth. */
function groupColumns(t: TFunction, indented: boolean): DataTableColumn<GroupRow>[] {
  return [
    {
      id: 'title',
      header: t('shopCatalogue.fields.title'),
      value: (row) => row.group.title,
      cell: (row) => (
        <span
          className="admin-tree__title"
          style={indented ? { paddingLeft: `${row.depth * 1.25}rem` } : undefined}
        >
          <Link to={`/shop/groups/${encodeURIComponent(row.group._id)}`}>{row.group.title}</Link>
        </span>
      ),
      sortable: true,
      hideable: false,
    },
    { id: 'slug', header: t('shopCatalogue.fields.slug'), value: (row) => row.group.slug, sortable: true },
    {
      id: 'order',
      header: t('shopCatalogue.fields.order'),
      value: (row) => row.group.order,
      sortable: true,
      align: 'end',
    },
    { id: 'tags', header: t('shopCatalogue.fields.tags'), value: (row) => row.group.tags.join(', ') },
    {
      id: 'state',
      header: t('shopCatalogue.products.state'),
      value: (row) => (row.group.offline ? t('shopCatalogue.offline') : t('shopCatalogue.online')),
      cell: (row) =>
        row.group.offline ? (
          <span className="admin-tree__state--off">{t('shopCatalogue.offline')}</span>
        ) : (
          t('shopCatalogue.online')
        ),
      sortable: true,
    },
  ];
}
