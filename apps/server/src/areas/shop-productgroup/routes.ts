import { canAdminister } from '@gartenwerk/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
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

/** What the catalogue shows the caller: offline groups and products only to admin and system. */
export const catalogueVisibility = (request: FastifyRequest): Visibility => ({
  includeOffline: canAdminister(request.user),
});

/**
 * What a group's change means for its products, which are shop-product's: given by areas/index.ts
 * (shop-product's `productsInGroup` and `refreshSearchIndexOfGroup`), so that this area needs
 * nothing of shop-product.
 */
export interface ProductGroupRoutesOptions {
  /** Whether a product belongs to the group. */
  productsInGroup?: (db: Database, groupId: string) => Promise<boolean>;
  /** Rebuilds the search index of the group's products (their group's title is part of it). */
  refreshSearchIndexOfGroup?: (db: Database, groupId: string) => Promise<void>;
}

/** /api/v0/shop_productgroup/: reads for anyone (offline groups for admin and system), writes for admins. */
export const productGroupEntity = ({
  productsInGroup,
  refreshSearchIndexOfGroup,
}: Required<ProductGroupRoutesOptions>) => {
  /** A group's title is part of its products' search index: a new title rebuilds theirs. */
  async function updateGroup(db: Database, id: string, input: ProductGroupUpdate) {
    const group = await updateProductGroup(db, id, input);
    if (input.title !== undefined) await refreshSearchIndexOfGroup(db, id);
    return group;
  }
  /** Whether products or other groups belong to the group; such a group is not removed (409). */
  const productGroupInUse = async (db: Database, id: string) =>
    (await productsInGroup(db, id)) || (await hasChildGroups(db, id));

  return defineEntity({
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
};

export const productGroupRoutes: FastifyPluginAsync<ProductGroupRoutesOptions> = async (app, options) => {
  const { productsInGroup, refreshSearchIndexOfGroup } = options;
  if (!productsInGroup || !refreshSearchIndexOfGroup)
    throw new Error('productGroupRoutes: what a group means for its products was not given');
  registerEntityRoutes(app, productGroupEntity({ productsInGroup, refreshSearchIndexOfGroup }));
};
