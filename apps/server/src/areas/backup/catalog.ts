import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../core/db';

/** Runs raw SQL on a database or inside one of its transactions (both drivers answer `{ rows }`). */
export type Executor = Pick<Database, 'execute'>;

export async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const answer = (await executor.execute(query)) as unknown as { rows: Row[] };
  return answer.rows;
}

/** A column as the backup writes and reads it: its values travel as PostgreSQL's text form. */
export interface ColumnInfo {
  name: string;
  /** `format_type`, e.g. `timestamp with time zone` or `text[]`: what the text is cast back to. */
  type: string;
  /** Written by the database (GENERATED ALWAYS AS IDENTITY): the restore overrides it. */
  identityAlways: boolean;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  /** Tables this one references (other than itself). */
  references: string[];
  /** It references itself: its rows go in with one statement, checked when it ends. */
  selfReferencing: boolean;
}

/**
 * Tables left out of a backup: the queue of background work belongs to the running installation (pg-boss
 * keeps it elsewhere on PostgreSQL), and recurring jobs queue themselves again at the start.
 */
export const NOT_BACKED_UP = new Set(['jobs', 'rate_limits']);

/** Every table of the public schema the migrations made, parents before the tables referencing them. */
export async function readCatalog(executor: Executor): Promise<TableInfo[]> {
  const tables = await rowsOf<{ name: string }>(
    executor,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const columns = await rowsOf<{ table: string; name: string; type: string; identity: string }>(
    executor,
    sql`select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
          a.attidentity as identity
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; name: string }>(
    executor,
    sql`select c.relname as "table", a.attname as name
        from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
          join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
          join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indisprimary and n.nspname = 'public'
        order by c.relname, k.ord`,
  );
  const foreign = await rowsOf<{ child: string; parent: string }>(
    executor,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint f join pg_class child on child.oid = f.conrelid
          join pg_class parent on parent.oid = f.confrelid join pg_namespace n on n.oid = child.relnamespace
        where f.contype = 'f' and n.nspname = 'public'`,
  );
  const infos = new Map<string, TableInfo>();
  for (const { name } of tables) {
    if (NOT_BACKED_UP.has(name)) continue;
    infos.set(name, { name, columns: [], primaryKey: [], references: [], selfReferencing: false });
  }
  for (const column of columns)
    infos.get(column.table)?.columns.push({
      name: column.name,
      type: column.type,
      identityAlways: column.identity === 'a',
    });
  for (const key of keys) infos.get(key.table)?.primaryKey.push(key.name);
  for (const { child, parent } of foreign) {
    const info = infos.get(child);
    if (!info) continue;
    if (child === parent) info.selfReferencing = true;
    else if (!info.references.includes(parent)) info.references.push(parent);
  }
  return inDependencyOrder([...infos.values()]);
}

/** Parents first; names decide among tables free to go, so the order is the same on every database. */
export function inDependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const placed = new Set<string>();
  const ordered: TableInfo[] = [];
  while (ordered.length < tables.length) {
    const ready = tables
      .filter((table) => !placed.has(table.name))
      .filter((table) => table.references.every((parent) => placed.has(parent) || !byName.has(parent)));
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table.name)).map((table) => table.name);
      throw new Error(`the tables ${left.join(', ')} reference each other in a cycle`);
    }
    for (const table of ready.sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
      placed.add(table.name);
      ordered.push(table);
    }
  }
  return ordered;
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Settings that make the text form of every value the same on every server (dates, floats, times). */
export const TEXT_FORM_SETTINGS = [
  sql`set local datestyle = 'ISO, YMD'`,
  sql`set local intervalstyle = 'postgres'`,
  sql`set local timezone = 'UTC'`,
  sql`set local extra_float_digits = 3`,
  sql`set local bytea_output = 'hex'`,
];

/** The sequences of the public schema (serial columns and the ones the migrations create). */
export async function sequenceNames(executor: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    executor,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** How many migrations the database has applied (drizzle's journal). */
export async function appliedMigrations(executor: Executor): Promise<number> {
  const [row] = await rowsOf<{ count: string | number }>(
    executor,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}

/** Which driver the database runs on: node-postgres has a pool, PGlite does not. */
export function databaseKind(db: Database): 'pglite' | 'postgres' {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? 'postgres' : 'pglite';
}
