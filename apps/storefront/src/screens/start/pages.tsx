import { useTranslation } from 'react-i18next';
import { useGetProductGroupsQuery } from '@gartenwerk/api-client';
import { ProductGroupList } from '../shop/ProductGroupList';
import { Blocks } from '../site/Blocks';
import { usePageEntry } from '../site/usePageEntry';

/** The start page: its entry and the shop's product groups. */
export function StartPage({ route }: { route: string }) {
  const { t } = useTranslation(['common', 'shop']);
  const entry = usePageEntry(route);
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
