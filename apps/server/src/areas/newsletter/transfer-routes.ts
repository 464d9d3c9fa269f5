import {
  NewsletterImportReportSchema,
  NewsletterImportSchema,
  NewsletterSubscriberQuerySchema,
} from '@gartenwerk/domain/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireRole } from '../../core/guard';
import { requestLanguage } from '../../core/texts';
import { sql } from 'drizzle-orm';
import { exportSubscribersCsv } from './export';
import { newsletterSubscribers } from './table';
import { importSubscribers } from './import';

const ExportQuerySchema = Type.Omit(NewsletterSubscriberQuerySchema, ['sort', 'limit', 'skip']);

const LabelsSchema = Type.Object({ tags: Type.Array(Type.String()), groups: Type.Array(Type.String()) });

/** Export and import of subscribers as CSV, and the tags and groups in use (admin, system). */
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
        .send(exportSubscribersCsv(app.db, request.query, requestLanguage(request))),
  );
  app.get(
    '/newsletter_subscriber/labels',
    {
      schema: {
        tags,
        summary: 'The tags and groups subscribers carry, sorted (the browse filters’ choices)',
        response: { 200: LabelsSchema },
      },
    },
    async () => {
      const distinct = async (column: 'tags' | 'groups') => {
        const result = await app.db.execute(
          sql`select distinct unnest(${newsletterSubscribers[column]}) as label from ${newsletterSubscribers} order by 1`,
        );
        return (result as unknown as { rows: { label: string }[] }).rows.map((row) => row.label);
      };
      return { tags: await distinct('tags'), groups: await distinct('groups') };
    },
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
