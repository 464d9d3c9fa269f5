import type { OutgoingHttpHeaders } from 'node:http';
import { canAdminister } from '@gartenwerk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from './texts';
import { bodyFor, type CompressibleBody } from './compression';

/** How long a cached answer is served at most, even when nothing was written. */
export const PUBLIC_CACHE_TTL_MS = 30_000;
/** Most answers a cache keeps; the least recently used go first. */
export const PUBLIC_CACHE_MAX_ENTRIES = 500;
/**
 * Most bytes the API answers and the pages may take, each cache (their compressed copies, a fifth to
 * a third of that, come on top): the memory stays bounded however many addresses are asked for.
 */
export const ANSWER_CACHE_MAX_BYTES = 16 * 1024 * 1024;
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** What a body counts against its cache's bytes. */
export const bodyBytes = (value: CompressibleBody) => value.body.length;
/**
 * How long past its TTL the page cache still answers with a page, once, while it renders the page
 * anew: a visitor waits for a render only after a write or on a page nobody asked for in 5 minutes.
 */
export const PAGE_CACHE_STALE_MS = 5 * 60_000;

/**
 * A counter of the public data (products, groups, colours, settings, entries, files…): every
 * successful write to it bumps the counter, and every answer cached under an older count is stale.
 */
export class PublicDataVersion {
  private current = 0;
  private readonly listeners: Array<() => void> = [];

  get value(): number {
    return this.current;
  }

  /**
   * A write of this process: the other server processes are told (see `shareInvalidation`). Resolves
   * once they were told; never rejects.
   */
  bump(): Promise<void> {
    this.current++;
    return Promise.all(this.listeners.map(async (listener) => listener())).then(() => undefined);
  }

  /** A write another process made (or may have made): nobody else is told. */
  bumpFromElsewhere(): void {
    this.current++;
  }

  /** Calls `listener` after each bump of this process (its promise must not reject). */
  onBump(listener: () => void | Promise<void>): void {
    this.listeners.push(listener);
  }
}

interface Entry<V> {
  value: V;
  bytes: number;
  version: number;
  storedAt: number;
  /** When the value goes out of date by the clock alone (ms); from then on it is neither fresh nor stale. */
  expiresAt?: number;
}

interface Loading<V> {
  promise: Promise<V>;
  version: number;
}

export interface PublicCacheOptions<V = unknown> {
  ttlMs?: number;
  /** How long past `ttlMs` `remember` answers the old value (of the same data version) while it loads anew. */
  staleMs?: number;
  maxEntries?: number;
  /** Most bytes the values may take together, as `sizeOf` counts them; the least recently used go first. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  /** Milliseconds now; tests inject a clock. */
  now?: () => number;
}

/**
 * Answers built from public data, by key: fresh for `ttlMs` and while the data version stays the
 * same. A Map keeps insertion order, so moving a used key to the end makes the first one the least
 * recently used.
 */
export class PublicCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Loading<V>>();
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;
  private bytes = 0;
  private readonly now: () => number;

  constructor(
    private readonly version: PublicDataVersion,
    options: PublicCacheOptions<V> = {},
  ) {
    this.ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
    this.staleMs = options.staleMs ?? 0;
    this.maxEntries = options.maxEntries ?? PUBLIC_CACHE_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? Infinity;
    this.sizeOf = options.sizeOf ?? (() => 0);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The fresh value of `key`, if there is one. */
  get(key: string): V | undefined {
    const found = this.lookUp(key);
    return found?.fresh ? found.value : undefined;
  }

  /** Whether `remember` would answer `key` with a fresh or a stale value, or load it. */
  state(key: string): 'fresh' | 'stale' | 'missing' {
    const found = this.lookUp(key);
    return found ? (found.fresh ? 'fresh' : 'stale') : 'missing';
  }

  /** The entry of `key` that may still be answered (fresh, or stale within `staleMs`); others go. */
  private lookUp(key: string): { value: V; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    const age = now - entry.storedAt;
    const expired = entry.expiresAt !== undefined && now >= entry.expiresAt;
    if (entry.version !== this.version.value || age >= this.ttlMs + this.staleMs || expired) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, fresh: age < this.ttlMs };
  }

  /**
   * The fresh value of `key`, else what `load` answers, stored. Concurrent misses of one key share a
   * single `load`; a load that fails, or a value `keep` refuses, is not stored (its callers all get it).
   * A value past its TTL but within `staleMs` (same data version) is answered at once while one load
   * runs in the background to replace it. `expiresAt` names the moment (ms) a value goes out of date
   * whatever its TTL (a page with the open state of the moment): it is not answered from then on.
   */
  remember(
    key: string,
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
    expiresAt: (value: V) => number | undefined = () => undefined,
  ): Promise<V> {
    const cached = this.lookUp(key);
    if (cached?.fresh) return Promise.resolve(cached.value);
    const version = this.version.value;
    const running = this.loading.get(key);
    if (cached) {
      // A failed renewal keeps the stale value until its time is up; nobody waits for it.
      if (!running || running.version !== version)
        this.load(key, load, keep, expiresAt).catch(() => undefined);
      return Promise.resolve(cached.value);
    }
    if (running && running.version === version) return running.promise;
    return this.load(key, load, keep, expiresAt);
  }

  private load(
    key: string,
    load: () => Promise<V>,
    keep: (value: V) => boolean,
    expiresAt: (value: V) => number | undefined,
  ): Promise<V> {
    const version = this.version.value;
    const storedAt = this.now();
    const promise = load().then(
      (value) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        // Data written while loading may be missing from the value: then it is stale already.
        const expires = expiresAt(value);
        const outdated = expires !== undefined && this.now() >= expires;
        if (this.version.value === version && keep(value) && !outdated)
          this.store(key, { value, bytes: this.sizeOf(value), version, storedAt, expiresAt: expires });
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, { promise, version });
    return promise;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** The bytes the values take together, as `sizeOf` counts them. */
  get sizeBytes(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private store(key: string, entry: Entry<V>): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    // The least recently used go first; the one just stored stays, however large.
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 1)) {
      this.remove(this.entries.keys().next().value as string);
    }
  }
}

/** A cached API answer (only 200s are kept) and its compressed copies. */
export interface CachedAnswer extends CompressibleBody {
  contentType: string;
}

export interface PublicCacheSetup {
  version: PublicDataVersion;
  /** Off means no answer is served from a cache (tests of the plain behaviour). */
  enabled: boolean;
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * GET answers of this route may be served from the public cache: they depend on nothing of the
     * caller but admin rights (admins are never served from the cache).
     */
    publicCache?: boolean;
    /** A POST that only reads (a search, a batch of ids): it leaves the public data as it is. */
    readOnly?: boolean;
  }
  interface FastifyInstance {
    publicDataVersion: PublicDataVersion;
    /** The fresh cached answer of a key, for the server's own reads while it renders a page. */
    cachedPublicAnswer(key: AnswerKey): CachedAnswer | undefined;
  }
  interface FastifyRequest {
    /** Set while this request loads the answer other requests of the same key wait for. */
    publicCacheLoad: { resolve(answer: CachedAnswer): void; reject(reason: Error): void } | undefined;
  }
}

const NOT_CACHEABLE = new Error('the answer is not cacheable');

/** Is this request one the public caches may answer: not from an admin (or system). */
export function mayUseCache(request: FastifyRequest): boolean {
  return !canAdminister(request.user);
}

/** Everything an opted-in API answer depends on: address, query, language and the caller's roles. */
export interface AnswerKey {
  protocol: string;
  host: string;
  /** Path and query. */
  url: string;
  language: string;
  roles: readonly string[];
}

export function publicAnswerKey({ protocol, host, url, language, roles }: AnswerKey): string {
  return `${protocol}://${host}${url}\u0000${language}\u0000${[...roles].sort().join(',')}`;
}

const answerKey = (request: FastifyRequest) =>
  publicAnswerKey({
    protocol: request.protocol,
    host: request.host,
    url: request.url,
    language: requestLanguage(request),
    roles: request.user.roles,
  });

/**
 * A hit, compressed when the caller accepts it: a cached answer is compressed once, not per request.
 * Its bytes are final, so they go straight to the socket with the headers set so far; fastify's send
 * pipeline (onSend hooks, serialisation) has nothing to add and cost a third of a hit's time.
 */
async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<FastifyReply> {
  const body = await bodyFor(answer, request.headers['accept-encoding'], (encoding) =>
    reply.header('content-encoding', encoding),
  );
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'x-cache': 'hit',
    'content-type': answer.contentType,
    'content-length': body.length,
  });
  reply.raw.end(body);
  return reply;
}

/**
 * Serves GET answers of routes with `config.publicCache` from memory to anyone but admins, with an
 * `x-cache: hit|miss` header; needs `request.user` (identify-user) first.
 */
export const publicResponseCache = fp<PublicCacheSetup>(
  async (app: FastifyInstance, setup) => {
    const cache = new PublicCache<CachedAnswer>(setup.version, {
      now: setup.now,
      maxBytes: ANSWER_CACHE_MAX_BYTES,
      sizeOf: bodyBytes,
    });
    app.decorateRequest('publicCacheLoad', undefined);
    app.decorate('cachedPublicAnswer', (key: AnswerKey) =>
      setup.enabled ? cache.get(publicAnswerKey(key)) : undefined,
    );

    app.addHook('onRequest', async (request, reply) => {
      if (!setup.enabled || request.method !== 'GET') return;
      if (!request.routeOptions.config.publicCache || !mayUseCache(request)) return;
      // Hits may be compressed; the uncompressed miss answers the same address.
      reply.header('vary', 'accept-encoding');
      const key = answerKey(request);
      const cached = cache.get(key);
      if (cached) return sendCached(request, reply, cached);

      let loader = false;
      const shared = cache.remember(
        key,
        () =>
          new Promise<CachedAnswer>((resolve, reject) => {
            loader = true;
            request.publicCacheLoad = { resolve, reject };
          }),
      );
      if (loader) {
        // Nobody may be waiting; the loader itself does not need the rejection.
        shared.catch(() => undefined);
        reply.header('x-cache', 'miss');
        return;
      }
      const answer = await shared.catch(() => undefined);
      if (answer) return sendCached(request, reply, answer);
      // The loader's answer was no 200: this request runs the handler itself.
      reply.header('x-cache', 'miss');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const load = request.publicCacheLoad;
      if (!load) return payload;
      request.publicCacheLoad = undefined;
      const contentType = reply.getHeader('content-type');
      if (
        reply.statusCode === 200 &&
        // An answer that hands out a cookie belongs to its caller alone.
        !reply.hasHeader('set-cookie') &&
        typeof contentType === 'string' &&
        (typeof payload === 'string' || Buffer.isBuffer(payload))
      ) {
        // Bytes once: a string would be measured and encoded again on every hit.
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        load.resolve({ contentType, body, compressed: {} });
        return body;
      }
      load.reject(NOT_CACHEABLE);
      return payload;
    });

    // A loader that ended without onSend (an aborted request) must not keep others waiting.
    const release = async (request: FastifyRequest) => {
      request.publicCacheLoad?.reject(NOT_CACHEABLE);
      request.publicCacheLoad = undefined;
    };
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);
  },
  { name: 'public-response-cache', dependencies: ['identify-user'] },
);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An onSend hook for the areas of public data: a write that succeeded bumps the version before its
 * answer leaves, so the writer's next read never sees a cached answer from before, and the answer
 * waits until the other server processes were told (their next read after it is fresh, whichever
 * process a proxy sends it to).
 */
export function bumpOnPublicWrite(version: PublicDataVersion) {
  return async function bump(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (READ_METHODS.has(request.method) || request.routeOptions.config.readOnly) return payload;
    if (reply.statusCode < 400) await version.bump();
    return payload;
  };
}
