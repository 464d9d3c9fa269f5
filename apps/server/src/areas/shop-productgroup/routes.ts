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
  hasChildGroups,
  updateProductGroup,
  type Visibility,
} from './service';
import type { Database } from '../../core/db';
import type { ProductGroupUpdate } from './schemas';
import { productsInGroup } from '../shop-product/service';
import { refreshSearchIndexOfGroup } from '../shop-product/search';

/** What the catalogue shows the caller: offline groups and products only to admin and system. */
export const catalogueVisibility = (request: FastifyRequest): Visibility => ({
  includeOffline: canAdminister(request.user),
});

// What a group's change means for its products is shop-product's, asked here (its service does not
// depend on this area's routes), so that the group's service needs nothing of shop-product.

/** A group's title is part of its products' search index: a new title rebuilds theirs. */
async function updateGroup(db: Database, id: string, input: ProductGroupUpdate) {
  const group = await updateProductGroup(db, id, input);
  if (input.title !== undefined) await refreshSearchIndexOfGroup(db, id);
  return group;
}

/** Whether products or other groups belong to the group; such a group is not removed (409). */
const productGroupInUse = async (db: Database, id: string) =>
  (await productsInGroup(db, id)) || (await hasChildGroups(db, id));

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
    update: updateGroup,
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
