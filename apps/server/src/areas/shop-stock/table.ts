import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';
import { invoiceDocuments } from '../invoice/table';
import { shopProducts } from '../shop-product/table';

/** Stock of a product, or of one of its variants (by variant key; '' is the product itself). */
export const shopStock = pgTable(
  'shop_stock',
  {
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull().default(''),
    quantity: integer('quantity').notNull(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.variant] }),
    // The last line of defence: no code path can leave a negative stock behind.
    check('shop_stock_not_negative', sql`${table.quantity} >= 0`),
  ],
);

/** Every change of a stock level: why, by how much, by whom and when. */
export const shopStockMovements = pgTable(
  'shop_stock_movements',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull().default(''),
    delta: integer('delta').notNull(),
    /** The level after the change. */
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    userId: text('user_id'),
    orderId: text('order_id'),
    /** The vendor order whose goods receipt (or its take-back) changed the level. */
    documentId: text('document_id').references(() => invoiceDocuments.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_stock_movements_product_idx').on(table.productId, table.created)],
);

export type StockRow = typeof shopStock.$inferSelect;
export type StockMovementRow = typeof shopStockMovements.$inferSelect;
