import {
  calendarRange,
  DEFAULT_LANGUAGE,
  formatDate,
  formatTime,
  isResourceAvailable,
  planStatus,
  timesOverlap,
  viennaDay,
  type Language,
  type StageStatus,
} from '@gartenwerk/domain';
import type {
  CalendarRange,
  PlanEvent,
  PlanStageInput,
  PrintPlan,
  ProductionPlan,
  ProductionPlanSave,
  Resource,
  ResourceEvents,
  StageMove,
} from '@gartenwerk/domain/schemas';
import { createI18n } from '@gartenwerk/i18n';
import { and, arrayOverlaps, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { A4Writer, embedFonts, GREY, PAGE_MARGIN } from '../../core/pdf';
import { text } from '../../core/texts';
import { resourcesById } from './resources';
import { productionStages, type StageRow } from './plan-table';
import { addDays } from './document';
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

async function readOrder(db: Database, id: string) {
  const [row] = await db
    .select({
      id: invoiceDocuments.id,
      type: invoiceDocuments.type,
      number: invoiceDocuments.number,
      receiverName: invoiceDocuments.receiverName,
      status: invoiceDocuments.status,
    })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.id, id));
  if (!row) throw notFound('document not found');
  if (row.type !== 'order') throw new AppError('VALIDATION', 400, text('errors:productionPlan.notAnOrder'));
  return row;
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
    const [clash] = await tx
      .select({
        name: productionStages.name,
        resources: productionStages.resources,
        number: invoiceDocuments.number,
        receiverName: invoiceDocuments.receiverName,
      })
      .from(productionStages)
      .innerJoin(invoiceDocuments, eq(invoiceDocuments.id, productionStages.orderId))
      .where(
        and(
          ne(productionStages.orderId, orderId),
          lt(productionStages.start, new Date(stage.end)),
          gt(productionStages.end, new Date(stage.start)),
          arrayOverlaps(productionStages.resources, stage.resources),
        ),
      )
      .limit(1);
    if (clash) {
      const shared = stage.resources.find((id) => clash.resources.includes(id))!;
      const order = [clash.number, clash.receiverName].filter(Boolean).join(' ');
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
    .innerJoin(invoiceDocuments, eq(invoiceDocuments.id, productionStages.orderId))
    .where(
      and(
        lt(productionStages.start, new Date(to)),
        gt(productionStages.end, new Date(from)),
        range.resource ? sql`${range.resource} = any(${productionStages.resources})` : undefined,
      ),
    );
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  if (orderIds.length === 0) return [];
  const [stages, orders] = await Promise.all([
    stagesOf(db, orderIds),
    db
      .select({
        id: invoiceDocuments.id,
        number: invoiceDocuments.number,
        receiverName: invoiceDocuments.receiverName,
      })
      .from(invoiceDocuments)
      .where(inArray(invoiceDocuments.id, orderIds)),
  ]);
  const resources = await resourcesById(
    db,
    [...stages.values()].flat().flatMap((stage) => stage.resources),
  );
  const events: PlanEvent[] = [];
  for (const order of orders) {
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
        order: { _id: order.id, number: order.number, receiverName: order.receiverName, status },
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

/**
 * printProductionPlan: a day's or a week's plan (Monday to Sunday of the week of `date`) per
 * resource as a PDF: each resource with its stages by Vienna day and time.
 */
export async function printProductionPlan(
  db: Database,
  input: PrintPlan,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ content: Buffer; filename: string }> {
  const t = createI18n(language).getFixedT(null, 'invoice');
  const span = input.span ?? 'day';
  const weekday = new Date(`${input.date}T12:00:00Z`).getUTCDay() || 7;
  const first = span === 'week' ? addDays(input.date, 1 - weekday) : input.date;
  const last = span === 'week' ? addDays(first, 6) : first;
  const byResource = await eventsByResource(db, {
    start: first,
    end: addDays(last, 1),
    ...(input.resource ? { resource: input.resource } : {}),
  });
  const title =
    span === 'week'
      ? t('plan.week', { from: formatDate(first, language), to: formatDate(last, language) })
      : t('plan.day', { date: formatDate(first, language) });

  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Gartenwerk');
  pdf.setCreator('Gartenwerk');
  const { regular, bold } = await embedFonts(pdf);
  const writer = new A4Writer(pdf);
  writer.write(title, PAGE_MARGIN, bold, 16);
  writer.top -= 12;
  for (const resource of byResource.resources) {
    writer.room(48);
    writer.top -= 22;
    writer.page.drawRectangle({
      x: PAGE_MARGIN,
      y: writer.top - 4,
      width: 10,
      height: 10,
      color: rgb(...hexRgb(resource.color)),
    });
    writer.write(resource.name, PAGE_MARGIN + 16, bold, 12);
    if (resource.events.length === 0) {
      writer.top -= 15;
      writer.write(t('plan.nothing'), PAGE_MARGIN + 16, regular, 9, GREY);
      continue;
    }
    for (const event of resource.events) {
      // A stage within one day: its times (after the day on a week's plan); else both days and times.
      const sameDay = viennaDay(event.start) === viennaDay(new Date(Date.parse(event.end) - 1));
      const times = `${formatTime(event.start)} – ${formatTime(event.end)}`;
      const when = !sameDay
        ? `${formatDate(event.start, language)} ${formatTime(event.start)} – ${formatDate(event.end, language)} ${formatTime(event.end)}`
        : span === 'week'
          ? `${formatDate(event.start, language)} ${times}`
          : times;
      writer.room(28);
      writer.top -= 15;
      writer.write(when, PAGE_MARGIN + 16, regular, 9);
      writer.write(event.stage.name, PAGE_MARGIN + 200, bold, 9);
      writer.top -= 11;
      const order = `${t('plan.order')} ${event.order.number ?? ''} ${event.order.receiverName}`.replace(
        /\s+/g,
        ' ',
      );
      writer.write(
        `${order} · ${t(`plan.status.${event.stage.status}`)}`,
        PAGE_MARGIN + 200,
        regular,
        8,
        GREY,
      );
    }
  }
  const content = Buffer.from(await pdf.save());
  const filename = `produktionsplan-${first}${span === 'week' ? `-${last}` : ''}.pdf`;
  return { content, filename };
}

function hexRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
