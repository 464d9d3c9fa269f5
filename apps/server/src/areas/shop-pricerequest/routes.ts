import { formatDate, isAuthenticated, variantLabel, type Language } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { defineEntity, entityRoutes } from '../../core/entity-routes';
import { requestLanguage } from '../../core/texts';
import { getConfig } from '../config/service';
import {
  PriceRequestInputSchema,
  PriceRequestQuerySchema,
  PriceRequestSchema,
  PriceRequestUpdateSchema,
  type PriceRequest,
} from './schemas';
import {
  changePriceRequest,
  createPriceRequest,
  deletePriceRequest,
  getPriceRequest,
  getPriceRequestsByIds,
  listPriceRequests,
} from './service';

/** The customer's copy of their request; a mail that cannot be written is logged, the request stands. */
async function mailCopy(app: FastifyInstance, request: PriceRequest, language: Language) {
  const { urls } = (await getConfig(app.db)).components.shop;
  const summary = [
    ...request.items.map(
      (item) => `${item.amount} × ${item.title}${variantLabel(item) ? ` (${variantLabel(item)})` : ''}`,
    ),
    ...(request.message ? ['', request.message] : []),
  ].join('\n');
  try {
    await app.mailer.sendMail({
      to: request.email,
      template: 'priceRequestCopy',
      language,
      values: {
        link: urls.shop || '/',
        name: request.name,
        date: formatDate(request.created, language),
        summary,
      },
    });
  } catch (error) {
    app.log.error({ err: error, request: request._id }, 'the price request copy could not be sent');
  }
}

/** /api/v0/shop_pricerequest/: the price requests customers sent (admin, system). */
export const priceRequestEntity = defineEntity({
  path: 'shop_pricerequest',
  names: { one: 'price request', many: 'price requests' },
  tags: ['shop'],
  schemas: {
    item: PriceRequestSchema,
    create: PriceRequestInputSchema,
    update: PriceRequestUpdateSchema,
    query: PriceRequestQuerySchema,
  },
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  // An answer goes to the customer by mail.
  scope: (_request, app) => app.mailer,
  service: {
    list: listPriceRequests,
    get: getPriceRequest,
    create: (db, input) => createPriceRequest(db, input, null),
    update: (db, id, input, mailer) => changePriceRequest(db, mailer, id, input),
    remove: deletePriceRequest,
    getMany: getPriceRequestsByIds,
  },
  summaries: {
    list: 'Price requests, newest first unless sorted',
    create: 'Records a price request, e.g. one taken by phone',
    update: 'Changes a request; `answer` mails the offer to the customer',
  },
});

export const priceRequestRoutes = entityRoutes(priceRequestEntity);

/** POST /api/v0/shop/shop_pricerequest/: a customer's price-request cart (anyone). */
export const priceRequestActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/shop_pricerequest/',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['shop'],
        summary: 'Sends the price-request cart with contact details (anyone)',
        body: PriceRequestInputSchema,
        response: { 200: PriceRequestSchema },
      },
    },
    async (request) => {
      const created = await createPriceRequest(
        app.db,
        request.body,
        isAuthenticated(request.user) ? request.user._id : null,
      );
      await mailCopy(app, created, requestLanguage(request));
      return created;
    },
  );
};
