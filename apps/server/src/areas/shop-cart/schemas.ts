import { CART_MAX_AMOUNT } from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../../core/shop-schemas';
import { ProductSchema } from '../shop-product/schemas';

export const CART_KINDS = ['cart', 'favorites', 'pricerequest'] as const;
export type CartKind = (typeof CART_KINDS)[number];

export { CART_MAX_AMOUNT };
/** Most lines a cart may hold. */
export const CART_MAX_LINES = 500;

/** A cart line as the client sends it; the same line fields as an order's OrderLineInput plus `set`. */
export const CartLineInputSchema = Type.Object(
  {
    item: Id(),
    /** Lines with an amount of zero or less are dropped. */
    amount: Type.Integer({ minimum: -CART_MAX_AMOUNT, maximum: CART_MAX_AMOUNT }),
    variant: Type.Optional(Type.String({ maxLength: 200 })),
    order_desc: Type.Optional(Type.String({ maxLength: 2000 })),
    customization: Type.Optional(Type.Unknown()),
    set: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type CartLineInput = Static<typeof CartLineInputSchema>;

export const CartInputSchema = Type.Array(CartLineInputSchema, { maxItems: CART_MAX_LINES });

export const CartAnswerSchema = Type.Object({
  lines: Type.Array(
    Type.Object({
      item: ProductSchema,
      amount: Type.Integer(),
      variant: Type.Optional(Type.String()),
      order_desc: Type.Optional(Type.String()),
      customization: Type.Optional(Type.Unknown()),
      set: Type.Optional(Type.Unknown()),
    }),
  ),
  /** Lines dropped because their product is unknown or offline, or their variant unknown. */
  removed: Type.Array(Type.Object({ item: Type.String(), title: Type.Optional(Type.String()) })),
});
export type CartAnswer = Static<typeof CartAnswerSchema>;
