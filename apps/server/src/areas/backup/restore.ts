import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import type { FileStorage } from '../../core/storage';
import { text } from '../../core/texts';
import { CONFIG_KEY_FILE } from '../config/secret';
import { forgetConfigKey } from '../config/mailboxes';
import { forgetCachedConfig } from '../config/read';
import { storedKeys } from '../file/queries';
import { demoVouchers } from '../../seed/shop-data';
import { BACKUP_FORMAT, sha256Of, type BackupManifest } from './archive';
import {
  appliedMigrations,
  quoteIdent,
  readCatalog,
  rowsOf,
  TEXT_FORM_SETTINGS,
  type Executor,
} from './catalog';

/** Rows inserted by one statement (a table referencing itself goes in whole). */
const INSERT_ROWS = 500;

/**
 * Tables holding what people did with the site (orders, invoices, subscribers, messages, bookings…).
 * An installation with a row in one of them is in use, and a restore would overwrite it: refused. What
 * the first start puts in (admin, configuration, demo pages and products) is replaced by the backup.
 */
export const RECORD_TABLES = [
  'shop_orders',
  'shop_vouchers',
  'shop_pricerequests',
  'invoice_documents',
  'invoice_customers',
  'newsletter_subscribers',
  'newsletter_sendings',
  'messages',
  'bookings',
  'bug_reports',
  'persons',
] as const;

/** The first start seeds demo vouchers: they are its data, not a record of the site's use. */
const FIRST_START_ROWS: Partial<Record<(typeof RECORD_TABLES)[number], string>> = {
  shop_vouchers: ` where code not in (${demoVouchers(2000)
    .map((voucher) => `'${voucher.code}'`)
    .join(', ')})`,
};

const backupError = (code: string, status: number, key: Parameters<typeof text>[0], values?: object) =>
  new AppError(code, status, text(key, values as Record<string, unknown>));

/** Whether nothing but the first start's data is stored: a backup may then replace everything. */
export async function isEmptyInstallation(db: Executor): Promise<boolean> {
  const present = new Set(
    (
      await rowsOf<{ name: string }>(
        db,
        sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'p')`,
      )
    ).map((row) => row.name),
  );
  for (const table of RECORD_TABLES) {
    if (!present.has(table)) continue;
    const rows = await rowsOf<{ found: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${quoteIdent(table)}${FIRST_START_ROWS[table] ?? ''}) as found`),
    );
    if (rows[0]?.found) return false;
  }
  return true;
}

/** What a restore is doing: unpacking and checking the archive, filling the database, writing the files. */
export type RestorePhase = 'unpack' | 'database' | 'files';

export interface RestoreOptions {
  db: Database;
  storage: FileStorage;
  dataDir: string;
  /** The `.tar.gz` a backup wrote. */
  archive: Readable;
  /** Told when a phase begins. */
  onPhase?: (phase: RestorePhase) => Promise<void> | void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  files: number;
}

/**
 * Restores a backup into an installation holding nothing but its first start's data (else 409): the
 * archive is unpacked and every checksum checked before anything changes; then, in one transaction, every
 * table is emptied and filled from the backup (parents first), the sequences set, and the files written
 * (a failure on the way leaves the installation as empty as it was).
 * The database must be at the backup's migration (the CLI migrates to it first, then on).
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  // Checked before the upload is read, and again inside the restoring transaction.
  if (!(await isEmptyInstallation(options.db))) {
    options.archive.resume();
    throw backupError('BACKUP_NOT_EMPTY', 409, 'errors:backup.notEmpty');
  }
  const folder = await mkdtemp(join(tmpdir(), 'gartenwerk-restore-'));
  try {
    await options.onPhase?.('unpack');
    await unpack(options.archive, folder);
    const manifest = await readManifest(folder);
    await verify(folder, manifest);
    const migrations = await appliedMigrations(options.db);
    if (migrations !== manifest.migrations)
      throw backupError('BACKUP_VERSION', 409, 'errors:backup.otherVersion', {
        backup: manifest.migrations,
        installation: migrations,
      });

    // Files the first start stored go with their rows.
    const before = await storedKeys(options.db);
    await options.onPhase?.('database');
    let rows = 0;
    await options.db.transaction(async (tx) => {
      for (const setting of TEXT_FORM_SETTINGS) await tx.execute(setting);
      const current = await readCatalog(tx);
      const known = new Set(current.map((table) => table.name));
      for (const table of manifest.tables)
        if (!known.has(table.name))
          throw backupError('BACKUP_INVALID', 400, 'errors:backup.invalid', { reason: table.name });
      await tx.execute(
        sql.raw(
          `truncate ${current.map((table) => quoteIdent(table.name)).join(', ')} restart identity cascade`,
        ),
      );
      for (const table of manifest.tables) {
        const columns = table.columns.map((column) => quoteIdent(column.name)).join(', ');
        const values = table.columns
          .map((column, index) => `(r.value->>${index})::${column.type}`)
          .join(', ');
        const overriding = table.columns.some((column) => column.identityAlways)
          ? ' overriding system value'
          : '';
        const insert = (lines: string[]) =>
          tx.execute(
            sql`${sql.raw(`insert into ${quoteIdent(table.name)} (${columns})${overriding} select ${values}`)}
                from jsonb_array_elements(${`[${lines.join(',')}]`}::jsonb) as r`,
          );
        let batch: string[] = [];
        const lines = createInterface({
          input: createReadStream(join(folder, 'db', `${table.name}.ndjson`)),
        });
        for await (const line of lines) {
          if (!line) continue;
          batch.push(line);
          rows++;
          if (!table.selfReferencing && batch.length >= INSERT_ROWS) {
            await insert(batch);
            batch = [];
          }
        }
        if (batch.length) await insert(batch);
      }
      for (const sequence of manifest.sequences)
        await tx.execute(
          sql`select setval(${quoteIdent(sequence.name)}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
        );
      // The files are written before the rows are committed: a file that cannot be written (a full
      // disk) undoes the rows, the installation stays empty and the restore can be tried again.
      await options.onPhase?.('files');
      for (const file of manifest.files) {
        const path = join(folder, 'files', ...file.key.split('/'));
        await options.storage.write(file.key, createReadStream(path));
        const size = await options.storage.size(file.key);
        if (size !== file.size)
          throw new Error(`the restored file ${file.key} has ${size} bytes, not ${file.size}`);
      }
    });

    // Only once the rows are in: the first start's files go (until then its rows name them).
    const restored = new Set(manifest.files.map((file) => file.key));
    for (const key of before) if (!restored.has(key)) await options.storage.remove(key);
    if (manifest.configKey) {
      await mkdir(options.dataDir, { recursive: true });
      await writeFile(
        join(options.dataDir, CONFIG_KEY_FILE),
        await readFile(join(folder, 'secrets', CONFIG_KEY_FILE)),
        { mode: 0o600 },
      );
      forgetConfigKey(options.dataDir);
    }
    forgetCachedConfig(options.db);
    return { manifest, rows, files: manifest.files.length };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const ENTRY_NAME =
  /^(manifest\.json|db\/[a-z0-9_]+\.ndjson|secrets\/[a-z-]+|files\/[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*)$/;

async function unpack(archive: Readable, folder: string): Promise<void> {
  const extract = tar.extract();
  const done = pipeline(archive, createGunzip(), extract).catch((error: unknown) => {
    throw backupError('BACKUP_INVALID', 400, 'errors:backup.invalid', {
      reason: String((error as Error).message),
    });
  });
  extract.on('entry', (header, stream, next) => {
    if (header.type !== 'file' || !ENTRY_NAME.test(header.name) || header.name.includes('..')) {
      stream.resume();
      extract.destroy(new Error(`unexpected entry ${header.name}`));
      return;
    }
    const path = join(folder, ...header.name.split('/'));
    mkdir(dirname(path), { recursive: true })
      .then(() => pipeline(stream, createWriteStream(path)))
      .then(
        () => next(),
        (error: Error) => extract.destroy(error),
      );
  });
  await done;
}

/** The manifest of an archive, read without unpacking the rest (a restore's first look). */
export async function readArchiveManifest(archive: Readable): Promise<BackupManifest> {
  const extract = tar.extract();
  let text: string | undefined;
  extract.on('entry', (header, stream, next) => {
    if (header.name !== 'manifest.json') {
      stream.on('end', next).resume();
      return;
    }
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      text = Buffer.concat(chunks).toString('utf8');
      next();
    });
  });
  try {
    await pipeline(archive, createGunzip(), extract);
    if (text === undefined) throw new Error('manifest.json missing');
    const manifest = JSON.parse(text) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`format ${manifest.format}`);
    return manifest;
  } catch (error) {
    throw backupError('BACKUP_INVALID', 400, 'errors:backup.invalid', { reason: (error as Error).message });
  }
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw backupError('BACKUP_INVALID', 400, 'errors:backup.invalid', { reason: 'manifest.json' });
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw backupError('BACKUP_INVALID', 400, 'errors:backup.invalid', {
      reason: `format ${manifest.format}`,
    });
  return manifest;
}

/** Every table and file is there, with the bytes the manifest counted. */
async function verify(folder: string, manifest: BackupManifest): Promise<void> {
  const wrong = (reason: string) => backupError('BACKUP_INVALID', 400, 'errors:backup.invalid', { reason });
  for (const table of manifest.tables) {
    const path = join(folder, 'db', `${table.name}.ndjson`);
    const hash = await sha256Of(path).catch(() => undefined);
    if (hash !== table.sha256) throw wrong(`${table.name}.ndjson`);
  }
  for (const file of manifest.files) {
    const hash = await sha256Of(join(folder, 'files', ...file.key.split('/'))).catch(() => undefined);
    if (hash !== file.sha256) throw wrong(file.key);
  }
}
