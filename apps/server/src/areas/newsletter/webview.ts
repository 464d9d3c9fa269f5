import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage, translate, text } from '../../core/texts';
import { escapeHtml } from '../mail/service';
import { personalise } from './render';
import { recipientMail } from './sending-worker';
import { archivedSending } from './sendings';
import { newsletterSendingRecipients, newsletterSendings } from './sending-table';
import { newsletterSubscribers } from './table';
import { newsletterTrackingRoutes } from './tracking';

/**
 * /newsletter/webview/:sendingId/:subscriberId: the mail a recipient got, as a page (the "view in the
 * browser" link of every newsletter). Only for recipients of a started sending; anything else is a 404
 * page. The page is the mail's own HTML, never cached publicly (it carries the person's links).
 */
export const newsletterWebviewRoutes: FastifyPluginAsync = async (app) => {
  // The mails' opening pixel and click redirects (/newsletter/open/…, /newsletter/click/…).
  await app.register(newsletterTrackingRoutes);
  const notFoundPage = (language: 'de' | 'en') => {
    const title = escapeHtml(translate(text('newsletter:webview.title'), language));
    const message = escapeHtml(translate(text('newsletter:webview.notFound'), language));
    return (
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
      `<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem"><h1>${title}</h1><p>${message}</p><p><a href="/">Gartenwerk</a></p></body></html>`
    );
  };

  // The archive's view of a sent newsletter (no recipient): only sendings the archive lists.
  app.get<{ Params: { sendingId: string } }>(
    '/newsletter/webview/:sendingId',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'A sent newsletter of the public archive, as HTML (anyone)',
        params: {
          type: 'object',
          properties: { sendingId: { type: 'string', minLength: 1, maxLength: 64 } },
          required: ['sendingId'],
        },
      },
    },
    async (request, reply) => {
      const [sending] = await app.db
        .select()
        .from(newsletterSendings)
        .where(and(eq(newsletterSendings.id, request.params.sendingId), archivedSending()))
        .limit(1);
      if (!sending?.html)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(notFoundPage(requestLanguage(request)));
      const publicUrl = app.mailer.settings.publicUrl;
      const page = personalise(
        {
          subject: sending.subject,
          preheader: sending.preheader,
          html: sending.html,
          text: sending.text ?? '',
        },
        {
          name: '',
          email: '',
          unsubscribe_url: `${publicUrl}/newsletter/`,
          webview_url: `${publicUrl}/newsletter/webview/${sending.id}`,
        },
      );
      return reply.type('text/html; charset=utf-8').send(page.html);
    },
  );

  app.get<{ Params: { sendingId: string; subscriberId: string } }>(
    '/newsletter/webview/:sendingId/:subscriberId',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The web view of a sent newsletter for one recipient, as HTML (anyone with the link)',
        params: {
          type: 'object',
          properties: {
            sendingId: { type: 'string', minLength: 1, maxLength: 64 },
            subscriberId: { type: 'string', minLength: 1, maxLength: 64 },
          },
          required: ['sendingId', 'subscriberId'],
        },
      },
    },
    async (request, reply) => {
      const { sendingId, subscriberId } = request.params;
      const [found] = await app.db
        .select({ sending: newsletterSendings, subscriber: newsletterSubscribers })
        .from(newsletterSendingRecipients)
        .innerJoin(newsletterSendings, eq(newsletterSendings.id, newsletterSendingRecipients.sendingId))
        .innerJoin(
          newsletterSubscribers,
          eq(newsletterSubscribers.id, newsletterSendingRecipients.subscriberId),
        )
        .where(
          and(
            eq(newsletterSendingRecipients.sendingId, sendingId),
            eq(newsletterSendingRecipients.subscriberId, subscriberId),
          ),
        )
        .limit(1);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex');
      if (!found?.sending.html)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(notFoundPage(requestLanguage(request)));
      const { mail } = recipientMail(found.sending, found.subscriber, app.mailer, personalise);
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );
};
