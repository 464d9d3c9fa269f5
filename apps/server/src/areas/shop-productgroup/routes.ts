import { canAdminister } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import {
  ProductGroupCreateSchema,
  ProductGroupQuerySchema,
  ProductGroupSchema,
  ProductGroupUpdateSchema,
} from './schemas';
import {
  createProductGroup,
  deleteProductGroup,
  getProductGroup,
  listProductGroups,
  updateProductGroup,
} from './service';

const adminOnly = requireRole('admin', 'system');

export const productGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
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
      config: { publicCache: true },
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

  app.post(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Adds a product group (admin, system)',
        body: ProductGroupCreateSchema,
        response: { 200: ProductGroupSchema },
      },
    },
    async (request) => createProductGroup(app.db, request.body),
  );

  app.put(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes the fields sent for the group named by _id (admin, system)',
        body: ProductGroupUpdateSchema,
        response: { 200: ProductGroupSchema },
      },
    },
    async (request) => {
      if (!request.body._id) throw new AppError('VALIDATION', 400, 'body must have required property _id');
      return updateProductGroup(app.db, request.body._id, request.body);
    },
  );

  app.put(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes the fields sent (admin, system)',
        params: IdParamsSchema,
        body: ProductGroupUpdateSchema,
        response: { 200: ProductGroupSchema },
      },
    },
    async (request) => updateProductGroup(app.db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Removes a group no product or group uses (admin, system); in use: 409',
        params: IdParamsSchema,
        response: { 200: ProductGroupSchema },
      },
    },
    async (request) => deleteProductGroup(app.db, request.params.id),
  );
};
