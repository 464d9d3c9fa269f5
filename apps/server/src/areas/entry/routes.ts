import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import { EntryQuerySchema, EntrySchema } from './schemas';
import { getPublishedEntry, listPublishedEntries } from './service';

export const entryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['entry'],
        summary: 'Published entries by route, slug or type, newest publish_date first (anyone)',
        querystring: EntryQuerySchema,
        response: { 200: ListSchema(EntrySchema) },
      },
    },
    async (request) => listPublishedEntries(app.db, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['entry'],
        summary: 'One published entry (anyone)',
        params: IdParamsSchema,
        response: { 200: EntrySchema },
      },
    },
    async (request) => getPublishedEntry(app.db, request.params.id),
  );
};
