import { enumValues, propertiesOf, type EntitySchemas, type EntityTypes } from '@gartenwerk/domain/schemas';
import { eq, getTableColumns, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { browse, containsText, itemsByIds, type BrowseQuery, type BrowseSpec } from './browse';
import type { Database } from './db';
import { notFound } from './errors';
import type { List } from './schemas';
import type { Text } from './texts';

/** A table whose rows are named by a text `id`. */
type IdTable = PgTable & { id: PgColumn };
/** The names a query may `sort` by (its `sort` values without the leading `-`). */
type SortOf<Query> = Query extends { sort?: infer Sort }
  ? Exclude<Sort, `-${string}` | undefined> & string
  : never;
type ColumnOf<T extends IdTable> = keyof T['_']['columns'] & string;

export interface TableServiceOptions<S extends EntitySchemas, T extends IdTable> {
  table: T;
  /** The entity's schemas: the item's properties are the columns of the same name (`title_en`: `titleEn`). */
  schemas: S;
  /** The words of a 404, e.g. `color not found`, or a text in the request's language. */
  notFound: string | Text;
  /** Each name of the query's `sort`, and the column it orders by; the column of the same name unless given. */
  sortable?: Record<SortOf<EntityTypes<S>['query']>, AnyColumn | SQL>;
  /** The order without a `sort`, and the tie-break after one. */
  defaultOrder: SQL[];
  /** The columns the query's `search` finds parts of (see `containsText`), or a search of its own. */
  search?: readonly (AnyColumn | SQL)[] | ((text: string) => SQL | undefined);
  /**
   * The query's filters that ask for a column's exact value; the column has the filter's name. Unless
   * given, every property of the query beyond search, sort, limit and skip that names a column.
   */
  filters?: readonly (keyof EntityTypes<S>['query'] & ColumnOf<T>)[];
  /** Rows of one page when the query names no limit. */
  defaultLimit: number;
  /** A rule of the entity, checked before each create and update (throws an AppError). */
  check?: (db: Database, input: EntityTypes<S>['create'] | EntityTypes<S>['update']) => Promise<void>;
}

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The service of a plain entity, one row per item: list (through `browse`), get, create, update,
 * remove and getMany, as `defineEntity` calls them. The item's properties are read from the columns
 * of the same name (`_id` from `id`, a timestamp as an ISO date-time); a create leaves what it does
 * not carry to the table's defaults; an update changes the fields it carries.
 */
export function tableService<S extends EntitySchemas, T extends IdTable>(options: TableServiceOptions<S, T>) {
  type Item = EntityTypes<S>['item'];
  type Query = EntityTypes<S>['query'];
  const { search, check } = options;
  // Inside, the table's own types no longer matter: the schemas checked every value on its way in.
  const table = options.table as IdTable;
  type Row = Record<string, unknown>;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // The item's property names and their column keys, `_id` left out (it is the row's `id`).
  const names = Object.keys(propertiesOf(options.schemas.item))
    .filter((name) => name !== '_id')
    .map((name) => [name, name in columns ? name : camelCase(name)] as const);
  const missing = names.filter(([, key]) => !(key in columns)).map(([name]) => name);
  if (missing.length > 0) throw new Error(`tableService: no column for ${missing.join(', ')}`);

  const toItem = (row: Row): Item => {
    const item: Record<string, unknown> = { _id: row.id };
    for (const [name, key] of names) {
      const value = row[key];
      item[name] = value instanceof Date ? value.toISOString() : value;
    }
    return item as Item;
  };
  const toRow = (input: unknown): never =>
    Object.fromEntries(
      names.flatMap(([name, key]) => (name in (input as Row) ? [[key, (input as Row)[name]]] : [])),
    ) as never;
  const queryNames = Object.keys(propertiesOf(options.schemas.query));
  const sortNames = (enumValues(propertiesOf(options.schemas.query).sort) ?? []).filter(
    (name) => !name.startsWith('-'),
  );
  const columnOf = (name: string) => {
    const column = columns[name] ?? columns[camelCase(name)];
    if (!column) throw new Error(`tableService: no column to sort by ${name}`);
    return column;
  };
  const filters: readonly string[] =
    options.filters ??
    queryNames.filter((name) => !['search', 'sort', 'limit', 'skip'].includes(name) && name in columns);
  const spec: BrowseSpec = {
    table,
    id: table.id,
    sortable:
      (options.sortable as Record<string, AnyColumn | SQL> | undefined) ??
      Object.fromEntries(sortNames.map((name) => [name, columnOf(name)])),
    defaultOrder: options.defaultOrder,
    search: typeof search === 'function' ? search : search && ((text) => containsText(text, search)),
    defaultLimit: options.defaultLimit,
  };
  const missingRow = () => notFound(options.notFound);

  const get = async (db: Database, id: string): Promise<Item> => {
    const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw missingRow();
    return toItem(row as Row);
  };
  return {
    spec,
    toItem,
    list: (db: Database, query: Query): Promise<List<Item>> =>
      browse(
        db,
        spec,
        query as BrowseQuery,
        filters.map((name) => {
          const value = (query as Row)[name];
          return value === undefined ? undefined : eq(columns[name]!, value);
        }),
        toItem,
      ),
    getMany: (db: Database, ids: string[]): Promise<Item[]> => itemsByIds(db, spec, ids, toItem),
    get,
    async create(db: Database, input: EntityTypes<S>['create']): Promise<Item> {
      await check?.(db, input);
      const [row] = await db.insert(table).values(toRow(input)).returning();
      return toItem(row as Row);
    },
    async update(db: Database, id: string, input: EntityTypes<S>['update']): Promise<Item> {
      await check?.(db, input);
      const fields = toRow(input);
      if (Object.keys(fields as object).length === 0) return get(db, id);
      const [row] = await db.update(table).set(fields).where(eq(table.id, id)).returning();
      if (!row) throw missingRow();
      return toItem(row as Row);
    },
    async remove(db: Database, id: string): Promise<Item> {
      const [row] = await db.delete(table).where(eq(table.id, id)).returning();
      if (!row) throw missingRow();
      return toItem(row as Row);
    },
  };
}
