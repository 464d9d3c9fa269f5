import { useListEntriesAdminQuery, type AdminEntry, type AdminEntryQuery } from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { usePublishToggle } from './usePublishToggle';
import { LoadedList } from '../LoadedList';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useDocumentTitle } from '../useDocumentTitle';

/** Every page, published or not, in the server's page order (order, then title). */
export const ALL_PAGES: AdminEntryQuery = { type: 'page', sort: 'order', limit: 1000 };
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

/** pages/browse: the page tree with publish state, search, publish toggles and a way to add a page. */
export function PageBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const news = params.get('type') === 'news';
  const [draft, setDraft] = useState(search);
  const { data, error, isLoading } = useListEntriesAdminQuery(news ? ALL_NEWS : ALL_PAGES);
  // News has no parents: it stays a flat list in the server's date order.
  const nodes = data
    ? news
      ? data.items.map((page) => ({ page, children: [] }))
      : buildPageTree(data.items)
    : [];
  const tree = filterPageTree(nodes, search);

  function showType(type: string) {
    const next = new URLSearchParams(params);
    if (type === 'news') next.set('type', type);
    else next.delete('type');
    setParams(next);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (draft.trim()) next.set('search', draft.trim());
    else next.delete('search');
    setParams(next);
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to={news ? '/pages/edit?type=news' : '/pages/edit'}>{t('pages.add')}</Link>
      </p>
      <div className="admin-filters">
        <label className="admin-filters__select">
          {t('pages.type')}
          <select value={news ? 'news' : 'page'} onChange={(event) => showType(event.target.value)}>
            <option value="page">{t('pages.types.page')}</option>
            <option value="news">{t('pages.types.news')}</option>
          </select>
        </label>
        <form role="search" className="admin-filters__search" onSubmit={onSearch}>
          <TextInput
            type="search"
            label={t('pages.search')}
            hint={t('pages.searchHint')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('users.searchButton')}</Button>
        </form>
      </div>
      <LoadedList
        texts="pages"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={() => tree.length === 0}
      >
        {() => <PageList nodes={tree} label={t('pages.tree')} />}
      </LoadedList>
    </section>
  );
}

function PageList({ nodes, label }: { nodes: readonly PageNode[]; label?: string }) {
  return (
    <ul className="admin-tree" aria-label={label}>
      {nodes.map((node) => (
        <li key={node.page._id}>
          <PageRow page={node.page} />
          {node.children.length > 0 && <PageList nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

function PageRow({ page }: { page: AdminEntry }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const publishing = usePublishToggle();

  return (
    <div className="admin-tree__row">
      <Link to={`/pages/edit/${encodeURIComponent(page._id)}`}>{page.title}</Link>
      <span className="admin-tree__route">{page.route ?? ''}</span>
      <span className={page.published ? 'admin-tree__state' : 'admin-tree__state admin-tree__state--off'}>
        {page.published ? t('pages.published') : t('pages.unpublished')}
      </span>
      <Button
        variant="secondary"
        disabled={publishing.busy}
        aria-label={
          page.published
            ? t('pages.unpublishTitle', { title: page.title })
            : t('pages.publishTitle', { title: page.title })
        }
        onClick={() => publishing.toggle(page)}
      >
        {page.published ? t('pages.unpublish') : t('pages.publish')}
      </Button>
      {publishing.dialog}
    </div>
  );
}
