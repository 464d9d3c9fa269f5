import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema } from '../../core/schemas';

export const ShippingDiscountSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  active: Type.Boolean(),
  type: Type.Union([Type.Literal('percent'), Type.Literal('flat'), Type.Literal('free')]),
  value: Type.Number(),
  min_cart_value: Type.Number(),
  countries: Type.Array(Type.String()),
  product_groups: Type.Array(Type.String()),
  roles: Type.Array(Type.String()),
  created: Type.String({ format: 'date-time' }),
});
export type ShippingDiscount = Static<typeof ShippingDiscountSchema>;

// The form of the admin centre checks the same schemas before sending.
export {
  ShippingDiscountCreateSchema,
  ShippingDiscountUpdateSchema,
  type ShippingDiscountCreate,
  type ShippingDiscountUpdate,
} from '@gartenwerk/domain/schemas';

export const SHIPPING_DISCOUNT_SORTS = ['title', 'created'] as const;
export const ShippingDiscountQuerySchema = BrowseQuerySchema({
  filters: {},
  sorts: SHIPPING_DISCOUNT_SORTS,
  search: 'Part of the title',
});
export type ShippingDiscountQuery = Static<typeof ShippingDiscountQuerySchema>;
