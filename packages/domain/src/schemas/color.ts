import { Type, type Static } from '@sinclair/typebox';
import { Id, IdList, NullableString, Tags } from './common';

/** A colour code as the shop draws swatches from it: #rrggbb. */
export const COLOR_CODE_PATTERN = '^#[0-9a-fA-F]{6}$';

/** What an admin can set on a colour. */
export const ColorFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  tags: Tags(),
  media: IdList(),
  code: NullableString({ maxLength: 50, pattern: COLOR_CODE_PATTERN }),
};

export const ColorCreateSchema = Type.Composite(
  [Type.Object({ title: ColorFields.title }), Type.Partial(Type.Object(ColorFields))],
  { additionalProperties: false },
);
export type ColorCreate = Static<typeof ColorCreateSchema>;

export const ColorUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(ColorFields))],
  { additionalProperties: false },
);
export type ColorUpdate = Static<typeof ColorUpdateSchema>;
