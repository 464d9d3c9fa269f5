import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './db';
import { AppError } from './errors';

/** Refuses ids that name nothing: 400 with the field and the unknown ids. */
export async function assertIdsExist(
  db: Database,
  table: PgTable,
  idColumn: PgColumn,
  field: string,
  ids: readonly string[] | undefined,
): Promise<void> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return;
  const found = await db.select({ id: idColumn }).from(table).where(inArray(idColumn, wanted));
  assertKnownIds(field, wanted, new Set(found.map((row) => row.id as string)));
}

/** Refuses ids that `known` (what the owning area found of them) lacks, as assertIdsExist does. */
export function assertKnownIds(
  field: string,
  ids: readonly string[] | undefined,
  known: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): void {
  const unknown = [...new Set(ids ?? [])].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION', 400, `body/${field} names unknown ids: ${unknown.join(', ')}`);
  }
}

/** Refuses uuids that none of the given settings groups carries. */
export function assertUuidsKnown(
  field: string,
  uuids: readonly string[] | undefined,
  groups: readonly { uuid: string }[] | undefined,
): void {
  const known = new Set((groups ?? []).map((group) => group.uuid));
  const unknown = (uuids ?? []).filter((uuid) => !known.has(uuid));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION', 400, `body/${field} names unknown groups: ${unknown.join(', ')}`);
  }
}
