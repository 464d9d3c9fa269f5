import { canAdminister } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import {
  EntryFieldsSchema,
  EntryIdBodySchema,
  EntryQuerySchema,
  EntrySchema,
  EntryUpdateSchema,
} from './schemas';
import {
  createEntry,
  deleteEntries,
  deleteEntry,
  getEntry,
  listEntries,
  setPublished,
  updateEntry,
} from './service';

const editors = requireRole('admin', 'system');
const reader = (request: FastifyRequest) => ({ includeUnpublished: canAdminister(request.user) });

/** /api/v0/entry: read (anyone; unpublished for admin and system only), create, update, remove. */
export const entryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['entry'],
        summary: 'Entries by route, slug, type, parent_page or tag; pages by order, others newest first',
        querystring: EntryQuerySchema,
        response: { 200: ListSchema(EntrySchema) },
      },
    },
    async (request) => listEntries(app.db, request.query, reader(request)),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['entry'],
        summary: 'One entry (anyone; unpublished for admin and system only)',
        params: IdParamsSchema,
        response: { 200: EntrySchema },
      },
    },
    async (request) => getEntry(app.db, request.params.id, reader(request)),
  );

  app.post(
    '/',
    {
      preHandler: editors,
      schema: {
        tags: ['entry'],
        summary: 'A new, unpublished entry: title Titel, one paragraph, dates now (admin, system)',
        body: Type.Optional(EntryFieldsSchema),
        response: { 201: EntrySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createEntry(app.db, request.body ?? {})),
  );

  app.put(
    '/',
    {
      preHandler: editors,
      schema: {
        tags: ['entry'],
        summary: 'Changes the fields sent for the entry named by _id (admin, system)',
        body: EntryUpdateSchema,
        response: { 200: EntrySchema },
      },
    },
    async (request) => {
      if (!request.body._id) throw new AppError('VALIDATION', 400, 'body must have required property _id');
      return updateEntry(app.db, request.body._id, request.body);
    },
  );

  app.put(
    '/:id',
    {
      preHandler: editors,
      schema: {
        tags: ['entry'],
        summary: 'Changes the fields sent (admin, system)',
        params: IdParamsSchema,
        body: EntryUpdateSchema,
        response: { 200: EntrySchema },
      },
    },
    async (request) => updateEntry(app.db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      preHandler: editors,
      schema: {
        tags: ['entry'],
        summary: 'Removes an entry (admin, system)',
        params: IdParamsSchema,
        response: { 200: Type.Object({ _id: Type.String() }) },
      },
    },
    async (request) => deleteEntry(app.db, request.params.id),
  );
};

/** /api/v0: publishing and the batch remove of entries, which live outside the entry path. */
export const entryActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [path, published] of [
    ['/publish/entry/', true],
    ['/unpublish/entry/', false],
  ] as const) {
    app.post(
      path,
      {
        preHandler: editors,
        schema: {
          tags: ['entry'],
          summary: `${published ? 'Publishes' : 'Unpublishes'} the entry named by _id (admin, system)`,
          body: EntryIdBodySchema,
          response: { 200: EntrySchema },
        },
      },
      async (request) => setPublished(app.db, request.body._id, published),
    );
  }

  app.post(
    '/batch/entry/remove',
    {
      preHandler: editors,
      schema: {
        tags: ['entry'],
        summary: 'Removes several entries (admin, system)',
        body: Type.Array(Type.Union([Type.String({ minLength: 1 }), EntryIdBodySchema]), { maxItems: 1000 }),
        response: { 200: Type.Object({ deleted: Type.Integer() }) },
      },
    },
    async (request) =>
      deleteEntries(
        app.db,
        request.body.map((item) => (typeof item === 'string' ? item : item._id)),
      ),
  );
};
