import type { FastifyInstance } from 'fastify';
import type { CachedAnswer } from '../core/public-cache';

/** Headers of the page request that API calls made while rendering it carry along. */
export interface ForwardedHeaders {
  cookie?: string;
  authorization?: string;
  /** The page's language, so that the API answers (messages, names) in it. */
  'accept-language'?: string;
}

/** What a shared render reads from memory instead of asking the API. */
export interface SharedRenderAnswers {
  /** The fresh cached answer of a GET of the server's own (path and query). */
  cachedAnswerOf: (url: string) => CachedAnswer | undefined;
  /** Who is signed in, as the page is rendered for (the guest, or a stand-in of a price profile). */
  currentUser: object;
}

/** The API's answer of who is signed in (GET, with or without a trailing slash). */
const CURRENT_USER_PATH = /^\/api\/v0\/auth\/current\/?$/;

/**
 * A cached JSON answer as data, parsed once and frozen: every render reading it shares it (the store
 * freezes what it holds anyway, and skips what is frozen). It goes with its cache entry.
 */
const answerData = new WeakMap<CachedAnswer, unknown>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function dataOf(answer: CachedAnswer): unknown {
  if (!answer.contentType.startsWith('application/json')) return undefined;
  let data = answerData.get(answer);
  if (data === undefined) {
    data = deepFreeze(JSON.parse(answer.body.toString('utf8')) as unknown);
    answerData.set(answer, data);
  }
  return data;
}

/**
 * The reads of a shared render answered in one step, without a request (the store's `readInMemory`):
 * a GET the public cache holds, as data, and who is signed in (`GET /api/v0/auth/current`) as the page
 * is rendered for. Anything else is undefined and goes to the API through the fetch.
 */
export function sharedRenderReads({ cachedAnswerOf, currentUser }: SharedRenderAnswers) {
  return (pathAndQuery: string): unknown => {
    if (CURRENT_USER_PATH.test(pathAndQuery)) return currentUser;
    const cached = cachedAnswerOf(pathAndQuery);
    return cached ? dataOf(cached) : undefined;
  };
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` that answers requests to the server's own origin through `app.inject`, without network,
 * as the page's visitor (their cookie and authorization). Other origins go to the real fetch.
 */
export function inProcessFetch(
  app: FastifyInstance,
  origin: string,
  forwarded: ForwardedHeaders,
): typeof fetch {
  return async (input, init) => {
    const target = input instanceof Request ? input.url : new URL(String(input), origin).href;
    const request = new Request(input instanceof Request ? input : target, init);
    const url = new URL(request.url);
    if (url.origin !== new URL(origin).origin) return fetch(request);
    // The page's host, so that the API builds absolute addresses (og:url, og:image) for the right origin.
    const headers: Record<string, string> = { host: url.host };
    if (forwarded.cookie) headers.cookie = forwarded.cookie;
    if (forwarded.authorization) headers.authorization = forwarded.authorization;
    if (forwarded['accept-language']) headers['accept-language'] = forwarded['accept-language'];
    request.headers.forEach((value, name) => (headers[name] = value));
    // The Response below is made from the raw bytes and would not decode them.
    delete headers['accept-encoding'];
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;

    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
    });

    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload;
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}
