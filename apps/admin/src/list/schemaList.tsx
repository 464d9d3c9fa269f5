import { enumValues, propertiesOf, type EntitySchemas, type EntityTypes } from '@gartenwerk/domain/schemas';
import type { DataTableColumn } from '@gartenwerk/ui';
import type { TSchema } from '@sinclair/typebox';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import type { Choice } from '../kit';
import { formatDateTime } from '../screens/feedback';
import type { ListResponse } from '@gartenwerk/api-client';
import { loadedPages } from './exportPages';
import type { ListFilter, ListResult, ListScreenProps } from './ListScreen';
import { useListSearchParams, type ListSearchParams } from './useListSearchParams';

/** A column as the schema gives it, changed where the screen says; `choices` name a field's values. */
export type ColumnOverride<Row> = Partial<DataTableColumn<Row>> & { choices?: readonly Choice[] };

export interface SchemaListOptions<S extends EntitySchemas> {
  /** The screen's text group: `<texts>.all` is no filter, `<texts>.<name>.<value>` an enum's value. */
  texts: string;
  /** The group of the field names, `<fields>.<name>` heading a column or a filter; `<texts>.fields` unless given. */
  fields?: string;
  /** The columns, in their order: properties of the item. */
  columns: ReadonlyArray<keyof EntityTypes<S>['item'] & string>;
  /** The select filters, in their order: enums of the query, or properties with `choices`. */
  filters?: ReadonlyArray<keyof EntityTypes<S>['query'] & string>;
  /** What differs from the schema's column (a link, a swatch, the choices of an id). */
  overrides?: { [Name in keyof EntityTypes<S>['item']]?: ColumnOverride<EntityTypes<S>['item']> };
  /** The address of a row's screen: the first column links there and is never hidden. */
  link?: (row: EntityTypes<S>['item']) => string;
  /** server: the query's `sort` goes to the API; client: the table sorts the rows it has. */
  sortMode?: 'server' | 'client';
}

/** The named values of each enum of a schema (`<texts>.<name>.<value>`), e.g. a report's severities. */
export function enumChoices(t: TFunction, schema: TSchema, texts: string): Record<string, Choice[]> {
  return Object.fromEntries(
    Object.entries(propertiesOf(schema)).flatMap(([name, property]) => {
      const values = enumValues(property);
      return values
        ? [[name, values.map((value) => ({ value, label: t(`${texts}.${name}.${value}`) }))]]
        : [];
    }),
  );
}

/**
 * A list screen's columns, filters and query built from the entity's schemas, as `schemaFields`
 * builds its form: each column shows its property (an enum's or a choice's label, a date and time, a
 * list's entries), sortable when the query may `sort` by it; each filter is a select of the query's
 * enum (or the column's `choices`); the query holds the address's search, filters and valid sort.
 */
export function useSchemaList<S extends EntitySchemas>(schemas: S, options: SchemaListOptions<S>) {
  type Item = EntityTypes<S>['item'];
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list: ListSearchParams = useListSearchParams();
  const { texts, fields = `${texts}.fields`, overrides = {}, sortMode = 'server' } = options;
  const sorts = enumValues(propertiesOf(schemas.query).sort) ?? [];
  const named = { ...enumChoices(t, schemas.item, texts), ...enumChoices(t, schemas.query, texts) };
  const overrideOf = (name: string) => (overrides as Record<string, ColumnOverride<Item> | undefined>)[name];
  const choicesOf = (name: string) => overrideOf(name)?.choices ?? named[name];
  const properties = propertiesOf(schemas.item);

  const columns = options.columns.map((name, index): DataTableColumn<Item> => {
    const { choices: _choices, ...override } = overrideOf(name) ?? {};
    const choices = choicesOf(name);
    const read = (row: Item) => (row as Record<string, unknown>)[name];
    const value = (row: Item) => {
      const raw = read(row);
      if (raw === null || raw === undefined) return '';
      if (choices) return choices.find((choice) => choice.value === raw)?.label ?? String(raw);
      if (Array.isArray(raw)) return raw.join(', ');
      if (properties[name]?.format === 'date-time') return formatDateTime(String(raw), i18n.language);
      return String(raw);
    };
    const column = { id: name, header: t(`${fields}.${name}`), value, sortable: sorts.includes(name) };
    const link = options.link;
    if (index === 0 && link) {
      const naming = { cell: (row: Item) => <Link to={link(row)}>{value(row)}</Link>, hideable: false };
      return { ...column, ...naming, ...override };
    }
    return { ...column, ...override };
  });
  const filters = (options.filters ?? []).map((name): ListFilter => ({
    name,
    label: t(`${fields}.${name}`),
    allLabel: t(`${texts}.all`),
    options: (choicesOf(name) ?? []).map((choice): [string, string] => [choice.value, choice.label]),
  }));
  const sort =
    sortMode === 'server' && sorts.includes(list.sort?.replace(/^-/, '') ?? '') ? list.sort : undefined;
  const query = {
    search: list.search,
    ...Object.fromEntries((options.filters ?? []).map((name) => [name, list.filter(name)])),
    ...(sort ? { sort } : {}),
  } as EntityTypes<S>['query'];
  return { list, query, columns, filters, sortMode };
}

/** The list endpoint of an entity (`api.endpoints.get<Many>`), as `useEntityList` reads through it. */
export interface ListEndpoint<Item> {
  // The argument is the query the schemas describe; RTK Query's own types of it are not needed here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  useQuery: (query: any) => ListResult<Item>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  useLazyQuery: () => readonly [(query: any) => { unwrap: () => Promise<ListResponse<Item>> }, ...unknown[]];
}

export interface EntityListOptions<S extends EntitySchemas> extends SchemaListOptions<S> {
  /** Rows a page, read page by page from the API; without it the list is read at once. */
  pageSize?: number;
  /** The address of a new item's screen: a link above the list, labelled `<texts>.add`. */
  add?: string;
  /** The CSV export's file name (every row the filters match). */
  csv: string;
  /** The search field's hint; `<texts>.searchHint`, where that text exists, unless given. */
  searchHint?: string;
}

const withValues = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

/**
 * A list screen's props from the entity's schemas and its list endpoint (`useSchemaList` plus the
 * reads): the page of the address read through the API, or the whole list at once without a
 * `pageSize`; the count `<texts>.total` and the search hint where those texts exist; the add link;
 * the CSV export. The screen adds its route: `<ListScreen {...list} route={route} />`.
 */
export function useEntityList<S extends EntitySchemas>(
  schemas: S,
  endpoint: ListEndpoint<EntityTypes<S>['item']>,
  options: EntityListOptions<S>,
): Omit<ListScreenProps<EntityTypes<S>['item']>, 'route'> {
  type Item = EntityTypes<S>['item'];
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { query, ...table } = useSchemaList(schemas, options);
  const { texts, pageSize, add } = options;
  const exists = (key: string) => i18n.exists(key, { ns: ADMIN_NAMESPACE, count: 0 });
  const page = (number: number, limit: number) => ({
    ...withValues(query as object),
    limit,
    skip: (number - 1) * limit,
  });
  const whole = withValues(query as object);
  const result = endpoint.useQuery(
    pageSize ? page(table.list.page, pageSize) : Object.keys(whole).length > 0 ? whole : undefined,
  );
  const [fetchPage] = endpoint.useLazyQuery();
  const searchHint =
    options.searchHint ?? (exists(`${texts}.searchHint`) ? t(`${texts}.searchHint`) : undefined);
  return {
    ...table,
    result,
    rowId: (row: Item) => (row as { _id: string })._id,
    texts,
    ...(exists(`${texts}.total`) ? { count: (total: number) => t(`${texts}.total`, { count: total }) } : {}),
    pageSize,
    search: { hint: searchHint },
    actions: add ? <Link to={add}>{t(`${texts}.add`)}</Link> : undefined,
    csv: {
      fileName: options.csv,
      fetchPage: pageSize
        ? (number, limit) => fetchPage(page(number, limit)).unwrap()
        : loadedPages(result.currentData?.items ?? []),
    },
  };
}
