import {
  BLOCK_TYPES,
  FileRefSchema,
  LinkSchema,
  MediaSchema,
  NullableString,
  SponsorSchema,
} from '@gartenwerk/domain/schemas';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Int4, PagingQuerySchema } from '../../core/schemas';

// What a client may send is shared with the admin centre's page editor, which checks it before sending.
export {
  BLOCK_TYPES,
  BlockAttrsSchema,
  BlockInputSchema,
  EntryFieldsSchema,
  EntryUpdateSchema,
  FileRefSchema,
  LinkSchema,
  MediaSchema,
  SponsorSchema,
  type BlockInput,
  type BlockType,
  type EntryFields,
  type EntryUpdate,
  type FileRef,
} from '@gartenwerk/domain/schemas';

const ResolvedBreakpoints = <T extends TSchema>(value: () => T) =>
  Type.Object({ xs: value(), md: value(), lg: value() });

/** A block as the server answers it: attrs complete. */
export const BlockSchema = Type.Object({
  type: Type.Union(BLOCK_TYPES.map((type) => Type.Literal(type))),
  props: Type.Record(Type.String(), Type.Unknown()),
  attrs: Type.Object({
    size: ResolvedBreakpoints(() => Type.Integer()),
    visible: ResolvedBreakpoints(() => Type.Boolean()),
  }),
});
export type Block = Static<typeof BlockSchema>;

export const EntrySchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  /** The English title; empty: English pages show the German one. */
  title_en: Type.String(),
  slug: NullableString(),
  type: Type.String(),
  route: NullableString(),
  parent_page: NullableString(),
  order: Int4(),
  tags: Type.Array(Type.String()),
  published: Type.Boolean(),
  publish_date: Type.String({ format: 'date-time' }),
  date: Type.String({ format: 'date-time' }),
  /** HTML, sanitised. */
  content: Type.String(),
  /** The English text, HTML, sanitised; empty: English pages show `content`, marked as German. */
  content_en: Type.String(),
  media: MediaSchema,
  downloads: Type.Array(FileRefSchema),
  links: Type.Array(LinkSchema),
  sponsors: Type.Array(SponsorSchema),
  meta_keywords: Type.String(),
  meta_description: Type.String(),
  /** The page-building blocks. */
  data: Type.Array(BlockSchema),
});
export type Entry = Static<typeof EntrySchema>;

export const EntryIdBodySchema = Type.Object({ _id: Type.String({ minLength: 1 }) });

export const ENTRY_SORTS = ['publish_date', 'order'] as const;

export const EntryQuerySchema = Type.Composite([
  Type.Object({
    route: Type.Optional(Type.String()),
    slug: Type.Optional(Type.String()),
    type: Type.Optional(Type.String()),
    parent_page: Type.Optional(Type.String()),
    tags: Type.Optional(Type.String({ description: 'One tag the entries carry' })),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the title, route or a tag' })),
    /** Admin and system only; visitors always get published entries. */
    published: Type.Optional(Type.Boolean()),
    /** Default: by order for pages (type=page), newest publish_date first otherwise. */
    sort: Type.Optional(Type.Union(ENTRY_SORTS.map((sort) => Type.Literal(sort)))),
  }),
  PagingQuerySchema,
]);
export type EntryQuery = Static<typeof EntryQuerySchema>;
