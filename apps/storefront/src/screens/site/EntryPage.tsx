import type { ReactNode } from 'react';
import type { Block, ContentEntry } from '@gartenwerk/api-client';
import { Blocks } from './Blocks';

const LEADING_HEADING = /^\s*<h([1-6])[^>]*>([\s\S]*?)<\/h[1-6]>/;

/** A heading's text as read: without markup, the few entities rich text writes decoded, spaces folded. */
const headingText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The content without a first heading that repeats the page's title (the page's h1 says it already;
 * legal texts pasted from elsewhere often begin with their own).
 */
export function withoutRepeatedTitle(content: string, title: string): string {
  const leading = LEADING_HEADING.exec(content);
  if (!leading || headingText(leading[2]!) !== headingText(title)) return content;
  // The headings under the dropped one move up a level, so that none skips a level after the h1.
  const shift = Number(leading[1]) - 1;
  return content
    .slice(leading[0].length)
    .replace(
      /<(\/?)h([3-6])\b/g,
      (_, slash: string, level: string) => `<${slash}h${Math.max(2, Number(level) - shift)}`,
    );
}

/** The blocks, a first text block without a leading heading that repeats the title. */
function blocksWithoutRepeatedTitle(blocks: Block[], title: string): Block[] {
  const [first, ...rest] = blocks;
  if (first?.type !== 'text') return blocks;
  const content = withoutRepeatedTitle(first.props.content, title);
  return content === first.props.content
    ? blocks
    : [{ ...first, props: { ...first.props, content } }, ...rest];
}

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
  const heading = entry?.title ?? title;
  return (
    <article className="entry">
      <h1>{heading}</h1>
      {/* Rich text of the site's editors, sanitised by the server. */}
      {entry?.content ? (
        <div
          className="entry-content"
          dangerouslySetInnerHTML={{ __html: withoutRepeatedTitle(entry.content, heading) }}
        />
      ) : null}
      {/* Without content of its own, the first text block is what follows the title. */}
      <Blocks
        blocks={entry?.content ? (entry.data ?? []) : blocksWithoutRepeatedTitle(entry?.data ?? [], heading)}
      />
      {children}
    </article>
  );
}
