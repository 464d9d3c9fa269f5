import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../core/errors';
import { requireAuthenticated, requireRole } from '../../core/guard';
import type { SellableOptions } from '../../core/sellable';
import { requestLanguage } from '../../core/texts';
import { getOrder } from '../shop-order/service';
import { documentRoutes } from './document-routes';
import { masterDataRoutes } from './master-routes';
import { pageDataRoutes } from './page-data-routes';
import { planRoutes } from './plan-routes';
import { printDocument } from './print';
import { tags } from './route-common';
import { invoiceOfShopOrder } from './shop';

/**
 * The invoicing calls of the spec (section 7): documents under /api/v0/invoice/, conversions,
 * searches and master data under /api/v1/invoice/, the batch read, notifications and the screens'
 * page data. Every call is for admins and system users; anyone else gets 403 C100.
 */
export const invoiceRoutes: FastifyPluginAsyncTypebox<SellableOptions> = async (app, options) => {
  app.addHook('preHandler', requireRole('admin', 'system'));
  await app.register(documentRoutes, options);
  await app.register(masterDataRoutes);
  await app.register(pageDataRoutes);
  await app.register(planRoutes);
};

/**
 * /api/v0/shop_order/:id/invoice: the invoice of a shop order for its customer (and admins), as the
 * account and the shop order view link it; /pdf gives its PDF.
 */
export const shopOrderInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
  const ShopInvoiceSchema = Type.Object({
    _id: Type.String(),
    number: Type.Union([Type.String(), Type.Null()]),
    date: Type.String(),
    gross: Type.Number(),
    cancelled: Type.Boolean(),
  });
  async function invoiceFor(id: string, user: Parameters<typeof getOrder>[2]) {
    // getOrder refuses others' orders (C100) and unknown ones (404).
    await getOrder(app.db, id, user);
    const invoice = await invoiceOfShopOrder(app.db, id);
    if (!invoice) throw notFound('invoice not found');
    return invoice;
  }
  app.get(
    '/:id/invoice',
    {
      preHandler: requireAuthenticated,
      schema: {
        tags,
        summary: 'The invoice of a shop order (its owner, admin, system)',
        params,
        response: { 200: ShopInvoiceSchema },
      },
    },
    async (request) => {
      const invoice = await invoiceFor(request.params.id, request.user);
      return {
        _id: invoice._id,
        number: invoice.number,
        date: invoice.date,
        gross: invoice.totals.gross,
        cancelled: invoice.cancelled_by_id !== null,
      };
    },
  );
  app.get(
    '/:id/invoice/pdf',
    {
      preHandler: requireAuthenticated,
      schema: { tags, summary: 'The PDF of a shop order’s invoice (its owner, admin, system)', params },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(request.params.id, request.user);
      const file = await printDocument(app, invoice, 'pdf', requestLanguage(request));
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .send(file.content);
    },
  );
};
