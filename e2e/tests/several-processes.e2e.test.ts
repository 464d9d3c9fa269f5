// Two processes of the built server on one PostgreSQL database, as the README runs several behind a
// proxy: one DATABASE_URL, one DATA_DIR they share. What one process does, the other sees; the rate
// limits count for both; a job runs once, in one of them, and the job of a killed one is finished by
// the other.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase, type TemporaryDatabase } from '@gartenwerk/test-helpers';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, callApi } from './server';
import { spawnShop } from './shop-process';

type Shop = Awaited<ReturnType<typeof spawnShop>>;

interface Variant {
  gridref: string;
  res: { w: number; h: number };
}
interface FileDoc {
  _id: string;
  processing: boolean;
  processingError: string | null;
  gridrefs: Variant[];
  gridrefs_ng: Variant[];
}
interface JobRow {
  state: string;
  retry_count: number;
  output: { pid?: number } | null;
}

/** A photo-like JPEG of noise (no two seeds alike): sharp takes its time over each variant. */
async function noisyJpeg(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let index = 0; index < pixels.length; index++) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[index] = state >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('two server processes on one PostgreSQL database', () => {
  let dataDir: string;
  let database: TemporaryDatabase;
  let sql: pg.Client;
  let a: Shop;
  let b: Shop;
  let token: string;

  beforeAll(async () => {
    const seeded = inject('seededShop');
    dataDir = mkdtempSync(join(tmpdir(), 'gartenwerk-e2e-processes-'));
    cpSync(seeded.dataDir, dataDir, { recursive: true });
    database = await createPostgresDatabase({ template: seeded.database });
    // Started together, as a service manager starts them.
    [a, b] = await Promise.all([
      spawnShop(dataDir, { DATABASE_URL: database.url }),
      spawnShop(dataDir, { DATABASE_URL: database.url }),
    ]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    // The admin signs in through A; the session is a row, good through B as well.
    token = await apiLogin(a.baseUrl);
    // Two starts at once on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.server.stop(), b?.server.stop()]);
    await sql?.end();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (shop: Shop, path: string) => fetch(`${shop.baseUrl}${path}`);

  /** Runs `check`; when it fails, the error tells what the processes logged. */
  async function explained(check: () => Promise<unknown>): Promise<void> {
    try {
      await check();
    } catch (error) {
      const logs = [a, b].map(
        (shop) => `process ${shop.server.child.pid}:\n${shop.server.output().slice(-4000) || '(nothing)'}`,
      );
      throw new Error([(error as Error).message, ...logs].join('\n'), { cause: error });
    }
  }

  /** Uploads a JPEG through `shop` as the admin; the answer's file still waits for its variants. */
  async function upload(shop: Shop, name: string, photo: Buffer): Promise<FileDoc> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
    const response = await fetch(`${shop.baseUrl}/api/v0/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const [file] = (await response.json()) as FileDoc[];
    expect(file!.processing).toBe(true);
    return file!;
  }

  /** pg-boss's rows of the variant jobs of a file (the file's id is the job's singleton key). */
  async function variantJobs(fileId: string): Promise<JobRow[]> {
    const { rows } = await sql.query<JobRow>(
      `select state, retry_count, output from pgboss.job
        where name = 'file.variants' and singleton_key = $1 order by created_on`,
      [`key:${fileId}`],
    );
    return rows;
  }

  /**
   * The names stored for a file in the shared DATA_DIR (the storage folder `files`, its keys
   * `files/<id>/…`), and those of the original and the variants the file lists.
   */
  function storedNames(file: FileDoc): { stored: string[]; expected: string[] } {
    return {
      stored: readdirSync(join(dataDir, 'files', 'files', file._id)).sort(),
      expected: ['original', ...[...file.gridrefs, ...file.gridrefs_ng].map((v) => v.gridref)].sort(),
    };
  }

  it('serves a product edited through one process fresh through the other', async () => {
    const list = (await (await get(b, '/api/v0/shop_product/?limit=1')).json()) as {
      items: Array<{ _id: string; title: string }>;
    };
    const path = `/api/v0/shop_product/${list.items[0]!._id}`;
    await get(b, path);
    const cached = await get(b, path);
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(((await cached.json()) as { title: string }).title).not.toBe('Umbenannt über Prozess A');

    await callApi(a.baseUrl, token, 'PUT', path, { title: 'Umbenannt über Prozess A' });
    // The write's answer leaves once B was told (NOTIFY): B's next answer is the new one.
    const fresh = await get(b, path);
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect(((await fresh.json()) as { title: string }).title).toBe('Umbenannt über Prozess A');
  });

  it('counts wrong passwords through both processes against one limit', async () => {
    const login = (shop: Shop) =>
      fetch(`${shop.baseUrl}/api/v0/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ handle: 'niemand@gartenwerk.test', password: 'falsch-falsch' }),
      });
    // Ten wrong passwords a minute per handle (the auth routes' limit), five through each process.
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(attempt % 2 === 0 ? a : b)).status).toBe(401);
    }
    const refused = await login(a);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    expect((await login(b)).status).toBe(429);
  });

  it('makes the variants of an image uploaded through one process once', async () => {
    const file = await upload(a, 'Rosenbogen.jpg', await noisyJpeg(1000, 800, 1));
    await expect
      .poll(async () => (await variantJobs(file._id)).map((job) => job.state), { timeout: 60_000 })
      .toEqual(['completed']);
    // One job for the file, run once.
    expect(await variantJobs(file._id)).toEqual([{ state: 'completed', retry_count: 0, output: null }]);

    const done = await callApi<FileDoc>(b.baseUrl, token, 'GET', `/api/v0/file/${file._id}`);
    expect(done).toMatchObject({ processing: false, processingError: null });
    const sizes = [
      { w: 400, h: 320 },
      { w: 800, h: 640 },
      { w: 1000, h: 800 },
    ];
    expect(done.gridrefs.map((variant) => variant.res)).toEqual(sizes);
    expect(done.gridrefs_ng.map((variant) => variant.res)).toEqual(sizes);
    // One set of variants in the shared folder: a second run would have stored a second set.
    const { stored, expected } = storedNames(done);
    expect(stored).toHaveLength(7);
    expect(stored).toEqual(expected);
    for (const shop of [a, b]) {
      const variant = await get(shop, `/api/v0/download/${file._id}/${done.gridrefs[0]!.gridref}`);
      expect(variant.status).toBe(200);
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(400);
    }
  }, 120_000);

  it('finishes through the other process the job of a process killed while it ran it', async () => {
    // Four widths in two formats of a 1600 × 1200 photo: a second or more of work for sharp.
    const file = await upload(a, 'Staudenbeet.jpg', await noisyJpeg(1600, 1200, 2));
    // The process running the job marks it in pg-boss's row with its pid.
    let runner: number | undefined;
    await expect
      .poll(
        async () => {
          const [job] = await variantJobs(file._id);
          runner = job?.state === 'active' ? job.output?.pid : undefined;
          return runner;
        },
        { timeout: 60_000, interval: 20 },
      )
      .toBeDefined();
    const [killed, survivor] = runner === a.server.child.pid ? [a, b] : [b, a];
    expect(killed.server.child.pid).toBe(runner);
    killed.server.child.kill('SIGKILL');
    await killed.server.stop();

    // The survivor notices within seconds that the job's process is gone and runs it again.
    await explained(() =>
      expect
        .poll(async () => (await variantJobs(file._id)).map((job) => job.state), { timeout: 90_000 })
        .toEqual(['completed']),
    );
    // Still one job: its first attempt died with its process, the second one finished it.
    expect(await variantJobs(file._id)).toEqual([{ state: 'completed', retry_count: 1, output: null }]);

    const done = await callApi<FileDoc>(survivor.baseUrl, token, 'GET', `/api/v0/file/${file._id}`);
    expect(done).toMatchObject({ processing: false, processingError: null });
    const sizes = [
      { w: 400, h: 300 },
      { w: 800, h: 600 },
      { w: 1200, h: 900 },
      { w: 1600, h: 1200 },
    ];
    expect(done.gridrefs.map((variant) => variant.res)).toEqual(sizes);
    expect(done.gridrefs_ng.map((variant) => variant.res)).toEqual(sizes);
    // The killed attempt had stored nothing yet (the variants are stored once all are made).
    const { stored, expected } = storedNames(done);
    expect(stored).toHaveLength(9);
    expect(stored).toEqual(expected);
  }, 180_000);
});
