import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FacebookConnectAnswerSchema,
  FacebookPageChoiceSchema,
  FacebookSettingsSchema,
  FacebookStatusSchema,
  InstagramMediaListSchema,
  SocialShareCreateSchema,
  SocialShareListSchema,
  SocialShareSchema,
} from '@gartenwerk/domain/schemas';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { translatorFor } from '../../core/texts';
import { gateComponent } from '../config/components';
import { keyOf } from '../config/mailboxes';
import { getConfig } from '../config/service';
import { GRAPH_DEFAULTS, GraphClient, type GraphEndpoints } from './graph';
import {
  chooseFacebookPage,
  disconnectFacebook,
  fbConfig,
  finishFacebookLogin,
  getFacebookStatus,
  instagramOn,
  listInstagramMedia,
  listShares,
  refreshInstagram,
  saveFacebookSettings,
  shareToFacebook,
  SOCIAL_COMPONENT,
  startFacebookLogin,
  type SocialContext,
} from './service';

export type SocialRoutesOptions = Partial<GraphEndpoints> & {
  /** How often the Instagram posts are read again (ms; default an hour). */
  instagramRefreshMs?: number;
};

const adminOnly = requireRole('admin', 'system');
export const INSTAGRAM_REFRESH_JOB = 'social-instagram-refresh';
const HOUR = 60 * 60 * 1000;

function socialContext(app: FastifyInstance, options: SocialRoutesOptions): SocialContext {
  return {
    db: app.db,
    graph: new GraphClient({
      graphUrl: options.graphUrl ?? GRAPH_DEFAULTS.graphUrl,
      dialogUrl: options.dialogUrl ?? GRAPH_DEFAULTS.dialogUrl,
    }),
    key: () => keyOf(app.dataDir),
    publicUrl: app.publicUrl,
  };
}

/**
 * /api/v0/social/…: the Facebook page (connect through Facebook's login, share news entries and
 * products, the shares made) and the Instagram posts of the start page's feed block. Answers 404
 * while the component `social` is switched off.
 */
export const socialRoutes: FastifyPluginAsyncTypebox<SocialRoutesOptions> = async (app, options) => {
  const context = socialContext(app, options);
  const library = () => ({ ...app.files, jobs: app.jobs });
  gateComponent(app, SOCIAL_COMPONENT);

  // The posts are read again every hour; each run queues the next (one waits at a time).
  const every = options.instagramRefreshMs ?? HOUR;
  app.jobs.register(INSTAGRAM_REFRESH_JOB, async () => {
    try {
      const config = await getConfig(app.db);
      if (config.enabled_components.includes(SOCIAL_COMPONENT) && (await instagramOn(app.db))) {
        const status = await getFacebookStatus(app.db);
        if (status.connected && status.instagram_user_id) {
          await refreshInstagram(context, library());
          // The start page's feed block shows the new posts.
          void app.publicDataVersion.bump();
        }
      }
    } finally {
      await app.jobs.send(
        INSTAGRAM_REFRESH_JOB,
        {},
        { singletonKey: 'next', startAfter: new Date(app.jobs.now().getTime() + every) },
      );
    }
  });
  app.addHook('onReady', async () => {
    await app.jobs.send(INSTAGRAM_REFRESH_JOB, {}, { singletonKey: 'next' });
  });

  const admin = { preHandler: adminOnly };
  app.get(
    '/facebook',
    {
      ...admin,
      schema: {
        tags: ['social'],
        summary: 'The Facebook app, the page connected and its pages (admin, system)',
        response: { 200: FacebookStatusSchema },
      },
    },
    async () => getFacebookStatus(app.db),
  );
  app.put(
    '/facebook',
    {
      ...admin,
      schema: {
        tags: ['social'],
        summary: 'Saves the Facebook app (its secret encrypted) and the switches of components.social.fb',
        body: FacebookSettingsSchema,
        response: { 200: FacebookStatusSchema },
      },
    },
    async (request) => saveFacebookSettings(context, request.body),
  );
  app.post(
    '/facebook/connect',
    {
      ...admin,
      schema: {
        tags: ['social'],
        summary: "Starts Facebook's login: the dialog's address with a fresh state (admin, system)",
        response: { 200: FacebookConnectAnswerSchema },
      },
    },
    async (request) => startFacebookLogin(context, request.user),
  );
  app.get(
    '/facebook/callback',
    {
      ...admin,
      schema: {
        tags: ['social'],
        summary: "Facebook's login comes back here; redirects to the admin centre's social/facebook",
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 2000 })),
          state: Type.Optional(Type.String({ maxLength: 200 })),
          error_message: Type.Optional(Type.String({ maxLength: 500 })),
        }),
      },
    },
    async (request, reply) => {
      const base = `${(await getConfig(app.db)).components.admincenter.url}/social/facebook`;
      try {
        await finishFacebookLogin(context, request.user, request.query);
        return reply.redirect(`${base}?connected=1`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const message = translatorFor(request)(error.text ?? error.message);
        return reply.redirect(`${base}?error=${encodeURIComponent(message)}`);
      }
    },
  );
  app.put(
    '/facebook/page',
    {
      ...admin,
      schema: {
        tags: ['social'],
        summary: 'Chooses which of the pages the login offered is shared to (admin, system)',
        body: FacebookPageChoiceSchema,
        response: { 200: FacebookStatusSchema },
      },
    },
    async (request) => chooseFacebookPage(app.db, request.body.page_id),
  );
  app.delete(
    '/facebook/connection',
    {
      ...admin,
      schema: {
        tags: ['social'],
        summary: 'Forgets the pages and their tokens (admin, system)',
        response: { 200: FacebookStatusSchema },
      },
    },
    async () => disconnectFacebook(app.db),
  );
  app.post(
    '/facebook/share',
    {
      ...admin,
      schema: {
        tags: ['social'],
        summary: 'Posts a published news entry or an online product to the page (admin, system)',
        body: SocialShareCreateSchema,
        response: { 200: SocialShareSchema },
      },
    },
    async (request) => shareToFacebook(context, request.user, request.body),
  );
  app.get(
    '/facebook/shares',
    {
      ...admin,
      schema: {
        tags: ['social'],
        summary: 'What was shared, the newest first; `item` for one entry or product (admin, system)',
        querystring: Type.Object({
          item: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
          skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
        }),
        response: { 200: SocialShareListSchema },
      },
    },
    async (request) => listShares(app.db, request.query),
  );

  app.get(
    '/instagram/media/',
    {
      schema: {
        tags: ['social'],
        summary:
          "The Instagram account's recent posts for the feed block, pictures from the file library (anyone; 404 while off)",
        response: { 200: InstagramMediaListSchema },
      },
    },
    async () => {
      if (!(await fbConfig(app.db)).instagram) throw notFound();
      return listInstagramMedia(app.db);
    },
  );
  app.post(
    '/instagram/refresh',
    {
      ...admin,
      schema: {
        tags: ['social'],
        summary: 'Reads the recent posts now and copies their pictures into the file library (admin, system)',
        response: { 200: InstagramMediaListSchema },
      },
    },
    async () => refreshInstagram(context, library()),
  );
};
