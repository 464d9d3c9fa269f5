import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { trackedLinks } from './render';
import { newsletterSettings } from './settings';
import { recordNewsletterEvent, trackedRecipient } from './stats';

/** The opening pixel of a sending's mail for one recipient (1×1 transparent GIF). */
export const openPixelPath = (sendingId: string, subscriberId: string) =>
  `/newsletter/open/${encodeURIComponent(sendingId)}/${encodeURIComponent(subscriberId)}`;
/** The click redirect of a sending's mail for one recipient; the link follows as `?url=`. */
export const clickPath = (sendingId: string, subscriberId: string) =>
  `/newsletter/click/${encodeURIComponent(sendingId)}/${encodeURIComponent(subscriberId)}`;

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const Params = Type.Object({
  sendingId: Type.String({ minLength: 1, maxLength: 64 }),
  subscriberId: Type.String({ minLength: 1, maxLength: 64 }),
});
const NO_CACHE = 'no-store, no-cache, must-revalidate, private, max-age=0';

/**
 * The tracking of newsletter mails (anyone with the mail's links): the opening pixel and the click
 * redirect. Only a recipient of the sending is counted, and the redirect only leads to links that
 * are in the sending's mail (never an open redirect); anything else is 404. With tracking switched
 * off in newsletter/settings nothing is recorded, and links of earlier mails still lead on.
 */
export const newsletterTrackingRoutes: FastifyPluginAsync = async (app) => {
  const tracking = async () => (await newsletterSettings(app.db)).tracking;

  app.get<{ Params: { sendingId: string; subscriberId: string } }>(
    '/newsletter/open/:sendingId/:subscriberId',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The opening pixel of a newsletter mail: records the opening, answers a 1×1 GIF (anyone)',
        params: Params,
      },
    },
    async (request, reply) => {
      const { sendingId, subscriberId } = request.params;
      reply.header('cache-control', NO_CACHE).header('pragma', 'no-cache').header('expires', '0');
      reply.header('x-robots-tag', 'noindex');
      const sending = await trackedRecipient(app.db, sendingId, subscriberId);
      if (!sending) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      if (await tracking()) await recordNewsletterEvent(app.db, { sendingId, subscriberId, kind: 'open' });
      return reply.type('image/gif').send(PIXEL_GIF);
    },
  );

  app.get<{ Params: { sendingId: string; subscriberId: string }; Querystring: { url: string } }>(
    '/newsletter/click/:sendingId/:subscriberId',
    {
      schema: {
        tags: ['newsletter'],
        summary:
          'The click redirect of a newsletter mail: records the click of that link, then 302 to it; only links of the sending (anyone)',
        params: Params,
        querystring: Type.Object({ url: Type.String({ minLength: 1, maxLength: 4000 }) }),
      },
    },
    async (request, reply) => {
      const { sendingId, subscriberId } = request.params;
      const { url } = request.query;
      reply.header('cache-control', NO_CACHE).header('x-robots-tag', 'noindex');
      const sending = await trackedRecipient(app.db, sendingId, subscriberId);
      if (!sending || !trackedLinks(sending.html ?? '').includes(url))
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      if (await tracking())
        await recordNewsletterEvent(app.db, { sendingId, subscriberId, kind: 'click', url });
      return reply.redirect(url, 302);
    },
  );
};
