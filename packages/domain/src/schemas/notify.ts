import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableString } from './common';

/** Where a "tell me when it's back" request stands: waiting for its confirmation, waiting, mailed, withdrawn. */
export const NOTIFY_STATUSES = ['unconfirmed', 'confirmed', 'sent', 'cancelled'] as const;

/** A visitor asks to be told when a sold-out product can be bought again (`POST /api/v0/shop/notify/`). */
export const NotifyRequestSchema = Type.Object(
  {
    product: Id(),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    /** The language of the mails (de, en); absent: the request's. */
    language: Type.Optional(Type.String({ maxLength: 5 })),
  },
  { additionalProperties: false },
);
export type NotifyRequest = Static<typeof NotifyRequestSchema>;

/** A request as the visitor's calls answer it, with the product's name and page. */
export const NotifyStateSchema = Type.Object({
  product: Type.String(),
  email: Type.String(),
  status: Type.Union(NOTIFY_STATUSES.map((status) => Type.Literal(status))),
  title: NullableString(),
  path: NullableString(),
});
export type NotifyState = Static<typeof NotifyStateSchema>;

export const NotifyTokenSchema = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200 }) },
  { additionalProperties: false },
);

/** How many confirmed requests wait per product (admin): products nobody waits for are absent. */
export const NotifyWaitingSchema = Type.Object({
  items: Type.Array(Type.Object({ product: Type.String(), waiting: Type.Integer() })),
});
export type NotifyWaiting = Static<typeof NotifyWaitingSchema>;
