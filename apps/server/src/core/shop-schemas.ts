import { Type } from '@sinclair/typebox';

/** Shapes several shop areas share. */

export const NullableNumber = () => Type.Unsafe<number | null>({ type: ['number', 'null'] });
export const NullableString = () => Type.Unsafe<string | null>({ type: ['string', 'null'] });
export const Id = () => Type.String({ minLength: 1, maxLength: 64 });
export const IdList = () => Type.Array(Id(), { maxItems: 500 });
export const Tags = () => Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200 });

/** A special offer: its discount groups apply between start and end. */
export const SpecialOfferSchema = Type.Object(
  {
    start: Type.Optional(NullableString()),
    end: Type.Optional(NullableString()),
    discount_groups: Type.Array(Id()),
  },
  { additionalProperties: false },
);

/** `{ ok: true }` */
export const OkSchema = Type.Object({ ok: Type.Literal(true) });
