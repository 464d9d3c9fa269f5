import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server tests use next to PGlite (trust auth, database `test`). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let reachable: Promise<boolean> | undefined;

/** Whether the test PostgreSQL server answers; asked once per process. */
export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/** The database kinds a server test runs against: PGlite always, PostgreSQL when reachable and always in CI. */
export async function databaseKinds(): Promise<Array<'pglite' | 'postgres'>> {
  if (process.env.CI) return ['pglite', 'postgres'];
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database of its own on the test server, so test files never share state. */
export async function createPostgresDatabase(): Promise<TemporaryDatabase> {
  const name = `gw_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
