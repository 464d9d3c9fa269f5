import type { FastifyInstance } from 'fastify';
import type { CachedAnswer } from '../core/public-cache';

/** Headers of the page request that API calls made while rendering it carry along. */
export interface ForwardedHeaders {
  cookie?: string;
  authorization?: string;
  /** The page's language, so that the API answers (messages, names) in it. */
  'accept-language'?: string;
}

/** What a shared render's fetch answers itself, without a request. */
export interface SharedRenderAnswers {
  /** The fresh cached answer of a GET of the server's own (path and query). */
  cachedAnswerOf?: (url: string) => CachedAnswer | undefined;
  /** Who is signed in, as the page is rendered for (a stand-in of a price profile). */
  currentUser?: object;
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The API's answer of who is signed in (GET, with or without a trailing slash). */
const CURRENT_USER_PATH = /^\/api\/v0\/auth\/current\/?$/;

/**
 * A `fetch` that answers requests to the server's own origin through `app.inject`, without network,
 * as the page's visitor (their cookie and authorization). Other origins go to the real fetch.
 * With `currentUser`, the render is told that user is signed in (`GET /api/v0/auth/current`) while
 * every call of it still goes to the API as `forwarded` says: nothing of it reaches the API.
 */
export function inProcessFetch(
  app: FastifyInstance,
  origin: string,
  forwarded: ForwardedHeaders,
  answers: SharedRenderAnswers = {},
): typeof fetch {
  return async (input, init) => {
    const target = input instanceof Request ? input.url : new URL(String(input), origin).href;
    const request = new Request(input instanceof Request ? input : target, init);
    const url = new URL(request.url);
    if (url.origin !== new URL(origin).origin) return fetch(request);
    const { cachedAnswerOf, currentUser } = answers;
    if (currentUser && request.method === 'GET' && CURRENT_USER_PATH.test(url.pathname)) {
      return Response.json(currentUser, { headers: { 'cache-control': 'no-store' } });
    }
    // A read the public cache holds needs none of the request pipeline.
    const cached = request.method === 'GET' ? cachedAnswerOf?.(url.pathname + url.search) : undefined;
    if (cached)
      return new Response(cached.body, { headers: { 'content-type': cached.contentType, 'x-cache': 'hit' } });

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
