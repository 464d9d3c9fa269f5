import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import { ColorCreateSchema, ColorQuerySchema, ColorSchema, ColorUpdateSchema } from './schemas';
import { createColor, deleteColor, getColor, listColors, updateColor } from './service';

const adminOnly = requireRole('admin', 'system');

/** /api/v0/shop_color/: colours of products; reads for anyone, writes for admin and system. */
export const colorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: 'Colours by title (anyone)',
        querystring: ColorQuerySchema,
        response: { 200: ListSchema(ColorSchema) },
      },
    },
    async (request) => listColors(app.db, request.query),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: 'One colour (anyone)',
        params: IdParamsSchema,
        response: { 200: ColorSchema },
      },
    },
    async (request) => getColor(app.db, request.params.id),
  );

  app.post(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Adds a colour (admin, system)',
        body: ColorCreateSchema,
        response: { 200: ColorSchema },
      },
    },
    async (request) => createColor(app.db, request.body),
  );

  app.put(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes the fields sent for the colour named by _id (admin, system)',
        body: ColorUpdateSchema,
        response: { 200: ColorSchema },
      },
    },
    async (request) => {
      if (!request.body._id) throw new AppError('VALIDATION', 400, 'body must have required property _id');
      return updateColor(app.db, request.body._id, request.body);
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
        body: ColorUpdateSchema,
        response: { 200: ColorSchema },
      },
    },
    async (request) => updateColor(app.db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Removes a colour no product uses (admin, system); in use: 409',
        params: IdParamsSchema,
        response: { 200: ColorSchema },
      },
    },
    async (request) => deleteColor(app.db, request.params.id),
  );
};
