import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../core/guard';
import { AdminSearchQuerySchema, AdminSearchResultSchema } from './schemas';
import { searchAdmin } from './service';

/** /api/v0/admin/search: the admin centre's search across orders, products, customers, pages and invoices. */
export const adminSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      preHandler: requireRole('admin', 'system'),
      schema: {
        tags: ['admin'],
        summary:
          'The first hits among orders (number, name, e-mail), products, customers, pages and invoices (number), with totals (admin, system)',
        querystring: AdminSearchQuerySchema,
        response: { 200: AdminSearchResultSchema },
      },
    },
    async (request) => searchAdmin(app.db, request.query.q, request.user),
  );
};
