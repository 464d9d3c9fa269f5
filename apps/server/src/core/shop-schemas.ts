import { Type } from '@sinclair/typebox';

export {
  Id,
  IdList,
  NullableNumber,
  NullableString,
  SpecialOfferSchema,
  Tags,
} from '@gartenwerk/domain/schemas';

/** Shapes several shop areas share. */

/** `{ ok: true }` */
export const OkSchema = Type.Object({ ok: Type.Literal(true) });
