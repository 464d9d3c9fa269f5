import { existsSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isAuthenticated, type Language } from '@gartenwerk/domain';
import { GUEST_USER } from '../core/guard';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyFor, type CompressibleBody } from '../core/compression';
import { requestOrigin } from '../core/origin';
import { mayUseCache, type PublicCache } from '../core/public-cache';
import { contentSecurityPolicy } from '../core/security-headers';
import { CSRF_COOKIE, setCsrfCookie } from '../areas/auth/identify';
import { inProcessFetch, sharedRenderReads } from './in-process-fetch';
import { pickLanguage } from './language';
import type { PagePrices, PagePricing, StandInUser } from './page-prices';

export { pickLanguage } from './language';

/** What `render` of the storefront's server bundle takes and answers (docs/contracts.md). */
export interface RenderRequest {
  url: string;
  origin: string;
  fetch: typeof fetch;
  readInMemory?: (pathAndQuery: string) => unknown;
  language?: Language;
  /** The delivery country the visitor chose (country cookie). */
  country?: string | null;
}
export interface RenderResult {
  status: number;
  html: string;
  redirect?: string;
  /** CSP sources ('sha256-…') of the inline scripts in `html`. */
  scriptSources?: string[];
  /** When the page goes out of date by the clock alone (ISO; e.g. it tells whether the nursery is open now). */
  validUntil?: string;
  /** The page shows the visitor's own things (cart, checkout, account): rendered for each visitor. */
  personal?: boolean;
}
type Render = (request: RenderRequest) => Promise<RenderResult>;

/** Vite puts content-hashed files here; they never change under the same name. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const storefrontNotBuilt = (dist: string) =>
  `The storefront is not built (no ${dist}). Build it with: pnpm --filter @gartenwerk/storefront build\n`;

/** Whether `path` is a file; a name the file system refuses (NUL, too long) is none. */
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/**
 * A rendered page: its html as bytes, made once (a string would be measured and encoded on every
 * send), and its compressed copies.
 */
export interface RenderedPage extends Omit<RenderResult, 'html'>, CompressibleBody {}

/** The cookies a shared page depends on: its language and the delivery country (prices, VAT). */
const PAGE_COOKIES = ['lang', 'country'] as const;

/**
 * Whether a page may come from the shared page cache: anyone but admins and system users (their
 * pages show offline and unpublished things). Guests, shoppers with a cart and signed-in customers
 * get the page of their language, delivery country and prices (`PagePricing`): the same for every
 * visitor of that key; their name, cart and favourites fill in from the API in the browser. Pages
 * that show the visitor's own things (cart, checkout, account) say so in their render and are
 * rendered for a visitor with cookies or credentials of their own.
 */
export function isCacheableVisitor(request: FastifyRequest): boolean {
  return mayUseCache(request);
}

/**
 * Whether the visitor carries things of their own besides the page's cookies (a session, a cart, an
 * affiliate, CSRF, an Authorization header): a personal page is rendered for them.
 */
function hasOwnCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  return Object.keys(request.cookies).some((name) => !(PAGE_COOKIES as readonly string[]).includes(name));
}

/** The delivery country the visitor chose, when the cookie names a country code at all. */
function deliveryCountry(request: FastifyRequest): string | null {
  // As the storefront reads it (app/country.tsx): two lower-case letters.
  const value = request.cookies.country;
  return value && /^[a-z]{2}$/.test(value) ? value : null;
}

/** The cookie header of a shared render: the page's cookies only, so nothing of the visitor's own is read. */
function pageCookieHeader(request: FastifyRequest): string | undefined {
  const pairs = PAGE_COOKIES.flatMap((name) => {
    const value = request.cookies[name];
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

export interface StorefrontOptions {
  /** The page cache; absent means every page is rendered. */
  pageCache?: PublicCache<RenderedPage>;
  /** Which shared page a signed-in visitor gets; without it, only guests' pages are shared. */
  pricing?: PagePricing;
}

/**
 * Serves the storefront: the built client files as they are, and every other page through the
 * server bundle's `render`. Pages reach `renderPage` from the not-found handler, after routes and files.
 */
export class StorefrontRenderer {
  private render: Promise<Render> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly dist: string,
    private readonly options: StorefrontOptions = {},
  ) {}

  get clientDir(): string {
    return join(this.dist, 'client');
  }

  get serverEntry(): string {
    return join(this.dist, 'server', 'entry-server.js');
  }

  /** Registers the static client files, when they exist. */
  async registerStaticFiles(): Promise<void> {
    if (!existsSync(this.clientDir)) return;
    const assetsDir = join(this.clientDir, 'assets') + sep;
    await this.app.register(fastifyStatic, {
      root: this.clientDir,
      prefix: '/',
      wildcard: true,
      index: false,
      // The storefront build writes .br and .gz copies of its text assets.
      preCompressed: true,
      // Only real files; folders and the index.html template (a shell for `render`) are pages to render.
      allowedPath: (pathName) => pathName !== '/index.html' && isFile(join(this.clientDir, pathName)),
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : 'no-cache');
      },
    });
  }

  private loadRender(): Promise<Render> {
    this.render ??= import(pathToFileURL(this.serverEntry).href).then((module: { render?: unknown }) => {
      if (typeof module.render !== 'function')
        throw new Error(`${this.serverEntry} exports no render function`);
      return module.render as Render;
    });
    // A failed import is not remembered, so a later build is picked up without a restart.
    this.render.catch(() => (this.render = undefined));
    return this.render;
  }

  /** The page cache's key of a page: everything a shared page depends on. */
  private pageKey(request: FastifyRequest, prices: string): string {
    const language = pickLanguage(request.cookies.lang, request.headers['accept-language']);
    return `${requestOrigin(request)}${request.url}\u0000${language}\u0000${deliveryCountry(request) ?? ''}\u0000${prices}`;
  }

  /**
   * The prices the visitor's shared page shows: a guest's, or those of their price profile; none
   * (a page of their own) when there is no pricing to tell signed-in visitors apart, or it failed.
   */
  private async pagePrices(request: FastifyRequest): Promise<PagePrices | undefined> {
    if (!isAuthenticated(request.user)) return { key: '' };
    try {
      return await this.options.pricing?.of(request.user);
    } catch (error) {
      // The shop's rules could not be read: the visitor's page is rendered for them instead.
      request.log.warn({ err: error }, 'the price profile of a signed-in visitor could not be made');
      return undefined;
    }
  }

  /**
   * Answers a page request from the page cache when it holds the page fresh: early, before routing to
   * the static files (a key is only there for a URL that was rendered, so never for a file).
   */
  async serveCachedPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const cache = this.options.pageCache;
    if (!cache || request.method !== 'GET' || /^\/api(\/|$|\?)/.test(request.url)) return undefined;
    if (!isCacheableVisitor(request)) return undefined;
    const prices = await this.pagePrices(request);
    if (!prices) return undefined;
    const page = cache.get(this.pageKey(request, prices.key));
    // A personal page of a visitor with a session or a cart (or other cookies of their own) is rendered for them.
    if (!page || (page.personal && hasOwnCredentials(request))) return undefined;
    reply.header('x-cache', 'hit');
    return this.sendPage(request, reply, page);
  }

  async renderPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // Once the server bundle is loaded, it stays; only before that its file is looked for.
    if (!this.render && !existsSync(this.serverEntry)) {
      return reply.status(503).type('text/plain; charset=utf-8').send(storefrontNotBuilt(this.serverEntry));
    }
    const cache = this.options.pageCache;
    const prices = cache && isCacheableVisitor(request) ? await this.pagePrices(request) : undefined;
    let page: RenderedPage;
    if (cache && prices) {
      const key = this.pageKey(request, prices.key);
      const state = cache.state(key);
      let rendered = false;
      page = await cache.remember(
        key,
        () => {
          rendered = true;
          return this.renderFor(request, { shared: true, standIn: prices.standIn });
        },
        // A failure of the moment (5xx) is not kept.
        (result) => result.status < 500,
        // A page telling the open state is not answered past the next opening or closing.
        (result) => (result.validUntil ? Date.parse(result.validUntil) : undefined),
      );
      if (page.personal && hasOwnCredentials(request))
        page = await this.renderFor(request, { shared: false });
      else reply.header('x-cache', state === 'stale' ? 'stale' : rendered ? 'miss' : 'hit');
    } else {
      page = await this.renderFor(request, { shared: false });
    }
    return this.sendPage(request, reply, page);
  }

  private async sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: RenderedPage,
  ): Promise<FastifyReply> {
    // The browser fills in a shared page's signed-in parts when it holds the CSRF cookie of a session.
    if (request.authenticatedBy === 'cookie' && !request.cookies[CSRF_COOKIE]) setCsrfCookie(request, reply);
    if (page.redirect) {
      const status = page.status >= 300 && page.status < 400 ? page.status : 302;
      return reply.redirect(page.redirect, status);
    }
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', contentSecurityPolicy(page.scriptSources));
    const body = await bodyFor(page, request.headers['accept-encoding'], (encoding) =>
      reply.header('content-encoding', encoding),
    );
    return reply.send(body);
  }

  /**
   * Renders the page: `shared` for every visitor of its key (the page's cookies only, no credentials;
   * the render sees `standIn` as its signed-in user when given), else for this visitor, with their
   * cookies and authorization.
   */
  private async renderFor(
    request: FastifyRequest,
    { shared, standIn }: { shared: boolean; standIn?: StandInUser | undefined },
  ): Promise<RenderedPage> {
    const render = await this.loadRender();
    const origin = requestOrigin(request);
    const language = pickLanguage(request.cookies.lang, request.headers['accept-language']);
    const cookie = shared ? pageCookieHeader(request) : request.headers.cookie;
    const authorization = shared ? undefined : request.headers.authorization;
    // A shared render reads as a guest: what the public cache holds for guests it takes from there.
    const host = new URL(origin).host;
    const cachedForGuest = (url: string) =>
      this.app.cachedPublicAnswer({ protocol: 'http', host, url, language, roles: GUEST_USER.roles });
    const result = await render({
      url: request.url,
      origin,
      language,
      country: deliveryCountry(request),
      fetch: inProcessFetch(this.app, origin, {
        ...(cookie ? { cookie } : {}),
        ...(authorization ? { authorization } : {}),
        'accept-language': language,
      }),
      // Its calls go to the API as a guest's, whoever the page is rendered for; it is rendered for
      // nobody, or for the stand-in of a price profile.
      ...(shared
        ? {
            readInMemory: sharedRenderReads({
              cachedAnswerOf: cachedForGuest,
              currentUser: standIn ?? GUEST_USER,
            }),
          }
        : {}),
    });
    const { html, ...rest } = result;
    return { ...rest, body: Buffer.from(html), compressed: {} };
  }
}
