import { addDays, viennaDay, viennaWallMoment } from '@gartenwerk/domain';
import { isLanguage } from '@gartenwerk/i18n';
import {
  NotifyRequestSchema,
  NotifyStateSchema,
  NotifyTokenSchema,
  NotifyWaitingSchema,
} from '@gartenwerk/domain/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../core/guard';
import { requestLanguage } from '../../core/texts';
import {
  cancelNotify,
  confirmNotify,
  NOTIFY_CLEANUP_JOB,
  NOTIFY_SEND_JOB,
  notifyProductSellable,
  removeOldNotifyRequests,
  requestNotify,
  sendNotifyBatch,
  waitedForProducts,
  waitingCounts,
  type NotifyPace,
} from './service';

export interface NotifyOptions {
  /** Requests per client address and minute (default 10). */
  requestLimit?: number;
  /** How fast the mails go (default 60 a minute, in batches every ten seconds). */
  pace?: NotifyPace;
}

/** The next 00:05 in Vienna after `now`: the daily job runs once the new day (and season) has begun. */
export function nextDailyRun(now: Date): Date {
  return viennaWallMoment(addDays(viennaDay(now), 1), '00:05');
}

/**
 * What other areas call after they raised a product's stock or made it available (shop-stock,
 * shop-product and its CSV import, the invoice area's goods receipts), handed to them by
 * areas/index.ts: each product's waiting addresses are mailed when it can be bought now. Never
 * throws: what caused it stands whatever happens to the mails (a failure is logged).
 */
export async function productsMaybeSellable(app: FastifyInstance, productIds: readonly string[]) {
  for (const id of new Set(productIds)) {
    try {
      await notifyProductSellable({ db: app.db, jobs: app.jobs }, id);
    } catch (error) {
      app.log.error({ err: error, product: id }, 'could not queue the notify-me mails');
    }
  }
}

/** Everything a stock- or product-changing area takes from this one. */
export type ProductsMaybeSellable = typeof productsMaybeSellable;

const adminOnly = requireRole('admin', 'system');

/**
 * /api/v0/shop/notify/: "tell me when it's back" — a visitor's request with its double opt-in, the
 * mail's cancel link, and how many wait per product (admin). The mails go out as jobs, throttled.
 */
export const notifyRoutes: FastifyPluginAsyncTypebox<NotifyOptions> = async (app, options) => {
  app.jobs.register<{ product: string }>(
    NOTIFY_SEND_JOB,
    async ({ product }) => {
      await sendNotifyBatch(
        { db: app.db, jobs: app.jobs, mailer: app.mailer, ...(options.pace ? { pace: options.pace } : {}) },
        product,
      );
    },
    { concurrency: 1, retry: { limit: 5, delaySeconds: 30, backoff: true } },
  );
  // At each start and then daily after midnight: requests go twelve months after they were made, and
  // products whose season began are mailed about (any other change that makes them sellable tells at once).
  app.jobs.register(NOTIFY_CLEANUP_JOB, async () => {
    const removed = await removeOldNotifyRequests(app.db, app.jobs.now());
    if (removed > 0) app.log.info({ removed }, 'removed old notify-me requests');
    await productsMaybeSellable(app, await waitedForProducts(app.db));
    await app.jobs.send(
      NOTIFY_CLEANUP_JOB,
      {},
      { singletonKey: 'daily', startAfter: nextDailyRun(app.jobs.now()) },
    );
  });
  app.addHook('onReady', async () => {
    await app.jobs.send(NOTIFY_CLEANUP_JOB, {});
  });
  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` form-encoded; its words do not matter.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, { form: String(body) }),
  );

  const state = { 200: NotifyStateSchema };
  app.post(
    '/',
    {
      config: { rateLimit: { max: options.requestLimit ?? 10, timeWindow: 60_000 } },
      schema: {
        tags: ['shop'],
        summary:
          'Asks to be mailed once when a sold-out product can be bought again; mails the double opt-in link (anyone)',
        body: NotifyRequestSchema,
        response: state,
      },
    },
    async (request) => {
      const { product, email, language } = request.body;
      return requestNotify(app.db, app.mailer, {
        product,
        email,
        language: language && isLanguage(language) ? language : requestLanguage(request),
      });
    },
  );

  app.post(
    '/confirm',
    {
      schema: {
        tags: ['shop'],
        summary: 'Confirms a request with the token of its mailed link (anyone)',
        body: NotifyTokenSchema,
        response: state,
      },
    },
    async (request) => {
      const confirmed = await confirmNotify(app.db, request.body.token);
      // Back already while the link waited: the mail goes now.
      await productsMaybeSellable(app, [confirmed.product]);
      return confirmed;
    },
  );

  app.post(
    '/cancel',
    {
      schema: {
        tags: ['shop'],
        summary: 'Deletes a request with the token of the link in its mail (anyone)',
        body: NotifyTokenSchema,
        response: state,
      },
    },
    async (request) => cancelNotify(app.db, request.body.token),
  );
  app.post(
    '/cancel/:token',
    {
      schema: {
        tags: ['shop'],
        summary: 'The one-click cancel of the List-Unsubscribe header (RFC 8058; anyone)',
        params: NotifyTokenSchema,
        response: state,
      },
    },
    async (request) => cancelNotify(app.db, request.params.token),
  );

  app.get(
    '/waiting',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary:
          'How many confirmed requests wait per product; `product` (ids, comma-separated) limits it to those (admin, system)',
        querystring: Type.Object({ product: Type.Optional(Type.String({ maxLength: 40_000 })) }),
        response: { 200: NotifyWaitingSchema },
      },
    },
    async (request) => ({
      items: await waitingCounts(app.db, request.query.product?.split(',').filter(Boolean)),
    }),
  );
};
