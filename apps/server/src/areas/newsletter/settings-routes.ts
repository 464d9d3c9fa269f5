import { NewsletterSettingsSchema, NewsletterSettingsUpdateSchema } from '@gartenwerk/domain/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../core/guard';
import { newsletterSettings, updateNewsletterSettings } from './settings';

/** GET/PUT /api/v0/newsletter/settings: the newsletter's settings (admin, system). */
export const newsletterSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireRole('admin', 'system'));
  const tags = ['newsletter'];
  app.get(
    '/newsletter/settings',
    {
      schema: {
        tags,
        summary:
          'The newsletter’s settings: sender, throttle, tracking, bounce pause, double opt-in texts, footer',
        response: { 200: NewsletterSettingsSchema },
      },
    },
    async () => newsletterSettings(app.db),
  );
  app.put(
    '/newsletter/settings',
    {
      schema: {
        tags,
        summary: 'Replaces the settings’ parts the body carries; the double opt-in texts need {{link}}',
        body: NewsletterSettingsUpdateSchema,
        response: { 200: NewsletterSettingsSchema },
      },
    },
    async (request) => updateNewsletterSettings(app.db, request.body),
  );
};
