import {
  and,
  asc,
  count,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from './db';
import { escapeLike } from './like';
import type { List } from './schemas';

/** What a browse query may carry besides its own filters (see BrowseQuerySchema in core/schemas). */
export interface BrowseQuery {
  search?: string;
  /** A sortable name, `-name` for descending. */
  sort?: string;
  limit?: number;
  skip?: number;
}

/** How an entity's rows are browsed: the columns a client may sort by and what a search matches. */
export interface BrowseSpec<Sort extends string = string> {
  table: PgTable;
  /** The id column, for reads and removals by ids. */
  id: PgColumn;
  /** The columns read, when not all of them (e.g. a table with a search vector). */
  columns?: SelectedFields;
  /** Each name a client may send as `sort`, and the column or expression it orders by. */
  sortable: Record<Sort, AnyColumn | SQL>;
  /** The order without a `sort`, and the tie-break after one. */
  defaultOrder: SQL[];
  /** The condition the search text adds; undefined matches everything. */
  search?: (text: string) => SQL | undefined;
  /** Rows of one page when the query names no limit. */
  defaultLimit: number;
}

/** A condition matching rows where one of the columns contains the text (case-insensitive, literally). */
export function containsText(text: string, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  const words = text.trim();
  if (!words) return undefined;
  const pattern = `%${escapeLike(words)}%`;
  return or(...columns.map((column) => ilike(sql`${column}::text`, pattern)));
}

/** The order a query's `sort` asks for, followed by the default order. */
export function orderOf(
  spec: Pick<BrowseSpec, 'sortable' | 'defaultOrder'>,
  sort: string | undefined,
): SQL[] {
  if (!sort) return spec.defaultOrder;
  const descending = sort.startsWith('-');
  const column = (spec.sortable as Record<string, AnyColumn | SQL>)[descending ? sort.slice(1) : sort];
  if (!column) return spec.defaultOrder;
  // Empty values (a product on request has no price) come last either way, not first when descending.
  return [descending ? sql`${column} desc nulls last` : asc(column), ...spec.defaultOrder];
}

/** The column a page's rows carry the count of all matching rows in (not a column of any table). */
const TOTAL = '__browse_total';

/** A page's statement, built once with its filters fixed and the limit and skip as placeholders. */
export interface PreparedPage {
  execute(values: { limit: number; skip: number }): Promise<unknown[]>;
}

/** The page query of `browse` with the rows of `filters` matching, in the default order. */
function pageQuery(db: Database, spec: BrowseSpec, where: SQL | undefined, order: SQL[]) {
  // The count of all matching rows comes with the page, in one round trip.
  return db
    .select({ ...(spec.columns ?? getTableColumns(spec.table)), [TOTAL]: sql<number>`count(*) over ()` })
    .from(spec.table)
    .where(where)
    .orderBy(...order);
}

/**
 * The statement of `browse` for one fixed set of filters, no search and the default order (a shop's
 * plain list and its pages), prepared under `name`: building its SQL anew cost more than running it.
 */
export function preparePage(
  db: Database,
  spec: BrowseSpec,
  filters: readonly SQL[],
  name: string,
): PreparedPage {
  return pageQuery(db, spec, and(...filters), spec.defaultOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('skip'))
    .prepare(name);
}

/**
 * One page of an entity's rows with the count of all that match: filters and search, sort, paging.
 * The rows are the table's (or the spec's columns); `toItem` shapes each for the API. `prepared` is
 * the statement of exactly these filters, when the caller has one and the query has no search or sort.
 */
export async function browse<Row, Item>(
  db: Database,
  spec: BrowseSpec,
  query: BrowseQuery,
  filters: readonly (SQL | undefined)[],
  toItem: (row: Row) => Item,
  prepared?: PreparedPage,
): Promise<List<Item>> {
  const where = and(...filters, query.search === undefined ? undefined : spec.search?.(query.search));
  const limit = query.limit ?? spec.defaultLimit;
  const skip = query.skip ?? 0;
  const plain = prepared && query.search === undefined && !query.sort;
  const rows = (await (plain
    ? prepared.execute({ limit, skip })
    : pageQuery(db, spec, where, orderOf(spec, query.sort)).limit(limit).offset(skip))) as Array<
    Row & { [TOTAL]: number | string }
  >;
  // A page past the end has no row to carry the count.
  const total =
    rows.length > 0
      ? Number(rows[0]![TOTAL])
      : skip > 0
        ? ((await db.select({ total: count() }).from(spec.table).where(where))[0]?.total ?? 0)
        : 0;
  // The rows are those of `spec.table` (or `spec.columns`), which the caller's `toItem` is written for.
  return { items: rows.map(({ [TOTAL]: _total, ...row }) => toItem(row as Row)), total };
}

/** The items of the ids that exist and pass `visible`, in the order asked for. */
export async function itemsByIds<Row extends { id: string }, Item>(
  db: Database,
  spec: BrowseSpec,
  ids: readonly string[],
  toItem: (row: Row) => Item,
  visible: (row: Row) => boolean = () => true,
): Promise<Item[]> {
  if (ids.length === 0) return [];
  const select = spec.columns ? db.select(spec.columns) : db.select();
  const rows = (await select.from(spec.table).where(inArray(spec.id, [...new Set(ids)]))) as Row[];
  const byId = new Map(rows.filter(visible).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row)] : [];
  });
}

/** Removes the rows of the ids that exist; answers how many. */
export async function removeByIds(
  db: Database,
  spec: Pick<BrowseSpec, 'table' | 'id'>,
  ids: readonly string[],
): Promise<{ deleted: number }> {
  if (ids.length === 0) return { deleted: 0 };
  const removed = await db
    .delete(spec.table)
    .where(inArray(spec.id, [...ids]))
    .returning({ id: spec.id });
  return { deleted: removed.length };
}
