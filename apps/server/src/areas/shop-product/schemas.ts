import { ContentSchema, NullableSeason, PRODUCT_TYPES, VariantSchema } from '@gartenwerk/domain/schemas';
import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema, Int4 } from '../../core/schemas';
import { Id, NullableNumber, NullableString } from '../../core/shop-schemas';

/** One or more values separated by commas, none empty. */
const COMMA_LIST = '^[^,]+(,[^,]+)*$';

// What an admin may send is shared with the admin centre's form, which checks it before sending.
export {
  PRODUCT_TYPES,
  ProductCreateSchema,
  ProductUpdateSchema,
  type ProductCreate,
  type ProductUpdate,
} from '@gartenwerk/domain/schemas';

export const AvailabilitySchema = Type.Union([
  Type.Object({ state: Type.Literal('now') }),
  Type.Object({
    state: Type.Literal('preorder'),
    ship_from: Type.String({ format: 'date' }),
    ship_week: Type.Integer({ minimum: 1, maximum: 53 }),
  }),
  Type.Object({ state: Type.Literal('not_orderable'), orderable_from: NullableString({ format: 'date' }) }),
  Type.Object({
    state: Type.Literal('frost_stop'),
    ship_from: NullableString({ format: 'date' }),
    text: Type.String(),
  }),
]);

export const ProductSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  /** The product's name in its URL (/shop/<group slug>/<slug>). */
  slug: Type.String(),
  name_de: Type.String(),
  /** The English name and description; empty: English pages show the German ones. */
  name_en: Type.String(),
  description: Type.String(),
  description_en: Type.String(),
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
  /** A voucher product: the template of the vouchers it issues (their kind, multi- or single-purpose). */
  voucher_template: Type.Optional(NullableString()),
  sale: Type.Boolean(),
  new: Type.Boolean(),
  /** The product's own seasons (`MM-DD` windows); null: its groups' season holds, or none. */
  sales_season: NullableSeason(),
  shipping_season: NullableSeason(),
  pickup_season: NullableSeason(),
  /**
   * Whether and how it can be ordered now, by its seasons and its groups' (public answers):
   * `now`, `preorder` (shipped from `ship_from`, ISO week `ship_week`) or `not_orderable` (again
   * from `orderable_from`).
   */
  availability: Type.Optional(AvailabilitySchema),
  created: Type.String({ format: 'date-time' }),
});
export type Product = Static<typeof ProductSchema>;

export const PRODUCT_SORTS = ['order', 'title', 'price', 'created', 'waiting'] as const;
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
