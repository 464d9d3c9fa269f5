import type { ReactNode } from 'react';
import type { Block, ContentEntry } from '@gartenwerk/api-client';
import { entryContent, entryTitle, useLanguage } from '../../app/localized';
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
  const language = useLanguage();
  // English pages show the English title and text where written, the German ones marked lang="de".
  const localizedHeading = entry ? entryTitle(entry, language) : { text: title, lang: undefined };
  const heading = localizedHeading.text;
  const content = entry ? entryContent(entry, language) : { text: '', lang: undefined };
  return (
    <article className="entry">
      <h1 lang={localizedHeading.lang}>{heading}</h1>
      {/* Rich text of the site's editors, sanitised by the server. */}
      {content.text ? (
        <div
          className="entry-content"
          lang={content.lang}
          dangerouslySetInnerHTML={{ __html: withoutRepeatedTitle(content.text, heading) }}
        />
      ) : null}
      {/* Without content of its own, the first text block is what follows the title. */}
      <Blocks
        language={language}
        blocks={content.text ? (entry?.data ?? []) : blocksWithoutRepeatedTitle(entry?.data ?? [], heading)}
      />
      {children}
    </article>
  );
}
