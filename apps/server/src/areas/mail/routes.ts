import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../core/guard';
import { ListSchema } from '../../core/schemas';
import { OutboxEntrySchema, OutboxQuerySchema } from './schemas';
import { listOutbox } from './service';

export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['mail'],
        summary: 'Every mail the server wrote, newest first (admin, system)',
        querystring: OutboxQuerySchema,
        response: { 200: ListSchema(OutboxEntrySchema) },
      },
      preHandler: requireRole('admin', 'system'),
    },
    async (request) => listOutbox(app.db, request.query),
  );
};
