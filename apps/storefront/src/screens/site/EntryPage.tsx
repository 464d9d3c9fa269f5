import type { ReactNode } from 'react';
import type { ContentEntry } from '@gartenwerk/api-client';
import { Blocks } from './Blocks';

/** An entry's title, its rich-text content and its blocks, then whatever the route adds. */
export function EntryView({
  entry,
  title,
  children,
}: {
  entry?: ContentEntry;
  title: string;
  children?: ReactNode;
}) {
  return (
    <article className="entry">
      <h1>{entry?.title ?? title}</h1>
      {/* Rich text of the site's editors, sanitised by the server. */}
      {entry?.content ? (
        <div className="entry-content" dangerouslySetInnerHTML={{ __html: entry.content }} />
      ) : null}
      <Blocks blocks={entry?.data ?? []} />
      {children}
    </article>
  );
}
