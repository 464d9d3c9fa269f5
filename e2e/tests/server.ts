import { expect, inject } from 'vitest';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase, type RunningProcess } from '@gartenwerk/test-helpers';
import { ADMIN, spawnShop } from './shop-process';

export { ADMIN };

export interface RunningShop {
  baseUrl: string;
  dataDir: string;
  server: RunningProcess;
  stop(): Promise<void>;
}

/**
 * The database the shops of this run keep their data in: `E2E_DATABASE=postgres` (the `postgres`
 * project of vitest.config.ts sets it) gives every shop a fresh database of its own on the test
 * PostgreSQL server; otherwise the embedded PGlite in DATA_DIR, as `npm start` has it.
 */
export const E2E_DATABASE: 'pglite' | 'postgres' =
  process.env.E2E_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** A shop that started once and made its demo seeds, kept stopped to be copied (tests/seeded-shop.setup.ts). */
export interface SeededShop {
  dataDir: string;
  /** Its PostgreSQL database, for the `postgres` project. */
  database?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededShop: SeededShop;
  }
}

/**
 * Starts the built server, as `npm start` does, on a free port with a DATA_DIR (and database) of its
 * own. It begins as a copy of the shop the run seeded once, so no file waits for the first start's
 * demo seeds and image variants; with a `DATABASE_URL` of the caller's it starts from scratch.
 */
export async function startShop(env: NodeJS.ProcessEnv = {}): Promise<RunningShop> {
  const seeded = env.DATABASE_URL ? undefined : inject('seededShop');
  const dataDir = mkdtempSync(join(tmpdir(), 'gartenwerk-e2e-'));
  if (seeded) cpSync(seeded.dataDir, dataDir, { recursive: true });
  const database =
    E2E_DATABASE === 'postgres' && !env.DATABASE_URL
      ? await createPostgresDatabase({ template: seeded?.database })
      : undefined;
  const { baseUrl, server } = await spawnShop(dataDir, {
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  return {
    baseUrl,
    dataDir,
    server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** Logs in through the API and gives the session's bearer token; a refused login fails the test. */
export async function apiLogin(
  baseUrl: string,
  credentials: { handle: string; password: string } = ADMIN,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ handle: credentials.handle, password: credentials.password }),
  });
  if (response.status !== 200) throw new Error(`login of ${credentials.handle}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A seeded product as the admin's product list gives it. */
export interface SeededProduct {
  _id: string;
  title: string;
  price: number | null;
  type: string;
  available: boolean;
  offline: boolean;
  variants: unknown[];
  colors: string[];
}

/** The seeded products a guest can put in the cart as they are: priced, without variants or colours, for sale. */
export async function plainOrderableProducts(baseUrl: string, token: string): Promise<SeededProduct[]> {
  const answer = await fetch(`${baseUrl}/api/v0/shop_product/?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await answer.json()) as { items: SeededProduct[] };
  return items.filter(
    (product) =>
      typeof product.price === 'number' &&
      product.variants.length === 0 &&
      product.colors.length === 0 &&
      product.type === 'product' &&
      product.available &&
      !product.offline,
  );
}

/**
 * A call of the API as the user of `token`, JSON in and out; an answer other than 200 fails the test
 * with the call and the answer.
 */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as T;
  expect(response.status, `${method} ${path}: ${JSON.stringify(json)}`).toBe(200);
  return json;
}

/** Changes some of the shop's settings (`components.shop`) through the API, keeping the others. */
export async function setShopSettings(baseUrl: string, token: string, change: object): Promise<void> {
  const [config] = await callApi<Array<{ components: { shop: object } }>>(
    baseUrl,
    token,
    'GET',
    '/api/v0/config/',
  );
  await callApi(baseUrl, token, 'PUT', '/api/v0/config/', {
    components: { ...config!.components, shop: { ...config!.components.shop, ...change } },
  });
}
