import type { Role } from '@gartenwerk/domain';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { Database } from './db';
import { AppError } from './errors';
import { requireAuthenticated, requireRole } from './guard';
import { IdParamsSchema, ListSchema, type List } from './schemas';
import type { Text } from './texts';

/** Who may call a group of routes: anyone, any signed-in user, or holders of one of the roles. */
export type Access = 'anyone' | 'signed-in' | readonly Role[];

/** The routes the factory can give an entity. */
export type EntityRoute =
  | 'list'
  | 'getData'
  | 'search'
  | 'get'
  | 'create'
  | 'update'
  /** The second form of `update`, PUT /<path>/:id; it follows update's access and summary. */
  | 'updateById'
  | 'remove'
  | 'batchRead'
  | 'batchUpdate'
  | 'batchRemove';

/**
 * An entity's service functions, as the routes call them. Each is optional: a route is registered
 * only for the functions given. `scope` is what `EntityDefinition.scope` makes of the request
 * (e.g. whether the caller sees offline products); services never see the request itself.
 */
export interface EntityService<Item, Create, Update, Query, Scope> {
  list?: (db: Database, query: Query, scope: Scope) => Promise<List<Item>>;
  get?: (db: Database, id: string, scope: Scope) => Promise<Item>;
  create?: (db: Database, input: Create, scope: Scope) => Promise<Item>;
  update?: (db: Database, id: string, input: Update, scope: Scope) => Promise<Item>;
  remove?: (db: Database, id: string, scope: Scope) => Promise<unknown>;
  /** The items of the ids that exist (and the caller may see), in the order asked for. */
  getMany?: (db: Database, ids: string[], scope: Scope) => Promise<Item[]>;
  /** Removes the ids that exist; answers how many. */
  removeMany?: (db: Database, ids: string[], scope: Scope) => Promise<{ deleted: number }>;
}

export interface EntityDefinition<
  ItemSchema extends TSchema,
  CreateSchema extends TSchema,
  UpdateSchema extends TSchema,
  QuerySchema extends TSchema,
  Scope,
> {
  /** The collection's name in the API: `shop_color` gives /shop_color/, /batch/shop_color/, /search/shop_color. */
  path: string;
  /** Words for the OpenAPI summaries, e.g. `{ one: 'colour', many: 'colours' }`. */
  names: { one: string; many: string };
  /** OpenAPI tags. */
  tags: string[];
  schemas: {
    item: ItemSchema;
    create?: CreateSchema;
    /** The fields an update may carry; `_id` names the entity when the path does not. */
    update?: UpdateSchema;
    query?: QuerySchema;
    /** The answer of a remove, when not the removed item (e.g. `{ ok: true }`). */
    removed?: TSchema;
    /** The body of the search route, when not `{ text, limit, skip }`. */
    search?: TSchema;
    /** The ids of a batch read or remove, when not every form of BatchIdsBodySchema is welcome. */
    batchIds?: TSchema;
    /** The `:id` params of single routes, when not `{ id }` of at least one character. */
    params?: Partial<Record<'get' | 'update' | 'remove', TSchema>>;
  };
  /**
   * Who may read (list, getData, search, get, batch read) and who may write; `routes` overrides single
   * routes (e.g. anyone signed in may ask for one user, whose service then admits only oneself).
   */
  access: { read: Access; write: Access; routes?: Partial<Record<EntityRoute, Access>> };
  /** Reads are the same for every visitor who is not an admin: served from the public cache. */
  publicCache?: boolean;
  /** Makes the service's scope of a request (what it may see, who asks). */
  scope?: (request: FastifyRequest, app: FastifyInstance) => Scope;
  service: EntityService<
    Static<ItemSchema>,
    Static<CreateSchema>,
    Static<UpdateSchema>,
    Static<QuerySchema>,
    Scope
  >;
  /** A remove of an entity still in use is refused: 409 IN_USE with the message. */
  inUse?: { check: (db: Database, id: string) => Promise<boolean>; message: Text };
  /** Routes beyond the usual ones: the list read with its query in a POST body (`/<path>/getData`), … */
  extraRoutes?: { getData?: boolean; search?: boolean; batchUpdate?: boolean };
  /** Routes left out although their service function exists. */
  without?: EntityRoute[];
  /** The status of a successful create (the spec's entries answer 201). */
  createStatus?: 200 | 201;
  /** Better words for single routes' OpenAPI summaries; who may call is added. */
  summaries?: Partial<Record<EntityRoute, string>>;
}

/** Declares an entity; the identity, with the types checked against the schemas. */
export function defineEntity<
  ItemSchema extends TSchema,
  CreateSchema extends TSchema = TSchema,
  UpdateSchema extends TSchema = TSchema,
  QuerySchema extends TSchema = TSchema,
  Scope = undefined,
>(
  definition: EntityDefinition<ItemSchema, CreateSchema, UpdateSchema, QuerySchema, Scope>,
): EntityDefinition<ItemSchema, CreateSchema, UpdateSchema, QuerySchema, Scope> {
  return definition;
}

/** How the OpenAPI summary names who may call. */
function describeAccess(access: Access): string {
  if (access === 'anyone') return 'anyone';
  if (access === 'signed-in') return 'signed in';
  return access.join(', ');
}

function guardOf(access: Access): preHandlerAsyncHookHandler | undefined {
  if (access === 'anyone') return undefined;
  if (access === 'signed-in') return requireAuthenticated;
  return requireRole(...access);
}

/** The ids of a batch body: a list of ids, of `{ _id }` objects, or `{ ids }`. */
const BatchIdsBodySchema = Type.Union([
  Type.Array(
    Type.Union([Type.String({ minLength: 1 }), Type.Object({ _id: Type.String({ minLength: 1 }) })]),
    {
      maxItems: 1000,
    },
  ),
  Type.Object({ ids: Type.Array(Type.String({ minLength: 1 }), { maxItems: 1000 }) }),
]);
type BatchIdsBody = Static<typeof BatchIdsBodySchema>;

function idsOf(body: BatchIdsBody): string[] {
  const list = Array.isArray(body) ? body : body.ids;
  return list.map((item) => (typeof item === 'string' ? item : item._id));
}

const DefaultSearchBodySchema = Type.Object({
  text: Type.String({ maxLength: 200 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
});

const DeletedCountSchema = Type.Object({ deleted: Type.Integer({ minimum: 0 }) });

const missingId = () => new AppError('VALIDATION', 400, 'body must have required property _id');

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

type AnyEntity = EntityDefinition<TSchema, TSchema, TSchema, TSchema, unknown>;

/**
 * Registers an entity's collection routes on `app` (registered under the API version prefix, e.g.
 * /api/v0), from its definition:
 *
 * | route       | call                                   | answer              |
 * | ----------- | -------------------------------------- | ------------------- |
 * | list        | GET /<path>/?filters,search,sort,paging | `{ items, total }`  |
 * | getData     | POST /<path>/getData {query}           | `{ items, total }`  |
 * | search      | POST /search/<path> {text, paging}     | `{ items, total }`  |
 * | get         | GET /<path>/:id                        | the item            |
 * | create      | POST /<path>/                          | the item            |
 * | update      | PUT /<path>/ {_id, …} or PUT /<path>/:id | the item          |
 * | remove      | DELETE /<path>/:id                     | the item (or `removed`) |
 * | batchRead   | POST /batch/<path>/ [ids]              | the items           |
 * | batchUpdate | PUT /batch/<path>/ {ids, changes}      | `{ items, total }`  |
 * | batchRemove | POST /batch/<path>/remove [ids]        | `{ deleted }`       |
 *
 * Reads follow `access.read`, writes `access.write` (403 C100 otherwise); a removal of something in
 * use answers 409 IN_USE. Special routes of an area are registered beside these, by hand.
 */
export function registerEntityRoutes<
  ItemSchema extends TSchema,
  CreateSchema extends TSchema,
  UpdateSchema extends TSchema,
  QuerySchema extends TSchema,
  Scope,
>(
  app: FastifyInstance,
  typedDefinition: EntityDefinition<ItemSchema, CreateSchema, UpdateSchema, QuerySchema, Scope>,
): void {
  // Inside, the schemas' own types no longer matter: fastify validated each body against them.
  const definition = typedDefinition as unknown as AnyEntity;
  const { path, names, schemas, service, access } = definition;
  const scopeOf = (request: FastifyRequest) => definition.scope?.(request, app);
  const wanted = (route: EntityRoute, present: unknown) =>
    Boolean(present) && !definition.without?.includes(route);
  const summary = (route: EntityRoute, fallback: string, who: Access) =>
    `${definition.summaries?.[route] ?? fallback} (${describeAccess(who)})`;
  const publicCache = definition.publicCache === true;
  const item = schemas.item;
  const list = ListSchema(item);
  const paramsOf = (route: 'get' | 'update' | 'remove') => schemas.params?.[route] ?? IdParamsSchema;

  const route = (
    name: EntityRoute,
    options: Omit<RouteOptions, 'schema' | 'preHandler'> & {
      schema: Record<string, unknown>;
      fallback: string;
      write?: boolean;
      readOnly?: boolean;
    },
  ) => {
    const { fallback, write, readOnly, schema, config, ...rest } = options;
    const who = access.routes?.[name] ?? (write ? access.write : access.read);
    const guard = guardOf(who);
    app.route({
      ...rest,
      ...(guard ? { preHandler: guard } : {}),
      config: {
        ...(publicCache && who === 'anyone' && rest.method === 'GET' ? { publicCache: true } : {}),
        // A read sent as POST (a body of ids, a query) does not make public data stale.
        ...(readOnly ? { readOnly: true } : {}),
        ...config,
      },
      schema: { tags: definition.tags, summary: summary(name, fallback, who), ...schema },
    });
  };

  if (wanted('list', service.list)) {
    const listFn = service.list!;
    route('list', {
      method: 'GET',
      url: `/${path}/`,
      fallback: capitalised(names.many),
      schema: { ...(schemas.query ? { querystring: schemas.query } : {}), response: { 200: list } },
      handler: async (request) => listFn(app.db, request.query ?? {}, scopeOf(request)),
    });
    if (definition.extraRoutes?.getData) {
      route('getData', {
        method: 'POST',
        url: `/${path}/getData`,
        readOnly: true,
        fallback: `${capitalised(names.many)}, with the query in the body`,
        schema: { body: schemas.query ?? Type.Object({}), response: { 200: list } },
        handler: async (request) => listFn(app.db, request.body ?? {}, scopeOf(request)),
      });
    }
    if (definition.extraRoutes?.search) {
      route('search', {
        method: 'POST',
        url: `/search/${path}`,
        readOnly: true,
        fallback: `${capitalised(names.many)} matching the text`,
        schema: { body: schemas.search ?? DefaultSearchBodySchema, response: { 200: list } },
        handler: async (request) => {
          const { text, ...paging } = request.body as { text: string };
          return listFn(app.db, { ...paging, search: text }, scopeOf(request));
        },
      });
    }
  }

  if (wanted('get', service.get)) {
    const getFn = service.get!;
    route('get', {
      method: 'GET',
      url: `/${path}/:id`,
      fallback: `One ${names.one}`,
      schema: { params: paramsOf('get'), response: { 200: item } },
      handler: async (request) => getFn(app.db, (request.params as { id: string }).id, scopeOf(request)),
    });
  }

  if (wanted('create', service.create)) {
    const createFn = service.create!;
    const status = definition.createStatus ?? 200;
    route('create', {
      method: 'POST',
      url: `/${path}/`,
      write: true,
      fallback: `Adds a ${names.one}`,
      schema: { ...(schemas.create ? { body: schemas.create } : {}), response: { [status]: item } },
      handler: async (request, reply) =>
        reply.status(status).send(await createFn(app.db, request.body, scopeOf(request))),
    });
  }

  if (wanted('update', service.update)) {
    const updateFn = service.update!;
    const body = schemas.update ? { body: schemas.update } : {};
    route('update', {
      method: 'PUT',
      url: `/${path}/`,
      write: true,
      fallback: `Changes the fields sent for the ${names.one} named by _id`,
      schema: { ...body, response: { 200: item } },
      handler: async (request) => {
        const id = (request.body as { _id?: string } | undefined)?._id;
        if (!id) throw missingId();
        return updateFn(app.db, id, request.body, scopeOf(request));
      },
    });
    if (!definition.without?.includes('updateById')) {
      route('update', {
        method: 'PUT',
        url: `/${path}/:id`,
        write: true,
        fallback: `Changes the fields sent of a ${names.one}`,
        schema: { ...body, params: paramsOf('update'), response: { 200: item } },
        handler: async (request) =>
          updateFn(app.db, (request.params as { id: string }).id, request.body, scopeOf(request)),
      });
    }
    if (definition.extraRoutes?.batchUpdate) {
      route('batchUpdate', {
        method: 'PUT',
        url: `/batch/${path}/`,
        write: true,
        fallback: `Changes the same fields of several ${names.many}; all or none`,
        schema: {
          body: Type.Object(
            {
              ids: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 500 }),
              changes: schemas.update ?? Type.Object({}),
            },
            { additionalProperties: false },
          ),
          response: { 200: list },
        },
        handler: async (request) => {
          const { ids, changes } = request.body as { ids: string[]; changes: { _id?: string } };
          const { _id: _ignored, ...fields } = changes;
          const scope = scopeOf(request);
          const items = await app.db.transaction(async (tx) => {
            const changed: unknown[] = [];
            for (const id of new Set(ids)) changed.push(await updateFn(tx, id, fields, scope));
            return changed;
          });
          return { items, total: items.length };
        },
      });
    }
  }

  if (wanted('remove', service.remove)) {
    const removeFn = service.remove!;
    const inUse = definition.inUse;
    route('remove', {
      method: 'DELETE',
      url: `/${path}/:id`,
      write: true,
      fallback: `Removes a ${names.one}${inUse ? ' nothing uses; in use: 409' : ''}`,
      schema: { params: paramsOf('remove'), response: { 200: schemas.removed ?? item } },
      handler: async (request) => {
        const id = (request.params as { id: string }).id;
        const scope = scopeOf(request);
        if (!inUse) return removeFn(app.db, id, scope);
        // The check and the removal in one transaction: nothing starts using it in between.
        return app.db.transaction(async (tx) => {
          if (await inUse.check(tx, id)) throw new AppError('IN_USE', 409, inUse.message);
          return removeFn(tx, id, scope);
        });
      },
    });
  }

  if (wanted('batchRead', service.getMany)) {
    const getManyFn = service.getMany!;
    const answer = { 200: Type.Array(item) };
    route('batchRead', {
      method: 'POST',
      url: `/batch/${path}/`,
      readOnly: true,
      fallback: `The ${names.many} of the given ids, in that order`,
      schema: { body: schemas.batchIds ?? BatchIdsBodySchema, response: answer },
      handler: async (request) => getManyFn(app.db, idsOf(request.body as BatchIdsBody), scopeOf(request)),
    });
  }

  if (wanted('batchRemove', service.removeMany)) {
    const removeManyFn = service.removeMany!;
    const inUse = definition.inUse;
    route('batchRemove', {
      method: 'POST',
      url: `/batch/${path}/remove`,
      write: true,
      fallback: `Removes several ${names.many}${inUse ? '; one in use refuses all (409)' : ''}`,
      schema: { body: schemas.batchIds ?? BatchIdsBodySchema, response: { 200: DeletedCountSchema } },
      handler: async (request) => {
        const ids = [...new Set(idsOf(request.body as BatchIdsBody))];
        const scope = scopeOf(request);
        if (!inUse) return removeManyFn(app.db, ids, scope);
        return app.db.transaction(async (tx) => {
          for (const id of ids) {
            if (await inUse.check(tx, id)) throw new AppError('IN_USE', 409, inUse.message);
          }
          return removeManyFn(tx, ids, scope);
        });
      },
    });
  }
}

/** The routes of one entity as an area's plugin, for areas with nothing special. */
export const entityRoutes =
  <I extends TSchema, C extends TSchema, U extends TSchema, Q extends TSchema, S>(
    definition: EntityDefinition<I, C, U, Q, S>,
  ): FastifyPluginAsync =>
  async (app) =>
    registerEntityRoutes(app, definition);
