import {
  useListEntriesAdminQuery,
  usePublishEntryAdminMutation,
  useUnpublishEntryAdminMutation,
  type AdminEntry,
  type AdminEntryQuery,
} from '@gartenwerk/api-client';
import { Button, type DataTableColumn } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ALL_PAGES } from './pageQueries';
import { usePublishToggle } from './usePublishToggle';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { BulkAction, ListScreen, loadedPages, useListSearchParams } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

/** Every news entry, newest publish_date first. */
const ALL_NEWS: AdminEntryQuery = { type: 'news', sort: 'publish_date', limit: 1000 };

export interface PageNode {
  page: AdminEntry;
  children: PageNode[];
}

/**
 * The pages as a tree by parent_page, siblings by order and then title. A page whose parent is
 * missing (deleted, or a loop) is shown at the top level rather than lost.
 */
export function buildPageTree(pages: readonly AdminEntry[]): PageNode[] {
  const byId = new Map(pages.map((page) => [page._id, page]));
  const sorted = [...pages].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, 'de'));
  const placed = new Set<string>();
  const childrenOf = (id: string | null): PageNode[] =>
    sorted
      .filter((page) => (page.parent_page && byId.has(page.parent_page) ? page.parent_page : null) === id)
      .filter((page) => !placed.has(page._id))
      .map((page) => {
        placed.add(page._id);
        return { page, children: childrenOf(page._id) };
      });
  const tree = childrenOf(null);
  // Pages caught in a parent loop never hang below the root; show them there.
  for (const page of sorted)
    if (!placed.has(page._id)) {
      placed.add(page._id);
      tree.push({ page, children: childrenOf(page._id) });
    }
  return tree;
}

/** Keeps the pages whose title, route or slug contains the text, with the pages above them. */
export function filterPageTree(tree: readonly PageNode[], text: string): PageNode[] {
  const needle = text.trim().toLocaleLowerCase('de');
  if (!needle) return [...tree];
  const matches = (page: AdminEntry) =>
    [page.title, page.route ?? '', page.slug ?? ''].some((value) =>
      value.toLocaleLowerCase('de').includes(needle),
    );
  return tree.flatMap((node) => {
    const children = filterPageTree(node.children, needle);
    return matches(node.page) || children.length > 0 ? [{ page: node.page, children }] : [];
  });
}

/** A row of the list: a page and how deep it hangs in the tree (0 at the top, and for news). */
export interface PageRow {
  page: AdminEntry;
  depth: number;
}

/** The tree read top to bottom, each page followed by the pages below it. */
export function flattenPageTree(nodes: readonly PageNode[], depth = 0): PageRow[] {
  return nodes.flatMap((node) => [{ page: node.page, depth }, ...flattenPageTree(node.children, depth + 1)]);
}

const STATES = { yes: true, no: false } as const;

/**
 * pages/browse: the pages as a tree (news newest first), searchable, filtered by type and state in
 * the address; sorted, published or withdrawn in bulk and exported with the list kit.
 */
export function PageBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useListSearchParams();
  const news = list.filter('type') === 'news';
  const state = list.filter('published');
  const result = useListEntriesAdminQuery(news ? ALL_NEWS : ALL_PAGES);
  const publishing = usePublishToggle();
  const [publish] = usePublishEntryAdminMutation();
  const [unpublish] = useUnpublishEntryAdminMutation();
  const entries = result.currentData?.items;
  // News has no parents: it stays a flat list in the server's date order.
  const tree = entries
    ? filterPageTree(
        news ? entries.map((page) => ({ page, children: [] })) : buildPageTree(entries),
        list.search,
      )
    : [];
  const published = state === 'yes' || state === 'no' ? STATES[state] : undefined;
  const rows = flattenPageTree(tree).filter(
    (row) => published === undefined || row.page.published === published,
  );
  // Sorted, or filtered by state (the pages above a match may be gone), the rows stand flat.
  const indented = !list.sort && published === undefined;
  const shown = entries ? { items: rows, total: rows.length } : undefined;
  return (
    <ListScreen
      route={route}
      list={list}
      result={{ currentData: shown, data: shown, error: result.error, isFetching: result.isFetching }}
      columns={pageColumns(t, publishing, indented)}
      rowId={(row) => row.page._id}
      rowLabel={(row) => row.page.title}
      texts="pages"
      count={(total) => t('pages.total', { count: total })}
      search={{ label: t('pages.search'), hint: t('pages.searchHint') }}
      filters={[
        {
          name: 'type',
          label: t('pages.type'),
          allLabel: t('pages.types.page'),
          options: [['news', t('pages.types.news')]],
        },
        {
          name: 'published',
          label: t('pages.state'),
          options: [
            ['yes', t('pages.published')],
            ['no', t('pages.unpublished')],
          ],
        },
      ]}
      actions={<Link to={news ? '/pages/edit?type=news' : '/pages/edit'}>{t('pages.add')}</Link>}
      sortMode="client"
      bulkActions={(selected, clearSelection) => {
        const offline = selected.filter((row) => !row.page.published);
        const online = selected.filter((row) => row.page.published);
        return (
          <>
            {offline.length > 0 && (
              <BulkAction
                rows={offline}
                label={t('pages.publish')}
                run={(row) => publish(row.page._id).unwrap()}
                done={(count) => t('pages.publishedMany', { count })}
                failed={t('pages.publishFailed')}
                onDone={clearSelection}
              />
            )}
            {/* Withdrawing takes pages off the website for every visitor: it asks first. */}
            {online.length > 0 && (
              <BulkAction
                rows={online}
                label={t('pages.unpublish')}
                confirmTitle={t('pages.unpublishMany', { count: online.length })}
                run={(row) => unpublish(row.page._id).unwrap()}
                done={(count) => t('pages.unpublishedMany', { count })}
                failed={t('pages.publishFailed')}
                onDone={clearSelection}
              />
            )}
          </>
        );
      }}
      csv={{ fileName: news ? 'aktuelles.csv' : 'seiten.csv', fetchPage: loadedPages(rows) }}
    >
      {publishing.dialog}
    </ListScreen>
  );
}

/** `indented`: the rows stand in tree order, so each is indented by its depth. */
function pageColumns(
  t: TFunction,
  publishing: ReturnType<typeof usePublishToggle>,
  indented: boolean,
): DataTableColumn<PageRow>[] {
  return [
    {
      id: 'title',
      header: t('pages.title'),
      value: (row) => row.page.title,
      cell: (row) => (
        <span
          className="admin-tree__title"
          style={indented ? { paddingLeft: `${row.depth * 1.25}rem` } : undefined}
        >
          <Link to={`/pages/edit/${encodeURIComponent(row.page._id)}`}>{row.page.title}</Link>
        </span>
      ),
      sortable: true,
      hideable: false,
    },
    { id: 'route', header: t('pages.route'), value: (row) => row.page.route ?? '', sortable: true },
    {
      id: 'published',
      header: t('pages.state'),
      value: (row) => (row.page.published ? t('pages.published') : t('pages.unpublished')),
      cell: (row) => (
        <span
          className={row.page.published ? 'admin-tree__state' : 'admin-tree__state admin-tree__state--off'}
        >
          {row.page.published ? t('pages.published') : t('pages.unpublished')}
        </span>
      ),
      sortable: true,
    },
    {
      id: 'order',
      header: t('pages.order'),
      value: (row) => row.page.order,
      sortable: true,
      align: 'end',
      hiddenByDefault: true,
    },
    {
      id: 'publish',
      header: t('pages.publishColumn'),
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          disabled={publishing.busy}
          aria-label={
            row.page.published
              ? t('pages.unpublishTitle', { title: row.page.title })
              : t('pages.publishTitle', { title: row.page.title })
          }
          onClick={() => publishing.toggle(row.page)}
        >
          {row.page.published ? t('pages.unpublish') : t('pages.publish')}
        </Button>
      ),
    },
  ];
}
