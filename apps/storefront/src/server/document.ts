import { createHash } from 'node:crypto';
import type { Language } from '@gartenwerk/domain';

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/** The client entry's key in the manifest: its source path. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Stylesheets the document carries inline (build file → its text), so the first paint waits for no request. */
export type InlineStyles = ReadonlyMap<string, string>;

/**
 * A stylesheet as a <style> element. Only `</style` could end the element early; `<\/style` means the
 * same inside CSS strings and comments, the only places it can stand.
 */
export function inlineStyleTag(file: string, css: string): string {
  return `<style data-href="/${escapeAttribute(file)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/**
 * Script, preload and stylesheet tags of the client entry and of the lazy `chunks` the page's routes
 * need (manifest keys), so those load beside the entry instead of after it; none without a manifest.
 * The entry's own imports are not preloaded: the browser finds them as soon as the entry arrives, and
 * until then the page's main image (fetchpriority high) has a phone's bandwidth to itself (Lighthouse
 * mobile, group page: LCP 2.5 → 1.5 s). Stylesheets in `inlineStyles` are inlined; scripts load with
 * low priority; module scripts are deferred, so none blocks the parser.
 */
export function clientAssetTags(
  manifest: ClientManifest | null,
  chunks: readonly string[] = [],
  inlineStyles: InlineStyles = new Map(),
): string {
  const entry = manifest?.[CLIENT_ENTRY];
  if (!manifest || !entry) return '';
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    chunk.css?.forEach((file) => styles.add(file));
    seen.add(chunk.file);
    chunk.imports?.forEach((key) => {
      const imported = manifest[key];
      if (imported && !seen.has(imported.file)) visit(imported);
    });
  };
  visit(entry);
  // What the entry loads itself; the route chunks and their other imports are preloaded.
  const withEntry = new Set(seen);
  chunks.forEach((key) => {
    const chunk = manifest[key];
    if (chunk && !seen.has(chunk.file)) visit(chunk);
  });
  const preloads = [...seen].filter((file) => !withEntry.has(file));
  return [
    ...[...styles].map((file) => {
      const css = inlineStyles.get(file);
      return css === undefined
        ? `<link rel="stylesheet" href="/${escapeAttribute(file)}">`
        : inlineStyleTag(file, css);
    }),
    ...preloads.map(
      (file) => `<link rel="modulepreload" href="/${escapeAttribute(file)}" fetchpriority="low">`,
    ),
    `<script type="module" src="/${escapeAttribute(entry.file)}" fetchpriority="low"></script>`,
  ].join('\n    ');
}

/**
 * An inline script: its element and the Content-Security-Policy source ('sha256-…') that lets exactly
 * this code run, so the page's policy needs no 'unsafe-inline' and no nonce (cached pages stay the same).
 */
export interface InlineScript {
  tag: string;
  source: string;
}

export function inlineScript(code: string): InlineScript {
  return {
    tag: `<script>${code}</script>`,
    source: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}

/**
 * Until the client has hydrated the whole page (`<html data-hydrated>`), a form sent goes nowhere
 * instead of out natively: a GET to the page's address with every field, a password too, in the URL.
 * What was typed stays and the hydrated screen takes it (early input); the visitor sends again.
 */
export const SUBMIT_GUARD_SCRIPT = inlineScript(
  "addEventListener('submit',function(e){document.documentElement.hasAttribute('data-hydrated')||e.preventDefault()},true)",
);

/** The Redux state as a script; `<` is escaped so no text inside can end the script element. */
export function preloadedStateScript(state: unknown): InlineScript {
  return inlineScript(`window.__PRELOADED_STATE__ = ${JSON.stringify(state).replace(/</g, '\\u003c')};`);
}

/**
 * The router's hydration data: the script react-router's StaticRouterProvider writes as the last thing
 * of the app's markup. Its JSON has `<` escaped, so the element ends at the first `</script>`.
 */
const ROUTER_DATA_SCRIPT = /<script[^>]*>(window\.__staticRouterHydrationData = [^<]*)<\/script>$/;

/** Open Graph tags of a page (the server's SEO meta). */
export interface OpenGraph {
  title: string;
  description: string;
  type: string;
  url: string;
  image: string | null;
}

export interface DocumentParts {
  language: Language;
  title: string;
  description?: string;
  keywords?: string;
  og?: OpenGraph;
  appHtml: string;
  state: unknown;
  assets: string;
}

/** The page's HTML and the CSP sources of its inline scripts. */
export interface HtmlDocument {
  html: string;
  scriptSources: string[];
}

/** The whole HTML document around the rendered app. */
export function htmlDocument({
  language,
  title,
  description,
  keywords,
  og,
  appHtml,
  state,
  assets,
}: DocumentParts): HtmlDocument {
  const stateScript = preloadedStateScript(state);
  const meta = (attribute: 'name' | 'property', key: string, value: string | null | undefined) =>
    value ? `\n    <meta ${attribute}="${key}" content="${escapeAttribute(value)}">` : '';
  const descriptionTag =
    meta('name', 'description', description) +
    meta('name', 'keywords', keywords) +
    (og
      ? meta('property', 'og:title', og.title) +
        meta('property', 'og:description', og.description) +
        meta('property', 'og:type', og.type) +
        meta('property', 'og:url', og.url) +
        meta('property', 'og:image', og.image) +
        // The page's own address (shop pages at their configured ones), for search engines.
        `\n    <link rel="canonical" href="${escapeAttribute(og.url)}">`
      : '');
  const html = `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <title>${escapeText(title)}</title>${descriptionTag}
    ${SUBMIT_GUARD_SCRIPT.tag}
    ${assets}
  </head>
  <body>
    <div id="root">${appHtml}</div>
    ${stateScript.tag}
  </body>
</html>`;
  // In the order the scripts stand in the document.
  const routerData = ROUTER_DATA_SCRIPT.exec(appHtml)?.[1];
  const scriptSources = [
    SUBMIT_GUARD_SCRIPT.source,
    ...(routerData === undefined ? [] : [inlineScript(routerData).source]),
    stateScript.source,
  ];
  return { html, scriptSources };
}
