import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { databaseKinds } from '@gartenwerk/test-helpers';
import { Type, type Static } from '@sinclair/typebox';
import { asc, count, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text as textColumn } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, openTestDatabase } from '../../test/support';
import { identifyUser } from '../areas/auth/identify';
import { createSession, createUser } from '../areas/auth/service';
import { browse, containsText, itemsByIds, removeByIds, type BrowseSpec } from './browse';
import type { Database, DatabaseHandle } from './db';
import { defineEntity, registerEntityRoutes } from './entity-routes';
import { notFound, registerErrorHandler } from './errors';
import { BrowseQuerySchema } from './schemas';
import { text } from './texts';

// A small entity of its own, so that the factory is tested apart from any area: plants with a price
// and an optional parent plant; a plant that is some plant's parent is in use.
const plants = pgTable('kit_test_plants', {
  id: textColumn('id').primaryKey(),
  title: textColumn('title').notNull(),
  tags: textColumn('tags').array().notNull().default([]),
  price: integer('price').notNull().default(0),
  parent: textColumn('parent'),
});
type PlantRow = typeof plants.$inferSelect;

const PlantSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  tags: Type.Array(Type.String()),
  price: Type.Integer(),
  parent: Type.Union([Type.String(), Type.Null()]),
});
type Plant = Static<typeof PlantSchema>;
const PlantFields = {
  title: Type.String({ minLength: 1, maxLength: 100 }),
  tags: Type.Array(Type.String()),
  price: Type.Integer({ minimum: 0 }),
  parent: Type.Union([Type.String(), Type.Null()]),
};
const PlantCreateSchema = Type.Composite(
  [Type.Object({ _id: Type.String(), title: PlantFields.title }), Type.Partial(Type.Object(PlantFields))],
  { additionalProperties: false },
);
const PlantUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Type.String()) }), Type.Partial(Type.Object(PlantFields))],
  { additionalProperties: false },
);
const PLANT_SORTS = ['title', 'price'] as const;
const PlantQuerySchema = BrowseQuerySchema({
  filters: { tags: Type.Optional(Type.String({ description: 'One tag the plants carry' })) },
  sorts: PLANT_SORTS,
  search: 'Part of the title or a tag',
});

const PLANT_BROWSE: BrowseSpec<(typeof PLANT_SORTS)[number]> = {
  table: plants,
  id: plants.id,
  sortable: { title: plants.title, price: plants.price },
  defaultOrder: [asc(plants.id)],
  search: (words) => containsText(words, [plants.title, plants.tags]),
  defaultLimit: 3,
};

const toPlant = (row: PlantRow): Plant => ({
  _id: row.id,
  title: row.title,
  tags: row.tags,
  price: row.price,
  parent: row.parent,
});

async function getPlant(db: Database, id: string): Promise<Plant> {
  const [row] = await db.select().from(plants).where(eq(plants.id, id));
  if (!row) throw notFound('plant not found');
  return toPlant(row);
}

async function updatePlant(db: Database, id: string, input: Static<typeof PlantUpdateSchema>) {
  const { _id: _ignored, ...fields } = input;
  if (fields.title === 'Unkraut') throw new Error('a failure the client cannot cause');
  const [row] = await db.update(plants).set(fields).where(eq(plants.id, id)).returning();
  if (!row) throw notFound('plant not found');
  return toPlant(row);
}

const plantEntity = defineEntity({
  path: 'kit_plant',
  names: { one: 'plant', many: 'plants' },
  tags: ['kit'],
  schemas: {
    item: PlantSchema,
    create: PlantCreateSchema,
    update: PlantUpdateSchema,
    query: PlantQuerySchema,
  },
  access: { read: 'anyone', write: ['admin', 'system'] },
  publicCache: true,
  service: {
    list: (db, query) =>
      browse(
        db,
        PLANT_BROWSE,
        query,
        [query.tags ? sql`${query.tags} = any(${plants.tags})` : undefined],
        toPlant,
      ),
    get: getPlant,
    create: async (db, input) => {
      const [row] = await db
        .insert(plants)
        .values({ ...input, id: input._id })
        .returning();
      return toPlant(row!);
    },
    update: updatePlant,
    remove: async (db, id) => {
      const plant = await getPlant(db, id);
      await db.delete(plants).where(eq(plants.id, id));
      return plant;
    },
    getMany: (db, ids) => itemsByIds(db, PLANT_BROWSE, ids, toPlant),
    removeMany: (db, ids) => removeByIds(db, PLANT_BROWSE, ids),
  },
  inUse: {
    check: async (db, id) => {
      const [children] = await db.select({ total: count() }).from(plants).where(eq(plants.parent, id));
      return (children?.total ?? 0) > 0;
    },
    message: text('errors:inUse.color'),
  },
  extraRoutes: { getData: true, search: true, batchUpdate: true },
  summaries: { list: 'Plants by id unless sorted' },
});

/**
 * A second entity for the options: reads for signed-in users, a batch read for admins with its own ids
 * schema, a created answer of 201, an update left out.
 */
const noteEntity = defineEntity({
  path: 'kit_note',
  names: { one: 'note', many: 'notes' },
  tags: ['kit'],
  schemas: {
    item: PlantSchema,
    create: Type.Optional(PlantUpdateSchema),
    removed: Type.Object({ ok: Type.Boolean() }),
    batchIds: Type.Array(Type.String(), { maxItems: 2 }),
  },
  access: { read: 'signed-in', write: 'signed-in', routes: { batchRead: ['admin'] } },
  publicCache: true,
  createStatus: 201,
  scope: (request) => request.user.handle,
  service: {
    get: async (_db, id, handle) => ({ _id: id, title: `für ${handle}`, tags: [], price: 0, parent: null }),
    create: async (_db, input, handle) => ({
      _id: 'neu',
      title: input?.title ?? handle,
      tags: [],
      price: 0,
      parent: null,
    }),
    update: async (_db, id) => ({ _id: id, title: '', tags: [], price: 0, parent: null }),
    remove: async () => ({ ok: true }),
    getMany: async (_db, ids) => ids.map((id) => ({ _id: id, title: id, tags: [], price: 0, parent: null })),
  },
  without: ['update'],
});

const PLANTS: PlantRow[] = [
  { id: 'p1', title: 'Thuja Brabant', tags: ['Hecke'], price: 1990, parent: null },
  { id: 'p2', title: 'Thuja Smaragd', tags: ['Hecke'], price: 2490, parent: 'p1' },
  { id: 'p3', title: 'Apfel Topaz', tags: ['Obst'], price: 3900, parent: null },
  { id: 'p4', title: 'Birne Williams', tags: ['Obst'], price: 3500, parent: null },
  { id: 'p5', title: 'Rose 100%_rot', tags: ['Rose'], price: 1200, parent: null },
];

describe.each(await databaseKinds())('entity routes on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let adminToken: string;
  let userToken: string;
  const publicCached: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(
      sql`create table kit_test_plants (id text primary key, title text not null,
          tags text[] not null default '{}', price integer not null default 0, parent text)`,
    );
    const admin = await createUser(database.db, { handle: 'chefin@gartenwerk.test', roles: ['admin'] });
    const user = await createUser(database.db, { handle: 'kunde@gartenwerk.test', roles: ['user'] });
    adminToken = await createSession(database.db, admin._id);
    userToken = await createSession(database.db, user._id);
    app = Fastify({
      ajv: { customOptions: { allowUnionTypes: true } },
    }).withTypeProvider<TypeBoxTypeProvider>();
    app.decorate('db', database.db);
    registerErrorHandler(app);
    await app.register(fastifyCookie, { secret: 'a-test-secret-that-is-long-enough-for-cookies' });
    await app.register(fastifySwagger, { openapi: { info: { title: 'kit', version: '0' } } });
    await app.register(identifyUser);
    app.addHook('onRoute', (route) => {
      if (route.config?.publicCache) publicCached.push(`${String(route.method)} ${route.url}`);
    });
    await app.register(
      async (scope) => {
        registerEntityRoutes(scope, plantEntity);
        registerEntityRoutes(scope, noteEntity);
      },
      { prefix: '/api/v0' },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(plants);
    await database.db.insert(plants).values(PLANTS);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string) =>
    app.inject({
      method,
      url: `/api/v0${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? bearer(token) : {},
    });
  const ids = (body: { items: Plant[] }) => body.items.map((plant) => plant._id);

  describe('browse', () => {
    it('answers the first page in the default order with the count of all', async () => {
      const response = await call('GET', '/kit_plant/');
      expect(response.statusCode).toBe(200);
      expect(ids(response.json())).toEqual(['p1', 'p2', 'p3']);
      expect(response.json().total).toBe(5);
    });

    it('pages with skip and limit', async () => {
      const response = await call('GET', '/kit_plant/?skip=3&limit=10');
      expect(ids(response.json())).toEqual(['p4', 'p5']);
      expect(response.json().total).toBe(5);
    });

    it('sorts ascending and, with a minus, descending', async () => {
      expect(ids((await call('GET', '/kit_plant/?sort=price&limit=5')).json())).toEqual([
        'p5',
        'p1',
        'p2',
        'p4',
        'p3',
      ]);
      expect(ids((await call('GET', '/kit_plant/?sort=-title&limit=2')).json())).toEqual(['p2', 'p1']);
    });

    it('refuses a sort by a field that is not sortable', async () => {
      const response = await call('GET', '/kit_plant/?sort=parent');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      expect(response.json().message).toContain('querystring/sort');
    });

    it('searches titles and tags case-insensitively, and counts only the matches', async () => {
      const response = await call('GET', '/kit_plant/?search=thuja');
      expect(ids(response.json())).toEqual(['p1', 'p2']);
      expect(response.json().total).toBe(2);
      expect(ids((await call('GET', '/kit_plant/?search=OBST')).json())).toEqual(['p3', 'p4']);
    });

    it('takes % and _ in the search text literally', async () => {
      expect(ids((await call('GET', '/kit_plant/?search=100%25_')).json())).toEqual(['p5']);
      expect((await call('GET', '/kit_plant/?search=%25')).json().total).toBe(1);
    });

    it("combines the entity's own filter with search and sort", async () => {
      const response = await call('GET', '/kit_plant/?tags=Obst&sort=-price');
      expect(ids(response.json())).toEqual(['p3', 'p4']);
      expect(response.json().total).toBe(2);
    });

    it('answers the same list for the query in a POST body (getData) and for the search route', async () => {
      const getData = await call('POST', '/kit_plant/getData', { tags: 'Hecke', sort: '-price' });
      expect(ids(getData.json())).toEqual(['p2', 'p1']);
      const search = await call('POST', '/search/kit_plant', { text: 'birne' });
      expect(search.statusCode).toBe(200);
      expect(search.json()).toEqual({ items: [toPlant(PLANTS[3]!)], total: 1 });
    });
  });

  describe('one item', () => {
    it('reads one plant by id, and answers 404 for an unknown one', async () => {
      expect((await call('GET', '/kit_plant/p3')).json()).toEqual(toPlant(PLANTS[2]!));
      const missing = await call('GET', '/kit_plant/p9');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'plant not found' });
    });

    it('creates for an admin and answers the stored item', async () => {
      const response = await call(
        'POST',
        '/kit_plant/',
        { _id: 'p6', title: 'Kirsche', price: 4200 },
        adminToken,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ _id: 'p6', title: 'Kirsche', tags: [], price: 4200, parent: null });
      expect((await call('GET', '/kit_plant/p6')).json().title).toBe('Kirsche');
    });

    it('updates by the _id in the body and by the id in the path', async () => {
      const byBody = await call('PUT', '/kit_plant/', { _id: 'p1', price: 2100 }, adminToken);
      expect(byBody.json()).toMatchObject({ _id: 'p1', title: 'Thuja Brabant', price: 2100 });
      const byPath = await call('PUT', '/kit_plant/p1', { title: 'Thuja Brabant 80 cm' }, adminToken);
      expect(byPath.json()).toMatchObject({ _id: 'p1', title: 'Thuja Brabant 80 cm', price: 2100 });
    });

    it('refuses an update by body without an _id', async () => {
      const response = await call('PUT', '/kit_plant/', { price: 5 }, adminToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'body must have required property _id',
      });
    });

    it('refuses invalid fields with 400 and a message naming the field', async () => {
      const negative = await call('POST', '/kit_plant/', { _id: 'p7', title: 'Eibe', price: -1 }, adminToken);
      expect(negative.statusCode).toBe(400);
      expect(negative.json()).toMatchObject({ code: 'VALIDATION', message: 'body/price must be >= 0' });
      const wrongType = await call('PUT', '/kit_plant/p1', { price: 'viel' }, adminToken);
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().message).toBe('body/price must be integer');
    });

    it('removes a plant nothing uses and answers it', async () => {
      const response = await call('DELETE', '/kit_plant/p3', undefined, adminToken);
      expect(response.json()).toEqual(toPlant(PLANTS[2]!));
      expect((await call('GET', '/kit_plant/p3')).statusCode).toBe(404);
    });

    it('refuses to remove a plant in use with 409 IN_USE and its message, in German and English', async () => {
      const german = await call('DELETE', '/kit_plant/p1', undefined, adminToken);
      expect(german.statusCode).toBe(409);
      expect(german.json()).toEqual({
        statusCode: 409,
        code: 'IN_USE',
        message: 'Die Farbe wird noch von Produkten verwendet und kann nicht gelöscht werden.',
      });
      const english = await app.inject({
        method: 'DELETE',
        url: '/api/v0/kit_plant/p1',
        headers: { ...bearer(adminToken), 'accept-language': 'en' },
      });
      expect(english.json().message).toBe('The colour is still used by products and cannot be deleted.');
      expect((await call('GET', '/kit_plant/p1')).statusCode).toBe(200);
    });

    it('answers 404 when removing an unknown plant', async () => {
      expect((await call('DELETE', '/kit_plant/p9', undefined, adminToken)).statusCode).toBe(404);
    });

    it('answers a failure of the service as 500 without its details', async () => {
      const response = await call('PUT', '/kit_plant/p1', { title: 'Unkraut' }, adminToken);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL',
        message: 'Internal Server Error',
      });
    });
  });

  describe('batches', () => {
    it('reads the plants of a list of ids in the order asked, leaving out unknown ids', async () => {
      for (const body of [['p4', 'p9', 'p1'], [{ _id: 'p4' }, { _id: 'p1' }], { ids: ['p4', 'p1'] }]) {
        const response = await call('POST', '/batch/kit_plant/', body);
        expect(response.statusCode).toBe(200);
        expect(response.json().map((plant: Plant) => plant._id)).toEqual(['p4', 'p1']);
      }
    });

    it('changes the same fields of several plants, all or none', async () => {
      const response = await call(
        'PUT',
        '/batch/kit_plant/',
        { ids: ['p3', 'p4'], changes: { price: 999 } },
        adminToken,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        items: [
          { ...toPlant(PLANTS[2]!), price: 999 },
          { ...toPlant(PLANTS[3]!), price: 999 },
        ],
        total: 2,
      });
      const unknown = await call(
        'PUT',
        '/batch/kit_plant/',
        { ids: ['p5', 'p9'], changes: { price: 1 } },
        adminToken,
      );
      expect(unknown.statusCode).toBe(404);
      expect((await call('GET', '/kit_plant/p5')).json().price).toBe(1200);
    });

    it('removes several plants and counts them; one in use refuses the whole batch', async () => {
      const removed = await call('POST', '/batch/kit_plant/remove', ['p3', { _id: 'p4' }, 'p9'], adminToken);
      expect(removed.json()).toEqual({ deleted: 2 });
      const refused = await call('POST', '/batch/kit_plant/remove', ['p5', 'p1'], adminToken);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('IN_USE');
      expect((await call('GET', '/kit_plant/p5')).statusCode).toBe(200);
    });
  });

  describe('permissions', () => {
    const writes: Array<[string, 'POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['create', 'POST', '/kit_plant/', { _id: 'p8', title: 'Eibe' }],
      ['update by body', 'PUT', '/kit_plant/', { _id: 'p1', price: 1 }],
      ['update by id', 'PUT', '/kit_plant/p1', { price: 1 }],
      ['remove', 'DELETE', '/kit_plant/p3', undefined],
      ['batch update', 'PUT', '/batch/kit_plant/', { ids: ['p1'], changes: { price: 1 } }],
      ['batch remove', 'POST', '/batch/kit_plant/remove', ['p3']],
    ];
    it.each(writes)(
      'refuses %s to guests and plain users with 403 C100',
      async (_name, method, url, body) => {
        for (const token of [undefined, userToken]) {
          const response = await call(method, url, body, token);
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({
            statusCode: 403,
            code: 'C100',
            message: 'Dafür fehlt Ihnen die Berechtigung.',
          });
        }
        expect((await call('GET', '/kit_plant/p1')).json()).toEqual(toPlant(PLANTS[0]!));
        expect((await call('GET', '/kit_plant/p3')).statusCode).toBe(200);
      },
    );

    it('lets anyone read a collection whose reads are public', async () => {
      expect((await call('GET', '/kit_plant/p2', undefined, userToken)).statusCode).toBe(200);
      expect((await call('POST', '/batch/kit_plant/', ['p2'])).statusCode).toBe(200);
    });

    it('admits signed-in users only where reads and writes need a sign-in, and hands the service its scope', async () => {
      expect((await call('GET', '/kit_note/n1')).json().code).toBe('C100');
      expect((await call('GET', '/kit_note/n1', undefined, userToken)).json().title).toBe(
        'für kunde@gartenwerk.test',
      );
      const created = await call('POST', '/kit_note/', {}, userToken);
      expect(created.statusCode).toBe(201);
      expect(created.json().title).toBe('kunde@gartenwerk.test');
      expect((await call('DELETE', '/kit_note/n1', undefined, userToken)).json()).toEqual({ ok: true });
    });
  });

  it("takes an access of its own for one route, and an entity's own schema of batch ids", async () => {
    const refused = await call('POST', '/batch/kit_note/', ['n1'], userToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('C100');
    const read = await call('POST', '/batch/kit_note/', ['n1', 'n2'], adminToken);
    expect(read.json().map((note: Plant) => note._id)).toEqual(['n1', 'n2']);
    for (const body of [{ ids: ['n1'] }, ['n1', 'n2', 'n3']]) {
      const invalid = await call('POST', '/batch/kit_note/', body, adminToken);
      expect(invalid.statusCode, JSON.stringify(body)).toBe(400);
      expect(invalid.json().code).toBe('VALIDATION');
    }
  });

  describe('routes and OpenAPI', () => {
    it('marks the GET routes of public reads for the public cache, and no others', () => {
      expect(publicCached.sort()).toEqual([
        'GET /api/v0/kit_plant/',
        'GET /api/v0/kit_plant/:id',
        'HEAD /api/v0/kit_plant/',
        'HEAD /api/v0/kit_plant/:id',
      ]);
    });

    it('registers only the routes whose service functions exist and are not left out', async () => {
      expect((await call('PUT', '/kit_note/', { _id: 'n1' }, userToken)).statusCode).toBe(404);
      expect((await call('PUT', '/kit_note/n1', {}, userToken)).statusCode).toBe(404);
      expect((await call('POST', '/search/kit_note', { text: 'a' }, userToken)).statusCode).toBe(404);
    });

    it('describes every route with its tag, summary, who may call, and its schemas', () => {
      const document = app.swagger() as unknown as {
        paths: Record<
          string,
          Record<string, { tags: string[]; summary: string; parameters?: { name: string }[] }>
        >;
      };
      const summaries = Object.fromEntries(
        Object.entries(document.paths).flatMap(([path, methods]) =>
          Object.entries(methods).map(([method, operation]) => [
            `${method.toUpperCase()} ${path}`,
            operation.summary,
          ]),
        ),
      );
      expect(summaries).toEqual({
        'GET /api/v0/kit_plant/': 'Plants by id unless sorted (anyone)',
        'POST /api/v0/kit_plant/getData': 'Plants, with the query in the body (anyone)',
        'POST /api/v0/search/kit_plant': 'Plants matching the text (anyone)',
        'GET /api/v0/kit_plant/{id}': 'One plant (anyone)',
        'POST /api/v0/kit_plant/': 'Adds a plant (admin, system)',
        'PUT /api/v0/kit_plant/': 'Changes the fields sent for the plant named by _id (admin, system)',
        'PUT /api/v0/kit_plant/{id}': 'Changes the fields sent of a plant (admin, system)',
        'PUT /api/v0/batch/kit_plant/':
          'Changes the same fields of several plants; all or none (admin, system)',
        'DELETE /api/v0/kit_plant/{id}': 'Removes a plant nothing uses; in use: 409 (admin, system)',
        'POST /api/v0/batch/kit_plant/': 'The plants of the given ids, in that order (anyone)',
        'POST /api/v0/batch/kit_plant/remove':
          'Removes several plants; one in use refuses all (409) (admin, system)',
        'GET /api/v0/kit_note/{id}': 'One note (signed in)',
        'POST /api/v0/kit_note/': 'Adds a note (signed in)',
        'DELETE /api/v0/kit_note/{id}': 'Removes a note (signed in)',
        'POST /api/v0/batch/kit_note/': 'The notes of the given ids, in that order (admin)',
      });
      const list = document.paths['/api/v0/kit_plant/']!.get!;
      expect(list.tags).toEqual(['kit']);
      expect(list.parameters!.map((parameter) => parameter.name)).toEqual([
        'tags',
        'search',
        'sort',
        'limit',
        'skip',
      ]);
    });
  });
});
