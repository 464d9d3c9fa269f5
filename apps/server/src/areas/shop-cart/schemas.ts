import { CART_MAX_AMOUNT } from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../../core/shop-schemas';
import { ProductSchema } from '../shop-product/schemas';

export const CART_KINDS = ['cart', 'favorites', 'pricerequest'] as const;
export type CartKind = (typeof CART_KINDS)[number];

export { CART_MAX_AMOUNT };
/** Most lines a cart may hold. */
export const CART_MAX_LINES = 500;

/** Most products a line's set may name. */
export const LINE_SET_MAX_PRODUCTS = 100;

const SetProductIds = { minLength: 1, maxLength: 64 };
/** A text, number or yes/no; one type list, so that the validator keeps each value's type as sent. */
const CustomizationValueSchema = Type.Unsafe<string | number | boolean>({
  type: ['string', 'number', 'boolean'],
  maxLength: 2000,
});

/**
 * The `set` of a line of a set product: by product id (the set's slots), each product's position in
 * the set and the customer's customization (a value or named values). Other shapes are refused.
 */
export const LineSetSchema = Type.Object(
  {
    order: Type.Optional(
      Type.Record(Type.String(), Type.Integer({ minimum: 0, maximum: 10_000 }), {
        propertyNames: SetProductIds,
        maxProperties: LINE_SET_MAX_PRODUCTS,
      }),
    ),
    customization: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Union([
          CustomizationValueSchema,
          Type.Record(Type.String(), CustomizationValueSchema, {
            propertyNames: { minLength: 1, maxLength: 100 },
            maxProperties: 50,
          }),
        ]),
        { propertyNames: SetProductIds, maxProperties: LINE_SET_MAX_PRODUCTS },
      ),
    ),
  },
  // Refused, not silently dropped as the validator does with additionalProperties.
  { propertyNames: { pattern: '^(order|customization)$' } },
);
export type LineSetInput = Static<typeof LineSetSchema>;

/** Titles of the products a line's set names, by product id (for showing the set). */
export const SetTitlesSchema = Type.Record(Type.String(), Type.String());

/** A cart line as the client sends it; the same line fields as an order's OrderLineInput. */
export const CartLineInputSchema = Type.Object(
  {
    item: Id(),
    /** Lines with an amount of zero or less are dropped. */
    amount: Type.Integer({ minimum: -CART_MAX_AMOUNT, maximum: CART_MAX_AMOUNT }),
    variant: Type.Optional(Type.String({ maxLength: 200 })),
    order_desc: Type.Optional(Type.String({ maxLength: 2000 })),
    customization: Type.Optional(Type.Unknown()),
    set: Type.Optional(LineSetSchema),
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
      /** The title of the colour the customization names (by id), for showing it. */
      color_title: Type.Optional(Type.String()),
      /** Its English title, where one is written: English pages show it. */
      color_title_en: Type.Optional(Type.String()),
      /** Only entries naming products of the set (its slots) are kept. */
      set: Type.Optional(LineSetSchema),
      set_titles: Type.Optional(SetTitlesSchema),
    }),
  ),
  /** Lines dropped because their product is unknown or offline, or their variant unknown. */
  removed: Type.Array(Type.Object({ item: Type.String(), title: Type.Optional(Type.String()) })),
  /** Lines whose amount was lowered to what is in stock; with 0 available the line was taken out. */
  capped: Type.Array(
    Type.Object({
      item: Type.String(),
      title: Type.String(),
      variant: Type.String(),
      available: Type.Integer(),
    }),
  ),
});
export type CartAnswer = Static<typeof CartAnswerSchema>;
