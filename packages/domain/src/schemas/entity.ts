import { KindGuard, Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { Int4 } from './common';

/** `{ items, total }`, the answer of every list read. */
export const ListSchema = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer({ minimum: 0 }) });

/** Paging shared by list reads. */
export const PagingQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  skip: Type.Optional(Int4({ minimum: 0 })),
});

/** The `sort` values of a browse: each sortable name, and `-name` for descending. */
export const SortSchema = <S extends string>(sorts: readonly S[]) =>
  Type.Union(
    sorts.flatMap((sort) => [Type.Literal(sort), Type.Literal(`-${sort}` as `-${S}`)]),
    {
      description: `One of ${sorts.join(', ')}; a leading - sorts descending`,
    },
  );

/**
 * The query of a list read (the server's core/browse.ts): the entity's own filters, then `search`
 * (when the entity has one), `sort` by the given names, and paging.
 */
export const BrowseQuerySchema = <F extends TProperties, S extends string>(options: {
  filters: F;
  sorts: readonly S[];
  search: string | false;
}) =>
  Type.Object({
    ...options.filters,
    ...(options.search === false
      ? {}
      : { search: Type.Optional(Type.String({ maxLength: 200, description: options.search })) }),
    sort: Type.Optional(SortSchema(options.sorts)),
    ...PagingQuerySchema.properties,
  });

/**
 * The four schemas of an entity: the item as the API answers it, the bodies of a create and an
 * update, and the list query. The server's `defineEntity`, the api-client's endpoints and msw
 * handlers and the admin's field tables all take them from here.
 */
export interface EntitySchemas<
  Item extends TSchema = TSchema,
  Create extends TSchema = TSchema,
  Update extends TSchema = TSchema,
  Query extends TSchema = TSchema,
> {
  item: Item;
  create: Create;
  update: Update;
  query: Query;
}

/** The value types of an entity's schemas. */
export interface EntityTypes<S extends EntitySchemas> {
  item: Static<S['item']>;
  create: Static<S['create']>;
  update: Static<S['update']>;
  query: Static<S['query']>;
}

/**
 * What a schema refuses in a request body, named like the server's validation (`body/code …`), or
 * undefined when the body passes: the msw stand-ins refuse what the server refuses.
 */
export function bodyProblem(schema: TSchema, body: unknown): string | undefined {
  const error = Value.Errors(schema, body).First();
  return error && `body${error.path} ${error.message}`;
}

/** What the server stores of a property nobody set: '' for a text, null where null is allowed, [] for a list… */
function blankOf(schema: TSchema): unknown {
  if (KindGuard.IsUnion(schema)) {
    return schema.anyOf.some((member) => KindGuard.IsNull(member)) ? null : blankOf(schema.anyOf[0]!);
  }
  if (KindGuard.IsLiteral(schema)) return schema.const;
  if (KindGuard.IsString(schema)) return schema.format === 'date-time' ? new Date().toISOString() : '';
  if (KindGuard.IsArray(schema)) return [];
  if (KindGuard.IsNumber(schema) || KindGuard.IsInteger(schema)) return 0;
  if (KindGuard.IsBoolean(schema)) return false;
  if (KindGuard.IsObject(schema)) return blankItem(schema, {});
  return null; // a nullable text or number (common.ts)
}

/** The properties of an object schema by name. */
export const propertiesOf = (schema: TSchema): Record<string, TSchema> =>
  KindGuard.IsObject(schema) ? schema.properties : {};

/** An item of the schema with the given fields and blanks (`blankOf`) for the rest: demo data and new items. */
export function blankItem<Item>(itemSchema: TSchema, fields: Partial<Item>): Item {
  const properties = Object.entries(propertiesOf(itemSchema));
  return {
    ...Object.fromEntries(properties.map(([name, schema]) => [name, blankOf(schema)])),
    ...fields,
  } as Item;
}

/** The values of an enum (a union of literals, as `sort` or a report's `severity`), else undefined. */
export function enumValues(schema: TSchema | undefined): string[] | undefined {
  if (!schema || !KindGuard.IsUnion(schema)) return undefined;
  const values = schema.anyOf.map((member) =>
    KindGuard.IsLiteral(member) ? String(member.const) : undefined,
  );
  return values.every((value) => value !== undefined) ? (values as string[]) : undefined;
}
