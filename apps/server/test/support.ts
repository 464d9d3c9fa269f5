import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresDatabase } from '@gartenwerk/test-helpers';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { createSession, createUser } from '../src/areas/auth/service';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../src/core/db';
import type { Product } from '../src/areas/shop-product/schemas';

const testDir = fileURLToPath(new URL('.', import.meta.url));
/**
 * The real builds of the storefront and the admin centre; turbo builds them before the server's
 * tests (turbo.json), so page tests render what visitors get.
 */
export const STOREFRONT_BUILD = join(testDir, '../../storefront/dist');
export const ADMIN_BUILD = join(testDir, '../../admin/dist');
export const MISSING_DIST = join(testDir, 'not-built');

/** The file name of the one built asset `pattern` matches, e.g. the hashed entry script. */
export function builtAsset(dir: string, pattern: RegExp): string {
  const names = readdirSync(dir).filter((name) => pattern.test(name));
  if (names.length !== 1)
    throw new Error(`expected one file matching ${pattern} in ${dir}, found ${names.join(', ') || 'none'}`);
  return names[0]!;
}

/**
 * The file name of the admin centre's entry script, as the build's Vite manifest names it (its
 * screens are chunks of their own, several of them `index-…` too).
 */
export function adminEntryScript(): string {
  const manifest = JSON.parse(readFileSync(join(ADMIN_BUILD, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the admin's manifest, found ${entries.length}`);
  return entries[0]!.file.replace(/^assets\//, '');
}

/** The store state the storefront serialised into its page, for the hydration. */
export function preloadedState(html: string): {
  config: { components: { admincenter: { url: string } } };
  api: { queries: Record<string, { endpointName: string; data?: unknown }> };
} {
  const json = /<script>window\.__PRELOADED_STATE__ = (.+?);?<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('the page carries no preloaded state');
  return JSON.parse(json);
}

/** The handle of the visitor the page was rendered for. */
export function renderedFor(html: string): string | undefined {
  const queries = Object.values(preloadedState(html).api.queries);
  return (queries.find((query) => query.endpointName === 'getCurrentUser')?.data as { handle: string })
    ?.handle;
}

export const TEST_ADMIN_EMAIL = 'chefin@gartenwerk.test';
export const TEST_ADMIN_PASSWORD = 'Hecke-2026-Thuja';

/**
 * A migrated database of its own, with the initial seed when `seeded`: PGlite in memory, or a fresh
 * database on the test PostgreSQL; both copied from the run's snapshots (test/database-snapshots.ts).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<DatabaseHandle> {
  const snapshots = inject('databaseSnapshots');
  const state = seeded ? 'seeded' : 'migrated';
  if (kind === 'pglite') {
    return openDatabase({ kind: 'pglite', snapshot: new Blob([readFileSync(snapshots.pglite[state])]) });
  }
  const temporary = await createPostgresDatabase({ template: snapshots.postgres[state] });
  const handle = await openDatabase({ kind: 'postgres', url: temporary.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await temporary.drop();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Bearer tokens of a seeded admin and of a plain user. */
  adminToken: string;
  userToken: string;
  close(): Promise<void>;
}

/** A seeded app on its own database, with sessions for an admin and a plain user. */
export async function startTestServer(
  kind: DatabaseKind,
  overrides: Partial<AppOptions> = {},
): Promise<TestServer> {
  const database = await openTestDatabase(kind, { seeded: true });
  const app = await buildApp({
    db: database.db,
    sessionSecret: 'a-test-secret-that-is-long-enough-for-cookies',
    storefrontDist: MISSING_DIST,
    adminDist: MISSING_DIST,
    logLevel: 'silent',
    ...overrides,
  });
  const admin = await createUser(database.db, { handle: 'admin2@gartenwerk.test', roles: ['admin'] });
  const user = await createUser(database.db, {
    handle: 'kunde@gartenwerk.test',
    password: 'Kunde-2026!',
    roles: ['user'],
  });
  return {
    app,
    database,
    adminToken: await createSession(database.db, admin._id),
    userToken: await createSession(database.db, user._id),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Area options for tests that place many orders or quotes from one address: the shop's rate limits
 * raised far beyond what they send.
 */
export const MANY_ORDERS: NonNullable<AppOptions['areaOptions']> = {
  'shop-order': { rateLimits: { orders: { max: 100_000 } } },
  'shop-order-actions': { rateLimits: { lookups: { max: 100_000 } } },
  'shop-voucher-actions': { rateLimits: { lookups: { max: 100_000 } } },
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The methods the JSON calls of a test use. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A JSON request to a test server (or to another app of the test, as `{ app }`): a guest's, or with
 * `token` a signed-in user's; `headers` adds others (a cookie, an idempotency key, the language).
 */
export function call(
  server: Pick<TestServer, 'app'>,
  method: CallMethod,
  url: string,
  payload?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method,
    url,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/**
 * `call(method, url, payload?, headers?)`: a request to the test server `current()` gives (started in
 * `beforeAll`), as its admin unless `headers` say otherwise (`{}` for a guest).
 */
export function adminCalls(current: () => TestServer) {
  return (
    method: CallMethod,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = bearer(current().adminToken),
  ) => call(current(), method, url, payload, undefined, headers);
}

/** The shop's part of the configuration, as a test changes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests write any of its fields
type ShopConfig = Record<string, any>;

/**
 * Configures the shop as most shop tests need it: the VAT group `pflanzen` (13 % in Austria, 7 % in
 * Germany) and the shipping group `paket` (6,90 € to Austria, 9,90 € to Germany per parcel);
 * `adjust` changes more.
 */
export async function configureShop(server: TestServer, adjust: (shop: ShopConfig) => void = () => {}) {
  const config = (await call(server, 'GET', '/api/v0/config/')).json()[0];
  config.components.shop.vat_groups = [{ uuid: 'pflanzen', rates: { at: 13, de: 7 } }];
  config.components.shop.shipping_groups = [
    { uuid: 'paket', type: 'count', unit: [{ max: 1000, costs: { at: 6.9, de: 9.9 } }] },
  ];
  adjust(config.components.shop);
  const answer = await call(
    server,
    'PUT',
    '/api/v0/config/',
    { components: config.components },
    server.adminToken,
  );
  if (answer.statusCode !== 200) throw new Error(`the shop was not configured: ${answer.body}`);
}

/** A product the admin adds: an apple tree at 39,90 € in `pflanzen` and `paket`, unless `fields` differ. */
export async function createProduct<T = Product>(server: TestServer, fields: Record<string, unknown> = {}) {
  const answer = await call(
    server,
    'POST',
    '/api/v0/shop_product/',
    {
      title: 'Apfelbaum Topaz',
      price: 39.9,
      vat_groups: ['pflanzen'],
      shipping_groups: ['paket'],
      ...fields,
    },
    server.adminToken,
  );
  if (answer.statusCode !== 200) throw new Error(`the product was not added: ${answer.body}`);
  return answer.json<T>();
}

/** A Viennese customer's address, unless `changes` differ. */
export const anAddress = <T extends Record<string, unknown>>(changes: T = {} as T) => ({
  type: 'person' as const,
  first_name: 'Lena',
  last_name: 'Huber',
  address: 'Ringstraße 1',
  zip: '1010',
  city: 'Wien',
  country: 'at',
  ...changes,
});
