import type { ProductContent, SeasonFields } from '@gartenwerk/domain';
import { getTableColumns } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
import { newId } from '../../core/ids';

/** The free-form parts of a product, kept as JSONB under the spec's field names; its own seasons among them. */
export interface ProductDetails extends SeasonFields {
  name_de?: string;
  /** English name and description; empty: English pages show the German ones. */
  name_en?: string;
  description?: string;
  description_en?: string;
  parent?: string | null;
  children?: string[];
  variants?: Array<{
    key: string;
    value: string;
    value_en?: string;
    price?: number | null;
    weight?: number | null;
  }>;
  content?: ProductContent | null;
  media?: string[];
  downloads?: string[];
  slots?: Array<{ product: string }>;
  shipping_groups?: string[];
  vat_groups?: string[];
  discount_groups?: string[];
  special_offers?: Array<{ start?: string | null; end?: string | null; discount_groups: string[] }>;
  shipping_data?: { weight?: number };
  expected_days_until_shipping?: number | null;
  /** A voucher product: the template of the vouchers it issues. */
  voucher_template?: string | null;
  sale?: boolean;
  new?: boolean;
}

export const shopProducts = pgTable(
  'shop_products',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    /** The product's name in its URL; made from the title once, then kept until an admin changes it. */
    slug: text('slug').notNull(),
    /** Integer cents; null when the product has no price (price on request). */
    priceCents: integer('price_cents'),
    available: boolean('available').notNull().default(true),
    offline: boolean('offline').notNull().default(false),
    order: integer('order').notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    productGroups: text('product_groups').array().notNull().default([]),
    /** Colour ids; a column of its own so that a colour in use is found by index. */
    colors: text('colors').array().notNull().default([]),
    type: text('type').notNull().default('product'),
    data: jsonb('data').$type<ProductDetails>().notNull().default({}),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** German full-text index of title, name_de, tags and group titles; kept by `refreshSearchIndex`. */
    search: tsvector('search'),
  },
  (table) => [
    index('shop_products_product_groups_idx').using('gin', table.productGroups),
    index('shop_products_colors_idx').using('gin', table.colors),
    index('shop_products_search_idx').using('gin', table.search),
    uniqueIndex('shop_products_slug_idx').on(table.slug),
  ],
);

/** Every column but the search index, which answers never show and which is heavy to read. */
const { search: _search, ...productColumnsWithoutSearch } = getTableColumns(shopProducts);
export const productColumns = productColumnsWithoutSearch;

export type ProductRow = Omit<typeof shopProducts.$inferSelect, 'search'>;
