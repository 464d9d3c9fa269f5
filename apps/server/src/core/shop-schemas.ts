import { Id } from '@gartenwerk/domain/schemas';
import { Type } from '@sinclair/typebox';

export { Id, IdList, Tags } from '@gartenwerk/domain/schemas';

/** Shapes several shop areas share. */

export const NullableNumber = () => Type.Unsafe<number | null>({ type: ['number', 'null'] });
export const NullableString = () => Type.Unsafe<string | null>({ type: ['string', 'null'] });

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
