import { expect } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPostgresDatabase,
  freePort,
  spawnUntilReady,
  type RunningProcess,
} from '@gartenwerk/test-helpers';

/** The first admin every started shop has. */
export const ADMIN = { handle: 'admin@gartenwerk.test', password: 'Sehr-Geheim-2026!' } as const;

const serverMain = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

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

/** Starts the built server, as `npm start` does, on a free port with a fresh DATA_DIR (and database). */
export async function startShop(env: NodeJS.ProcessEnv = {}): Promise<RunningShop> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gartenwerk-e2e-'));
  const database =
    E2E_DATABASE === 'postgres' && !env.DATABASE_URL ? await createPostgresDatabase() : undefined;
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await spawnUntilReady(process.execPath, [serverMain], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.handle,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    readyUrl: `${baseUrl}/api/health`,
    timeoutMs: 90_000,
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
