import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createPostgresDatabase,
  databaseKinds,
  freePort,
  spawnUntilReady,
  type TemporaryDatabase,
} from '@gartenwerk/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_DIST } from './support';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(PACKAGE_DIR, 'src', 'main.ts');
const FIRST_START_NOTICE = 'First start: created the admin';

/** Runs src/main.ts through tsx as `pnpm start` runs the built file. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const running = await spawnUntilReady(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: PACKAGE_DIR,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STOREFRONT_DIST: MISSING_DIST,
      ADMIN_DIST: MISSING_DIST,
      ...env,
    },
    readyUrl: `${origin}/api/health`,
    // A first start seeds the demo data; on two busy cores that can take over a minute.
    timeoutMs: 120_000,
  });
  return Object.assign(running, { origin });
}

/** Stops with SIGTERM and fails if the process lingers: an unclosed database keeps it alive. */
async function stopWithin(
  server: Awaited<ReturnType<typeof startServer>>,
  ms: number,
): Promise<number | null> {
  const timeout = new Promise<'lingered'>((resolve) => setTimeout(() => resolve('lingered'), ms));
  const result = await Promise.race([server.stop(), timeout]);
  if (result === 'lingered') {
    server.child.kill('SIGKILL');
    throw new Error(`server did not exit within ${ms} ms:\n${server.output()}`);
  }
  return result;
}

describe.each(await databaseKinds())('the server process on %s', (kind) => {
  let dataDir: string;
  let postgres: TemporaryDatabase | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gw-main-'));
    if (kind === 'postgres') postgres = await createPostgresDatabase();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  const env = () => ({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });

  it('starts, prints the generated admin password once, and exits cleanly on SIGTERM', async () => {
    const first = await startServer(env());
    const health = await fetch(`${first.origin}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'reachable' });
    expect(first.output()).toContain(`${FIRST_START_NOTICE} admin@gartenwerk.local with the password`);
    expect(await stopWithin(first, 10_000)).toBe(0);
    expect(existsSync(join(dataDir, 'session-secret'))).toBe(true);
    if (kind === 'pglite') expect(existsSync(join(dataDir, 'db'))).toBe(true);

    const second = await startServer(env());
    expect(second.output()).not.toContain(FIRST_START_NOTICE);
    expect(await stopWithin(second, 10_000)).toBe(0);
  });

  it('exits cleanly on SIGINT as well', async () => {
    const server = await startServer(env());
    server.child.kill('SIGINT');
    expect(await stopWithin(server, 10_000)).toBe(0);
  });
});

describe.each(await databaseKinds())('stopping the server process on %s', (kind) => {
  let dataDir: string;
  let postgres: TemporaryDatabase | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gw-stop-'));
    if (kind === 'postgres') postgres = await createPostgresDatabase();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  const password = 'Wurzel-2026-Ballen';
  const env = () => ({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: password,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  /** The files whose image variants are still to be made, read as the admin reads them. */
  const processingFiles = async (origin: string) => {
    const login = await fetch(`${origin}/api/v0/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ handle: 'admin@gartenwerk.local', password }),
    });
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`${origin}/api/v0/file/?limit=1000`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { items } = (await list.json()) as {
      items: Array<{ _id: string; processing: boolean; processingError: string | null; gridrefs: unknown[] }>;
    };
    return items;
  };
  /** Error (50) and fatal (60) lines of the server's JSON log. */
  const errorLines = (output: string) => output.split('\n').filter((line) => /"level":(50|60)/.test(line));

  it("stops in the middle of the seeded images' variants without an error; the next start makes the rest", async () => {
    const first = await startServer(env());
    // The shop seed's images get their variants in the background, after the server is ready.
    const unfinished = (await processingFiles(first.origin)).filter((file) => file.processing);
    expect(unfinished.length).toBeGreaterThan(0);
    expect(await stopWithin(first, 10_000)).toBe(0);
    expect(errorLines(first.output())).toEqual([]);
    expect(first.output()).not.toContain('PGlite is closed');

    const second = await startServer(env());
    await expect
      .poll(async () => (await processingFiles(second.origin)).filter((file) => file.processing).length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(0);
    const files = await processingFiles(second.origin);
    for (const { _id } of unfinished) {
      const file = files.find((candidate) => candidate._id === _id);
      expect(file?.processingError).toBeNull();
      expect(file?.gridrefs.length).toBeGreaterThan(0);
    }
    expect(await stopWithin(second, 10_000)).toBe(0);
    expect(errorLines(second.output())).toEqual([]);
    // Two first starts' worth of seeding and image work on two shared cores.
  }, 180_000);
});

describe('the server process with bad settings', () => {
  it('refuses to start and names the setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, PORT: 'achtzig', DATA_DIR: join(tmpdir(), 'gw-never-created') },
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid settings:');
    expect(output).toContain('PORT must be a whole number between 1 and 65535 (got "achtzig")');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
