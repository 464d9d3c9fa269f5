import type { Database } from './db';

/**
 * A query built once per database and then run with new values (drizzle's prepared statements, named
 * on PostgreSQL so that each connection plans it once too). Worth it for the statements of the
 * hottest requests: building a query's SQL anew cost a fifth of a cart write's time.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
