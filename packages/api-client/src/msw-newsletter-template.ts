import {
  NEWSLETTER_TEST_MAX_RECIPIENTS,
  newsletterTemplateSchemas,
  type NewsletterModule,
  type NewsletterSendTest,
  type NewsletterTemplateDraft,
} from '@gartenwerk/domain/schemas';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { demoItems, entityHandlers } from './msw-entity';
import type { NewsletterTemplate } from './newsletter-template';

const DEFAULTS = { language: 'de' } as const;

export const demoNewsletterTemplates = demoItems(newsletterTemplateSchemas, DEFAULTS, [
  {
    _id: 'tpl-fruehling',
    name: 'Frühlingsnewsletter',
    subject: 'Jetzt pflanzen: Obstbäume und Rosen',
    preheader: 'Unsere Tipps für den März',
    modules: [
      { type: 'heading', props: { text: 'Frühling in der Baumschule', level: 1 } },
      { type: 'text', props: { text: 'Liebe(r) {{name}},\nder Frühling ist da.' } },
      { type: 'divider', props: {} },
    ],
    created: '2026-03-01T08:00:00.000Z',
    updated: '2026-03-02T08:00:00.000Z',
  },
  {
    _id: 'tpl-herbst',
    name: 'Herbstaktion',
    subject: 'Herbstpflanzung',
    created: '2026-09-01T08:00:00.000Z',
    updated: '2026-09-01T08:00:00.000Z',
  },
]);

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A plain stand-in of the server's rendering: each module's words, enough to see the preview follow. */
function standInHtml(module: NewsletterModule): string {
  switch (module.type) {
    case 'heading':
      return `<h${module.props.level}>${escape(module.props.text)}</h${module.props.level}>`;
    case 'text':
    case 'footer':
      return `<p>${escape(module.props.text)}</p>`;
    case 'image':
      return module.props.image
        ? `<img src="/api/v0/download/${escape(module.props.image)}" alt="${escape(module.props.alt)}" width="${module.props.width}">`
        : '';
    case 'button':
      return `<a href="${escape(module.props.url)}">${escape(module.props.label)}</a>`;
    case 'products':
      return module.props.products.map((id) => `<p>Produkt ${escape(id)}</p>`).join('');
    case 'news':
      return module.props.entries.map((id) => `<p>Beitrag ${escape(id)}</p>`).join('');
    case 'divider':
      return '<hr>';
  }
}

/** The templates' routes over a copy of `templates`, the editor's preview and the test mail. */
export function createNewsletterTemplateHandlers(
  templates: NewsletterTemplate[] = demoNewsletterTemplates,
): HttpHandler[] {
  return [
    http.post('*/api/v0/newsletter_template/preview', async ({ request }) => {
      const draft = (await request.json()) as NewsletterTemplateDraft;
      const body = draft.modules.map(standInHtml).join('\n');
      return HttpResponse.json({
        subject: draft.subject ?? '',
        preheader: draft.preheader ?? '',
        html: `<!doctype html><html><body>${body}<p><a href="{{unsubscribe_url}}">Newsletter abbestellen</a></p></body></html>`,
        text: '',
      });
    }),
    http.post('*/api/v0/newsletter/sendtest/', async ({ request }) => {
      const body = (await request.json()) as NewsletterSendTest;
      if (body.emails.length === 0 || body.emails.length > NEWSLETTER_TEST_MAX_RECIPIENTS) {
        return HttpResponse.json(
          { statusCode: 400, code: 'VALIDATION', message: 'body/emails must NOT have more than 10 items' },
          { status: 400 },
        );
      }
      const invalid = body.emails.filter((email) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email));
      if (invalid.length > 0) {
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: `Diese E-Mail-Adressen sind ungültig: ${invalid.join(', ')}`,
          },
          { status: 400 },
        );
      }
      return HttpResponse.json({ sent: new Set(body.emails).size });
    }),
    ...entityHandlers({
      path: '/api/v0/newsletter_template/',
      schemas: newsletterTemplateSchemas,
      items: structuredClone(templates),
      defaults: DEFAULTS,
      notFound: 'newsletter template not found',
      search: ['name', 'subject'],
    }),
  ];
}
