import { existsSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gartenwerk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inProcessFetch } from './in-process-fetch';

/** What `render` of the storefront's server bundle takes and answers (docs/contracts.md). */
export interface RenderRequest {
  url: string;
  origin: string;
  fetch: typeof fetch;
  language?: Language;
}
export interface RenderResult {
  status: number;
  html: string;
  redirect?: string;
}
type Render = (request: RenderRequest) => Promise<RenderResult>;

/** Vite puts content-hashed files here; they never change under the same name. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const storefrontNotBuilt = (dist: string) =>
  `The storefront is not built (no ${dist}). Build it with: pnpm --filter @gartenwerk/storefront build\n`;

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The `lang` cookie, else the first supported language of Accept-Language by weight, else German. */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        q: weight ? Number(weight.slice(2)) : 1,
        index,
      };
    })
    .filter((candidate) => candidate.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((candidate) => candidate.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding a page is sent in: brotli, else gzip, when Accept-Encoding allows it (q > 0). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** A page compressed fast enough to do on every request (pages are small and differ per visitor). */
function compressPage(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipped(html, { level: 6 });
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

  async renderPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!existsSync(this.serverEntry)) {
      return reply.status(503).type('text/plain; charset=utf-8').send(storefrontNotBuilt(this.serverEntry));
    }
    const render = await this.loadRender();
    const origin = `${request.protocol}://${request.host}`;
    const result = await render({
      url: request.url,
      origin,
      language: pickLanguage(request.cookies.lang, request.headers['accept-language']),
      fetch: inProcessFetch(this.app, origin, {
        cookie: request.headers.cookie,
        authorization: request.headers.authorization,
      }),
    });
    if (result.redirect) {
      const status = result.status >= 300 && result.status < 400 ? result.status : 302;
      return reply.redirect(result.redirect, status);
    }
    reply
      .status(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(result.html);
    return reply.header('content-encoding', encoding).send(await compressPage(result.html, encoding));
  }
}
