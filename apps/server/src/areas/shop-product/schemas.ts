import { Type, type Static } from '@sinclair/typebox';
import { PagingQuerySchema } from '../../core/schemas';

export const ProductSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  name_de: Type.String(),
  description: Type.String(),
  /** Euros with two decimals; null when the price is on request. */
  price: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  available: Type.Boolean(),
  offline: Type.Boolean(),
  order: Type.Integer(),
  tags: Type.Array(Type.String()),
  type: Type.String(),
  parent: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  children: Type.Array(Type.String()),
  product_groups: Type.Array(Type.String()),
  variants: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
  media: Type.Array(Type.Unknown()),
  downloads: Type.Array(Type.Unknown()),
  colors: Type.Array(Type.String()),
  slots: Type.Array(Type.Unknown()),
  shipping_groups: Type.Array(Type.String()),
  vat_groups: Type.Array(Type.String()),
  discount_groups: Type.Array(Type.String()),
  special_offers: Type.Array(Type.Unknown()),
  shipping_data: Type.Object({ weight: Type.Optional(Type.Number()) }),
  expected_days_until_shipping: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  sale: Type.Boolean(),
  new: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
});
export type Product = Static<typeof ProductSchema>;

export const ProductQuerySchema = Type.Composite([
  Type.Object({ product_groups: Type.Optional(Type.String({ description: 'Only products of this group' })) }),
  PagingQuerySchema,
]);
export type ProductQuery = Static<typeof ProductQuerySchema>;
