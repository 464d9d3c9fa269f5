import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { useGetContentEntriesQuery, type ContentEntry } from '@gartenwerk/api-client';
import { formatDate, LAZY_LIST_LOAD_COUNT, LAZY_LIST_MIN_ITEMS } from '@gartenwerk/domain';
import { Card } from '@gartenwerk/ui';
import { entryTitle, useLanguage } from '../../app/localized';
import { EntryView } from './EntryPage';
import { LazyList } from './LazyList';
import { NEWS_ROUTE, newsItemQuery, newsQuery } from './queries';
import { usePageEntry } from './usePageEntry';

function PublishDate({ entry }: { entry: ContentEntry }) {
  const { t, i18n } = useTranslation('content');
  if (!entry.publish_date) return null;
  const date = formatDate(entry.publish_date, i18n.language === 'en' ? 'en' : 'de', 'long');
  return (
    <p className="news__date">
      <time dateTime={entry.publish_date}>{t('news.published', { date })}</time>
    </p>
  );
}

/** A news item in the list: a card whose title links it, as on the start page. */
function NewsCard({ entry }: { entry: ContentEntry }) {
  const language = useLanguage();
  const title = entryTitle(entry, language);
  return (
    <Card
      className="news-card"
      title={title.lang ? <span lang={title.lang}>{title.text}</span> : title.text}
      titleAs="h2"
      href={`${NEWS_ROUTE}/${encodeURIComponent(entry.slug ?? entry._id)}`}
    >
      <PublishDate entry={entry} />
      {/* The summary has no English version. */}
      {entry.meta_description ? (
        <p lang={language === 'de' ? undefined : 'de'}>{entry.meta_description}</p>
      ) : null}
    </Card>
  );
}

/** /Aktuelles: the page's own blocks, then the news in the lazy multi-column list. */
export function NewsListPage() {
  const { t } = useTranslation('content');
  const entry = usePageEntry(NEWS_ROUTE);
  const [limit, setLimit] = useState(LAZY_LIST_MIN_ITEMS);
  // `data` keeps the shown items while the longer list loads.
  const { data, isFetching } = useGetContentEntriesQuery(newsQuery(limit));
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  return (
    <EntryView entry={entry} title={t('news.title')}>
      {items.length === 0 && !isFetching ? <p>{t('news.empty')}</p> : null}
      {items.length > 0 ? (
        <>
          <LazyList
            items={items}
            itemKey={(item) => item._id}
            renderItem={(item) => <NewsCard entry={item} />}
            label={t('news.listLabel')}
            hasMore={items.length < total}
            loading={isFetching}
            onLoadMore={() => setLimit((shown) => Math.max(shown, items.length) + LAZY_LIST_LOAD_COUNT)}
            loadMoreLabel={t('news.loadMore')}
          />
          <p className="lazy-list__count" aria-live="polite">
            {t('news.shown', { shown: items.length, total })}
          </p>
        </>
      ) : null}
    </EntryView>
  );
}

/** /Aktuelles/:id: one news item. */
export function NewsItemPage() {
  const { t } = useTranslation('content');
  const slug = useParams().id ?? '';
  const entry = useGetContentEntriesQuery(newsItemQuery(slug)).data?.items[0];
  if (!entry) return null;
  return (
    <EntryView entry={entry} title={entry.title}>
      <PublishDate entry={entry} />
      <p>
        <Link to={NEWS_ROUTE}>{t('news.back')}</Link>
      </p>
    </EntryView>
  );
}
