import { Type, type TProperties, type TSchema } from '@sinclair/typebox';

import { Int4 } from '@gartenwerk/domain/schemas';

export { INT4_MAX, INT4_MIN, Int4 } from '@gartenwerk/domain/schemas';

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
