import { Type, type Static } from '@sinclair/typebox';
import { CONTENT_UNITS } from '../constants';
import { SLUG_MAX_LENGTH } from '../slug';
import { Id, IdList, Int4, NullableInteger, NullableNumber, NullableString, Tags } from './common';

/** The slug of a write; its form is checked by the server with a message people understand. */
export const SlugField = () => Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH });

/** A special offer: its discount groups apply between start and end. */
export const SpecialOfferSchema = Type.Object(
  {
    start: Type.Optional(NullableString()),
    end: Type.Optional(NullableString()),
    discount_groups: Type.Array(Id()),
  },
  { additionalProperties: false },
);

/**
 * A season: a day-of-year window `MM-DD`..`MM-DD` that may wrap over the new year (season.ts); null:
 * all year. The server checks the days with a message people understand.
 */
export const SeasonWindowSchema = Type.Object(
  { from: Type.String({ maxLength: 10 }), until: Type.String({ maxLength: 10 }) },
  { additionalProperties: false },
);
export const NullableSeason = () => Type.Union([SeasonWindowSchema, Type.Null()]);
/** The seasons a product group or a product may carry; the product's own win over its groups'. */
export const SeasonFieldsSchema = {
  sales_season: NullableSeason(),
  shipping_season: NullableSeason(),
  pickup_season: NullableSeason(),
};

/** What an admin can set on a product group. */
export const ProductGroupFields = {
  title: Type.String({ minLength: 1, maxLength: 300 }),
  /** The English title; empty: English pages show the German one. */
  title_en: Type.String({ maxLength: 300 }),
  /** Lower-case letters, digits and hyphens; absent on creation: made from the title. */
  slug: SlugField(),
  order: Int4(),
  tags: Tags(),
  product_groups: IdList(),
  media: IdList(),
  offline: Type.Boolean(),
  special_offers: Type.Array(SpecialOfferSchema, { maxItems: 100 }),
  ...SeasonFieldsSchema,
  /** Whether the group's products may be ordered outside their shipping season (pre-orders). */
  preorders_allowed: Type.Boolean(),
};

export const ProductGroupCreateSchema = Type.Composite(
  [Type.Object({ title: ProductGroupFields.title }), Type.Partial(Type.Object(ProductGroupFields))],
  { additionalProperties: false },
);
export type ProductGroupCreate = Static<typeof ProductGroupCreateSchema>;

export const ProductGroupUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(ProductGroupFields))],
  { additionalProperties: false },
);
export type ProductGroupUpdate = Static<typeof ProductGroupUpdateSchema>;

export const PRODUCT_TYPES = ['product', 'voucher', 'set'] as const;

/** A size or form; its own price (euros) and weight (kg) replace the product's, null keeps them. */
export const VariantSchema = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 200 }),
    value: Type.String({ maxLength: 2000 }),
    /** The English label; empty or absent: English pages show the German one. */
    value_en: Type.Optional(Type.String({ maxLength: 2000 })),
    price: Type.Optional(NullableNumber({ minimum: 0, maximum: 10_000_000 })),
    weight: Type.Optional(NullableNumber({ minimum: 0 })),
  },
  { additionalProperties: false },
);
/** What one unit contains, for the price per unit (Grundpreis, § 4 PAngV). */
export const ContentSchema = Type.Union([
  Type.Object(
    {
      quantity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
      unit: Type.Union(CONTENT_UNITS.map((unit) => Type.Literal(unit))),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);
const SlotSchema = Type.Object({ product: Id() }, { additionalProperties: false });
const ShippingDataSchema = Type.Object(
  { weight: Type.Optional(Type.Number({ minimum: 0 })) },
  { additionalProperties: false },
);

/** Every writable field of a product; POST needs the title, PUT changes the fields it carries. */
export const ProductFields = {
  title: Type.String({ minLength: 1, maxLength: 500 }),
  /** Lower-case letters, digits and hyphens; absent on creation: made from the title. */
  slug: SlugField(),
  name_de: Type.String({ maxLength: 500 }),
  /** The English name and description; empty: English pages show the German ones. */
  name_en: Type.String({ maxLength: 500 }),
  description: Type.String({ maxLength: 100_000 }),
  description_en: Type.String({ maxLength: 100_000 }),
  price: NullableNumber({ minimum: 0, maximum: 10_000_000 }),
  available: Type.Boolean(),
  offline: Type.Boolean(),
  order: Int4(),
  tags: Tags(),
  type: Type.Union(PRODUCT_TYPES.map((type) => Type.Literal(type))),
  parent: NullableString({ minLength: 1 }),
  children: IdList(),
  product_groups: IdList(),
  variants: Type.Array(VariantSchema, { maxItems: 200 }),
  content: ContentSchema,
  media: IdList(),
  downloads: IdList(),
  colors: IdList(),
  slots: Type.Array(SlotSchema, { maxItems: 200 }),
  shipping_groups: IdList(),
  vat_groups: IdList(),
  discount_groups: IdList(),
  special_offers: Type.Array(SpecialOfferSchema, { maxItems: 100 }),
  shipping_data: ShippingDataSchema,
  expected_days_until_shipping: NullableInteger({ minimum: 0 }),
  /** A voucher product: the template of the vouchers it issues, which says their kind (VAT). */
  voucher_template: NullableString({ minLength: 1 }),
  sale: Type.Boolean(),
  new: Type.Boolean(),
  ...SeasonFieldsSchema,
};

export const ProductCreateSchema = Type.Composite(
  [Type.Object({ title: ProductFields.title }), Type.Partial(Type.Object(ProductFields))],
  { additionalProperties: false },
);
export type ProductCreate = Static<typeof ProductCreateSchema>;

export const ProductUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(ProductFields))],
  { additionalProperties: false },
);
export type ProductUpdate = Static<typeof ProductUpdateSchema>;
