import { Type, type Static } from '@sinclair/typebox';
import { PagingQuerySchema } from '../../core/schemas';

export const EntrySchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  slug: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  route: Type.Union([Type.String(), Type.Null()]),
  parent_page: Type.Union([Type.String(), Type.Null()]),
  order: Type.Integer(),
  tags: Type.Array(Type.String()),
  published: Type.Boolean(),
  publish_date: Type.String({ format: 'date-time' }),
  date: Type.String({ format: 'date-time' }),
  /** HTML. */
  content: Type.String(),
  media: Type.Array(Type.Unknown()),
  downloads: Type.Array(Type.Unknown()),
  links: Type.Array(Type.Unknown()),
  sponsors: Type.Array(Type.Unknown()),
  meta_keywords: Type.String(),
  meta_description: Type.String(),
});
export type Entry = Static<typeof EntrySchema>;

export const EntryQuerySchema = Type.Composite([
  Type.Object({
    route: Type.Optional(Type.String()),
    slug: Type.Optional(Type.String()),
    type: Type.Optional(Type.String()),
  }),
  PagingQuerySchema,
]);
export type EntryQuery = Static<typeof EntryQuerySchema>;
