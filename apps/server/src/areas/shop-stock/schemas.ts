import { Type, type Static } from '@sinclair/typebox';
import { Int4, SortSchema } from '../../core/schemas';
import { Id } from '../../core/shop-schemas';

export const StockLevelSchema = Type.Object({
  product: Type.String(),
  title: Type.String(),
  /** Variant key; '' is the product itself. */
  variant: Type.String(),
  /** The variant's value as the product names it ('' for the product itself). */
  variant_title: Type.String(),
  quantity: Type.Integer(),
  updated: Type.String({ format: 'date-time' }),
});
export type StockLevel = Static<typeof StockLevelSchema>;

export const StockMovementSchema = Type.Object({
  _id: Type.String(),
  product: Type.String(),
  variant: Type.String(),
  delta: Type.Integer(),
  quantity: Type.Integer(),
  reason: Type.String(),
  /** The product's title, in lists of several products' movements. */
  title: Type.Optional(Type.String()),
  variant_title: Type.Optional(Type.String()),
  user: Type.Union([Type.String(), Type.Null()]),
  order: Type.Union([Type.String(), Type.Null()]),
  /** The vendor order of a goods receipt, and its number. */
  document: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  document_number: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  created: Type.String({ format: 'date-time' }),
});
export type StockMovement = Static<typeof StockMovementSchema>;

export const STOCK_SORTS = ['title', 'quantity', 'updated'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];
export const StockQuerySchema = Type.Object({
  product: Type.Optional(Id()),
  /** Only levels below this quantity (the low-stock filter). */
  below: Type.Optional(Int4({ minimum: 0 })),
  /** Part of the product's title or of the variant. */
  text: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(SortSchema(STOCK_SORTS)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  skip: Type.Optional(Int4({ minimum: 0 })),
});
export type StockQuery = Static<typeof StockQuerySchema>;

/** A stock adjustment: a change by `delta` or a new `quantity`, always with a reason. */
export const StockAdjustmentSchema = Type.Object(
  {
    product: Id(),
    variant: Type.Optional(Type.String({ maxLength: 200 })),
    delta: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type StockAdjustment = Static<typeof StockAdjustmentSchema>;

export const MovementQuerySchema = Type.Object({
  product: Type.Optional(Id()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  skip: Type.Optional(Int4({ minimum: 0 })),
});
export type MovementQuery = Static<typeof MovementQuerySchema>;
