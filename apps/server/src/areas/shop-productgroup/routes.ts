import { canAdminister } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import { ProductGroupQuerySchema, ProductGroupSchema } from './schemas';
import { getProductGroup, listProductGroups } from './service';

export const productGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary: 'Product groups by order (anyone; offline groups for admin and system only)',
        querystring: ProductGroupQuerySchema,
        response: { 200: ListSchema(ProductGroupSchema) },
      },
    },
    async (request) =>
      listProductGroups(app.db, request.query, { includeOffline: canAdminister(request.user) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['shop'],
        summary: 'One product group (anyone; offline groups for admin and system only)',
        params: IdParamsSchema,
        response: { 200: ProductGroupSchema },
      },
    },
    async (request) =>
      getProductGroup(app.db, request.params.id, { includeOffline: canAdminister(request.user) }),
  );
};
