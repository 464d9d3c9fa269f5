import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANY_ORDERS,
  anAddress,
  bearer,
  call,
  configureShop,
  createProduct,
  openTestDatabase,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import { blum, line } from '../../../test/invoice-fixtures';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseKind } from '../../core/db';
import { LocalStorage } from '../../core/storage';
import { createFileLibrary } from '../file/library';
import { newsletterSubscribers } from '../newsletter/table';
import type { Order } from '../shop-order/schemas';
import { storedKeys } from '../file/queries';
import { writeBackup, type BackupManifest } from './archive';
import { NOT_BACKED_UP, quoteIdent, rowsOf } from './catalog';
import { isEmptyInstallation, restoreBackup } from './restore';
import type { RestoreInfo } from './restore-job';
import { listBackups, runSchedule, startBackup, updateSchedule, type BackupInfo } from './service';

const BACKUP = '/api/v0/backup/';

/** Reads a restore again until it has ended (it runs in the background of the request that took it). */
async function restoreEnded(server: TestServer, id: string): Promise<RestoreInfo> {
  for (;;) {
    const answer = await server.app.inject({ method: 'GET', url: `${BACKUP}restore/${id}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const info = answer.json<RestoreInfo>();
    if (info.state !== 'running') return info;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const RESTORE_CLI = fileURLToPath(new URL('../../restore-cli.ts', import.meta.url));

/** Every row of every table, as PostgreSQL's own jsonb text of it (UTC), sorted: to compare two databases. */
async function tableContents(db: Database): Promise<Map<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local extra_float_digits = 3`);
    const tables = await rowsOf<{ name: string }>(
      tx,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    const contents = new Map<string, string[]>();
    for (const { name } of tables) {
      if (NOT_BACKED_UP.has(name)) continue;
      const rows = await rowsOf<{ row: string }>(
        tx,
        sql.raw(`select to_jsonb(t)::text as row from ${quoteIdent(name)} as t order by 1`),
      );
      contents.set(
        name,
        rows.map((row) => row.row),
      );
    }
    return contents;
  });
}

async function nextValues(db: Database): Promise<Record<string, string>> {
  const rows = await rowsOf<{ name: string; value: string }>(
    db,
    sql`select sequencename as name, coalesce(last_value, 0)::text as value from pg_sequences
        where schemaname = 'public' order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** The names and bytes of an archive's entries. */
async function entriesOf(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const done = new Promise<void>((resolve, reject) => {
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  Readable.from([archive]).pipe(createGunzip()).pipe(extract);
  await done;
  return entries;
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

/** A fresh installation: a migrated, empty database, an empty file folder and data directory. */
async function freshInstallation(kind: DatabaseKind) {
  const folder = await mkdtemp(join(tmpdir(), 'gartenwerk-restore-test-'));
  const database = await openTestDatabase(kind);
  return {
    database,
    storage: new LocalStorage(join(folder, 'files')),
    dataDir: folder,
    async close() {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

describe.each(await databaseKinds())('backups of a site on %s', (kind) => {
  let server: TestServer;
  let folder: string;
  let storage: LocalStorage;
  let photo: Buffer;
  let order: Order;
  let backup: Buffer;
  let backupInfo: BackupInfo;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'gartenwerk-backup-test-'));
    storage = new LocalStorage(join(folder, 'files'));
    server = await startTestServer(kind, {
      files: createFileLibrary({ storage }),
      dataDir: folder,
      areaOptions: MANY_ORDERS,
    });
    const admin = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
      call(server, method, url, payload, server.adminToken);
    // Content, with text that tests the escaping: quotes, a backslash, a line break, umlauts.
    const entry = await admin('POST', '/api/v0/entry/', {
      title: 'Heckenpflanzung "Smaragd" \\ Herbst\nZweite Zeile – Größe',
      content: '<p>Jetzt pflanzen!</p>',
      type: 'page',
      tags: ['news', 'Hecke'],
    });
    expect(entry.statusCode, entry.body).toBe(201);
    // An order.
    await configureShop(server);
    const product = await createProduct(server, { title: 'Thuja Smaragd 80–100 cm', price: 12.9 });
    const placed = await server.app.inject({
      method: 'POST',
      url: '/api/v0/shop_order/',
      headers: { 'idempotency-key': `backup-${kind}` },
      payload: {
        items: [{ item: product._id, amount: 3 }],
        email: 'lena.huber@example.at',
        invoiceAddress: anAddress(),
        selectedPayment: 'prepayment',
        termsAccepted: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    order = placed.json<Order>();
    // An invoice.
    const customer = await admin('POST', '/api/v1/invoice/customer/', blum);
    expect([200, 201], customer.body).toContain(customer.statusCode);
    const invoice = await admin('POST', '/api/v0/invoice/', {
      type: 'invoice',
      price_mode: 'net',
      issue: true,
      customer_id: customer.json<{ _id: string }>()._id,
      date: '2026-11-02',
      lines: [line('Thuja Smaragd', 3, 24.9, 13)],
    });
    expect([200, 201], invoice.body).toContain(invoice.statusCode);
    // Newsletter subscribers.
    await server.database.db.insert(newsletterSubscribers).values([
      {
        email: 'rosa@beispiel.test',
        name: 'Rosa Gärtner',
        status: 'confirmed',
        lists: [],
        unsubscribeToken: 't-rosa',
      },
      {
        email: 'otto@beispiel.test',
        name: 'Otto Obst',
        status: 'pending',
        lists: [],
        unsubscribeToken: 't-otto',
      },
    ]);
    // A photo, whose variants are made in the background.
    photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f6b2f' } })
      .jpeg()
      .toBuffer();
    const body = multipart('Thuja Hecke.jpg', photo);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/v0/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(server.adminToken) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await server.app.jobs.idle();
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('lets only admins see, make and restore backups (C100)', async () => {
    for (const headers of [{}, bearer(server.userToken)]) {
      for (const [method, url] of [
        ['GET', BACKUP],
        ['POST', BACKUP],
        ['POST', `${BACKUP}restore`],
      ] as const) {
        const answer = await server.app.inject({ method, url, headers });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'C100' });
      }
    }
  });

  it('makes a backup in the background, with its progress, counts and a download', async () => {
    const started = await call(server, 'POST', BACKUP, undefined, server.adminToken);
    expect(started.statusCode).toBe(202);
    const queued = started.json<BackupInfo>();
    expect(queued).toMatchObject({ state: 'queued', scheduled: false, size: null });
    expect(queued._id).toMatch(/^gartenwerk-\d{8}-\d{6}-\d{3}$/);
    await server.app.jobs.idle();

    backupInfo = (await call(server, 'GET', `${BACKUP}${queued._id}`, undefined, server.adminToken)).json();
    expect(backupInfo).toMatchObject({ state: 'done', error: null, progress: { phase: 'archive' } });
    // The photo and its variants (jpeg and webp in several widths).
    expect(backupInfo.files).toBeGreaterThan(2);
    const list = (await call(server, 'GET', BACKUP, undefined, server.adminToken)).json<{
      items: BackupInfo[];
      empty: boolean;
    }>();
    expect(list.items.map((item) => item._id)).toEqual([queued._id]);
    // Orders and invoices are stored: this installation is no place to restore into.
    expect(list.empty).toBe(false);

    const download = await call(
      server,
      'GET',
      `${BACKUP}${queued._id}/download`,
      undefined,
      server.adminToken,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${queued._id}.tar.gz"`);
    backup = download.rawPayload;
    expect(backup.length).toBe(backupInfo.size);

    const entries = await entriesOf(backup);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as BackupManifest;
    expect(manifest).toMatchObject({ format: 1, database: kind, files: expect.any(Array) });
    // The version the server's package states, not a constant of the backup code.
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(manifest.appVersion).toBe(pkg.version);
    expect(manifest.tables.find((table) => table.name === 'shop_orders')?.rows).toBe(1);
    expect(manifest.tables.find((table) => table.name === 'newsletter_subscribers')?.rows).toBe(2);
    expect(manifest.tables.some((table) => table.name === 'jobs')).toBe(false);
    expect(manifest.tables.some((table) => table.name === 'rate_limits')).toBe(false);
    // Parents before the tables referencing them.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));
    // The photo's bytes as uploaded.
    const original = manifest.files.find((file) => file.key.endsWith('/original'))!;
    expect(entries.get(`files/${original.key}`)!.equals(photo)).toBe(true);
    expect(original.size).toBe(photo.length);
  });

  it('shows a backup whose process went away as failed, which may be deleted, and refuses to delete a running one', async () => {
    const backups = join(folder, 'backups');
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const running = (id: string, updated: string) =>
      writeFile(
        join(backups, `${id}.json`),
        JSON.stringify({
          _id: id,
          state: 'running',
          scheduled: false,
          created: '2025-11-02T03:00:00.000Z',
          finished: null,
          size: null,
          progress: { phase: 'database', done: 3, total: 90 },
          tables: null,
          rows: null,
          files: null,
          error: null,
          updated,
        }),
      );
    const alive = 'gartenwerk-20251102-030000-000';
    const cutOff = 'gartenwerk-20251101-030000-000';
    await running(alive, minutesAgo(0.5));
    await running(cutOff, minutesAgo(3));

    const shown = async (id: string) =>
      (await call(server, 'GET', `${BACKUP}${id}`, undefined, server.adminToken)).json<BackupInfo>();
    expect(await shown(alive)).toMatchObject({ state: 'running', error: null });
    expect(await shown(cutOff)).toMatchObject({
      state: 'failed',
      error:
        'Die Sicherung wurde abgebrochen: der Server wurde beendet, während er sie erstellte. Sie kann gelöscht werden.',
    });
    const listed = (await call(server, 'GET', BACKUP, undefined, server.adminToken)).json<{
      items: BackupInfo[];
    }>();
    expect(listed.items.map((item) => [item._id, item.state])).toEqual([
      [backupInfo._id, 'done'],
      [alive, 'running'],
      [cutOff, 'failed'],
    ]);

    const refused = await call(server, 'DELETE', `${BACKUP}${alive}`, undefined, server.adminToken);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Diese Sicherung wird gerade erstellt.',
    ]);
    expect(
      (await call(server, 'DELETE', `${BACKUP}${cutOff}`, undefined, server.adminToken)).statusCode,
    ).toBe(200);
    expect((await call(server, 'GET', `${BACKUP}${cutOff}`, undefined, server.adminToken)).statusCode).toBe(
      404,
    );
    await rm(join(backups, `${alive}.json`));
  });

  it('refuses to restore into an installation in use, in German (409)', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: `${BACKUP}restore`,
      payload: backup,
      headers: { 'content-type': 'application/gzip', ...bearer(server.adminToken) },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      statusCode: 409,
      code: 'BACKUP_NOT_EMPTY',
      message:
        'Eine Sicherung kann nur in eine leere Installation zurückgespielt werden. Hier sind bereits Bestellungen, Rechnungen, Abonnenten oder andere Daten gespeichert.',
    });
    const english = await server.app.inject({
      method: 'POST',
      url: `${BACKUP}restore`,
      payload: backup,
      headers: { 'content-type': 'application/gzip', 'accept-language': 'en', ...bearer(server.adminToken) },
    });
    expect(english.json<{ message: string }>().message).toBe(
      'A backup can only be restored into an empty installation. This one already holds orders, invoices, subscribers or other data.',
    );
  });

  it('refuses an archive whose bytes were changed (400)', async () => {
    const broken = Buffer.from(backup);
    broken[broken.length - 40] = broken[broken.length - 40]! ^ 0xff;
    const target = await freshInstallation(kind);
    try {
      await expect(
        restoreBackup({
          db: target.database.db,
          storage: target.storage,
          dataDir: target.dataDir,
          archive: Readable.from([broken]),
        }),
      ).rejects.toMatchObject({ statusCode: 400, code: 'BACKUP_INVALID' });
    } finally {
      await target.close();
    }
  });

  it('leaves the installation empty when a file cannot be written, so that the restore can be tried again', async () => {
    /** A disk that fills up at the second file. */
    class FullDisk extends LocalStorage {
      writes = 0;
      override async write(key: string, body: Readable) {
        if (++this.writes === 2) {
          body.destroy();
          throw new Error('ENOSPC: no space left on device');
        }
        return super.write(key, body);
      }
    }
    expect(backupInfo.files).toBeGreaterThan(1);
    const target = await freshInstallation(kind);
    try {
      const restore = (storage: LocalStorage) =>
        restoreBackup({
          db: target.database.db,
          storage,
          dataDir: target.dataDir,
          archive: Readable.from([backup]),
        });
      await expect(restore(new FullDisk(join(target.dataDir, 'files')))).rejects.toThrow('ENOSPC');
      expect(await isEmptyInstallation(target.database.db)).toBe(true);
      const result = await restore(target.storage);
      expect(result).toMatchObject({ rows: backupInfo.rows, files: backupInfo.files });
      expect(await isEmptyInstallation(target.database.db)).toBe(false);
    } finally {
      await target.close();
    }
  });

  it.each(['pglite', 'postgres'] as const)(
    'restores into a fresh %s installation every row and file byte for byte, and back',
    async (targetKind) => {
      const source = await tableContents(server.database.db);
      const sourceKeys = await storedKeys(server.database.db);
      const target = await freshInstallation(targetKind);
      let back: Awaited<ReturnType<typeof freshInstallation>> | undefined;
      try {
        const result = await restoreBackup({
          db: target.database.db,
          storage: target.storage,
          dataDir: target.dataDir,
          archive: Readable.from([backup]),
        });
        expect(result.files).toBe(backupInfo.files);
        expect(result.rows).toBe(backupInfo.rows);
        await expectSameSite(target.database, target.storage, source, sourceKeys);
        expect(await nextValues(target.database.db)).toEqual(await nextValues(server.database.db));

        // Known rows, written out by hand.
        const [restoredOrder] = await rowsOf<{ email: string; total_cents: number }>(
          target.database.db,
          sql`select email, total_cents from shop_orders where id = ${order._id}`,
        );
        // 3 × 12,90 € and 6,90 € for the parcel to Austria.
        expect(restoredOrder).toEqual({ email: 'lena.huber@example.at', total_cents: 4560 });
        const [entry] = await rowsOf<{ title: string; tags: string[] }>(
          target.database.db,
          sql`select title, tags from entries where title like 'Heckenpflanzung%'`,
        );
        expect(entry).toEqual({
          title: 'Heckenpflanzung "Smaragd" \\ Herbst\nZweite Zeile – Größe',
          tags: ['news', 'Hecke'],
        });
        const subscribers = await rowsOf<{ email: string; name: string }>(
          target.database.db,
          sql`select email, name from newsletter_subscribers order by email`,
        );
        expect(subscribers).toEqual([
          { email: 'otto@beispiel.test', name: 'Otto Obst' },
          { email: 'rosa@beispiel.test', name: 'Rosa Gärtner' },
        ]);
        const [photoRow] = await rowsOf<{ id: string; name: string }>(
          target.database.db,
          sql`select id, name from files`,
        );
        expect(photoRow?.name).toBe('Thuja Hecke.jpg');
        expect(await readFile(join(target.dataDir, 'files', 'files', photoRow!.id, 'original'))).toEqual(
          photo,
        );

        // And back: a backup of the restored site, restored on the first database, is the same site.
        const again = join(target.dataDir, 'again.tar.gz');
        await writeBackup({
          db: target.database.db,
          kind: targetKind,
          storage: target.storage,
          dataDir: target.dataDir,
          target: again,
        });
        back = await freshInstallation(kind);
        await restoreBackup({
          db: back.database.db,
          storage: back.storage,
          dataDir: back.dataDir,
          archive: Readable.from([await readFile(again)]),
        });
        await expectSameSite(back.database, back.storage, source, sourceKeys);
      } finally {
        await target.close();
        await back?.close();
      }
    },
  );

  it('restores an upload into a newly started installation, which then is the backed-up site', async () => {
    const otherKind = kind === 'pglite' ? 'postgres' : 'pglite';
    const targetFolder = await mkdtemp(join(tmpdir(), 'gartenwerk-upload-restore-'));
    const target = await startTestServer(otherKind, {
      files: createFileLibrary({ storage: new LocalStorage(join(targetFolder, 'files')) }),
      dataDir: targetFolder,
    });
    try {
      const before = (await call(target, 'GET', BACKUP, undefined, target.adminToken)).json<{
        empty: boolean;
        restore_limit: number;
      }>();
      expect(before).toMatchObject({ empty: true, restore_limit: 4 * 1024 ** 3 });
      const answer = await target.app.inject({
        method: 'POST',
        url: `${BACKUP}restore`,
        payload: backup,
        headers: { 'content-type': 'application/gzip', ...bearer(target.adminToken) },
      });
      // Taken: the upload is stored, and restored in the background.
      expect(answer.statusCode, answer.body).toBe(202);
      const started = answer.json<RestoreInfo>();
      expect(started).toMatchObject({ state: 'running', size: backup.length, rows: null, error: null });
      expect(started._id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      // Read by its id alone: the restore replaces the sessions, the one that started it included.
      const ended = await restoreEnded(target, started._id);
      expect(ended).toMatchObject({
        state: 'done',
        phase: 'files',
        rows: backupInfo.rows,
        files: backupInfo.files,
        created: backupInfo.created,
        error: null,
      });
      expect(ended.finished).not.toBeNull();
      // The uploaded archive is gone once restored.
      expect(
        (await readdir(join(targetFolder, 'backups'))).filter((name) => name.endsWith('.tar.gz')),
      ).toEqual([]);
      // The sessions are the backup's: the source's admin is signed in, the target's former one is not.
      expect((await call(target, 'GET', BACKUP, undefined, target.adminToken)).statusCode).toBe(403);
      const after = await call(target, 'GET', BACKUP, undefined, server.adminToken);
      expect(after.json<{ empty: boolean }>().empty).toBe(false);
      const orders = await call(
        target,
        'GET',
        `/api/v0/shop_order/${order._id}`,
        undefined,
        server.adminToken,
      );
      expect(orders.statusCode, orders.body).toBe(200);
      expect(orders.json<{ email: string }>().email).toBe('lena.huber@example.at');
    } finally {
      await target.close();
      await rm(targetFolder, { recursive: true, force: true });
    }
  });

  it('refuses a file over the limit in German (413), stored nowhere, and reports a broken archive as failed', async () => {
    const targetFolder = await mkdtemp(join(tmpdir(), 'gartenwerk-restore-limit-'));
    const target = await startTestServer(kind, {
      dataDir: targetFolder,
      areaOptions: { backup: { restoreLimit: 3 * 1024 * 1024 } },
    });
    try {
      const big = Buffer.alloc(3 * 1024 * 1024 + 1, 7);
      const declared = await target.app.inject({
        method: 'POST',
        url: `${BACKUP}restore`,
        payload: big,
        headers: { 'content-type': 'application/gzip', ...bearer(target.adminToken) },
      });
      expect(declared.statusCode).toBe(413);
      expect(declared.json()).toEqual({
        statusCode: 413,
        code: 'BACKUP_TOO_LARGE',
        message: 'Die Sicherungsdatei ist zu groß (4 MB). Es können höchstens 3 MB hochgeladen werden.',
      });
      // Without a Content-Length the bytes are counted while they are written.
      const streamed = await target.app.inject({
        method: 'POST',
        url: `${BACKUP}restore`,
        payload: Readable.from([big.subarray(0, 2 * 1024 * 1024), big.subarray(2 * 1024 * 1024)]),
        headers: {
          'content-type': 'application/gzip',
          'transfer-encoding': 'chunked',
          ...bearer(target.adminToken),
        },
      });
      expect(streamed.statusCode, streamed.body).toBe(413);
      expect(streamed.json<{ message: string }>().message).toBe(
        'Die Sicherungsdatei ist zu groß. Es können höchstens 3 MB hochgeladen werden.',
      );
      expect(await readdir(join(targetFolder, 'backups')).catch(() => [])).toEqual([]);

      const broken = await target.app.inject({
        method: 'POST',
        url: `${BACKUP}restore`,
        payload: Buffer.from('kein Archiv'),
        headers: { 'content-type': 'application/gzip', ...bearer(target.adminToken) },
      });
      expect(broken.statusCode, broken.body).toBe(202);
      const failed = await restoreEnded(target, broken.json<RestoreInfo>()._id);
      expect(failed.state).toBe('failed');
      expect(failed.error).toMatch(/^Die Datei ist keine gültige Sicherung \(.+\)\.$/);
      // Nothing changed: the installation is still empty.
      const after = await call(target, 'GET', BACKUP, undefined, target.adminToken);
      expect(after.json<{ empty: boolean }>().empty).toBe(true);
      expect(
        (await target.app.inject({ method: 'GET', url: `${BACKUP}restore/${'x'.repeat(32)}` })).statusCode,
      ).toBe(404);
    } finally {
      await target.close();
      await rm(targetFolder, { recursive: true, force: true });
    }
  });

  it('restores with the command into a fresh DATA_DIR, which then opens as the same site', async () => {
    const source = await tableContents(server.database.db);
    const dataDir = await mkdtemp(join(tmpdir(), 'gartenwerk-cli-restore-'));
    try {
      const archive = join(dataDir, 'sicherung.tar.gz');
      await writeFile(archive, backup);
      const run = await new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', RESTORE_CLI, archive], {
          env: { ...process.env, DATA_DIR: join(dataDir, 'site'), DATABASE_URL: '', NODE_ENV: 'test' },
        });
        let out = '';
        child.stdout.on('data', (chunk) => (out += String(chunk)));
        child.stderr.on('data', (chunk) => (out += String(chunk)));
        child.on('close', (code) => resolve({ code, out }));
      });
      expect(run.code, run.out).toBe(0);
      expect(run.out).toContain(`${backupInfo.rows} Zeilen, ${backupInfo.files} Dateien.`);
      const restored = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'site', 'db') });
      try {
        const contents = await tableContents(restored.db);
        for (const [table, rows] of source) {
          // The order of the snapshot test came after the backup.
          if (table === 'shop_orders' || table === 'shop_order_numbers') continue;
          expect(contents.get(table), table).toEqual(rows);
        }
        const [photoRow] = await rowsOf<{ id: string }>(restored.db, sql`select id from files`);
        expect(await readFile(join(dataDir, 'site', 'files', 'files', photoRow!.id, 'original'))).toEqual(
          photo,
        );
      } finally {
        await restored.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // a process of its own migrates a new PGlite database from the start, twice

  it('answers the shop while a backup runs, and keeps to its snapshot', async () => {
    const product = (await call(server, 'GET', '/api/v0/shop_product/')).json<{
      items: Array<{ _id: string }>;
    }>().items[0]!;
    const placeOrder = (key: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v0/shop_order/',
        headers: { 'idempotency-key': `${key}-${kind}` },
        payload: {
          items: [{ item: product._id, amount: 1 }],
          email: 'waehrenddessen@example.at',
          invoiceAddress: anAddress(),
          selectedPayment: 'prepayment',
          termsAccepted: true,
        },
      });
    const during: number[] = [];
    const target = join(folder, 'during.tar.gz');
    const manifest = await writeBackup({
      db: server.database.db,
      kind,
      storage,
      dataDir: folder,
      target,
      onProgress: async (phase, done) => {
        // PostgreSQL: inside the open snapshot, on a connection of the backup's own. PGlite has one
        // connection, which the snapshot holds while it reads the tables: the shop is served meanwhile
        // from the files phase on (and its requests wait for the table reads, never fail).
        const now = kind === 'postgres' ? phase === 'database' && done === 1 : phase === 'files';
        if (now && during.length === 0) {
          during.push((await placeOrder('during')).statusCode);
          during.push((await call(server, 'GET', '/api/health')).statusCode);
        }
      },
    });
    expect(during).toEqual([200, 200]);
    // The order placed meanwhile is in the shop, not in the backup begun before it.
    const orders = await rowsOf<{ count: number }>(
      server.database.db,
      sql`select count(*)::int as count from shop_orders`,
    );
    expect(orders[0]?.count).toBe(2);
    expect(manifest.tables.find((table) => table.name === 'shop_orders')?.rows).toBe(1);
    const entries = await entriesOf(await readFile(target));
    expect(entries.get('db/shop_orders.ndjson')!.toString()).not.toContain('waehrenddessen');
    await rm(target);
  });

  it('makes the daily backup at the chosen Vienna hour and keeps scheduled ones for the days set', async () => {
    const wrong = await call(
      server,
      'PUT',
      `${BACKUP}schedule`,
      { enabled: true, hour: 24, keep_days: 2 },
      server.adminToken,
    );
    expect(wrong.statusCode).toBe(400);
    const saved = await call(
      server,
      'PUT',
      `${BACKUP}schedule`,
      { enabled: true, hour: 3, keep_days: 2 },
      server.adminToken,
    );
    expect(saved.json()).toEqual({ enabled: true, hour: 3, keep_days: 2 });

    const dataDir = await mkdtemp(join(tmpdir(), 'gartenwerk-schedule-test-'));
    const context = { db: server.database.db, kind, storage, dataDir, jobs: server.app.jobs };
    try {
      expect(await runSchedule(context, new Date('2026-11-30T02:10:00Z'))).toBeUndefined(); // not enabled here
      await updateSchedule(dataDir, { enabled: true, hour: 3, keep_days: 2 });
      // 03:10 in Vienna (CET, UTC+1).
      const first = await runSchedule(context, new Date('2026-11-30T02:10:00Z'));
      expect(first).toMatchObject({ _id: 'gartenwerk-20261130-021000-000', state: 'done', scheduled: true });
      // Once a day; not in other hours.
      expect(await runSchedule(context, new Date('2026-11-30T02:50:00Z'))).toBeUndefined();
      expect(await runSchedule(context, new Date('2026-12-01T05:00:00Z'))).toBeUndefined();
      const manual = await startBackup(
        { dataDir, jobs: { send: async () => null } as never },
        { now: new Date('2026-11-30T08:00:00Z') },
      );
      // Three days on, the first scheduled backup is older than two days and goes; the manual one stays.
      const later = await runSchedule(context, new Date('2026-12-03T02:05:00Z'));
      expect(later?._id).toBe('gartenwerk-20261203-020500-000');
      expect((await listBackups(dataDir)).map((backup) => backup._id)).toEqual([later!._id, manual._id]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  async function expectSameSite(
    database: DatabaseHandle,
    targetStorage: LocalStorage,
    source: Map<string, string[]>,
    sourceKeys: string[],
  ) {
    const restored = await tableContents(database.db);
    expect([...restored.keys()]).toEqual([...source.keys()]);
    for (const [table, rows] of source) expect(restored.get(table), table).toEqual(rows);
    expect(await storedKeys(database.db)).toEqual(sourceKeys);
    for (const key of sourceKeys) {
      const [original, copy] = await Promise.all([
        readAll(await storage.read(key)),
        readAll(await targetStorage.read(key)),
      ]);
      expect(copy.equals(original), key).toBe(true);
    }
  }
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
