import { createHash } from 'node:crypto';
import type { Language } from '@gartenwerk/domain';
import { SESSION_HINT_PATTERN } from '../app/session-hint';

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

/** Stylesheets the document can carry inline (build file → its text), so the first paint waits for no request. */
export type InlineStyles = ReadonlyMap<string, string>;

/**
 * How much CSS a document carries inline at most (characters): beyond it, a page's further stylesheets
 * stay links, as a document that large would delay the first paint more than a request does. The
 * entry's stylesheet is about 45 KB (8 KB compressed), a route's 2–8 KB.
 */
export const INLINE_CSS_BUDGET = 64 * 1024;

/**
 * A stylesheet as a <style> element. Only `</style` could end the element early; `<\/style` means the
 * same inside CSS strings and comments, the only places it can stand.
 */
export function inlineStyleTag(file: string, css: string): string {
  return `<style data-href="/${escapeAttribute(file)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/**
 * Stylesheet tags of the client entry and of the lazy `chunks` the page's routes need (manifest keys),
 * and which scripts the page starts: the entry and, beside it, the route chunks and their other
 * imports (the entry's own imports the browser finds with the entry). The scripts stand in a JSON
 * block that `CLIENT_START_SCRIPT` reads once the page's main picture is painted; none without a
 * manifest. Stylesheets in `inlineStyles` are inlined.
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
  const entryStyles = new Set(styles);
  chunks.forEach((key) => {
    const chunk = manifest[key];
    if (chunk && !seen.has(chunk.file)) visit(chunk);
  });
  const scripts: ClientScripts = {
    entry: `/${entry.file}`,
    preloads: [...seen].filter((file) => !withEntry.has(file)).map((file) => `/${file}`),
  };
  let inlined = 0;
  return [
    ...[...styles].map((file) => {
      const css = inlineStyles.get(file);
      const link = `<link rel="stylesheet" href="/${escapeAttribute(file)}"`;
      if (css === undefined || inlined + css.length > INLINE_CSS_BUDGET) return `${link}>`;
      inlined += css.length;
      // A route's inlined stylesheet keeps a disabled link of its address: the browser fetches nothing
      // for it, and Vite's loader of the route's chunk, which looks for that link, adds no second one.
      return inlineStyleTag(file, css) + (entryStyles.has(file) ? '' : `${link} disabled>`);
    }),
    // A data block: never run, so no Content-Security-Policy source; `<` escaped so it cannot end early.
    `<script type="application/json" id="${CLIENT_SCRIPTS_ID}">${JSON.stringify(scripts).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
}

/** The scripts a page starts (addresses): the client entry and the modules to preload beside it. */
export interface ClientScripts {
  entry: string;
  preloads: string[];
}
const CLIENT_SCRIPTS_ID = 'client-scripts';

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
 * Starts the client (the module preloads and the entry of the `client-scripts` block) once the page's
 * main picture (fetchpriority high) is painted, or at once on a page without one: on a phone the
 * picture gets the bandwidth to itself instead of sharing it with 160 kB of scripts (Lighthouse
 * mobile: LCP down to about the first paint). Painted means the browser's largest-contentful-paint
 * entry for it (or any such entry once it has loaded); where the browser reports none, half a second
 * after it loaded. In a hidden tab, when it fails, or after 3 s it starts anyway. The page works
 * before: links are links, and forms wait for hydration (`SUBMIT_GUARD_SCRIPT`).
 */
export const CLIENT_START_SCRIPT = inlineScript(
  `(function(d,w){var c=d.getElementById('${CLIENT_SCRIPTS_ID}');if(!c)return;var a=JSON.parse(c.textContent),started=0;` +
    "function start(){if(started++)return;a.preloads.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});" +
    "var s=d.createElement('script');s.type='module';s.src=a.entry;d.head.appendChild(s)}" +
    "var i=d.querySelector('img[fetchpriority=high]'),P=w.PerformanceObserver;" +
    "if(!i||d.visibilityState==='hidden')return start();" +
    "setTimeout(start,3000);i.addEventListener('error',start);" +
    "i.addEventListener('load',function(){setTimeout(start,500)});" +
    "if(P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0)" +
    "new P(function(l){l.getEntries().forEach(function(e){if(e.element===i||i.complete)setTimeout(start,0)})}).observe({type:'largest-contentful-paint',buffered:true})" +
    '})(document,window)',
);

/**
 * Until the client has hydrated the whole page (`<html data-hydrated>`), a form sent goes nowhere
 * instead of out natively: a GET to the page's address with every field, a password too, in the URL.
 * What was typed stays and the hydrated screen takes it (early input); the visitor sends again.
 */
export const SUBMIT_GUARD_SCRIPT = inlineScript(
  "addEventListener('submit',function(e){document.documentElement.hasAttribute('data-hydrated')||e.preventDefault()},true)",
);

/**
 * Marks `<html data-session>` before the first paint when the browser may hold a session: the header
 * keeps the room of a signed-in visitor's account and name (styles.css), which fill in after
 * hydration on a page shared with others (app/signed-in.ts), so nothing moves when they do.
 */
export const SESSION_MARK_SCRIPT = inlineScript(
  `/${SESSION_HINT_PATTERN}/.test(document.cookie)&&document.documentElement.setAttribute('data-session','')`,
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
    ${SESSION_MARK_SCRIPT.tag}
    ${assets}
  </head>
  <body>
    <div id="root">${appHtml}</div>
    ${stateScript.tag}
    ${CLIENT_START_SCRIPT.tag}
  </body>
</html>`;
  // In the order the scripts stand in the document.
  const routerData = ROUTER_DATA_SCRIPT.exec(appHtml)?.[1];
  const scriptSources = [
    SUBMIT_GUARD_SCRIPT.source,
    SESSION_MARK_SCRIPT.source,
    ...(routerData === undefined ? [] : [inlineScript(routerData).source]),
    stateScript.source,
    CLIENT_START_SCRIPT.source,
  ];
  return { html, scriptSources };
}
