import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { CLIENT_ENTRY, type ClientManifest } from '../server/document';

/** Issue 17's target for the JavaScript a first visit needs, compressed with gzip. */
export const INITIAL_JS_TARGET_KB = 130;
/**
 * The ceiling the build is held to: the measured figure on React 19, React Router, RTK Query and
 * i18next (160.1 kB, of which React DOM alone is about 62 kB) plus 5 %, and 1 kB for the footer's
 * opening hours from the booking module (168.3 kB measured with them). The route screens, the admin
 * overlay and the texts (per language and namespace, preloaded beside the entry) are not part of it.
 */
export const INITIAL_JS_BUDGET_KB = 169;

/** The entry chunk and everything it imports statically: what every page loads before it runs. */
export function initialScripts(manifest: ClientManifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(CLIENT_ENTRY);
  if (files.size === 0) throw new Error(`the manifest has no ${CLIENT_ENTRY}`);
  return [...files];
}

/** Size in bytes of the initial scripts of the client build in `outDir`, each gzipped at level 9 as served. */
export async function initialJsGzipBytes(outDir: string): Promise<{ files: string[]; bytes: number }> {
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ClientManifest;
  const files = initialScripts(manifest);
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(join(outDir, file)), { level: 9 }).length),
  );
  return { files, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/**
 * Size in bytes of each text chunk (`packages/i18n/src/locales/<language>/<namespace>.ts`) by
 * language and namespace, gzipped at level 9.
 */
export async function textChunksGzipBytes(outDir: string): Promise<Record<string, Record<string, number>>> {
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ClientManifest;
  const sizes: Record<string, Record<string, number>> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const [, language, namespace] = /\/i18n\/src\/locales\/(\w+)\/(\w+)\.ts$/.exec(key) ?? [];
    if (!language || !namespace) continue;
    (sizes[language] ??= {})[namespace] = gzipSync(await readFile(join(outDir, chunk.file)), {
      level: 9,
    }).length;
  }
  return sizes;
}

export const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1);

/** Prints the initial JavaScript size after the client build, beside its budget. */
export function reportInitialJs(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'gartenwerk-initial-js',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const { files, bytes } = await initialJsGzipBytes(outDir);
      const texts = Object.entries(await textChunksGzipBytes(outDir))
        .map(
          ([language, namespaces]) =>
            `${language} ${kilobytes(Object.values(namespaces).reduce((sum, size) => sum + size, 0))} kB`,
        )
        .join(', ');
      console.log(
        `initial JavaScript: ${kilobytes(bytes)} kB gzip in ${files.length} files ` +
          `(budget ${INITIAL_JS_BUDGET_KB} kB, target ${INITIAL_JS_TARGET_KB} kB); ` +
          `plus the texts of the page's language and routes, at most (all namespaces): ${texts}`,
      );
    },
  };
}
