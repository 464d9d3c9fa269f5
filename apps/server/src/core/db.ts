import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * The database every service takes: the same Drizzle API over PGlite or node-postgres.
 *
 * PGlite is a single connection and runs every query and transaction one after another. Inside
 * `db.transaction(async (tx) => …)` use `tx` only: a query on the outer `db` would wait for the
 * transaction it is part of and never finish.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The node-postgres pool under a database, or null for PGlite (the embedded mode: one process).
 * What several server processes share (job queue, rate limits, cache invalidation) goes through it.
 */
export function postgresPool(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | {
      kind: 'pglite';
      /** Data directory; absent means in memory. */
      dataDir?: string;
      /** A data directory dumped by PGlite's `dumpDataDir`, loaded instead of creating an empty one. */
      snapshot?: Blob;
    }
  | { kind: 'postgres'; url: string };

/** Finds the committed migrations beside the package, from src/core (tsx) or dist (built). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The drizzle migrations folder was not found next to the server package');
}

/**
 * The extensions the migrations create (PostgreSQL ships them; PGlite loads them itself), and a
 * buffer cache sized for one shop's data: PGlite allocates PostgreSQL's default of 128 MB at the
 * start, in memory the process never gives back.
 */
export const PGLITE_OPTIONS: PGliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/** An arbitrary, fixed key so that server processes starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_420_031;

/**
 * A copy of the migrations folder holding only the first `count` migrations (a restore migrates to the
 * backup's version first, then on).
 */
export function migrationsUpTo(count: number): string {
  const source = migrationsFolder();
  const journal = JSON.parse(readFileSync(join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  if (count > journal.entries.length)
    throw new Error(`${count} migrations asked for, this server has ${journal.entries.length}`);
  const folder = mkdtempSync(join(tmpdir(), 'gartenwerk-migrations-'));
  cpSync(source, folder, { recursive: true });
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return folder;
}

/** Opens the database and applies every pending migration (or those of `migrationsFolder`). */
export async function openDatabase(
  location: DatabaseLocation,
  options: { migrationsFolder?: string } = {},
): Promise<DatabaseHandle> {
  const folder = options.migrationsFolder ?? migrationsFolder();
  if (location.kind === 'pglite') {
    if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
    const client = new PGlite({
      ...PGLITE_OPTIONS,
      ...(location.dataDir ? { dataDir: location.dataDir } : {}),
      ...(location.snapshot ? { loadDataDir: location.snapshot } : {}),
    });
    const db = drizzlePglite(client, { schema });
    try {
      await migratePglite(db, { migrationsFolder: folder });
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      ping: () => pingDatabase(db),
      async close() {
        if (!client.closed) await client.close();
      },
    };
  }

  const pool = new pg.Pool({ connectionString: location.url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePostgres(drizzleNodePostgres(lockClient, { schema }), { migrationsFolder: folder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePostgres(pool, { schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: () => pingDatabase(db),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Whether the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the routes hand to their services. */
    db: Database;
  }
}
