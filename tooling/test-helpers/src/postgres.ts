import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server tests use next to PGlite (trust auth, database `test`). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let reachable: Promise<void> | undefined;

/**
 * Resolves when the test PostgreSQL server answers (asked once per process), else fails with how to
 * start it: half of every server test runs on PostgreSQL, and a run without it must not pass quietly.
 */
export function requirePostgres(): Promise<void> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      throw new Error(
        `PostgreSQL at ${TEST_DATABASE_URL} does not answer (${(error as Error).message}). ` +
          'The server tests run on PGlite and on PostgreSQL; start PostgreSQL first: ' +
          '`pg_ctlcluster <version> main start` on Debian (`.ci/run` does it for you), or any PostgreSQL ' +
          'with trust auth and a database `test` on 127.0.0.1:5432 (TEST_DATABASE_URL names another).',
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/** The database kinds a server test runs against: always both, so PostgreSQL must be up. */
export async function databaseKinds(): Promise<Array<'pglite' | 'postgres'>> {
  await requirePostgres();
  return ['pglite', 'postgres'];
}

export interface TemporaryDatabase {
  url: string;
  /** The database's name, e.g. to copy it with `createPostgresDatabase({ template })`. */
  name: string;
  drop(): Promise<void>;
}

/**
 * Creates a database of its own on the test server, so test files never share state: empty, or a
 * copy of `template` (a database nobody is connected to).
 */
export async function createPostgresDatabase(
  options: { template?: string } = {},
): Promise<TemporaryDatabase> {
  await requirePostgres();
  const name = `gw_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    const template = options.template ? ` template ${admin.escapeIdentifier(options.template)}` : '';
    await admin.query(`create database ${name}${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
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
