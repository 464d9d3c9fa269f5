import { canAdminister } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../core/guard';
import { ConfigListSchema, ConfigUpdateSchema } from './schemas';
import { configForClient, keyOf } from './mailboxes';
import { getConfig, updateConfig } from './service';

export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['config'],
        summary: 'The site configuration as a one-item list (anyone)',
        response: { 200: ConfigListSchema },
      },
    },
    async (request) => [configForClient(await getConfig(app.db), canAdminister(request.user))],
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['config'],
        summary: 'Replaces the given sections of the site configuration (admin, system)',
        body: ConfigUpdateSchema,
        response: { 200: ConfigListSchema },
      },
      preHandler: requireRole('admin', 'system'),
    },
    async (request) => [
      configForClient(await updateConfig(app.db, request.body, () => keyOf(app.dataDir)), true),
    ],
  );
};
