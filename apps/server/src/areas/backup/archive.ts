import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database } from '../../core/db';
import { serverPackageDir } from '../../core/settings';
import type { FileStorage } from '../../core/storage';
import { storedKeys } from '../file/queries';
import { CONFIG_KEY_FILE } from '../config/secret';
import {
  appliedMigrations,
  quoteIdent,
  readCatalog,
  rowsOf,
  sequenceNames,
  TEXT_FORM_SETTINGS,
  type ColumnInfo,
} from './catalog';

/** Format of the archive; a restore refuses others. */
export const BACKUP_FORMAT = 1;
/** The server's version: APP_VERSION as a release build sets it (as for the admin), else its package's. */
export const APP_VERSION: string =
  process.env.APP_VERSION ||
  (JSON.parse(readFileSync(join(serverPackageDir(), 'package.json'), 'utf8')) as { version: string }).version;
/** Rows read from a table at once inside the snapshot. */
const FETCH_ROWS = 1000;

export interface ManifestTable {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  selfReferencing: boolean;
  rows: number;
  /** sha256 of `db/<name>.ndjson`. */
  sha256: string;
}

export interface ManifestFile {
  key: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: number;
  appVersion: string;
  createdAt: string;
  /** The database the backup was taken from. */
  database: 'pglite' | 'postgres';
  /** Migrations applied (drizzle's journal): the schema the rows belong to. */
  migrations: number;
  /** Parents before children: the order a restore inserts them. */
  tables: ManifestTable[];
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
  files: ManifestFile[];
  /** The key the configuration's secrets are encrypted with, as `secrets/config-secret-key`. */
  configKey: boolean;
}

export type BackupPhase = 'database' | 'files' | 'archive';
export type ProgressReport = (phase: BackupPhase, done: number, total: number) => void | Promise<void>;

export interface WriteBackupOptions {
  db: Database;
  kind: 'pglite' | 'postgres';
  storage: FileStorage;
  /** DATA_DIR, where the configuration's key lives unless CONFIG_SECRET_KEY gives it. */
  dataDir: string;
  /** The archive to write (`.tar.gz`); it appears only once complete. */
  target: string;
  now?: Date;
  onProgress?: ProgressReport;
}

/**
 * Writes a backup: every table's rows read in one REPEATABLE READ, READ ONLY transaction (one consistent
 * snapshot; on PostgreSQL on a connection of its own, so the shop goes on), then the stored files and
 * image variants those rows name, and the manifest with counts and checksums, as one tar.gz.
 *
 * Rows are lines of JSON arrays holding each value's PostgreSQL text form (null stays null): bigint,
 * numeric, bytea, timestamps, arrays and jsonb come back exactly by a cast to the column's type.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), 'gartenwerk-backup-'));
  try {
    const snapshot = await dumpDatabase(options, staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      appVersion: APP_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: options.kind,
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files: [],
      configKey: false,
    };
    const keys = snapshot.fileKeys;
    const pack = tar.pack();
    const partial = `${options.target}.part`;
    const written = pipeline(pack, createGzip(), createWriteStream(partial));
    try {
      for (const table of snapshot.tables)
        await addFile(pack, `db/${table.name}.ndjson`, join(staging, `${table.name}.ndjson`));
      for (const [index, key] of keys.entries()) {
        const size = await options.storage.size(key);
        // Removed since the snapshot (a file deleted meanwhile): its row says so in the next backup.
        if (size === undefined) continue;
        const sha256 = await addStream(pack, `files/${key}`, size, await options.storage.read(key));
        manifest.files.push({ key, size, sha256 });
        if (index % 20 === 19 || index === keys.length - 1)
          await options.onProgress?.('files', index + 1, keys.length);
      }
      const configKey = await readConfigKey(options.dataDir);
      if (configKey) {
        await addBuffer(pack, `secrets/${CONFIG_KEY_FILE}`, configKey);
        manifest.configKey = true;
      }
      await addBuffer(pack, 'manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
      pack.finalize();
      await written;
    } catch (error) {
      pack.destroy(error as Error);
      await written.catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, options.target);
    await options.onProgress?.('archive', 1, 1);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readConfigKey(dataDir: string): Promise<Buffer | undefined> {
  if (process.env.CONFIG_SECRET_KEY?.trim()) return undefined;
  try {
    return await readFile(join(dataDir, CONFIG_KEY_FILE));
  } catch {
    return undefined;
  }
}

interface Snapshot {
  migrations: number;
  tables: ManifestTable[];
  sequences: BackupManifest['sequences'];
  fileKeys: string[];
}

/** Every table to `<staging>/<table>.ndjson`, in one snapshot; the file keys its `files` rows name. */
async function dumpDatabase(options: WriteBackupOptions, staging: string): Promise<Snapshot> {
  return options.db.transaction(
    async (tx) => {
      for (const setting of TEXT_FORM_SETTINGS) await tx.execute(setting);
      const catalog = await readCatalog(tx);
      const migrations = await appliedMigrations(tx);
      const tables: ManifestTable[] = [];
      for (const [index, table] of catalog.entries()) {
        const columns = table.columns.map((column) => `${quoteIdent(column.name)}::text`).join(', ');
        const order = (table.primaryKey.length ? table.primaryKey : table.columns.map((c) => c.name))
          .map(quoteIdent)
          .join(', ');
        const cursor = `backup_${index}`;
        await tx.execute(
          sql.raw(
            `declare ${cursor} no scroll cursor for select array_to_json(array[${columns}])::text as line ` +
              `from ${quoteIdent(table.name)} order by ${order}`,
          ),
        );
        const hash = createHash('sha256');
        const out = createWriteStream(join(staging, `${table.name}.ndjson`));
        let rows = 0;
        for (;;) {
          const batch = await rowsOf<{ line: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from ${cursor}`));
          if (batch.length === 0) break;
          const chunk = batch.map((row) => `${row.line}\n`).join('');
          hash.update(chunk);
          if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
          rows += batch.length;
        }
        await tx.execute(sql.raw(`close ${cursor}`));
        await new Promise<void>((resolve, reject) =>
          out.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
        tables.push({
          name: table.name,
          columns: table.columns,
          primaryKey: table.primaryKey,
          selfReferencing: table.selfReferencing,
          rows,
          sha256: hash.digest('hex'),
        });
        await options.onProgress?.('database', index + 1, catalog.length);
      }
      const sequences: BackupManifest['sequences'] = [];
      for (const name of await sequenceNames(tx)) {
        const [row] = await rowsOf<{ last_value: string; is_called: boolean }>(
          tx,
          sql.raw(`select last_value::text as last_value, is_called from ${quoteIdent(name)}`),
        );
        sequences.push({ name, lastValue: row!.last_value, isCalled: row!.is_called });
      }
      const fileKeys = await storedKeys(tx);
      return { migrations, tables, sequences, fileKeys };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function addFile(pack: tar.Pack, name: string, path: string): Promise<string> {
  return stat(path).then(({ size }) => addStream(pack, name, size, createReadStream(path)));
}

function addBuffer(pack: tar.Pack, name: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: data.length, mode: 0o600 }, data, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

/** Streams `size` bytes into the archive as `name`; resolves with their sha256. */
async function addStream(pack: tar.Pack, name: string, size: number, body: Readable): Promise<string> {
  const hash = createHash('sha256');
  const entry = pack.entry({ name, size, mode: 0o600 });
  await pipeline(
    body,
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    }),
    entry,
  );
  return hash.digest('hex');
}

/** sha256 of a file on disk. */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function writeJson(path: string, value: unknown): Promise<void> {
  const partial = `${path}.${process.pid}.part`;
  await writeFile(partial, JSON.stringify(value, null, 2));
  await rename(partial, path);
}
