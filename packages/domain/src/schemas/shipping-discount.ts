import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

const Codes = (pattern: string) => Type.Array(Type.String({ pattern }), { maxItems: 300 });

/** What an admin can set on a shipping discount rule (the domain's ShippingDiscount). */
export const ShippingDiscountFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  active: Type.Boolean(),
  type: Type.Union([Type.Literal('percent'), Type.Literal('flat'), Type.Literal('free')]),
  /** Percent (percent, up to 100) or euros (flat); not read for free. */
  value: Type.Number({ minimum: 0, maximum: 100000 }),
  /** Euros of goods from which the rule applies; 0: any value. */
  min_cart_value: Type.Number({ minimum: 0, maximum: 10000000 }),
  /** Lower-case country codes; none: every country. */
  countries: Codes('^[a-z]{2}$'),
  /** Product group ids whose goods count; none: all goods. */
  product_groups: Type.Array(Id(), { maxItems: 300 }),
  /** Customer roles; none or 'alle': everyone. */
  roles: Codes('^[a-z_]{1,40}$'),
};

export const ShippingDiscountCreateSchema = Type.Composite(
  [
    Type.Object({ title: ShippingDiscountFields.title, type: ShippingDiscountFields.type }),
    Type.Partial(Type.Object(ShippingDiscountFields)),
  ],
  { additionalProperties: false },
);
export type ShippingDiscountCreate = Static<typeof ShippingDiscountCreateSchema>;

export const ShippingDiscountUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(ShippingDiscountFields))],
  { additionalProperties: false },
);
export type ShippingDiscountUpdate = Static<typeof ShippingDiscountUpdateSchema>;
