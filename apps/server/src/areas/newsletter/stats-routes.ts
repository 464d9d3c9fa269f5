import { NewsletterStatsQuerySchema, NewsletterStatsSchema } from '@gartenwerk/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../core/guard';
import { newsletterStats } from './stats';

/**
 * GET /api/v0/newsletter/stats/ (admin, system): the figures of every started sending; with
 * `?sending=<id>` that sending's figures, its links and its series over time (404 for an unknown id).
 */
export function registerNewsletterStatsRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { sending?: string } }>(
    '/newsletter/stats/',
    {
      preHandler: requireRole('admin', 'system'),
      schema: {
        tags: ['newsletter'],
        summary:
          'Statistics of the started sendings: sent, delivered, failed, bounced, opened, clicked, unsubscribed; ?sending=<id> adds that sending’s links and its series (hourly for 48 h, then daily) (admin, system)',
        querystring: NewsletterStatsQuerySchema,
        response: { 200: NewsletterStatsSchema },
      },
    },
    async (request) => newsletterStats(app.db, request.query),
  );
}
