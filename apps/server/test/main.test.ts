import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
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
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries } from '../src/areas/entry/table';
import { files } from '../src/areas/file/table';
import { shopProducts } from '../src/areas/shop-product/table';
import { openDatabase } from '../src/core/db';
import { seedRuns } from '../src/seed/table';
import { MISSING_DIST } from './support';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(PACKAGE_DIR, 'src', 'main.ts');
const FIRST_START_NOTICE = 'First start: created the admin';
const THROW_ON_SIGNAL = join(PACKAGE_DIR, 'test', 'throw-on-signal.ts');
const HOLD_ON_SIGNAL = join(PACKAGE_DIR, 'test', 'hold-on-signal.ts');

/** Runs src/main.ts through tsx as `pnpm start` runs the built file; `preload` adds modules before it. */
async function startServer(env: Record<string, string>, preload: string[] = []) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const imports = preload.flatMap((module) => ['--import', module]);
  const running = await spawnUntilReady(process.execPath, ['--import', 'tsx', ...imports, MAIN], {
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

/**
 * Connects and writes `GET /api/health` (keep-alive, as browsers ask); settles once the kernel
 * accepted the connection and took the request, with everything the server answers until it closes
 * the connection as `answer` (a reset ends the text with its code). The answer is wrapped: a promise
 * settled with a promise would wait for the answer.
 */
function sendRequest(port: number): Promise<{ answer: Promise<string> }> {
  return new Promise((sent, failed) => {
    let text = '';
    const socket = connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${text}[${error.code}]`));
    });
    socket.once('error', failed);
    socket.once('connect', () =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', () => sent({ answer })),
    );
  });
}

/** The file library as the admin reads it (whether each file's image variants are still to be made). */
async function filesAsAdmin(origin: string, password: string) {
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
    // A start may take up to two minutes on two busy cores (startServer), the first one seeds.
  }, 300_000);

  it('answers every request it accepted before a SIGTERM, then exits', async () => {
    const holdDir = mkdtempSync(join(tmpdir(), 'gw-hold-'));
    const server = await startServer({ ...env(), HOLD_DIR: holdDir }, [HOLD_ON_SIGNAL]);
    const { port } = new URL(server.origin);
    // The event loop stands still, so the 50 connections below stay in the kernel's accept queue.
    server.child.kill('SIGUSR2');
    await expect.poll(() => existsSync(join(holdDir, 'held')), { timeout: 10_000 }).toBe(true);
    const requests = await Promise.all(Array.from({ length: 50 }, () => sendRequest(Number(port))));
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    // The signal arrives before the server has taken a single one of them.
    server.child.kill('SIGTERM');
    writeFileSync(join(holdDir, 'release'), '');
    const answers = await Promise.all(requests.map(({ answer }) => answer));
    for (const answer of answers) expect(answer.slice(0, answer.indexOf('\r\n'))).toBe('HTTP/1.1 200 OK');
    expect(await exited).toBe(0);
    rmSync(holdDir, { recursive: true, force: true });
    // Run alone, this is the first start, which seeds.
  }, 300_000);

  it('exits cleanly on SIGINT as well', async () => {
    const server = await startServer(env());
    server.child.kill('SIGINT');
    expect(await stopWithin(server, 10_000)).toBe(0);
  }, 150_000);

  it('logs a failure outside any request (a throwing timer, an unawaited promise) and keeps serving', async () => {
    const server = await startServer(env(), [THROW_ON_SIGNAL]);
    server.child.kill('SIGUSR2');
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('"msg":"uncaught exception"');
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('"msg":"unhandled rejection"');
    expect(server.output()).toContain('a timer failed outside any request');
    expect(server.output()).toContain('a promise nobody awaited failed');
    const health = await fetch(`${server.origin}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'reachable' });
    expect(await stopWithin(server, 10_000)).toBe(0);
  }, 150_000);
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
  const processingFiles = (origin: string) => filesAsAdmin(origin, password);
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

/** Starts src/main.ts and resolves once its output contains `marker` (the server need not be ready). */
function startUntilOutput(env: Record<string, string>, marker: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      STOREFRONT_DIST: MISSING_DIST,
      ADMIN_DIST: MISSING_DIST,
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const seen = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(marker)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`exited with ${code} before "${marker}":\n${output}`)));
  });
  return { child, seen, exited, output: () => output };
}

describe.each(await databaseKinds())(
  'stopping the server process while its first start seeds on %s',
  (kind) => {
    let dataDir: string;
    let postgres: TemporaryDatabase | undefined;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'gw-stop-seed-'));
      if (kind === 'postgres') postgres = await createPostgresDatabase();
    });
    afterAll(async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    });

    const PASSWORD = 'Wurzel-2026-Ballen';
    const env = (logLevel: string) => ({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: logLevel,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    const errorLines = (output: string) => output.split('\n').filter((line) => /"level":(50|60)/.test(line));

    /** Starts, stops with SIGTERM as soon as the log says `step` began, and checks the stop was clean. */
    async function stopAt(step: string) {
      const server = startUntilOutput({ ...env('info'), PORT: String(await freePort()) }, step);
      await server.seen;
      server.child.kill('SIGTERM');
      const timeout = new Promise<'lingered'>((resolve) => setTimeout(() => resolve('lingered'), 10_000));
      const code = await Promise.race([server.exited, timeout]);
      if (code === 'lingered') server.child.kill('SIGKILL');
      expect(code, server.output()).toBe(0);
      expect(server.output()).toContain('"msg":"shutting down"');
      // Stopped before it listened, so in the middle of the seeding.
      expect(server.output()).not.toContain('Server listening');
      expect(errorLines(server.output())).toEqual([]);
      expect(server.output()).not.toContain('PGlite is closed');
    }

    it('stops cleanly in the middle of the demo seeds, and the next start completes them', async () => {
      // While the content's pictures are stored and their variants made, then, at the next start,
      // while the shop's images are stored.
      await stopAt('first start: seeding the pictures of the demo content');
      await stopAt('first start: seeding the demo shop');

      const last = await startServer(env('warn'));
      await expect
        .poll(
          async () => (await filesAsAdmin(last.origin, PASSWORD)).filter((file) => file.processing).length,
          { timeout: 90_000, interval: 500 },
        )
        .toBe(0);
      expect(await stopWithin(last, 10_000)).toBe(0);
      expect(errorLines(last.output())).toEqual([]);

      const database = await openDatabase(
        postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: join(dataDir, 'db') },
      );
      try {
        const runs = (await database.db.select().from(seedRuns)).map((run) => run.name);
        expect(runs).toEqual(expect.arrayContaining(['initial', 'content-media-demo', 'shop-demo']));
        const stored = await database.db.select().from(files);
        for (const file of stored) {
          expect(file.processingError, file.name).toBeNull();
          expect(file.gridrefs.length, file.name).toBeGreaterThan(0);
        }
        // The galleries were made after the variants, each image with the variants of its file.
        const [guide] = await database.db.select().from(entries).where(eq(entries.slug, 'lebensbaeume'));
        const gallery = guide?.data.blocks?.find((block) => block.type === 'gallery');
        const images = (gallery?.props.images ?? []) as Array<{
          _id: string;
          name: string;
          gridrefs: Array<{ gridref: string }>;
        }>;
        expect(images.map((image) => image.name)).toEqual([
          'thuja-smaragd.jpg',
          'thuja-brabant.jpg',
          'thuja-columna.jpg',
        ]);
        for (const image of images) {
          const file = stored.find((candidate) => candidate.id === image._id);
          expect(image.gridrefs.map((variant) => variant.gridref)).toEqual(
            file?.gridrefs.map((variant) => variant.gridref),
          );
        }
        const [liguster] = await database.db
          .select()
          .from(shopProducts)
          .where(eq(shopProducts.title, "Liguster 'Atrovirens'"));
        const [ligusterImage] = liguster?.data.media ?? [];
        expect(stored.find((file) => file.id === ligusterImage)?.name).toBe('liguster-atrovirens.jpg');
      } finally {
        await database.close();
      }
      // Three starts, two of them first starts cut short, on two shared cores.
    }, 300_000);
  },
);

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
