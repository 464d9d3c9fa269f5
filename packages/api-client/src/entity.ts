import type { MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { EntitySchemas, EntityTypes } from '@gartenwerk/domain/schemas';
import { api, listTags, type TagType } from './api';
import type { QueryValue, requestBaseQuery } from './request';
import type { ListResponse } from './types';

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

export interface EntityEndpointsOptions<One extends string, Many extends string, Query> {
  /** The cache tag of the entity's items (one of TAG_TYPES). */
  type: TagType;
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
 * Injects an entity's list, get, create, update and remove endpoints with their cache tags: a list
 * provides its `LIST` tag and one per item, a create refreshes the lists, an update and a remove the
 * item and the lists. The types are those of the entity's schemas in `@gartenwerk/domain/schemas`:
 * `entityEndpoints<typeof colorSchemas>()({ type: 'Color', path: COLORS, one: 'CatalogueColor', … })`.
 */
export const entityEndpoints =
  <S extends EntitySchemas>() =>
  <One extends string, Many extends string>({
    type,
    path,
    one,
    many,
    listQuery = {},
  }: EntityEndpointsOptions<One, Many, EntityTypes<S>['query']>) => {
    type Item = EntityTypes<S>['item'] & { _id: string };
    const list = { type, id: 'LIST' } as const;
    return api.injectEndpoints({
      endpoints: (build) =>
        ({
          [`get${many}`]: build.query<ListResponse<Item>, object | void>({
            query: (query) => ({ path, query: queryParameters({ ...listQuery, ...query }) }),
            providesTags: (result) => listTags(type, result),
          }),
          [`get${one}`]: build.query<Item, string>({
            query: (id) => ({ path, id }),
            providesTags: (_result, _error, id) => [{ type, id }],
          }),
          [`create${one}`]: build.mutation<Item, unknown>({
            query: (input) => ({ verb: 'create', path, payload: input }),
            invalidatesTags: [list],
          }),
          [`update${one}`]: build.mutation<Item, { _id: string }>({
            query: ({ _id, ...input }) => ({ verb: 'update', path, id: _id, payload: input }),
            invalidatesTags: (_result, _error, input) => [{ type, id: input._id }, list],
          }),
          [`remove${one}`]: build.mutation<Item, string>({
            query: (id) => ({ verb: 'remove', path, payload: { _id: id } }),
            invalidatesTags: (_result, _error, id) => [{ type, id }, list],
          }),
        }) as unknown as EntityEndpoints<S, One, Many>,
    });
  };
