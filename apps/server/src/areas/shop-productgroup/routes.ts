import { canAdminister } from '@gartenwerk/domain';
import type { FastifyRequest } from 'fastify';
import { defineEntity, entityRoutes } from '../../core/entity-routes';
import { text } from '../../core/texts';
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
  getProductGroupsByIds,
  listProductGroups,
  productGroupInUse,
  updateProductGroup,
  type Visibility,
} from './service';

/** What the catalogue shows the caller: offline groups and products only to admin and system. */
export const catalogueVisibility = (request: FastifyRequest): Visibility => ({
  includeOffline: canAdminister(request.user),
});

/** /api/v0/shop_productgroup/: reads for anyone (offline groups for admin and system), writes for admins. */
export const productGroupEntity = defineEntity({
  path: 'shop_productgroup',
  names: { one: 'product group', many: 'product groups' },
  tags: ['shop'],
  schemas: {
    item: ProductGroupSchema,
    create: ProductGroupCreateSchema,
    update: ProductGroupUpdateSchema,
    query: ProductGroupQuerySchema,
  },
  access: { read: 'anyone', write: ['admin', 'system'] },
  publicCache: true,
  scope: catalogueVisibility,
  service: {
    list: listProductGroups,
    get: getProductGroup,
    create: createProductGroup,
    update: updateProductGroup,
    remove: deleteProductGroup,
    getMany: getProductGroupsByIds,
  },
  inUse: { check: productGroupInUse, message: text('errors:inUse.group') },
  summaries: {
    list: 'Product groups by order unless sorted; offline ones for admin and system only',
    get: 'One product group by id or slug; offline ones for admin and system only',
    remove: 'Removes a group no product or group uses; in use: 409',
  },
});

export const productGroupRoutes = entityRoutes(productGroupEntity);
