import { canAdminister } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { defineEntity, entityRoutes } from '../../core/entity-routes';
import { requireRole } from '../../core/guard';
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
  type EntryReader,
} from './service';

const editors = requireRole('admin', 'system');

/** /api/v0/entry: read (anyone; unpublished for admin and system only), create, update, remove. */
export const entryEntity = defineEntity({
  path: 'entry',
  names: { one: 'entry', many: 'entries' },
  tags: ['entry'],
  schemas: {
    item: EntrySchema,
    create: Type.Optional(EntryFieldsSchema),
    update: EntryUpdateSchema,
    query: EntryQuerySchema,
    removed: Type.Object({ _id: Type.String() }),
  },
  access: { read: 'anyone', write: ['admin', 'system'] },
  publicCache: true,
  scope: (request): EntryReader => ({ includeUnpublished: canAdminister(request.user) }),
  service: {
    list: listEntries,
    get: getEntry,
    create: (db, fields) => createEntry(db, fields ?? {}),
    update: updateEntry,
    remove: deleteEntry,
    removeMany: deleteEntries,
  },
  createStatus: 201,
  summaries: {
    list: 'Entries by route, slug, type, parent_page, tag or search text; pages by order, others newest first; unpublished ones for admin and system only',
    get: 'One entry; unpublished ones for admin and system only',
    create: 'A new, unpublished entry: title Titel, one paragraph, dates now',
  },
});

export const entryRoutes = entityRoutes(entryEntity);

/** /api/v0: publishing, which lives outside the entry path. */
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
};
