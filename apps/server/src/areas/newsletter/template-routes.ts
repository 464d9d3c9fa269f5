import {
  NewsletterTemplateDraftSchema,
  RenderedNewsletterSchema,
  newsletterTemplateSchemas,
} from '@gartenwerk/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { requireRole } from '../../core/guard';
import { renderTemplate } from './render';
import { assertModules, newsletterTemplateService } from './templates';

/** /api/v0/newsletter_template/: the templates the visual editor builds (admin, system). */
export const newsletterTemplateEntity = defineEntity({
  path: 'newsletter_template',
  names: { one: 'newsletter template', many: 'newsletter templates' },
  tags: ['newsletter'],
  schemas: newsletterTemplateSchemas,
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  service: newsletterTemplateService,
  summaries: { list: 'Newsletter templates, the last changed first unless sorted' },
});

const adminOnly = requireRole('admin', 'system');

/** The template calls: the kit's five, and the editor's preview of unsaved modules. */
export function registerNewsletterTemplateRoutes(app: FastifyInstance): void {
  registerEntityRoutes(app, newsletterTemplateEntity);
  app.post(
    '/newsletter_template/preview',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['newsletter'],
        summary:
          'Renders unsaved modules as the mail would look, personal values still placeholders (admin, system)',
        body: NewsletterTemplateDraftSchema,
        response: { 200: RenderedNewsletterSchema },
      },
    },
    async (request) => {
      const draft = request.body as typeof NewsletterTemplateDraftSchema.static;
      await assertModules(app.db, draft.modules);
      return renderTemplate(app.db, draft, { publicUrl: app.publicUrl });
    },
  );
}
