import { Type, type Static } from '@sinclair/typebox';
import { Id, IdList, NullableString, Tags } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

/** A colour code as the shop draws swatches from it: #rrggbb. */
export const COLOR_CODE_PATTERN = '^#[0-9a-fA-F]{6}$';

/** A colour as the API answers it. */
export const ColorSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  /** The English name; empty: English pages show the German one. */
  title_en: Type.String(),
  tags: Type.Array(Type.String()),
  media: Type.Array(Type.String()),
  code: NullableString(),
  created: Type.String({ format: 'date-time' }),
});
export type Color = Static<typeof ColorSchema>;

/** What an admin can set on a colour. */
export const ColorFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  title_en: Type.String({ maxLength: 200 }),
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

export const COLOR_SORTS = ['title', 'code', 'created'] as const;
export const ColorQuerySchema = BrowseQuerySchema({
  filters: {},
  sorts: COLOR_SORTS,
  search: 'Part of the title, a tag or the code',
});
export type ColorQuery = Static<typeof ColorQuerySchema>;

export const colorSchemas = {
  item: ColorSchema,
  create: ColorCreateSchema,
  update: ColorUpdateSchema,
  query: ColorQuerySchema,
} satisfies EntitySchemas;
