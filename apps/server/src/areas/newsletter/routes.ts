import { isLanguage } from '@gartenwerk/i18n';
import {
  NewsletterStateSchema,
  NewsletterSubscribeSchema,
  NewsletterTokenSchema,
  newsletterListSchemas,
  newsletterSubscriberSchemas,
} from '@gartenwerk/domain/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { requestLanguage } from '../../core/texts';
import { removeExpiredSubscriptions, subscribe, unsubscribe, verify } from './consent';
import {
  createNewsletterList,
  createNewsletterSubscriber,
  deleteNewsletterList,
  deleteNewsletterSubscriber,
  getNewsletterList,
  getNewsletterSubscriber,
  getNewsletterSubscribersByIds,
  listNewsletterLists,
  listNewsletterSubscribers,
  updateNewsletterList,
  updateNewsletterSubscriber,
  type NewsletterScope,
} from './service';
import { newsletterRecommendRoutes, type RecommendOptions } from './recommend';
import { newsletterSettingsRoutes } from './settings-routes';
import { newsletterLists } from './table';
import { registerNewsletterTemplateRoutes } from './template-routes';
import { registerNewsletterSendingRoutes, type SendingRouteOptions } from './sending-routes';
import { welcomeIfConfirmed } from './sendings';
import { registerNewsletterStatsRoutes } from './stats-routes';
import { newsletterTransferRoutes } from './transfer-routes';

/** /api/v0/newsletter_list/: the newsletter's lists (admin, system). */
export const newsletterListEntity = defineEntity({
  path: 'newsletter_list',
  names: { one: 'newsletter list', many: 'newsletter lists' },
  tags: ['newsletter'],
  schemas: newsletterListSchemas,
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  service: {
    list: listNewsletterLists,
    get: getNewsletterList,
    create: createNewsletterList,
    update: updateNewsletterList,
    remove: deleteNewsletterList,
  },
  summaries: {
    list: 'Newsletter lists by name unless sorted, each with its confirmed subscribers',
    remove: 'Removes a list; its subscribers stay without it',
  },
});

/** /api/v0/newsletter_subscriber/: subscribers with the proof of their consents (admin, system). */
export const newsletterSubscriberEntity = defineEntity({
  path: 'newsletter_subscriber',
  names: { one: 'newsletter subscriber', many: 'newsletter subscribers' },
  tags: ['newsletter'],
  schemas: newsletterSubscriberSchemas,
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  scope: (request, app): NewsletterScope => ({
    mailer: app.mailer,
    ip: request.ip,
    language: requestLanguage(request),
  }),
  service: {
    list: listNewsletterSubscribers,
    get: getNewsletterSubscriber,
    create: createNewsletterSubscriber,
    update: updateNewsletterSubscriber,
    remove: deleteNewsletterSubscriber,
    getMany: getNewsletterSubscribersByIds,
  },
  summaries: {
    list: 'Subscribers, the newest first unless sorted',
    create: 'Enters an address; it gets the double opt-in mail and counts once confirmed',
    update: 'Changes name, lists, tags and groups; status unsubscribed unsubscribes',
    remove: 'Removes a subscriber with every consent (erasure)',
  },
});

const EXPIRED_SWEEP_MS = 24 * 60 * 60 * 1000;
const EXPIRED_SWEEP_JOB = 'newsletter-expired-signups';

/**
 * Removes expired unconfirmed sign-ups at each start and then daily, as a job: each run queues the
 * next one a day later (one such job waits at a time, under its singleton key).
 */
function sweepExpiredSubscriptions(app: FastifyInstance) {
  app.jobs.register(EXPIRED_SWEEP_JOB, async () => {
    const removed = await removeExpiredSubscriptions(app.db, app.jobs.now());
    if (removed > 0) app.log.info({ removed }, 'removed expired newsletter sign-ups');
    await app.jobs.send(
      EXPIRED_SWEEP_JOB,
      {},
      { singletonKey: 'daily', startAfter: new Date(app.jobs.now().getTime() + EXPIRED_SWEEP_MS) },
    );
  });
  app.addHook('onReady', async () => {
    await app.jobs.send(EXPIRED_SWEEP_JOB, {});
  });
}

export interface NewsletterOptions extends SendingRouteOptions, RecommendOptions {
  /** Sign-ups per client address and minute (default 10). */
  subscribeLimit?: number;
}

const PublicListSchema = Type.Object({
  items: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), description: Type.String() })),
});

/**
 * The newsletter under /api/v0: its lists and subscribers (the kit's routes) and the public double
 * opt-in calls: subscribe, verify (GET with ?token= or POST), unsubscribe (the mail's one-click link,
 * and the RFC 8058 POST mail clients send).
 */
export const newsletterRoutes: FastifyPluginAsyncTypebox<NewsletterOptions> = async (app, options) => {
  sweepExpiredSubscriptions(app);
  registerEntityRoutes(app, newsletterListEntity);
  // Before the subscriber's /:id routes would take `export` and `import` for ids.
  await app.register(newsletterTransferRoutes);
  registerEntityRoutes(app, newsletterSubscriberEntity);
  registerNewsletterTemplateRoutes(app);
  registerNewsletterSendingRoutes(app, options);
  registerNewsletterStatsRoutes(app);
  const confirmAndWelcome = async (token: string) => {
    const state = await verify(app.db, app.mailer, token);
    await welcomeIfConfirmed(app.db, app.jobs, state);
    return state;
  };
  await app.register(newsletterSettingsRoutes);
  await app.register(newsletterRecommendRoutes, options);
  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` form-encoded; its words do not matter.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, { form: String(body) }),
  );

  const state = { 200: NewsletterStateSchema };
  app.get(
    '/newsletter/lists',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The public lists a visitor may choose on the subscribe page (anyone)',
        response: { 200: PublicListSchema },
      },
    },
    async () => ({
      items: await app.db
        .select({
          _id: newsletterLists.id,
          name: newsletterLists.name,
          description: newsletterLists.description,
        })
        .from(newsletterLists)
        .where(eq(newsletterLists.public, true))
        .orderBy(asc(newsletterLists.name)),
    }),
  );

  app.post(
    '/newsletter/subscribe',
    {
      config: { rateLimit: { max: options.subscribeLimit ?? 10, timeWindow: 60_000 } },
      schema: {
        tags: ['newsletter'],
        summary:
          'Signs an address up with the consent text shown and mails the double opt-in link; a confirmed address is 409 code 11000 (anyone)',
        body: NewsletterSubscribeSchema,
        response: state,
      },
    },
    async (request) => {
      const { email, consent, language, name, lists, form } = request.body;
      const subscribed = await subscribe(app.db, app.mailer, {
        email,
        text: consent,
        form: form ?? 'footer',
        ip: request.ip,
        language: language && isLanguage(language) ? language : requestLanguage(request),
        ...(name !== undefined ? { name } : {}),
        ...(lists !== undefined ? { lists } : {}),
      });
      await welcomeIfConfirmed(app.db, app.jobs, subscribed);
      return subscribed;
    },
  );

  app.post(
    '/newsletter/verify',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirms a sign-up with the token of its mailed link (anyone)',
        body: NewsletterTokenSchema,
        response: state,
      },
    },
    async (request) => confirmAndWelcome(request.body.token),
  );
  app.get(
    '/newsletter/verify',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirms a sign-up with the token of its mailed link (anyone)',
        querystring: NewsletterTokenSchema,
        response: state,
      },
    },
    async (request) => confirmAndWelcome(request.query.token),
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribes with the token of the link in every newsletter mail (anyone)',
        body: NewsletterTokenSchema,
        response: state,
      },
    },
    async (request) => unsubscribe(app.db, request.body.token),
  );
  app.post(
    '/newsletter/unsubscribe/:token',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The one-click unsubscribe of the List-Unsubscribe header (RFC 8058; anyone)',
        params: NewsletterTokenSchema,
        response: state,
      },
    },
    async (request) => unsubscribe(app.db, request.params.token),
  );
};
