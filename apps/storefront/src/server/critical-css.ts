import { readFileSync } from 'node:fs';
import { CLIENT_ENTRY, type ClientManifest, type InlineStyles } from './document';

/**
 * Above this the entry's stylesheets stay links: a document that large would delay the first paint
 * more than the extra request does. The storefront's stylesheet is about 17 KB (4 KB compressed).
 */
export const INLINE_CSS_BUDGET_BYTES = 48 * 1024;

/**
 * The stylesheets every page needs (those of the client entry and its static imports), read from the
 * client build in `clientDir`, to inline into the document's head; none when they exceed the budget or
 * a file is missing, so the document links them as before.
 */
export function readEntryStyles(manifest: ClientManifest | null, clientDir: URL): InlineStyles {
  const entry = manifest?.[CLIENT_ENTRY];
  if (!manifest || !entry) return new Map();
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((file) => files.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(CLIENT_ENTRY);
  try {
    const styles = new Map([...files].map((file) => [file, readFileSync(new URL(file, clientDir), 'utf8')]));
    const size = [...styles.values()].reduce((total, css) => total + Buffer.byteLength(css), 0);
    return size <= INLINE_CSS_BUDGET_BYTES ? styles : new Map();
  } catch {
    return new Map();
  }
}
