import type { MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { EntitySchemas, EntityTypes } from '@gartenwerk/domain/schemas';
import { api, type TagType } from './api';
import type { QueryValue, requestBaseQuery } from './request';
import type { ListResponse } from './types';

// The entity's own tag is added at run time; to the store's types the endpoints keep the API's tag
// types, so one store type holds every entity.
type Read<Arg, Result> = QueryDefinition<Arg, typeof requestBaseQuery, TagType, Result, 'api'>;
type Write<Arg, Result> = MutationDefinition<Arg, typeof requestBaseQuery, TagType, Result, 'api'>;

/**
 * The five endpoints of an entity, named after it: `get<Many>`, `get<One>`, `create<One>`,
 * `update<One>` and `remove<One>` (so the hooks are `useGet<Many>Query`, `useCreate<One>Mutation`, …).
 */
export type EntityEndpoints<S extends EntitySchemas, One extends string, Many extends string> = Record<
  `get${Many}`,
  Read<EntityTypes<S>['query'] | void, ListResponse<EntityTypes<S>['item']>>
> &
  Record<`get${One}`, Read<string, EntityTypes<S>['item']>> &
  Record<`create${One}`, Write<EntityTypes<S>['create'], EntityTypes<S>['item']>> &
  Record<`update${One}`, Write<EntityTypes<S>['update'] & { _id: string }, EntityTypes<S>['item']>> &
  Record<`remove${One}`, Write<string, EntityTypes<S>['item']>>;

export interface EntityEndpointsOptions<Tag extends string, One extends string, Many extends string, Query> {
  /** The cache tag of the entity's items; the endpoints add it to the API's tag types themselves. */
  type: Tag;
  /** The collection's address, e.g. `/api/v0/shop_color/`. */
  path: string;
  /** How the endpoints name one item and the list, e.g. `CatalogueColor` and `CatalogueColors`. */
  one: One;
  many: Many;
  /** Query parameters every list read sends unless the query sets them (e.g. `{ limit: 1000 }`). */
  listQuery?: Partial<Query>;
}

/** A list query as parameters: empty texts are left out, as a cleared search box means no search. */
const queryParameters = (query: object): Record<string, QueryValue> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as Record<string, QueryValue>;

/**
 * Injects an entity's list, get, create, update and remove endpoints with their cache tag (added to
 * the API's tag types here, so a new entity touches no list of them): a list
 * provides its `LIST` tag and one per item, a create refreshes the lists, an update and a remove the
 * item and the lists. The types are those of the entity's schemas in `@gartenwerk/domain/schemas`:
 * `entityEndpoints<typeof colorSchemas>()({ type: 'Color', path: COLORS, one: 'CatalogueColor', … })`.
 */
export const entityEndpoints =
  <S extends EntitySchemas>() =>
  <Tag extends string, One extends string, Many extends string>({
    type,
    path,
    one,
    many,
    listQuery = {},
  }: EntityEndpointsOptions<Tag, One, Many, EntityTypes<S>['query']>) => {
    type Item = EntityTypes<S>['item'] & { _id: string };
    // Registers the tag with the one API (it is the same object, its tag types widened).
    const withTag = api.enhanceEndpoints({ addTagTypes: [type] }) as unknown as typeof api;
    const tag = type as string as TagType;
    const list = { type: tag, id: 'LIST' } as const;
    return withTag.injectEndpoints({
      endpoints: (build) =>
        ({
          [`get${many}`]: build.query<ListResponse<Item>, object | void>({
            query: (query) => ({ path, query: queryParameters({ ...listQuery, ...query }) }),
            providesTags: (result) => [
              list,
              ...(result?.items ?? []).map((item) => ({ type: tag, id: item._id })),
            ],
          }),
          [`get${one}`]: build.query<Item, string>({
            query: (id) => ({ path, id }),
            providesTags: (_result, _error, id) => [{ type: tag, id }],
          }),
          [`create${one}`]: build.mutation<Item, unknown>({
            query: (input) => ({ verb: 'create', path, payload: input }),
            invalidatesTags: [list],
          }),
          [`update${one}`]: build.mutation<Item, { _id: string }>({
            query: ({ _id, ...input }) => ({ verb: 'update', path, id: _id, payload: input }),
            invalidatesTags: (_result, _error, input) => [{ type: tag, id: input._id }, list],
          }),
          [`remove${one}`]: build.mutation<Item, string>({
            query: (id) => ({ verb: 'remove', path, payload: { _id: id } }),
            invalidatesTags: (_result, _error, id) => [{ type: tag, id }, list],
          }),
        }) as unknown as EntityEndpoints<S, One, Many>,
    });
  };
