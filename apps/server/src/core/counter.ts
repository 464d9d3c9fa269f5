import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './db';

/**
 * The next number of a gapless series (order numbers of a year, document numbers of a type and
 * year), taken inside the caller's transaction: the series' row, named by `key` and unique on
 * `target`, is added with 1 or raised by one. It stays locked until the transaction ends, so the
 * next taker waits, and a rollback hands the number back.
 */
export async function nextCounter<Table extends PgTable & { last: PgColumn }>(
  tx: Database,
  table: Table,
  key: Partial<Table['$inferInsert']>,
  target: PgColumn | PgColumn[],
): Promise<number> {
  const [counter] = await tx
    .insert(table)
    .values({ ...key, last: 1 } as Table['$inferInsert'])
    .onConflictDoUpdate({ target, set: { last: sql`${table.last} + 1` } as never })
    .returning({ last: table.last });
  return counter!.last as number;
}
