import {
  calendarRange,
  formatDate,
  formatTime,
  isResourceAvailable,
  planStatus,
  timesOverlap,
  type StageStatus,
} from '@gartenwerk/domain';
import type {
  CalendarRange,
  PlanEvent,
  PlanStageInput,
  ProductionPlan,
  ProductionPlanSave,
  Resource,
  ResourceEvents,
  StageMove,
} from '@gartenwerk/domain/schemas';
import { and, arrayOverlaps, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { text } from '../../core/texts';
import { resourcesById } from './resources';
import { productionStages, type StageRow } from './plan-table';
import { orderPlanHeads } from '../shop-order/service';
import { invoiceDocuments } from './table';

const toStage = (row: StageRow): PlanStageInput => ({
  uuid: row.uuid,
  name: row.name,
  start: row.start.toISOString(),
  end: row.end.toISOString(),
  resources: row.resources,
  status: row.status,
});

/** The stages of orders, each order's in its own order. */
async function stagesOf(db: Database, orderIds: readonly string[]): Promise<Map<string, PlanStageInput[]>> {
  const byOrder = new Map<string, PlanStageInput[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(productionStages)
    .where(inArray(productionStages.orderId, [...new Set(orderIds)]))
    .orderBy(asc(productionStages.orderId), asc(productionStages.position));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toStage(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** An order a production plan belongs to: an invoicing order or a shop order. */
interface PlanOrder {
  id: string;
  kind: 'invoice' | 'shop';
  number: string | null;
  receiverName: string;
}

/** The invoicing orders and shop orders of these ids that exist, by id. */
async function planOrders(db: Database, ids: readonly string[]): Promise<Map<string, PlanOrder>> {
  const found = new Map<string, PlanOrder>();
  if (ids.length === 0) return found;
  const documents = await db
    .select({
      id: invoiceDocuments.id,
      number: invoiceDocuments.number,
      receiverName: invoiceDocuments.receiverName,
    })
    .from(invoiceDocuments)
    .where(and(inArray(invoiceDocuments.id, [...new Set(ids)]), eq(invoiceDocuments.type, 'order')));
  for (const row of documents) found.set(row.id, { ...row, kind: 'invoice' });
  const rest = ids.filter((id) => !found.has(id));
  for (const [id, head] of await orderPlanHeads(db, rest)) found.set(id, { id, kind: 'shop', ...head });
  return found;
}

/** The order of a plan: an invoicing order (another document type is refused) or a shop order. */
async function readOrder(db: Database, id: string): Promise<PlanOrder> {
  const [row] = await db
    .select({ type: invoiceDocuments.type })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.id, id));
  if (row && row.type !== 'order') {
    throw new AppError('VALIDATION', 400, text('errors:productionPlan.notAnOrder'));
  }
  const order = (await planOrders(db, [id])).get(id);
  if (!order) throw notFound('document not found');
  return order;
}

/** Removes an order's stages, when the order itself is removed (inside its transaction). */
export async function removeProductionPlan(tx: Database, orderId: string): Promise<void> {
  await tx.delete(productionStages).where(eq(productionStages.orderId, orderId));
}

/** An order's production plan: its stages and the status they roll up to. */
export async function getProductionPlan(db: Database, id: string): Promise<ProductionPlan> {
  await readOrder(db, id);
  const stages = (await stagesOf(db, [id])).get(id) ?? [];
  return { _id: id, production_plan: stages, plan_status: planStatus(stages) };
}

/** How a refusal names a time: the Vienna day and clock times. */
const timeOf = (stage: { start: string; end: string }) => ({
  date: formatDate(stage.start, 'de'),
  from: formatTime(stage.start),
  to: formatTime(stage.end),
});

/**
 * Checks the stages of an order before they are saved: each ends after it starts, names resources
 * that exist, lies within each resource's available dates, and books no resource twice at the same
 * time, neither within the plan nor with another order's stage. Refusals name the resource and time.
 */
async function checkStages(tx: Database, orderId: string, stages: readonly PlanStageInput[]): Promise<void> {
  for (const stage of stages) {
    if (!(Date.parse(stage.end) > Date.parse(stage.start))) {
      throw new AppError(
        'VALIDATION',
        400,
        text('errors:productionPlan.endBeforeStart', { stage: stage.name }),
      );
    }
  }
  const resources = await resourcesById(
    tx,
    stages.flatMap((stage) => stage.resources),
  );
  for (const stage of stages) {
    for (const id of stage.resources) {
      const resource = resources.get(id);
      if (!resource) {
        throw new AppError(
          'VALIDATION',
          400,
          text('errors:productionPlan.unknownResource', { resource: id }),
        );
      }
      if (!isResourceAvailable(resource, stage.start, stage.end)) {
        throw new AppError(
          'PLAN_CONFLICT',
          409,
          text('errors:productionPlan.notAvailable', { resource: resource.name, ...timeOf(stage) }),
        );
      }
    }
  }
  // Twice within the plan.
  stages.forEach((stage, index) => {
    for (const other of stages.slice(index + 1)) {
      const shared = stage.resources.find((id) => other.resources.includes(id));
      if (shared && timesOverlap(stage, other)) {
        throw new AppError(
          'PLAN_CONFLICT',
          409,
          text('errors:productionPlan.booked', {
            resource: resources.get(shared)!.name,
            other: other.name,
            ...timeOf(stage),
          }),
        );
      }
    }
  });
  // Booked by another order (one that still exists).
  for (const stage of stages) {
    if (stage.resources.length === 0) continue;
    const clashes = await tx
      .select({
        orderId: productionStages.orderId,
        name: productionStages.name,
        resources: productionStages.resources,
      })
      .from(productionStages)
      .where(
        and(
          ne(productionStages.orderId, orderId),
          lt(productionStages.start, new Date(stage.end)),
          gt(productionStages.end, new Date(stage.start)),
          arrayOverlaps(productionStages.resources, stage.resources),
        ),
      )
      .orderBy(asc(productionStages.start));
    const orders = await planOrders(
      tx,
      clashes.map((clash) => clash.orderId),
    );
    const clash = clashes.find((each) => orders.has(each.orderId));
    if (clash) {
      const shared = stage.resources.find((id) => clash.resources.includes(id))!;
      const other = orders.get(clash.orderId)!;
      const order = [other.number, other.receiverName].filter(Boolean).join(' ');
      throw new AppError(
        'PLAN_CONFLICT',
        409,
        text('errors:productionPlan.booked', {
          resource: resources.get(shared)!.name,
          other: order ? `${clash.name}, ${order}` : clash.name,
          ...timeOf(stage),
        }),
      );
    }
  }
}

/**
 * Saves all stages of an order at once (what is not among them is removed), after `checkStages`.
 * Saves wait for each other, so two plans cannot book one resource at the same time unseen.
 */
export async function saveProductionPlan(db: Database, input: ProductionPlanSave): Promise<ProductionPlan> {
  await readOrder(db, input._id);
  const uuids = new Set(input.production_plan.map((stage) => stage.uuid));
  if (uuids.size !== input.production_plan.length) {
    throw new AppError('VALIDATION', 400, 'body/production_plan must have unique uuids');
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('production_plan'))`);
    await checkStages(tx, input._id, input.production_plan);
    await tx.delete(productionStages).where(eq(productionStages.orderId, input._id));
    if (input.production_plan.length > 0) {
      await tx.insert(productionStages).values(
        input.production_plan.map((stage, position) => ({
          orderId: input._id,
          uuid: stage.uuid,
          position,
          name: stage.name,
          start: new Date(stage.start),
          end: new Date(stage.end),
          resources: [...new Set(stage.resources)],
          status: stage.status,
        })),
      );
    }
  });
  return getProductionPlan(db, input._id);
}

/** One stage moved or resized (the calendar's drag), checked as a save of the whole plan. */
export async function moveStage(db: Database, input: StageMove): Promise<ProductionPlan> {
  const plan = await getProductionPlan(db, input._id);
  const stage = plan.production_plan.find((each) => each.uuid === input.uuid);
  if (!stage) throw new AppError('NOT_FOUND', 404, text('errors:productionPlan.unknownStage'));
  return saveProductionPlan(db, {
    _id: input._id,
    production_plan: plan.production_plan.map((each) =>
      each.uuid === input.uuid ? { ...each, start: input.start, end: input.end } : each,
    ),
  });
}

/**
 * The stages of open and partial plans that touch the range (Vienna days or date-times), as the
 * calendar's events, ordered by start; with `resource` only that resource's.
 */
export async function calendarEvents(db: Database, range: CalendarRange): Promise<PlanEvent[]> {
  const { from, to } = calendarRange(range.start, range.end);
  if (!(to > from)) return [];
  const rows = await db
    .select({ orderId: productionStages.orderId })
    .from(productionStages)
    .where(
      and(
        lt(productionStages.start, new Date(to)),
        gt(productionStages.end, new Date(from)),
        range.resource ? sql`${range.resource} = any(${productionStages.resources})` : undefined,
      ),
    );
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  if (orderIds.length === 0) return [];
  const [stages, orders] = await Promise.all([stagesOf(db, orderIds), planOrders(db, orderIds)]);
  const resources = await resourcesById(
    db,
    [...stages.values()].flat().flatMap((stage) => stage.resources),
  );
  const events: PlanEvent[] = [];
  for (const order of orders.values()) {
    const plan = stages.get(order.id) ?? [];
    const status: StageStatus = planStatus(plan);
    if (status === 'complete') continue;
    for (const stage of plan) {
      if (!(Date.parse(stage.start) < to && Date.parse(stage.end) > from)) continue;
      if (range.resource && !stage.resources.includes(range.resource)) continue;
      const first = resources.get(stage.resources[0] ?? '');
      const names = stage.resources.map((id) => resources.get(id)?.name ?? id);
      events.push({
        id: `${order.id}:${stage.uuid}`,
        title: [stage.name, order.number ?? order.receiverName].filter(Boolean).join(' · '),
        start: stage.start,
        end: stage.end,
        order: {
          _id: order.id,
          kind: order.kind,
          number: order.number,
          receiverName: order.receiverName,
          status,
        },
        stage,
        resources: names,
        color: first?.color ?? '#2e7d32',
        font_color: first?.font_color ?? '#ffffff',
      });
    }
  }
  return events.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

/** ordersByResource: every resource in its order with its events in the range. */
export async function eventsByResource(db: Database, range: CalendarRange): Promise<ResourceEvents> {
  const [resources, events] = await Promise.all([
    resourcesById(db, range.resource ? [range.resource] : undefined),
    calendarEvents(db, range),
  ]);
  return {
    resources: [...resources.values()].map((resource: Resource) => ({
      _id: resource._id,
      name: resource.name,
      color: resource.color,
      font_color: resource.font_color,
      events: events.filter((event) => event.stage.resources.includes(resource._id)),
    })),
  };
}

/** How many days ahead the admin dashboard lists the production stages. */
export const UPCOMING_STAGE_DAYS = 7;

/**
 * The stages not yet complete of open and partial plans that start or run within the next
 * `UPCOMING_STAGE_DAYS` days from `now`, by start: the admin dashboard's tile.
 */
export async function upcomingStages(db: Database, now = new Date()): Promise<PlanEvent[]> {
  const end = new Date(now.getTime() + UPCOMING_STAGE_DAYS * 86_400_000);
  const events = await calendarEvents(db, { start: now.toISOString(), end: end.toISOString() });
  return events.filter((event) => event.stage.status !== 'complete');
}
