import { readFileSync } from 'node:fs';
import type { ClientManifest, InlineStyles } from './document';

/**
 * Every stylesheet of the client build in `clientDir` by its file, for the documents to inline those
 * of their page (`clientAssetTags`, up to `INLINE_CSS_BUDGET`); a file that cannot be read is left
 * out, so the documents link it.
 */
export function readStyles(manifest: ClientManifest | null, clientDir: URL): InlineStyles {
  const files = new Set(Object.values(manifest ?? {}).flatMap((chunk) => chunk.css ?? []));
  const styles = new Map<string, string>();
  for (const file of files) {
    try {
      styles.set(file, readFileSync(new URL(file, clientDir), 'utf8'));
    } catch {
      // Linked instead.
    }
  }
  return styles;
}
