import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema } from '../../core/schemas';
import { NullableString } from '../../core/shop-schemas';

export const ColorSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  tags: Type.Array(Type.String()),
  media: Type.Array(Type.String()),
  code: NullableString(),
  created: Type.String({ format: 'date-time' }),
});
export type Color = Static<typeof ColorSchema>;

// What an admin may send is shared with the admin centre's form, which checks it before sending.
export {
  ColorCreateSchema,
  ColorUpdateSchema,
  type ColorCreate,
  type ColorUpdate,
} from '@gartenwerk/domain/schemas';

export const COLOR_SORTS = ['title', 'code', 'created'] as const;
export const ColorQuerySchema = BrowseQuerySchema({
  filters: {},
  sorts: COLOR_SORTS,
  search: 'Part of the title, a tag or the code',
});
export type ColorQuery = Static<typeof ColorQuerySchema>;
