import { NullableSeason } from '@gartenwerk/domain/schemas';
import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema, Int4 } from '../../core/schemas';
import { NullableString } from '../../core/shop-schemas';

export const ProductGroupSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  /** The English title; empty: English pages show the German one. */
  title_en: Type.String(),
  /** The group's name in its URL (/shop/<slug>). */
  slug: Type.String(),
  order: Int4(),
  tags: Type.Array(Type.String()),
  /** Parent groups. */
  product_groups: Type.Array(Type.String()),
  /** File ids of the file library. */
  media: Type.Array(Type.String()),
  offline: Type.Boolean(),
  special_offers: Type.Array(
    Type.Object({
      start: Type.Optional(NullableString()),
      end: Type.Optional(NullableString()),
      discount_groups: Type.Array(Type.String()),
    }),
  ),
  /** Day-of-year windows (`MM-DD`, may wrap over the new year); null: all year. */
  sales_season: NullableSeason(),
  shipping_season: NullableSeason(),
  pickup_season: NullableSeason(),
  /** Whether the group's products may be ordered outside their shipping season. */
  preorders_allowed: Type.Boolean(),
});
export type ProductGroup = Static<typeof ProductGroupSchema>;

// What an admin may send is shared with the admin centre's form, which checks it before sending.
export {
  ProductGroupCreateSchema,
  ProductGroupUpdateSchema,
  type ProductGroupCreate,
  type ProductGroupUpdate,
} from '@gartenwerk/domain/schemas';

export const PRODUCT_GROUP_SORTS = ['order', 'title', 'slug'] as const;
export const ProductGroupQuerySchema = BrowseQuerySchema({
  filters: {
    product_groups: Type.Optional(Type.String({ description: 'Only children of this group (id or slug)' })),
  },
  sorts: PRODUCT_GROUP_SORTS,
  search: 'Part of the title, the slug or a tag',
});
export type ProductGroupQuery = Static<typeof ProductGroupQuerySchema>;
