import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Int4, NullableString } from './common';

/** A file of the library a page shows or offers, known by its `_id`. */
export const FileRefSchema = Type.Object(
  { _id: Type.String({ minLength: 1 }), name: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
export type FileRef = Static<typeof FileRefSchema>;

export const BLOCK_TYPES = ['spacer', 'text', 'hr', 'gallery', 'download', 'shop_facts'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** What a shop_facts block shows, rendered from the shop settings so that the page says what the shop does. */
export const SHOP_FACT_KINDS = ['payment_methods', 'shipping', 'pickup', 'imprint', 'opening_hours'] as const;
export type ShopFactKind = (typeof SHOP_FACT_KINDS)[number];

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
  block(
    'text',
    Props({
      content: Type.String({ maxLength: 200_000 }),
      /** The English text; empty or absent: English pages show the German one. */
      content_en: Type.Optional(Type.String({ maxLength: 200_000 })),
    }),
  ),
  block('hr', Props({})),
  block('gallery', Props({ images: Type.Array(FileRefSchema, { maxItems: 500 }) })),
  block('download', Props({ downloads: Type.Array(FileRefSchema, { maxItems: 500 }) })),
  block('shop_facts', Props({ kind: Type.Union(SHOP_FACT_KINDS.map((kind) => Type.Literal(kind))) })),
]);
export type BlockInput = Static<typeof BlockInputSchema>;

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

/** Fields a client writes; everything optional so that create can fill the spec's defaults. */
export const EntryFieldsSchema = Type.Object({
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  /** The English title and text; empty: English pages show the German ones, marked as German. */
  title_en: Type.Optional(Type.String({ maxLength: 300 })),
  slug: Type.Optional(NullableString({ maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' })),
  type: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  route: Type.Optional(NullableString({ maxLength: 300, pattern: '^/' })),
  parent_page: Type.Optional(NullableString()),
  order: Type.Optional(Int4()),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
  publish_date: Type.Optional(Type.String({ format: 'date-time' })),
  date: Type.Optional(Type.String({ format: 'date-time' })),
  content: Type.Optional(Type.String({ maxLength: 200_000 })),
  content_en: Type.Optional(Type.String({ maxLength: 200_000 })),
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
