import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema, Int4 } from '../../core/schemas';
import { Id, IdList, NullableString, SpecialOfferSchema, Tags } from '../../core/shop-schemas';
import { SlugField } from '../../core/slugs';

export const ProductGroupSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
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
});
export type ProductGroup = Static<typeof ProductGroupSchema>;

const ProductGroupFields = {
  title: Type.String({ minLength: 1, maxLength: 300 }),
  /** Lower-case letters, digits and hyphens; absent on creation: made from the title. */
  slug: SlugField(),
  order: Int4(),
  tags: Tags(),
  product_groups: IdList(),
  media: IdList(),
  offline: Type.Boolean(),
  special_offers: Type.Array(SpecialOfferSchema, { maxItems: 100 }),
};

export const ProductGroupCreateSchema = Type.Composite(
  [Type.Object({ title: ProductGroupFields.title }), Type.Partial(Type.Object(ProductGroupFields))],
  { additionalProperties: false },
);
export type ProductGroupCreate = Static<typeof ProductGroupCreateSchema>;

export const ProductGroupUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(ProductGroupFields))],
  { additionalProperties: false },
);
export type ProductGroupUpdate = Static<typeof ProductGroupUpdateSchema>;

export const PRODUCT_GROUP_SORTS = ['order', 'title', 'slug'] as const;
export const ProductGroupQuerySchema = BrowseQuerySchema({
  filters: {
    product_groups: Type.Optional(Type.String({ description: 'Only children of this group (id or slug)' })),
  },
  sorts: PRODUCT_GROUP_SORTS,
  search: 'Part of the title, the slug or a tag',
});
export type ProductGroupQuery = Static<typeof ProductGroupQuerySchema>;
