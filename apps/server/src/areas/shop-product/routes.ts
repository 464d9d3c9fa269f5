import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { ProductGroupSchema } from '../shop-productgroup/schemas';
import { catalogueVisibility } from '../shop-productgroup/routes';
import { listSpecials, specialGroups, specialProducts } from './specials';
import { requireRole } from '../../core/guard';
import { nothingSellable, type SellableOptions } from '../../core/sellable';
import { ListSchema } from '../../core/schemas';
import {
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
export const productEntity = defineEntity({
  path: 'shop_product',
  names: { one: 'product', many: 'products' },
  tags: ['shop'],
  schemas: {
    item: ProductSchema,
    create: ProductCreateSchema,
    update: ProductUpdateSchema,
    query: ProductQuerySchema,
  },
  access: { read: 'anyone', write: ['admin', 'system'] },
  publicCache: true,
  scope: catalogueVisibility,
  service: {
    list: listProducts,
    get: getProduct,
    create: createProduct,
    update: updateProduct,
    remove: deleteProduct,
    getMany: getProductsByIds,
  },
  // Bulk price and stock changes of the admin centre's selected rows.
  extraRoutes: { batchUpdate: true },
  summaries: {
    list: 'Products by order unless sorted, filtered by group, colour, search words, offline, sale, new or type; offline ones for admin and system only',
    get: 'One product by id or slug; offline ones for admin and system only',
    remove: 'Removes a product with its stock',
    batchRead: 'The products of the given ids that the caller may see, in that order',
  },
});

/** The ids of the products a successful write of this area changed (one, a batch, or the offline switch). */
function writtenIds(request: FastifyRequest): string[] {
  const params = request.params as { id?: unknown } | undefined;
  const body = request.body as { _id?: unknown; ids?: unknown } | unknown[] | undefined;
  const ids: unknown[] = [params?.id];
  if (Array.isArray(body)) ids.push(...body.map((each) => (each as { _id?: unknown })?._id ?? each));
  else if (body) ids.push(body._id, ...(Array.isArray(body.ids) ? body.ids : []));
  return ids.filter((id): id is string => typeof id === 'string' && id !== '');
}

export const productRoutes: FastifyPluginAsyncTypebox<SellableOptions> = async (app, options) => {
  const productsMaybeSellable = options.productsMaybeSellable ?? nothingSellable;
  // A product made available (or online) again may have people waiting for it.
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method === 'PUT' || request.method === 'PATCH') && reply.statusCode === 200)
      await productsMaybeSellable(app, writtenIds(request));
    return payload;
  });
  registerEntityRoutes(app, productEntity);
  app.put(
    '/shop_product/offline',
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
};

const SearchBodySchema = Type.Object({
  token: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  data: Type.Object({ text: Type.String({ maxLength: 200 }) }),
});

const SearchAnswerSchema = Type.Object({
  items: Type.Array(ProductSchema),
  total: Type.Integer({ minimum: 0 }),
  /** The words as the catalogue spells them, when the typed ones found nothing. */
  suggestion: Type.Optional(Type.String()),
});

/**
 * POST /api/v0/shop/search: German full-text search over title, name_de, tags and group titles, and
 * trigram similarity of the names for near misses.
 */
export const productSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/search',
    {
      schema: {
        tags: ['shop'],
        summary:
          'Products matching the words of data.text (prefixes too), best first; when none do, those whose names come close, with the suggested spelling (anyone)',
        body: SearchBodySchema,
        response: { 200: SearchAnswerSchema },
      },
    },
    async (request) => searchProducts(app.db, request.body.data.text, catalogueVisibility(request)),
  );
  // The same as a GET, which the server-side rendering of /search can ask without a CSRF token.
  app.get(
    '/search',
    {
      schema: {
        tags: ['shop'],
        summary: 'The search of POST /shop/search for the words of `text` (anyone)',
        querystring: Type.Object({ text: Type.String({ maxLength: 200 }) }),
        response: { 200: SearchAnswerSchema },
      },
    },
    async (request) => searchProducts(app.db, request.query.text, catalogueVisibility(request)),
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
