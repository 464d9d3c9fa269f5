import { RESOURCE_DEFAULTS, type AvailableDateSchema } from '@gartenwerk/domain/schemas';
import type { StageStatus } from '@gartenwerk/domain';
import type { Static } from '@sinclair/typebox';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** The resources of the production plan: people, machines, vehicles, fields and greenhouses. */
export const planResources = pgTable('plan_resources', {
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull(),
  kind: text('kind').notNull().default(RESOURCE_DEFAULTS.kind),
  color: text('color').notNull().default(RESOURCE_DEFAULTS.color),
  fontColor: text('font_color').notNull().default(RESOURCE_DEFAULTS.font_color),
  order: integer('order').notNull().default(RESOURCE_DEFAULTS.order),
  /** The weekly hours and the exceptions (Vienna clock times), as the domain's `AvailableDate`. */
  availableDates: jsonb('available_dates')
    .$type<Static<typeof AvailableDateSchema>[]>()
    .notNull()
    .default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The stages of the orders' production plans, one row each, so that a resource's bookings can be
 * found across all orders. `position` keeps the order's own order of its stages.
 */
export const productionStages = pgTable(
  'production_stages',
  {
    orderId: text('order_id').notNull(),
    uuid: text('uuid').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    resources: text('resources').array().notNull().default([]),
    status: text('status').$type<StageStatus>().notNull().default('open'),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.uuid] }),
    index('production_stages_time_idx').on(table.start, table.end),
  ],
);
export type StageRow = typeof productionStages.$inferSelect;
