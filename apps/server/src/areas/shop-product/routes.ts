import { canAdminister } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../core/errors';
import { ProductGroupSchema } from '../shop-productgroup/schemas';
import { listSpecials, specialGroups, specialProducts } from './specials';
import { requireRole } from '../../core/guard';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import {
  BatchIdsSchema,
  ProductCreateSchema,
  ProductOfflineSchema,
  ProductQuerySchema,
  ProductSchema,
  ProductUpdateSchema,
} from './schemas';
import {
  createProduct,
  deleteProduct,
  getProduct,
  getProductsByIds,
  listProducts,
  setProductsOffline,
  updateProduct,
} from './service';
import { searchProducts } from './search';

const adminOnly = requireRole('admin', 'system');

/** /api/v0/shop_product/: reads for anyone (offline products for admin and system), writes for admins. */
export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary:
          'Products by order, filtered by group, colour, search words, offline, sale, new or type (anyone; offline ones for admin and system only)',
        querystring: ProductQuerySchema,
        response: { 200: ListSchema(ProductSchema) },
      },
    },
    async (request) => listProducts(app.db, request.query, { includeOffline: canAdminister(request.user) }),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: 'One product (anyone; offline ones for admin and system only)',
        params: IdParamsSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => getProduct(app.db, request.params.id, { includeOffline: canAdminister(request.user) }),
  );

  app.post(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Adds a product (admin, system)',
        body: ProductCreateSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => createProduct(app.db, request.body),
  );

  app.put(
    '/',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes the fields sent for the product named by _id (admin, system)',
        body: ProductUpdateSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => {
      if (!request.body._id) throw new AppError('VALIDATION', 400, 'body must have required property _id');
      return updateProduct(app.db, request.body._id, request.body);
    },
  );

  app.put(
    '/offline',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Takes the products of `ids` offline or brings them online (admin, system)',
        body: ProductOfflineSchema,
        response: { 200: ListSchema(ProductSchema) },
      },
    },
    async (request) => setProductsOffline(app.db, request.body),
  );

  app.put(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Changes the fields sent (admin, system)',
        params: IdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => updateProduct(app.db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['shop'],
        summary: 'Removes a product with its stock (admin, system)',
        params: IdParamsSchema,
        response: { 200: ProductSchema },
      },
    },
    async (request) => deleteProduct(app.db, request.params.id),
  );
};

/** /api/v0/batch/shop_product/: the products of a list of ids (`[ids]` or `{ ids }`). */
export const productBatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary: 'The products of the given ids that the caller may see, in that order (anyone)',
        body: BatchIdsSchema,
        response: { 200: Type.Array(ProductSchema) },
      },
    },
    async (request) =>
      getProductsByIds(app.db, Array.isArray(request.body) ? request.body : request.body.ids, {
        includeOffline: canAdminister(request.user),
      }),
  );
};

const SearchBodySchema = Type.Object({
  token: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  data: Type.Object({ text: Type.String({ maxLength: 200 }) }),
});

/** POST /api/v0/shop/search: German full-text search over title, name_de, tags and group titles. */
export const productSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/search',
    {
      schema: {
        tags: ['shop'],
        summary: 'Products matching the words of data.text (prefixes too), best first (anyone)',
        body: SearchBodySchema,
        response: { 200: ListSchema(ProductSchema) },
      },
    },
    async (request) =>
      searchProducts(app.db, request.body.data.text, { includeOffline: canAdminister(request.user) }),
  );
  app.get(
    '/specials',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary:
          'Products on special now: with a running special offer of their own or in a group with one (anyone)',
        response: { 200: ListSchema(ProductSchema) },
      },
    },
    async () => listSpecials(app.db),
  );
  app.get(
    '/getpagespecials',
    {
      config: { publicCache: true },
      schema: {
        tags: ['shop'],
        summary: 'The groups and the products with a special offer of their own running now (anyone)',
        response: {
          200: Type.Object({ groups: Type.Array(ProductGroupSchema), products: Type.Array(ProductSchema) }),
        },
      },
    },
    async () => ({ groups: await specialGroups(app.db), products: await specialProducts(app.db) }),
  );
};
