import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router-dom';
import {
  api,
  contentApi,
  coreApi,
  createStore,
  type AppStore,
  type PageMeta,
  type RootState,
} from '@gartenwerk/api-client';
import { DEFAULT_LANGUAGE, type Language } from '@gartenwerk/domain';
import { storefrontResources, type I18n } from '@gartenwerk/i18n';
import { AppProviders } from './app/AppProviders';
import { matchedNamespaces, matchedPageChunks } from './app/lazy-page';
import { isPersonalPage } from './app/personal';
import { createRoutes } from './app/routes';
import { shopPathsOf } from './app/shop-paths';
import { createI18nWith, textsChunk } from './i18n/texts';
import { readStyles } from './server/critical-css';
import { clientAssetTags, htmlDocument, type ClientManifest, type InlineStyles } from './server/document';

export interface RenderRequest {
  /** Path and query of the page asked for. */
  url: string;
  /** e.g. http://localhost:3000 */
  origin: string;
  /** The server's own API, reached without network; cookies already forwarded. */
  fetch: typeof fetch;
  /** Answers of API reads the server holds in memory (path and query), taken without a request. */
  readInMemory?: (pathAndQuery: string) => unknown;
  /** From the lang cookie or Accept-Language. */
  language?: Language;
  /** The delivery country the visitor chose (country cookie). */
  country?: string | null;
}

export interface RenderResult {
  status: number;
  html: string;
  redirect?: string;
  /** CSP sources ('sha256-…') of the inline scripts in `html`, for the page's Content-Security-Policy. */
  scriptSources?: string[];
  /** When the page goes out of date by the clock alone (ISO): the earliest `data-valid-until` in it. */
  validUntil?: string;
  /** The page shows the visitor's own things (a route with the PERSONAL_PAGE handle). */
  personal?: boolean;
}

/**
 * Where the client build's manifest lies: beside the built SSR bundle (`dist/server/` →
 * `dist/client/`), or seen from the sources when rendering unbuilt code.
 */
const MANIFEST_CANDIDATES = ['../client/.vite/manifest.json', '../dist/client/.vite/manifest.json'].map(
  (relative) => new URL(relative, import.meta.url),
);

/** Read once: the manifest changes only with a new build, which restarts the server. */
let clientManifest: ClientManifest | null | undefined;
/** The build's stylesheets, a page's own inlined into its head (see server/critical-css.ts). */
let buildStyles: InlineStyles = new Map();

function readClientManifest(): ClientManifest | null {
  if (clientManifest === undefined) {
    const found = MANIFEST_CANDIDATES.find((candidate) => existsSync(candidate));
    clientManifest = found ? (JSON.parse(readFileSync(found, 'utf8')) as ClientManifest) : null;
    if (found) buildStyles = readStyles(clientManifest, new URL('../', found));
  }
  return clientManifest;
}

/**
 * One i18next instance per language, shared by every render (making one costs more than a page's
 * markup): the texts are bundled, and nothing on the server changes an instance's language.
 */
const instances = new Map<Language, I18n>();
function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18nWith(storefrontResources, language);
    instances.set(language, instance);
  }
  return instance;
}

/** The store of the render in progress, which the loaders of the shared route tree below fill. */
const renderStores = new AsyncLocalStorage<AppStore>();
const storeOfRender = new Proxy({} as AppStore, {
  get: (_target, key) => Reflect.get(renderStores.getStore()!, key),
});

/** Route trees differ only by the shop's addresses; more than a few means someone is trying them out. */
const MOST_HANDLERS = 8;
const handlers = new Map<string, StaticHandler>();

/**
 * The static handler of the shop's current addresses, made once (ranking the route tree cost a
 * twentieth of a render): its loaders fill the store of the render they run in.
 */
function handlerOf(store: AppStore): StaticHandler {
  const key = JSON.stringify(shopPathsOf(store));
  let handler = handlers.get(key);
  if (!handler) {
    if (handlers.size >= MOST_HANDLERS) handlers.clear();
    handler = createStaticHandler(createRoutes(storeOfRender));
    handlers.set(key, handler);
  }
  return handler;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The earliest moment a part of the page that depends on the clock (the open state of the opening
 * hours) goes out of date: such parts name it in a `data-valid-until` attribute.
 */
function validUntilOf(appHtml: string): string | undefined {
  const moments = [...appHtml.matchAll(/data-valid-until="([^"]+)"/g)]
    .map((match) => Date.parse(match[1]!))
    .filter((moment) => Number.isFinite(moment));
  return moments.length > 0 ? new Date(Math.min(...moments)).toISOString() : undefined;
}

/** Title and description of a page from the configuration's per-route meta. */
function configMeta(state: RootState, pathname: string, fallbackTitle: string) {
  const meta = state.config?.meta.routes.find((entry) => entry.route === pathname)?.meta;
  return { title: meta?.title ?? fallbackTitle, description: meta?.description };
}

/**
 * The page's SEO meta from the server (its entry, then config meta.routes, with og tags); the
 * configuration's meta when that call fails, so a page still renders.
 */
async function seoMeta(store: AppStore, pathname: string): Promise<PageMeta | null> {
  const call = store.dispatch(contentApi.endpoints.getSeoMeta.initiate(pathname));
  try {
    return await call.unwrap();
  } catch {
    return null;
  } finally {
    call.unsubscribe();
  }
}

/** Longest a page's markup may take to render; a hang guard, far above any real page. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The app's markup, streamed by React and gathered once all of it is ready: the loaders have fetched
 * every query before, so nothing waits, and the page is whole for the page cache, its compressed
 * copies and the CSP hashes of its inline scripts (a page sent with boundaries still pending would
 * need React's inline scripts, hence a nonce per response, hence no cache). A render error fails the
 * page (500) as before, instead of leaving a part for the client to render.
 */
function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timeout);
        if (failure === undefined) resolve(Buffer.concat(chunks).toString('utf8'));
        else reject(failure instanceof Error ? failure : new Error(String(failure)));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        failure ??= error;
      },
    });
    const timeout = setTimeout(
      () => stream.abort(new Error('rendering the page took too long')),
      RENDER_TIMEOUT_MS,
    );
  });
}

/** Renders one page of the storefront on the server (the SSR contract of docs/contracts.md). */
export function render(request: RenderRequest): Promise<RenderResult> {
  const store = createStore({
    fetchFn: request.fetch,
    baseUrl: request.origin,
    ...(request.readInMemory ? { readInMemory: request.readInMemory } : {}),
  });
  return renderStores.run(store, () => renderWith(store, request));
}

async function renderWith(store: AppStore, request: RenderRequest): Promise<RenderResult> {
  const language = request.language ?? DEFAULT_LANGUAGE;
  const i18n = i18nFor(language);
  // The shop's pages answer at the configured addresses: the routes need the configuration first.
  const config = store.dispatch(coreApi.endpoints.getConfig.initiate());
  await config;
  const handler = handlerOf(store);
  config.unsubscribe();
  const url = new URL(request.url, request.origin);
  const context = await handler.query(new Request(url, { headers: { 'accept-language': language } }));

  if (context instanceof Response) {
    // A personal page sends a guest elsewhere (the account to the login): not a visitor with a session.
    const personal = isPersonalPage((matchRoutes(handler.dataRoutes, url) ?? []).map((match) => match.route));
    const location = context.headers.get('Location');
    if (REDIRECT_STATUSES.has(context.status) && location) {
      return { status: context.status, html: '', redirect: location, ...(personal ? { personal } : {}) };
    }
    return { status: context.status, html: await context.text(), ...(personal ? { personal } : {}) };
  }

  // A missing page keeps the not-found title; others get their meta from the server.
  const found = context.statusCode < 400;
  const meta = found ? await seoMeta(store, url.pathname) : null;

  // Loaders await their own queries; anything else still running must land in the state too.
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = await renderToHtml(
    <AppProviders store={store} i18n={i18n} country={request.country ?? null}>
      <StaticRouterProvider router={router} context={context} />
    </AppProviders>,
  );
  const state = store.getState();
  // Drops the cache's removal timers so nothing of this request outlives it.
  store.dispatch(api.util.resetApiState());

  const { html, scriptSources } = htmlDocument({
    language,
    ...(meta
      ? {
          title: meta.title || i18n.t('siteName'),
          description: meta.description,
          keywords: meta.keywords,
          og: meta.og,
        }
      : context.statusCode === 404
        ? { title: `${i18n.t('notFound.title')} – ${i18n.t('siteName')}` }
        : configMeta(state, url.pathname, i18n.t('siteName'))),
    appHtml,
    state,
    assets: clientAssetTags(
      readClientManifest(),
      [
        ...matchedPageChunks(context.matches),
        ...matchedNamespaces(context.matches).map((namespace) => textsChunk(language, namespace)),
      ],
      buildStyles,
    ),
  });
  const validUntil = validUntilOf(appHtml);
  const personal = isPersonalPage(context.matches.map((match) => match.route));
  return {
    status: context.statusCode,
    html,
    scriptSources,
    ...(validUntil ? { validUntil } : {}),
    ...(personal ? { personal } : {}),
  };
}
