import { Type, type Static } from '@sinclair/typebox';
import { RESOURCE_KINDS, STAGE_STATUSES } from '../production-plan';
import { Id, Int4, NullableInteger, NullableString } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** A calendar day `YYYY-MM-DD`. */
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
/** A colour the calendar draws with: #rrggbb. */
const CalendarColor = () => Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
/** A Vienna clock time `HH:MM` (00:00 to 24:00), or empty for an absent day. */
const ClockTime = () => Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)?$' });

/** What the server gives a new resource that does not say otherwise: its table's defaults. */
export const RESOURCE_DEFAULTS = {
  kind: 'person',
  color: '#2e7d32',
  font_color: '#ffffff',
  order: 0,
} as const;

/**
 * One entry of `availableDates`: the weekly hours (a `weekday`, 1 Monday … 7 Sunday) or an exception
 * for one Vienna day (a `date`: `absent`, or other hours), with its reason.
 */
export const AvailableDateSchema = Type.Object(
  {
    weekday: NullableInteger({ minimum: 1, maximum: 7 }),
    date: NullableString({ pattern: DAY }),
    from: ClockTime(),
    to: ClockTime(),
    absent: Type.Boolean(),
    reason: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

/** A resource of the production plan (`/api/v0/invoice_resource/`) as the API answers it. */
export const ResourceSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  kind: oneOf(RESOURCE_KINDS),
  color: Type.String(),
  font_color: Type.String(),
  order: Type.Integer(),
  availableDates: Type.Array(AvailableDateSchema),
  created: Type.String({ format: 'date-time' }),
});
export type Resource = Static<typeof ResourceSchema>;

/** What an admin can set on a resource. */
export const ResourceFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  kind: oneOf(RESOURCE_KINDS),
  color: CalendarColor(),
  font_color: CalendarColor(),
  order: Int4(),
  availableDates: Type.Array(AvailableDateSchema, { maxItems: 500 }),
};

export const ResourceCreateSchema = Type.Composite(
  [Type.Object({ name: ResourceFields.name }), Type.Partial(Type.Object(ResourceFields))],
  { additionalProperties: false },
);
export type ResourceCreate = Static<typeof ResourceCreateSchema>;

export const ResourceUpdateSchema = Type.Composite(
  [Type.Object({ _id: Type.Optional(Id()) }), Type.Partial(Type.Object(ResourceFields))],
  { additionalProperties: false },
);
export type ResourceUpdate = Static<typeof ResourceUpdateSchema>;

export const RESOURCE_SORTS = ['name', 'order', 'created'] as const;
export const ResourceQuerySchema = BrowseQuerySchema({
  filters: { kind: Type.Optional(oneOf(RESOURCE_KINDS)) },
  sorts: RESOURCE_SORTS,
  search: 'Part of the name',
});
export type ResourceQuery = Static<typeof ResourceQuerySchema>;

export const resourceSchemas = {
  item: ResourceSchema,
  create: ResourceCreateSchema,
  update: ResourceUpdateSchema,
  query: ResourceQuerySchema,
} satisfies EntitySchemas;

/** A stage of an order's production plan, as saved and answered. */
export const PlanStageSchema = Type.Object(
  {
    uuid: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    start: Type.String({ format: 'date-time' }),
    end: Type.String({ format: 'date-time' }),
    resources: Type.Array(Id(), { maxItems: 50 }),
    status: oneOf(STAGE_STATUSES),
  },
  { additionalProperties: false },
);
export type PlanStageInput = Static<typeof PlanStageSchema>;

/** An order's production plan: its stages and the status they roll up to. */
export const ProductionPlanSchema = Type.Object({
  _id: Type.String(),
  production_plan: Type.Array(PlanStageSchema),
  plan_status: oneOf(STAGE_STATUSES),
});
export type ProductionPlan = Static<typeof ProductionPlanSchema>;

/** `PUT /api/v1/invoice/production_plan`: all stages of an order at once. */
export const ProductionPlanSaveSchema = Type.Object(
  { _id: Id(), production_plan: Type.Array(PlanStageSchema, { maxItems: 200 }) },
  { additionalProperties: false },
);
export type ProductionPlanSave = Static<typeof ProductionPlanSaveSchema>;

/** `PUT /api/v1/invoice/production_plan/stage`: one stage moved or resized (the calendar's drag). */
export const StageMoveSchema = Type.Object(
  {
    _id: Id(),
    uuid: Type.String({ minLength: 1, maxLength: 64 }),
    start: Type.String({ format: 'date-time' }),
    end: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type StageMove = Static<typeof StageMoveSchema>;

/**
 * The range of getCalendarData, getCalendarRange and ordersByResource: Vienna days (`YYYY-MM-DD`, the
 * end excluded) or date-times with their zone, as FullCalendar sends them; `resource` narrows it.
 */
export const CalendarRangeSchema = Type.Object(
  {
    start: Type.String({ minLength: 10, maxLength: 40 }),
    end: Type.String({ minLength: 10, maxLength: 40 }),
    resource: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export type CalendarRange = Static<typeof CalendarRangeSchema>;

/** A stage as the calendar shows it: an event of an open or partial order. */
export const PlanEventSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  order: Type.Object({
    _id: Type.String(),
    /** An invoicing order (`invoice`) or a shop order (`shop`): where its screen is. */
    kind: oneOf(['invoice', 'shop'] as const),
    number: NullableString(),
    receiverName: Type.String(),
    status: Type.String(),
  }),
  stage: PlanStageSchema,
  resources: Type.Array(Type.String()),
  color: Type.String(),
  font_color: Type.String(),
});
export type PlanEvent = Static<typeof PlanEventSchema>;

export const PlanEventsSchema = Type.Object({ events: Type.Array(PlanEventSchema) });

/** ordersByResource: each resource (in its order) with its events in the range. */
export const ResourceEventsSchema = Type.Object({
  resources: Type.Array(
    Type.Object({
      _id: Type.String(),
      name: Type.String(),
      color: Type.String(),
      font_color: Type.String(),
      events: Type.Array(PlanEventSchema),
    }),
  ),
});
export type ResourceEvents = Static<typeof ResourceEventsSchema>;

/** printProductionPlan: a day's or a week's plan from `date` (a Vienna day), per resource. */
export const PrintPlanSchema = Type.Object(
  {
    date: Type.String({ pattern: DAY }),
    span: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('week')])),
    resource: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export type PrintPlan = Static<typeof PrintPlanSchema>;
