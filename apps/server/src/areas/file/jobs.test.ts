import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, MISSING_DIST, startTestServer, type TestServer } from '../../../test/support';
import { buildApp } from '../../app';
import { postgresPool } from '../../core/db';
import { newId } from '../../core/ids';
import { jobs as jobsTable } from '../../core/jobs-table';
import { LocalStorage } from '../../core/storage';
import { createFileLibrary, type FileLibrary } from './library';
import type { FileDoc } from './schemas';
import { originalKey } from './service';
import { files } from './table';
import { VARIANTS_JOB } from './variants';

/** A photo-like JPEG: noise compresses badly, so cutting it short leaves most of the pixels missing. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function multipart(filename: string, content: Buffer) {
  const boundary = `----gartenwerk${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${filename}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(await databaseKinds())('image variant jobs on %s', (kind) => {
  let server: TestServer;
  let folder: string;
  let library: () => FileLibrary;
  const restarted: FastifyInstance[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'gartenwerk-jobs-test-'));
    library = () => createFileLibrary({ storage: new LocalStorage(folder) });
    server = await startTestServer(kind, { files: library() });
    await server.app.ready();
  });
  afterAll(async () => {
    for (const app of restarted) await app.close();
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  const admin = () => bearer(server.adminToken);
  const read = async (app: FastifyInstance, id: string): Promise<FileDoc> => {
    const response = await call({ app }, 'GET', `/api/v0/file/${id}`, undefined, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FileDoc>();
  };
  const upload = (filename: string, content: Buffer) => {
    const body = multipart(filename, content);
    return server.app.inject({
      method: 'POST',
      url: '/api/v0/upload',
      payload: body.payload,
      headers: { ...body.headers, ...admin() },
    });
  };
  /** A second server on the same database and storage, as after a restart. */
  const restart = async () => {
    const app = await buildApp({
      db: server.database.db,
      sessionSecret: 'a-test-secret-that-is-long-enough-for-cookies',
      storefrontDist: MISSING_DIST,
      adminDist: MISSING_DIST,
      logLevel: 'silent',
      files: library(),
    });
    restarted.push(app);
    await app.ready();
    return app;
  };

  it('makes the variants a stopped server left unfinished once the next one starts', async () => {
    // The state an interrupted job leaves: the original stored, the row marked processing, no variants.
    const id = newId();
    const original = await noisyJpeg(900, 600);
    await new LocalStorage(folder).write(originalKey(id), Readable.from([original]));
    await server.database.db.insert(files).values({
      id,
      name: 'Rosenbeet.jpg',
      ext: 'jpg',
      mime: 'image/jpeg',
      size: original.length,
      hash: createHash('sha256').update(original).digest('hex'),
      width: 900,
      height: 600,
      processing: true,
    });
    expect(await read(server.app, id)).toMatchObject({ processing: true, gridrefs: [], gridrefs_ng: [] });

    const app = await restart();
    await app.jobs.idle();

    const done = await read(app, id);
    expect(done.processing).toBe(false);
    expect(done.processingError).toBeNull();
    expect(done.gridrefs.map((variant) => variant.res)).toEqual([
      { w: 400, h: 267 },
      { w: 800, h: 533 },
      { w: 900, h: 600 },
    ]);
    expect(done.gridrefs_ng.map((variant) => variant.res)).toEqual(
      done.gridrefs.map((variant) => variant.res),
    );
    expect(readdirSync(join(folder, 'files', id)).sort()).toEqual(
      ['original', ...done.gridrefs.map((v) => v.gridref), ...done.gridrefs_ng.map((v) => v.gridref)].sort(),
    );
    const variant = await call({ app }, 'GET', `/api/v0/download/${id}/${done.gridrefs[0]!.gridref}`);
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(400);
  });

  it('refuses an image whose header cannot be decoded with 422', async () => {
    // JPEG magic bytes, then garbage: the type sniffs as jpg, but sharp finds no image.
    const garbage = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('kein Bild, nur Text '.repeat(50)),
    ]);
    const response = await upload('kaputt.jpg', garbage);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      code: 'UNREADABLE_IMAGE',
      message: 'Das Bild kann nicht gelesen werden',
    });
    const list = await call(server, 'GET', '/api/v0/file/?name=kaputt', undefined, server.adminToken);
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it('ends processing with the error recorded when a cut-off image cannot be turned into variants', async () => {
    // The header is intact (size readable, so the upload is accepted), the pixel data is cut off.
    const whole = await noisyJpeg(1000, 800);
    const response = await upload('abgeschnitten.jpg', whole.subarray(0, Math.floor(whole.length / 3)));
    expect(response.statusCode, response.body).toBe(200);
    const accepted = response.json<FileDoc[]>()[0]!;
    expect(accepted).toMatchObject({ processing: true, res: { w: 1000, h: 800 }, processingError: null });

    await server.app.jobs.idle();
    const failed = await read(server.app, accepted._id);
    expect(failed.processing).toBe(false);
    expect(failed.gridrefs).toEqual([]);
    expect(failed.gridrefs_ng).toEqual([]);
    expect(failed.processingError).toMatch(/^Varianten konnten nicht erstellt werden: .+/);
    // Nothing half-made is left behind, and a later start does not try again.
    expect(readdirSync(join(folder, 'files', accepted._id))).toEqual(['original']);
    const [row] = await server.database.db.select().from(files).where(eq(files.id, accepted._id));
    expect(row?.processing).toBe(false);
    const app = await restart();
    await app.jobs.idle();
    expect((await read(app, accepted._id)).processingError).toBe(failed.processingError);
    expect(existsSync(join(folder, 'files', accepted._id, 'original'))).toBe(true);
  });

  it('makes the variants of a file once when two jobs are sent for it', async () => {
    const id = newId();
    const original = await noisyJpeg(600, 400);
    await new LocalStorage(folder).write(originalKey(id), Readable.from([original]));
    await server.database.db.insert(files).values({
      id,
      name: 'Zweimal.jpg',
      ext: 'jpg',
      mime: 'image/jpeg',
      size: original.length,
      hash: createHash('sha256').update(original).digest('hex'),
      width: 600,
      height: 400,
      processing: true,
    });
    // Sent at once, the second waits behind the first (one waiting per file) or finds the file made.
    await Promise.all([
      server.app.jobs.send(VARIANTS_JOB, { id }, { singletonKey: id }),
      server.app.jobs.send(VARIANTS_JOB, { id }, { singletonKey: id }),
    ]);
    await server.app.jobs.idle();

    const done = await read(server.app, id);
    expect(done.processing).toBe(false);
    expect(done.gridrefs.map((variant) => variant.res)).toEqual([
      { w: 400, h: 267 },
      { w: 600, h: 400 },
    ]);
    // One set of variants on disk: a second run would have stored another and removed these.
    expect(readdirSync(join(folder, 'files', id)).sort()).toEqual(
      ['original', ...done.gridrefs.map((v) => v.gridref), ...done.gridrefs_ng.map((v) => v.gridref)].sort(),
    );
    expect(new Set(done.gridrefs.map((variant) => variant.gridref.split('-')[0])).size).toBe(1);
  });

  it('leaves a file whose job waits for its retry to that job when another server starts', async () => {
    const id = newId();
    const original = await noisyJpeg(500, 300);
    await new LocalStorage(folder).write(originalKey(id), Readable.from([original]));
    await server.database.db.insert(files).values({
      id,
      name: 'Wartet.jpg',
      ext: 'jpg',
      mime: 'image/jpeg',
      size: original.length,
      hash: createHash('sha256').update(original).digest('hex'),
      width: 500,
      height: 300,
      processing: true,
    });
    // Its first attempt failed; the retry waits an hour. (A `short` queue holds back a second job only
    // while the first is `created`: a retry waiting or a job running lets another one in.)
    const pool = postgresPool(server.database.db);
    const inAnHour = new Date(Date.now() + 3_600_000);
    if (pool) {
      await server.app.jobs.send(VARIANTS_JOB, { id }, { singletonKey: id, startAfter: inAnHour });
      await pool.query(`update pgboss.job set state = 'retry' where singleton_key = $1`, [`key:${id}`]);
    } else {
      await server.database.db.insert(jobsTable).values({
        id: newId(),
        name: VARIANTS_JOB,
        data: { id },
        state: 'retry',
        singletonKey: id,
        attempts: 1,
        startAfter: inAnHour,
      });
    }
    const jobsOfTheFile = async () =>
      pool
        ? Number(
            (
              await pool.query<{ count: string }>(
                `select count(*) as count from pgboss.job where singleton_key = $1`,
                [`key:${id}`],
              )
            ).rows[0]!.count,
          )
        : (await server.database.db.select().from(jobsTable).where(eq(jobsTable.singletonKey, id))).length;
    expect(await jobsOfTheFile()).toBe(1);

    await restart();
    expect(await jobsOfTheFile()).toBe(1);
    expect(await read(server.app, id)).toMatchObject({ processing: true });
  });
});
