import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { coreApi, useGetProductGroupsQuery, type AppStore } from '@gartenwerk/api-client';
import { prefetch } from '../../app/prefetch';
import { ProductGroupList } from '../shop/ProductGroupList';
import { Blocks } from '../site/Blocks';
import { loadEntries, pageQuery, usePageEntry } from '../site/usePageEntry';

const START_ROUTE = '/';

export function StartPage() {
  const { t } = useTranslation();
  const entry = usePageEntry(START_ROUTE);
  const groups = useGetProductGroupsQuery().data?.items ?? [];
  return (
    <>
      <h1>{entry?.title ?? t('siteName')}</h1>
      {/* Entry content is the rich text written by the site's editors in the admin centre. */}
      {entry?.content ? (
        <div className="entry-content" dangerouslySetInnerHTML={{ __html: entry.content }} />
      ) : null}
      <Blocks blocks={entry?.data ?? []} />
      {groups.length > 0 ? (
        <section aria-labelledby="start-groups">
          <h2 id="start-groups">{t('shop:groupsHeading')}</h2>
          <ProductGroupList groups={groups} labelledBy="start-groups" />
        </section>
      ) : null}
    </>
  );
}

/** The start page with its data-preloading step. */
export function startRoutes(store: AppStore): RouteObject[] {
  return [
    {
      index: true,
      loader: async () => {
        await Promise.all([
          loadEntries(store, pageQuery(START_ROUTE), true),
          prefetch(store, (dispatch) => dispatch(coreApi.endpoints.getProductGroups.initiate())),
        ]);
        return null;
      },
      Component: StartPage,
    },
  ];
}
