import { Fragment, type ReactNode } from 'react';
import type { LocalizedText } from '@gartenwerk/domain';

/**
 * A sentence of the page's language that names things (a product, a variant, a colour): each name
 * that fell back to German is marked `lang="de"` where it stands, so that a screen reader reads it
 * as German inside the English sentence.
 */
export function markNames(text: string, names: ReadonlyArray<LocalizedText | undefined>): ReactNode {
  const marked = names.filter(
    (name): name is LocalizedText => !!name && name.lang !== undefined && name.text.trim() !== '',
  );
  if (marked.length === 0) return text;
  const parts: ReactNode[] = [];
  let rest = text;
  let key = 0;
  while (rest !== '') {
    // The earliest name in what is left; the longer one where two start at the same place.
    let found: { at: number; name: LocalizedText } | undefined;
    for (const name of marked) {
      const at = rest.indexOf(name.text);
      if (at < 0) continue;
      if (!found || at < found.at || (at === found.at && name.text.length > found.name.text.length))
        found = { at, name };
    }
    if (!found) break;
    if (found.at > 0) parts.push(<Fragment key={key++}>{rest.slice(0, found.at)}</Fragment>);
    parts.push(
      <span key={key++} lang={found.name.lang}>
        {found.name.text}
      </span>,
    );
    rest = rest.slice(found.at + found.name.text.length);
  }
  if (rest !== '') parts.push(<Fragment key={key++}>{rest}</Fragment>);
  return <>{parts}</>;
}
