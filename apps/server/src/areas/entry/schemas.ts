import { NullableString } from '@gartenwerk/domain/schemas';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Int4, PagingQuerySchema } from '../../core/schemas';

/** A file of the library a page shows or offers, known by its `_id`. */
export const FileRefSchema = Type.Object(
  { _id: Type.String({ minLength: 1 }), name: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
export type FileRef = Static<typeof FileRefSchema>;

export const BLOCK_TYPES = ['spacer', 'text', 'hr', 'gallery', 'download'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

const Breakpoints = <T extends TSchema>(value: () => T) =>
  Type.Object({ xs: Type.Optional(value()), md: Type.Optional(value()), lg: Type.Optional(value()) });

/** Columns of 12 a block spans, and whether it shows, per breakpoint; missing ones default to 12 and true. */
export const BlockAttrsSchema = Type.Object({
  size: Type.Optional(Breakpoints(() => Type.Integer({ minimum: 1, maximum: 12 }))),
  visible: Type.Optional(Breakpoints(() => Type.Boolean())),
});

// Props carry what each type needs; editors may keep more (e.g. a spacer's height), so extras stay.
const Props = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: true });

const block = <K extends BlockType, P extends TSchema>(type: K, props: P) =>
  Type.Object({
    type: Type.Literal(type),
    props,
    attrs: Type.Optional(BlockAttrsSchema),
  });

/** A page-building block as the client sends it. */
export const BlockInputSchema = Type.Union([
  block('spacer', Props({ height: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })) })),
  block('text', Props({ content: Type.String({ maxLength: 200_000 }) })),
  block('hr', Props({})),
  block('gallery', Props({ images: Type.Array(FileRefSchema, { maxItems: 500 }) })),
  block('download', Props({ downloads: Type.Array(FileRefSchema, { maxItems: 500 }) })),
]);
export type BlockInput = Static<typeof BlockInputSchema>;

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

export const LinkSchema = Type.Object(
  { url: Type.String({ maxLength: 2000 }), title: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
export const SponsorSchema = Type.Object(
  {
    name: Type.Optional(Type.String()),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    image: Type.Optional(Type.Union([FileRefSchema, Type.Null()])),
  },
  { additionalProperties: true },
);
export const MediaSchema = Type.Object({ images: Type.Array(FileRefSchema, { maxItems: 500 }) });

export const EntrySchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
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

/** Fields a client writes; everything optional so that create can fill the spec's defaults. */
export const EntryFieldsSchema = Type.Object({
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  slug: Type.Optional(
    Type.Union([Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' }), Type.Null()]),
  ),
  type: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  route: Type.Optional(Type.Union([Type.String({ maxLength: 300, pattern: '^/' }), Type.Null()])),
  parent_page: Type.Optional(NullableString()),
  order: Type.Optional(Int4()),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
  publish_date: Type.Optional(Type.String({ format: 'date-time' })),
  date: Type.Optional(Type.String({ format: 'date-time' })),
  content: Type.Optional(Type.String({ maxLength: 200_000 })),
  media: Type.Optional(MediaSchema),
  downloads: Type.Optional(Type.Array(FileRefSchema, { maxItems: 500 })),
  links: Type.Optional(Type.Array(LinkSchema, { maxItems: 200 })),
  sponsors: Type.Optional(Type.Array(SponsorSchema, { maxItems: 200 })),
  meta_keywords: Type.Optional(Type.String({ maxLength: 1000 })),
  meta_description: Type.Optional(Type.String({ maxLength: 1000 })),
  data: Type.Optional(Type.Array(BlockInputSchema, { maxItems: 500 })),
});
export type EntryFields = Static<typeof EntryFieldsSchema>;

/** An update names its entry by `_id` in the body (or the path) and may send the whole entry back. */
export const EntryUpdateSchema = Type.Composite([
  Type.Object({
    _id: Type.Optional(Type.String({ minLength: 1 })),
    published: Type.Optional(Type.Boolean()),
  }),
  EntryFieldsSchema,
]);
export type EntryUpdate = Static<typeof EntryUpdateSchema>;

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
