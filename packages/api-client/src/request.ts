import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { LANGUAGES, type Language } from '@gartenwerk/domain';
import type { ServerErrorBody } from './types';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The four verbs of the spec's request helper. */
export type RequestVerb = 'read' | 'create' | 'update' | 'remove';

export type QueryValue = string | number | boolean | null | undefined;

/** Something the server knows by its `_id`. */
export interface Identified {
  _id: string;
}

/** What an endpoint asks the request helper for. */
export type ApiRequest =
  | {
      verb?: 'read';
      path: string;
      id?: string;
      /** A plain read sends these as query parameters. */
      query?: Record<string, QueryValue>;
      /** A body-like payload (e.g. a list of ids) turns the read into a batch read. */
      payload?: unknown;
    }
  | {
      verb: 'create' | 'update';
      path: string;
      id?: string;
      payload: unknown;
      /** Extra request headers, e.g. the checkout's Idempotency-Key. */
      headers?: Record<string, string>;
    }
  | {
      verb: 'remove';
      path: string;
      /** One document is removed by its `_id`; a list is removed in one batch call. */
      payload: Identified | ReadonlyArray<Identified | string>;
    };

/** The error a failed request raises: the server's message and code. */
export interface ApiError {
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  code: string | number;
  message: string;
}

export class ApiRequestError extends Error implements ApiError {
  readonly status: number;
  readonly code: string | number;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.status = error.status;
    this.code = error.code;
  }
}

/** The version prefix after which a batch call inserts its `batch` segment. */
const API_PREFIX = /^(\/api\/v\d+)(\/|$)/;

/** Defaults a failed create falls back to when the server gives no code or message. */
export const CREATE_ERROR_DEFAULTS = { code: 500, message: 'Unknown error' } as const;

/** Joins a path and an optional id: `/api/v0/entry/` + `abc` → `/api/v0/entry/abc`. */
export function joinPath(path: string, id?: string): string {
  if (id === undefined || id === '') return path;
  return `${path.endsWith('/') ? path : `${path}/`}${encodeURIComponent(id)}`;
}

/** Inserts the batch segment after the version prefix: `/api/v0/file/` → `/api/v0/batch/file/`. */
export function toBatchPath(path: string): string {
  if (!API_PREFIX.test(path)) throw new Error(`cannot make a batch call of ${path}: it is not under /api/vN`);
  return path.replace(API_PREFIX, (_match, prefix: string, rest: string) => `${prefix}/batch${rest || '/'}`);
}

/** The path of one batch remove: the batch path of the area plus `remove`. */
function toBatchRemovePath(path: string): string {
  const batchPath = toBatchPath(path);
  return `${batchPath.endsWith('/') ? batchPath : `${batchPath}/`}remove`;
}

function withoutEmptyValues(query: Record<string, QueryValue>): Record<string, string> {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** Translates a helper request into the HTTP call it stands for. */
export function buildRequest(request: ApiRequest): FetchArgs {
  switch (request.verb) {
    case undefined:
    case 'read': {
      if (request.payload !== undefined) {
        return {
          url: joinPath(toBatchPath(request.path), request.id),
          method: 'POST',
          body: request.payload,
        };
      }
      const url = joinPath(request.path, request.id);
      return request.query
        ? { url, method: 'GET', params: withoutEmptyValues(request.query) }
        : { url, method: 'GET' };
    }
    case 'create':
    case 'update':
      return {
        url: joinPath(request.path, request.id),
        method: request.verb === 'create' ? 'POST' : 'PUT',
        body: request.payload,
        ...(request.headers ? { headers: request.headers } : {}),
      };
    case 'remove': {
      const { payload } = request;
      if (isList(payload)) {
        const ids = payload.map((item) => (typeof item === 'string' ? item : item._id));
        return { url: toBatchRemovePath(request.path), method: 'POST', body: ids };
      }
      return { url: joinPath(request.path, payload._id), method: 'DELETE' };
    }
  }
}

function isList(
  payload: Identified | ReadonlyArray<Identified | string>,
): payload is ReadonlyArray<Identified | string> {
  return Array.isArray(payload);
}

function serverBody(data: unknown): ServerErrorBody {
  return typeof data === 'object' && data !== null ? (data as ServerErrorBody) : {};
}

/** Turns a failed HTTP call into the error the spec describes. */
export function toApiError(verb: RequestVerb, error: FetchBaseQueryError): ApiError {
  const isCreate = verb === 'create';
  if (typeof error.status === 'number') {
    const body = serverBody(error.data);
    return {
      status: error.status,
      code: body.code ?? (isCreate ? CREATE_ERROR_DEFAULTS.code : error.status),
      message:
        body.message ??
        (isCreate ? CREATE_ERROR_DEFAULTS.message : `Request failed with status ${error.status}`),
    };
  }
  if (error.status === 'PARSING_ERROR') {
    // The server answered something other than JSON, so there is no server message to pass on.
    return {
      status: error.originalStatus,
      code: isCreate ? CREATE_ERROR_DEFAULTS.code : error.originalStatus,
      message: isCreate
        ? CREATE_ERROR_DEFAULTS.message
        : `Request failed with status ${error.originalStatus}`,
    };
  }
  return {
    status: 0,
    code: isCreate ? CREATE_ERROR_DEFAULTS.code : error.status,
    message: isCreate ? CREATE_ERROR_DEFAULTS.message : error.error,
  };
}

/** Where requests go: `fetchFn` replaces `fetch` (SSR passes the server's own), `baseUrl` prefixes paths. */
export interface RequestOptions {
  fetchFn?: typeof fetch;
  baseUrl?: string;
  /**
   * The answer to a GET of this path and query when the caller holds it in memory (the server's
   * renderer reads its public cache), else undefined: the read then needs no request at all.
   */
  readInMemory?: (pathAndQuery: string) => unknown;
}

/**
 * Calls `fetchFn` with a URL and an init object rather than a Request, so any fetch-like function
 * (a server's in-process `inject` wrapper included) can serve the call.
 */
function asUrlAndInit(fetchFn: typeof fetch): (input: RequestInfo, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    // fetchBaseQuery always passes a Request.
    if (!(input instanceof Request)) return fetchFn(input, init);
    const request = input;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return fetchFn(request.url, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.text() : undefined,
      signal: request.signal,
      credentials: request.credentials,
    });
  };
}

/** The readable cookie the server sets for the double-submit CSRF check (docs/contracts.md). */
export const CSRF_COOKIE = 'gw_csrf';
/** The header a cookie-authenticated write repeats the CSRF cookie in. */
export const CSRF_HEADER = 'x-csrf-token';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A cookie of the page, or null outside a browser (on the server the session is forwarded as is). */
export function readCookie(
  name: string,
  cookies: string | undefined = globalThis.document?.cookie,
): string | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The language of the page a call is made for (`<html lang>`), sent as Accept-Language so that the
 * server answers messages in it: the admin centre reads German even beside an English shop cookie.
 * None outside a browser (the server renderer forwards the page's language itself).
 */
export function pageLanguage(
  root: { documentElement?: { lang?: string } } | undefined = globalThis.document,
) {
  const language = root?.documentElement?.lang;
  return isLanguage(language) ? language : undefined;
}

/** Sets Accept-Language to the page's language unless the call chose one. */
export function withPageLanguage(headers: Headers): Headers {
  const language = pageLanguage();
  if (language && !headers.has('accept-language')) headers.set('accept-language', language);
  return headers;
}

const fetchBaseQueries = new WeakMap<RequestOptions, ReturnType<typeof fetchBaseQuery>>();

function fetchBaseQueryFor(options: RequestOptions): ReturnType<typeof fetchBaseQuery> {
  let baseQuery = fetchBaseQueries.get(options);
  if (!baseQuery) {
    baseQuery = fetchBaseQuery({
      baseUrl: options.baseUrl ?? '',
      // Looked up per call so a test's or the server's replacement of the global fetch is honoured.
      fetchFn: asUrlAndInit(options.fetchFn ?? ((input, init) => fetch(input, init))),
      // The session cookie carries the authentication.
      credentials: 'same-origin',
      prepareHeaders: (headers, { arg }) => {
        withPageLanguage(headers);
        const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET').toUpperCase();
        if (!WRITE_METHODS.has(method)) return headers;
        const csrf = readCookie(CSRF_COOKIE);
        if (csrf && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, csrf);
        return headers;
      },
    });
    fetchBaseQueries.set(options, baseQuery);
  }
  return baseQuery;
}

const defaultOptions: RequestOptions = {};

/** A plain read's answer from memory, looked up by the path and query fetchBaseQuery would send. */
function heldAnswer(request: ApiRequest, readInMemory: (pathAndQuery: string) => unknown): unknown {
  if ((request.verb ?? 'read') !== 'read' || request.payload !== undefined) return undefined;
  const { url, params } = buildRequest(request);
  const query = params ? new URLSearchParams(params as Record<string, string>).toString() : '';
  return readInMemory(query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url);
}

/**
 * The spec's request helper as an RTK Query base query. The store passes `fetchFn` and `baseUrl`
 * as the thunk's extra argument (see `createStore`).
 */
export const requestBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  request,
  api,
  extraOptions,
) => {
  const options = (api.extra as RequestOptions | undefined) ?? defaultOptions;
  const held = options.readInMemory && heldAnswer(request, options.readInMemory);
  if (held !== undefined) return { data: held };
  const result = await fetchBaseQueryFor(options)(buildRequest(request), api, extraOptions as object);
  if (result.error) return { error: toApiError(request.verb ?? 'read', result.error) };
  return { data: result.data };
};

/** Runs one request outside a store; resolves with the response body or rejects with an ApiRequestError. */
export async function request<T = unknown>(apiRequest: ApiRequest, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const standalone: BaseQueryApi = {
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    dispatch: () => undefined,
    getState: () => undefined,
    extra: options,
    endpoint: 'request',
    type: apiRequest.verb === undefined || apiRequest.verb === 'read' ? 'query' : 'mutation',
  };
  const result = await requestBaseQuery(apiRequest, standalone, {});
  if (result.error) throw new ApiRequestError(result.error);
  return result.data as T;
}

/**
 * A file the server makes (a PDF, an export) as its answer, asked with the page's language and the
 * CSRF token as every call; a refusal rejects with an ApiRequestError carrying the server's message.
 */
export async function fetchFile(
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers = withPageLanguage(
    new Headers(body === undefined ? {} : { 'content-type': 'application/json' }),
  );
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  const response = await (options.fetchFn ?? fetch)(`${options.baseUrl ?? ''}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw new ApiRequestError(
      toApiError(body === undefined ? 'read' : 'create', { status: response.status, data }),
    );
  }
  return response;
}
