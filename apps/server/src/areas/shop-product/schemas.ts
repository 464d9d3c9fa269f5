import { CONTENT_UNITS } from '@gartenwerk/domain';
import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema, Int4 } from '../../core/schemas';
import {
  Id,
  IdList,
  NullableNumber,
  NullableString,
  SpecialOfferSchema,
  Tags,
} from '../../core/shop-schemas';
import { SlugField } from '../../core/slugs';

/** One or more values separated by commas, none empty. */
const COMMA_LIST = '^[^,]+(,[^,]+)*$';

export const PRODUCT_TYPES = ['product', 'voucher', 'set'] as const;

/** A size or form; its own price (euros) and weight (kg) replace the product's, null keeps them. */
const VariantSchema = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 200 }),
    value: Type.String({ maxLength: 2000 }),
    price: Type.Optional(
      Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 0, maximum: 10_000_000 }),
    ),
    weight: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 0 })),
  },
  { additionalProperties: false },
);
/** What one unit contains, for the price per unit (Grundpreis, § 4 PAngV). */
const ContentSchema = Type.Union([
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

export const ProductSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  /** The product's name in its URL (/shop/<group slug>/<slug>). */
  slug: Type.String(),
  name_de: Type.String(),
  description: Type.String(),
  /** Euros with two decimals; null when the price is on request. */
  price: NullableNumber(),
  available: Type.Boolean(),
  offline: Type.Boolean(),
  order: Int4(),
  tags: Type.Array(Type.String()),
  type: Type.String(),
  parent: NullableString(),
  children: Type.Array(Type.String()),
  product_groups: Type.Array(Type.String()),
  variants: Type.Array(VariantSchema),
  content: ContentSchema,
  /** File ids of the file library. */
  media: Type.Array(Type.String()),
  downloads: Type.Array(Type.String()),
  colors: Type.Array(Type.String()),
  slots: Type.Array(Type.Object({ product: Type.String() })),
  shipping_groups: Type.Array(Type.String()),
  vat_groups: Type.Array(Type.String()),
  discount_groups: Type.Array(Type.String()),
  special_offers: Type.Array(
    Type.Object({
      start: Type.Optional(NullableString()),
      end: Type.Optional(NullableString()),
      discount_groups: Type.Array(Type.String()),
    }),
  ),
  shipping_data: Type.Object({ weight: Type.Optional(Type.Number()) }),
  expected_days_until_shipping: NullableNumber(),
  sale: Type.Boolean(),
  new: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
});
export type Product = Static<typeof ProductSchema>;

/** Every writable field of a product; POST needs the title, PUT changes the fields it carries. */
const ProductFields = {
  title: Type.String({ minLength: 1, maxLength: 500 }),
  /** Lower-case letters, digits and hyphens; absent on creation: made from the title. */
  slug: SlugField(),
  name_de: Type.String({ maxLength: 500 }),
  description: Type.String({ maxLength: 100_000 }),
  price: Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 0, maximum: 10_000_000 }),
  available: Type.Boolean(),
  offline: Type.Boolean(),
  order: Int4(),
  tags: Tags(),
  type: Type.Union(PRODUCT_TYPES.map((type) => Type.Literal(type))),
  parent: Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1 }),
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
  expected_days_until_shipping: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0 }),
  sale: Type.Boolean(),
  new: Type.Boolean(),
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

export const PRODUCT_SORTS = ['order', 'title', 'price', 'created'] as const;
export const ProductQuerySchema = BrowseQuerySchema({
  filters: {
    product_groups: Type.Optional(Type.String({ description: 'Only products of this group (id or slug)' })),
    colors: Type.Optional(
      Type.String({
        pattern: COMMA_LIST,
        maxLength: 2000,
        description: 'Only products of one of these colours (ids, comma-separated)',
      }),
    ),
    tags: Type.Optional(
      Type.String({
        pattern: COMMA_LIST,
        maxLength: 2000,
        description: 'Only products carrying every one of these tags (comma-separated)',
      }),
    ),
    available: Type.Optional(
      Type.Boolean({ description: 'Only products that can be ordered now (true) or sold-out ones (false)' }),
    ),
    price_min: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 10_000_000,
        description: 'Lowest price in euros (the entered price)',
      }),
    ),
    price_max: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 10_000_000,
        description: 'Highest price in euros (the entered price)',
      }),
    ),
    offline: Type.Optional(Type.Boolean({ description: 'Only offline (true) or online (false) products' })),
    sale: Type.Optional(Type.Boolean()),
    new: Type.Optional(Type.Boolean()),
    type: Type.Optional(Type.Union(PRODUCT_TYPES.map((type) => Type.Literal(type)))),
  },
  sorts: PRODUCT_SORTS,
  search: 'Words of title, name_de, tags or group titles',
});
export type ProductQuery = Static<typeof ProductQuerySchema>;

/** Takes several products offline or brings them online at once. */
export const ProductOfflineSchema = Type.Object(
  { ids: Type.Array(Id(), { minItems: 1, maxItems: 500 }), offline: Type.Boolean() },
  { additionalProperties: false },
);
export type ProductOffline = Static<typeof ProductOfflineSchema>;
