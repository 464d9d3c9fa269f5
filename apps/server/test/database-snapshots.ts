import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPostgresDatabase, type TemporaryDatabase } from '@gartenwerk/test-helpers';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { PGLITE_OPTIONS, migrationsFolder, openDatabase, type Database } from '../src/core/db';
import * as schema from '../src/core/schema';
import { runInitialSeed } from '../src/seed/seed';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './support';

/**
 * Creating a database and running every migration costs seconds per test file (PGlite's initdb most
 * of all). The run builds each database state once — migrated, and migrated plus the initial seed —
 * and every test file starts from a copy: PGlite loads a dumped data directory, PostgreSQL copies a
 * template database.
 */
export interface DatabaseSnapshots {
  /** Files holding PGlite's dumped data directories. */
  pglite: Record<SnapshotState, string>;
  /** Template databases on the test PostgreSQL server. */
  postgres: Record<SnapshotState, string>;
}
export type SnapshotState = 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

const seed = (db: Database) =>
  runInitialSeed(db, { adminEmail: TEST_ADMIN_EMAIL, adminPassword: TEST_ADMIN_PASSWORD }).then(
    () => undefined,
  );

async function dumpPglite(
  file: string,
  fill?: (db: Database) => Promise<void>,
  from?: string,
): Promise<void> {
  const client = new PGlite({
    ...PGLITE_OPTIONS,
    ...(from ? { loadDataDir: new Blob([readFileSync(from)]) } : {}),
  });
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    await fill?.(db as unknown as Database);
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

async function postgresTemplate(
  fill?: (db: Database) => Promise<void>,
  from?: TemporaryDatabase,
): Promise<TemporaryDatabase> {
  const template = await createPostgresDatabase(from ? { template: from.name } : {});
  const handle = await openDatabase({ kind: 'postgres', url: template.url });
  try {
    await fill?.(handle.db);
  } finally {
    await handle.close();
  }
  return template;
}

/** vitest's global setup: builds the snapshots and removes them when the run ends. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'gartenwerk-db-'));
  const pglite = { migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar') };
  await dumpPglite(pglite.migrated);
  await dumpPglite(pglite.seeded, seed, pglite.migrated);
  const migrated = await postgresTemplate();
  const seeded = await postgresTemplate(seed, migrated);
  project.provide('databaseSnapshots', {
    pglite,
    postgres: { migrated: migrated.name, seeded: seeded.name },
  });
  return async () => {
    await seeded.drop();
    await migrated.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
