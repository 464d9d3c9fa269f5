import { Type, type IntegerOptions, type TProperties, type TSchema } from '@sinclair/typebox';

/** Bounds of a PostgreSQL integer (int4) column, and of paging that the database counts in. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A whole number an int4 column holds; tighter bounds may be given. */
export const Int4 = (options: IntegerOptions = {}) =>
  Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX, ...options });

/** `{ items, total }`, the answer of every list read. */
export const ListSchema = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer({ minimum: 0 }) });

export const IdParamsSchema = Type.Object({ id: Type.String({ minLength: 1 }) });

/** Paging shared by list reads. */
export const PagingQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  skip: Type.Optional(Int4({ minimum: 0 })),
});

export interface List<T> {
  items: T[];
  total: number;
}

/** The `sort` values of a browse: each sortable name, and `-name` for descending. */
export const SortSchema = <S extends string>(sorts: readonly S[]) =>
  Type.Union(
    sorts.flatMap((sort) => [Type.Literal(sort), Type.Literal(`-${sort}` as `-${S}`)]),
    {
      description: `One of ${sorts.join(', ')}; a leading - sorts descending`,
    },
  );

/**
 * The query of a list read (core/browse.ts): the entity's own filters, then `search` (when the entity
 * has one), `sort` by the given names, and paging.
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
