import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pingDatabase } from '../../core/db';
import { HealthSchema } from './schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // '' rather than '/': the contract's path is /api/health, without a trailing slash.
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database work (anyone)',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      if (await pingDatabase(app.db)) return { status: 'ok' as const, database: 'reachable' as const };
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    },
  );
};
