import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

export const shopVoucherTemplates = pgTable('shop_voucher_templates', {
  id: text('id').primaryKey().$defaultFn(newId),
  title: text('title').notNull(),
  /** File id of the background image in the file library. */
  image: text('image'),
  /** Text printed under the value; {{code}}, {{value}} and {{valid_until}} are filled in. */
  text: text('text').notNull().default(''),
  /** The vouchers' kind (EU voucher rules): 'multi' (Mehrzweck) or 'single' (Einzweck). */
  purpose: text('purpose').notNull().default('multi'),
  /** A single-purpose voucher's VAT rate (percent) and country (lower case); null for 'multi'. */
  vatRate: doublePrecision('vat_rate'),
  vatCountry: text('vat_country'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export const shopVouchers = pgTable(
  'shop_vouchers',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Stored in upper case; codes are compared in upper case. */
    code: text('code').notNull().unique(),
    valueCents: integer('value_cents').notNull(),
    remainingCents: integer('remaining_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    template: text('template'),
    /** The paid order whose voucher product created this voucher. */
    orderId: text('order_id'),
    tags: text('tags').array().notNull().default([]),
    data: jsonb('data').$type<{ recipient?: string; message?: string }>().notNull().default({}),
    /**
     * The voucher's kind, fixed when it is issued (from its template or the order that sold it):
     * 'multi' pays after VAT, 'single' was taxed at `vatRate` in `vatCountry` when sold.
     */
    purpose: text('purpose').notNull().default('multi'),
    vatRate: doublePrecision('vat_rate'),
    vatCountry: text('vat_country'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'shop_vouchers_remaining_valid',
      sql`${table.remainingCents} >= 0 and ${table.remainingCents} <= ${table.valueCents}`,
    ),
  ],
);

export type VoucherRow = typeof shopVouchers.$inferSelect;
export type VoucherTemplateRow = typeof shopVoucherTemplates.$inferSelect;
