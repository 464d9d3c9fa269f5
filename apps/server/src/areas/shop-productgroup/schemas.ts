import { Type, type Static } from '@sinclair/typebox';
import { PagingQuerySchema } from '../../core/schemas';

export const ProductGroupSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  order: Type.Integer(),
  tags: Type.Array(Type.String()),
  /** Parent groups. */
  product_groups: Type.Array(Type.String()),
  media: Type.Array(Type.Unknown()),
  offline: Type.Boolean(),
  special_offers: Type.Array(Type.Unknown()),
});
export type ProductGroup = Static<typeof ProductGroupSchema>;

export const ProductGroupQuerySchema = Type.Composite([
  Type.Object({ product_groups: Type.Optional(Type.String({ description: 'Only children of this group' })) }),
  PagingQuerySchema,
]);
export type ProductGroupQuery = Static<typeof ProductGroupQuerySchema>;
