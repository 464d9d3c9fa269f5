import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema } from '../../core/schemas';
import { Id, Tags } from '../../core/shop-schemas';
import { LineSetSchema, SetTitlesSchema } from '../shop-cart/schemas';

const StatusSchema = Type.Union([Type.Literal('open'), Type.Literal('answered')]);

const PriceRequestLineSchema = Type.Object(
  {
    item: Id(),
    amount: Type.Integer({ minimum: 1, maximum: 100_000 }),
    variant: Type.Optional(Type.String({ maxLength: 200 })),
    order_desc: Type.Optional(Type.String({ maxLength: 2000 })),
    customization: Type.Optional(Type.Unknown()),
    set: Type.Optional(LineSetSchema),
  },
  { additionalProperties: false },
);

/** A price-request cart sent by a customer. */
export const PriceRequestInputSchema = Type.Object(
  {
    items: Type.Array(PriceRequestLineSchema, { minItems: 1, maxItems: 200 }),
    email: Type.String({ maxLength: 320 }),
    name: Type.String({ minLength: 2, maxLength: 200 }),
    phone: Type.Optional(Type.String({ maxLength: 50 })),
    message: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type PriceRequestInput = Static<typeof PriceRequestInputSchema>;

export const PriceRequestSchema = Type.Object({
  _id: Type.String(),
  status: StatusSchema,
  email: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  message: Type.String(),
  perm: Type.Object({ owner: Type.Union([Type.String(), Type.Null()]) }),
  items: Type.Array(
    Type.Object({
      item: Type.String(),
      title: Type.String(),
      variant: Type.String(),
      /** The variant's label when asked for, e.g. "60–80 cm". */
      variant_title: Type.Optional(Type.String()),
      amount: Type.Integer(),
      order_desc: Type.Optional(Type.String()),
      customization: Type.Optional(Type.Unknown()),
      /** The title of the colour the customization names (by id). */
      color_title: Type.Optional(Type.String()),
      set: Type.Optional(LineSetSchema),
      set_titles: Type.Optional(SetTitlesSchema),
    }),
  ),
  tags: Type.Array(Type.String()),
  created: Type.String({ format: 'date-time' }),
});
export type PriceRequest = Static<typeof PriceRequestSchema>;

/** An admin's change; `answer` mails the offer to the customer and marks the request answered. */
export const PriceRequestUpdateSchema = Type.Object(
  {
    _id: Type.Optional(Id()),
    status: Type.Optional(StatusSchema),
    tags: Type.Optional(Tags()),
    message: Type.Optional(Type.String({ maxLength: 5000 })),
    answer: Type.Optional(Type.String({ minLength: 1, maxLength: 20_000 })),
  },
  { additionalProperties: false },
);
export type PriceRequestUpdate = Static<typeof PriceRequestUpdateSchema>;

export const PRICE_REQUEST_SORTS = ['created', 'name', 'email', 'status'] as const;
export const PriceRequestQuerySchema = BrowseQuerySchema({
  filters: { status: Type.Optional(StatusSchema) },
  sorts: PRICE_REQUEST_SORTS,
  search: 'Part of the name, e-mail address, phone number, message or a tag',
});
export type PriceRequestQuery = Static<typeof PriceRequestQuerySchema>;
