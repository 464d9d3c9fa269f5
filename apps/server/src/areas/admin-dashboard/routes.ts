import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../core/guard';
import { AdminDashboardSchema, adminDashboard } from './service';

/** /api/v0/admin/dashboard: the counts of the admin centre's dashboard tiles and menu badges. */
export const adminDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard',
    {
      preHandler: requireRole('admin', 'system'),
      schema: {
        tags: ['admin'],
        summary:
          'Today’s and this month’s shop orders and turnover, orders to ship, unpaid orders, low stock levels, unread messages, new newsletter subscribers of the last 30 days and the production stages of the next 7 days (admin, system)',
        response: { 200: AdminDashboardSchema },
      },
    },
    async () => adminDashboard(app.db),
  );
};
