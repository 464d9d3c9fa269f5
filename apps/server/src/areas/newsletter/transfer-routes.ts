import {
  NewsletterImportReportSchema,
  NewsletterImportSchema,
  NewsletterSubscriberQuerySchema,
} from '@gartenwerk/domain/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireRole } from '../../core/guard';
import { requestLanguage } from '../../core/texts';
import { exportSubscribersCsv } from './export';
import { importSubscribers } from './import';

const ExportQuerySchema = Type.Omit(NewsletterSubscriberQuerySchema, ['sort', 'limit', 'skip']);

/** Export and import of subscribers as CSV (admin, system). */
export const newsletterTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireRole('admin', 'system'));
  const tags = ['newsletter'];
  app.get(
    '/newsletter_subscriber/export',
    {
      schema: {
        tags,
        summary: 'The subscribers the filters find, as CSV (semicolons, byte order mark)',
        querystring: ExportQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-abonnenten.csv"')
        .send(await exportSubscribersCsv(app.db, request.query, requestLanguage(request))),
  );
  app.post(
    '/newsletter_subscriber/import',
    {
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Imports subscribers from CSV by a column mapping; reports duplicates and invalid rows (confirmed with the source named, or mailed the double opt-in link)',
        body: NewsletterImportSchema,
        response: { 200: NewsletterImportReportSchema },
      },
    },
    async (request) => importSubscribers(app.db, app.mailer, request.body, requestLanguage(request)),
  );
};
