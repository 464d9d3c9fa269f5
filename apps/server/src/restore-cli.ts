// First, before any module reads NODE_ENV.
import './production-env';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsUpTo, openDatabase, type DatabaseLocation } from './core/db';
import { AppError } from './core/errors';
import { loadSettings, SettingsError } from './core/settings';
import { LocalStorage, S3Storage } from './core/storage';
import { readArchiveManifest, restoreBackup } from './areas/backup/restore';

/**
 * `pnpm --filter @gartenwerk/server restore <file.tar.gz>`: restores a backup into the installation the
 * settings name (DATA_DIR, DATABASE_URL, S3_…), which must be empty: a fresh DATA_DIR or database, or one
 * that holds no more than its first start. The database is migrated to the backup's version, filled, and
 * then migrated to this server's version. Run it with the server stopped.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('Aufruf: pnpm --filter @gartenwerk/server restore <Sicherung.tar.gz>\n');
    process.exitCode = 2;
    return;
  }
  const settings = loadSettings();
  const manifest = await readArchiveManifest(createReadStream(file));
  const location: DatabaseLocation = settings.databaseUrl
    ? { kind: 'postgres', url: settings.databaseUrl }
    : { kind: 'pglite', dataDir: join(settings.dataDir, 'db') };
  const migrations = migrationsUpTo(manifest.migrations);
  const storage = settings.s3
    ? new S3Storage(settings.s3)
    : new LocalStorage(join(settings.dataDir, 'files'));
  try {
    const database = await openDatabase(location, { migrationsFolder: migrations });
    try {
      const result = await restoreBackup({
        db: database.db,
        storage,
        dataDir: settings.dataDir,
        archive: createReadStream(file),
      });
      process.stdout.write(
        `Wiederhergestellt: Sicherung vom ${result.manifest.createdAt}, ${result.rows} Zeilen, ${result.files} Dateien.\n`,
      );
    } finally {
      await database.close();
    }
    // On to this server's version.
    await (await openDatabase(location)).close();
  } finally {
    await rm(migrations, { recursive: true, force: true });
    if (storage instanceof S3Storage) storage.destroy();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof AppError || error instanceof SettingsError
      ? error.message
      : String((error as Error)?.stack ?? error);
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
});
