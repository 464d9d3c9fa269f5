import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableString } from './common';

/** An affiliate code as links carry it: letters, digits, - and _, compared in upper case. */
export const AFFILIATE_CODE_PATTERN = '^[A-Za-z0-9_-]{2,40}$';

/** What an admin can set on an affiliate. */
export const AffiliateFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.String({ pattern: AFFILIATE_CODE_PATTERN }),
  /** Percent of the order total. */
  commission: Type.Number({ minimum: 0, maximum: 100 }),
  email: NullableString({ maxLength: 320 }),
  active: Type.Boolean(),
};

export const AffiliateCreateSchema = Type.Composite(
  [
    Type.Object({
      name: AffiliateFields.name,
      code: AffiliateFields.code,
      commission: AffiliateFields.commission,
    }),
    Type.Partial(Type.Object(AffiliateFields)),
  ],
  { additionalProperties: false },
);
export type AffiliateCreate = Static<typeof AffiliateCreateSchema>;

export const AffiliateUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(AffiliateFields))],
  { additionalProperties: false },
);
export type AffiliateUpdate = Static<typeof AffiliateUpdateSchema>;
