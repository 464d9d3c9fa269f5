import { canAdminister } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import { ProductQuerySchema, ProductSchema } from './schemas';
import { getProduct, listProducts } from './service';

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary:
          'Products, optionally of one group, by order (anyone; offline ones for admin and system only)',
        querystring: ProductQuerySchema,
        response: { 200: ListSchema(ProductSchema) },
      },
    },
    async (request) => listProducts(app.db, request.query, { includeOffline: canAdminister(request.user) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['shop'],
        summary: 'One product (anyone; offline ones for admin and system only)',
        params: IdParamsSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => getProduct(app.db, request.params.id, { includeOffline: canAdminister(request.user) }),
  );
};
