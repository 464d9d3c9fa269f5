import { Type } from '@sinclair/typebox';

export { Id, IdList, SpecialOfferSchema, Tags } from '@gartenwerk/domain/schemas';

/** Shapes several shop areas share. */

export const NullableNumber = () => Type.Unsafe<number | null>({ type: ['number', 'null'] });
export const NullableString = () => Type.Unsafe<string | null>({ type: ['string', 'null'] });

/** `{ ok: true }` */
export const OkSchema = Type.Object({ ok: Type.Literal(true) });
