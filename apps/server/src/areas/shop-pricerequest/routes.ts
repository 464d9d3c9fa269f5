import { isAuthenticated, variantLabel, type Language } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import { requestLanguage } from '../../core/texts';
import { getConfig } from '../config/service';
import {
  PriceRequestInputSchema,
  PriceRequestQuerySchema,
  PriceRequestSchema,
  PriceRequestUpdateSchema,
  type PriceRequest,
  type PriceRequestUpdate,
} from './schemas';
import {
  createPriceRequest,
  deletePriceRequest,
  getPriceRequest,
  listPriceRequests,
  updatePriceRequest,
} from './service';

const adminOnly = requireRole('admin', 'system');

/** Changes a request; with an answer, the offer goes to the customer by mail first. */
async function change(app: FastifyInstance, id: string, input: PriceRequestUpdate): Promise<PriceRequest> {
  if (input.answer !== undefined) {
    const request = await getPriceRequest(app.db, id);
    const { urls } = (await getConfig(app.db)).components.shop;
    await app.mailer.sendMail({
      to: request.email,
      template: 'priceRequestAnswer',
      language: 'de',
      values: {
        link: urls.shop || '/',
        name: request.name,
        date: new Date(request.created).toLocaleDateString('de-AT'),
        answer: input.answer,
      },
    });
  }
  return updatePriceRequest(app.db, id, input);
}

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
        date: new Date(request.created).toLocaleDateString(language === 'en' ? 'en-GB' : 'de-AT'),
        summary,
      },
    });
  } catch (error) {
    app.log.error({ err: error, request: request._id }, 'the price request copy could not be sent');
  }
}

/** /api/v0/shop_pricerequest/: the price requests customers sent (admin, system). */
export const priceRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Price requests, newest first (admin, system)',
        querystring: PriceRequestQuerySchema,
        response: { 200: ListSchema(PriceRequestSchema) },
      },
    },
    async (request) => listPriceRequests(app.db, request.query),
  );
  app.get(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'One price request (admin, system)',
        params: IdParamsSchema,
        response: { 200: PriceRequestSchema },
      },
    },
    async (request) => getPriceRequest(app.db, request.params.id),
  );
  app.post(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Records a price request, e.g. one taken by phone (admin, system)',
        body: PriceRequestInputSchema,
        response: { 200: PriceRequestSchema },
      },
    },
    async (request) => createPriceRequest(app.db, request.body, null),
  );
  app.put(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes the request named by _id; `answer` mails the offer to the customer (admin, system)',
        body: PriceRequestUpdateSchema,
        response: { 200: PriceRequestSchema },
      },
    },
    async (request) => {
      if (!request.body._id) throw new AppError('VALIDATION', 400, 'body must have required property _id');
      return change(app, request.body._id, request.body);
    },
  );
  app.put(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes a request; `answer` mails the offer to the customer (admin, system)',
        params: IdParamsSchema,
        body: PriceRequestUpdateSchema,
        response: { 200: PriceRequestSchema },
      },
    },
    async (request) => change(app, request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Removes a price request (admin, system)',
        params: IdParamsSchema,
        response: { 200: PriceRequestSchema },
      },
    },
    async (request) => deletePriceRequest(app.db, request.params.id),
  );
};

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
