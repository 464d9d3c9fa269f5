// The memory PGlite takes on its own: a bare node process opens an empty database with the server's
// options (PGLITE_OPTIONS in apps/server/src/core/db.ts) and prints its RSS in MB before and after.
// bench.mjs prints it beside the embedded server's RSS: the part of it no cache of ours can give back.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { rssMb } from './servers.mjs';

const bare = rssMb(process.pid);
const db = new PGlite({
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
});
await db.query('select 1');
// What stays once the start's garbage is collected (run with --expose-gc).
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 1000));
console.log(JSON.stringify({ bare, open: rssMb(process.pid) }));
await db.close();
