import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyticsQuerySchema, AnalyticsReportSchema, PageViewSchema } from '@gartenwerk/domain/schemas';
import { requireRole } from '../../core/guard';
import { gateComponent } from '../config/components';
import { ANALYTICS_COMPONENT, analyticsReport, countView } from './service';

/**
 * /api/v0/analytics/: the storefront reports page views (counted into daily aggregates, without
 * address or cookie, not at all under Do-Not-Track or Global Privacy Control), the admin reads the
 * report. Answers 404 while the component `analytics` is switched off.
 */
export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  gateComponent(app, ANALYTICS_COMPONENT);
  // navigator.sendBeacon sends its JSON as text/plain unless given a Blob; accept both.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });

  app.post(
    '/view',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Counts a page view of the storefront into the day’s aggregates; not under DNT or Sec-GPC (anyone)',
        body: PageViewSchema,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      await countView(app.db, request.body, { headers: request.headers });
      return reply.status(204).header('cache-control', 'no-store').send();
    },
  );

  app.get(
    '/',
    {
      preHandler: requireRole('admin', 'system'),
      schema: {
        tags: ['analytics'],
        summary:
          'Visitors, page views, top pages, referrers, devices and the shop funnel of a range of days (admin, system)',
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsReportSchema },
      },
    },
    async (request) => analyticsReport(app.db, request.query),
  );
};
