import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../core/guard';
import { nothingSellable, type SellableOptions } from '../../core/sellable';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import { Type } from '@sinclair/typebox';
import {
  MovementQuerySchema,
  StockAdjustmentSchema,
  StockLevelSchema,
  StockMovementSchema,
  StockQuerySchema,
} from './schemas';
import { adjustStock, availableStock, listMovements, listStock } from './service';

const adminOnly = requireRole('admin', 'system');

/** /api/v0/shop_stock/: stock levels, their history and adjustments (admin, system); what is available (anyone). */
export const stockRoutes: FastifyPluginAsyncTypebox<SellableOptions> = async (app, options) => {
  const productsMaybeSellable = options.productsMaybeSellable ?? nothingSellable;
  app.get(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Stock levels, lowest first; `below` filters low stock (admin, system)',
        querystring: StockQuerySchema,
        response: { 200: ListSchema(StockLevelSchema) },
      },
    },
    async (request) => listStock(app.db, request.query),
  );

  app.get(
    '/available/:id',
    {
      schema: {
        tags: ['shop'],
        summary: 'What is in stock of a product, per variant; empty when its stock is not tracked (anyone)',
        params: IdParamsSchema,
        response: {
          200: ListSchema(Type.Object({ variant: Type.String(), quantity: Type.Integer() })),
        },
      },
    },
    async (request) => {
      const levels = await availableStock(app.db, [request.params.id]);
      const items = [...levels].map(([key, quantity]) => ({ variant: key.split('\u0000')[1]!, quantity }));
      return { items, total: items.length };
    },
  );

  app.get(
    '/movements',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Stock movements, newest first (admin, system)',
        querystring: MovementQuerySchema,
        response: { 200: ListSchema(StockMovementSchema) },
      },
    },
    async (request) => listMovements(app.db, request.query),
  );

  app.post(
    '/adjust',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes a level by delta or sets it to quantity, with a reason (admin, system)',
        body: StockAdjustmentSchema,
        response: { 200: StockMovementSchema },
      },
    },
    async (request) => {
      const movement = await adjustStock(app.db, request.body, request.user._id);
      if (movement.delta > 0) await productsMaybeSellable(app, [movement.product]);
      return movement;
    },
  );
};
