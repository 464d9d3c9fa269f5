import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CurrentUserSchema } from './schemas';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/current',
    {
      schema: {
        tags: ['auth'],
        summary: 'The current user (anyone; the guest when nobody is signed in)',
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => request.user,
  );
};
