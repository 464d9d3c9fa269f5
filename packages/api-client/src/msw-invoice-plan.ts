import { planStatus, timesOverlap } from '@gartenwerk/domain';
import {
  RESOURCE_DEFAULTS,
  resourceSchemas,
  type CalendarRange,
  type PlanEvent,
  type PlanStageInput,
  type ProductionPlanSave,
  type Resource,
  type StageMove,
} from '@gartenwerk/domain/schemas';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DayPickup } from './admin-dashboard';
import { demoItems, entityHandlers } from './msw-entity';

const workdays = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  date: null,
  from: '07:00',
  to: '16:00',
  absent: false,
  reason: '',
}));

export const demoResources = demoItems(resourceSchemas, RESOURCE_DEFAULTS, [
  {
    _id: 'res-anna',
    name: 'Anna Gruber',
    kind: 'person',
    color: '#1565c0',
    order: 1,
    availableDates: [
      ...workdays,
      { weekday: null, date: '2026-03-31', from: '', to: '', absent: true, reason: 'Urlaub' },
    ],
    created: '2026-03-01T08:00:00.000Z',
  },
  {
    _id: 'res-truck',
    name: 'LKW Iveco',
    kind: 'vehicle',
    color: '#e65100',
    order: 2,
    availableDates: workdays,
    created: '2026-03-01T08:00:00.000Z',
  },
]);

/** An order of the accounting with its production plan, as the stand-in keeps it. */
export interface DemoPlan {
  _id: string;
  number: string | null;
  receiverName: string;
  production_plan: PlanStageInput[];
}

export const demoPlans: DemoPlan[] = [
  {
    _id: 'order-1',
    number: 'AU-2026-0001',
    receiverName: 'Gärtnerei Blum KG',
    production_plan: [
      {
        uuid: 'stage-dig',
        name: 'Ausgraben',
        start: '2026-03-27T06:00:00.000Z',
        end: '2026-03-27T08:00:00.000Z',
        resources: ['res-anna'],
        status: 'open',
      },
      {
        uuid: 'stage-deliver',
        name: 'Liefern',
        start: '2026-03-27T08:00:00.000Z',
        end: '2026-03-27T11:00:00.000Z',
        resources: ['res-anna', 'res-truck'],
        status: 'open',
      },
    ],
  },
];

export interface PlanHandlersOptions {
  resources?: Resource[];
  plans?: DemoPlan[];
  /** The refusal of a save or move (the server's 409 message), if any. */
  refuse?: (plan: ProductionPlanSave) => string | undefined;
  /** Each move and save the screens sent, in order. */
  sent?: Array<StageMove | ProductionPlanSave>;
  /** The pickup orders per Vienna day (`GET /api/v0/shop/pickups?date=`); none unless given. */
  pickups?: Record<string, DayPickup[]>;
}

const moment = (value: string) =>
  Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+01:00` : value);

/** The resources' routes and the production plan's calls over copies of the demo data. */
export function createPlanHandlers(options: PlanHandlersOptions = {}): HttpHandler[] {
  const resources = structuredClone(options.resources ?? demoResources);
  const plans = structuredClone(options.plans ?? demoPlans);
  const eventsIn = (range: CalendarRange): PlanEvent[] => {
    const from = moment(range.start);
    const to = moment(range.end);
    return plans.flatMap((plan) => {
      const status = planStatus(plan.production_plan);
      if (status === 'complete') return [];
      return plan.production_plan
        .filter((stage) => timesOverlap(stage, { start: from, end: to }))
        .filter((stage) => !range.resource || stage.resources.includes(range.resource))
        .map((stage) => {
          const first = resources.find((resource) => resource._id === stage.resources[0]);
          return {
            id: `${plan._id}:${stage.uuid}`,
            title: [stage.name, plan.number ?? plan.receiverName].join(' · '),
            start: stage.start,
            end: stage.end,
            order: {
              _id: plan._id,
              kind: 'invoice' as const,
              number: plan.number,
              receiverName: plan.receiverName,
              status,
            },
            stage,
            resources: stage.resources.map((id) => resources.find((each) => each._id === id)?.name ?? id),
            color: first?.color ?? '#2e7d32',
            font_color: first?.font_color ?? '#ffffff',
          };
        });
    });
  };
  const answer = (plan: DemoPlan) => ({
    _id: plan._id,
    production_plan: plan.production_plan,
    plan_status: planStatus(plan.production_plan),
  });
  const save = (input: ProductionPlanSave) => {
    const plan = plans.find((each) => each._id === input._id);
    if (!plan)
      return HttpResponse.json(
        { statusCode: 404, code: 'NOT_FOUND', message: 'document not found' },
        { status: 404 },
      );
    const refusal = options.refuse?.(input);
    if (refusal)
      return HttpResponse.json({ statusCode: 409, code: 'PLAN_CONFLICT', message: refusal }, { status: 409 });
    plan.production_plan = input.production_plan;
    return HttpResponse.json(answer(plan));
  };
  return [
    http.get('*/api/v0/shop/pickups', ({ request }) =>
      HttpResponse.json(options.pickups?.[new URL(request.url).searchParams.get('date') ?? ''] ?? []),
    ),
    ...entityHandlers({
      path: '/api/v0/invoice_resource/',
      schemas: resourceSchemas,
      items: resources,
      defaults: RESOURCE_DEFAULTS,
      notFound: 'resource not found',
      search: ['name'],
      filters: ['kind'],
    }),
    ...['getCalendarRange', 'getCalendarData'].map((action) =>
      http.post(`*/api/v0/invoice/${action}`, async ({ request }) =>
        HttpResponse.json({ events: eventsIn((await request.json()) as CalendarRange) }),
      ),
    ),
    http.post('*/api/v0/invoice/ordersByResource', async ({ request }) => {
      const range = (await request.json()) as CalendarRange;
      const events = eventsIn(range);
      return HttpResponse.json({
        resources: resources
          .filter((resource) => !range.resource || resource._id === range.resource)
          .sort((a, b) => a.order - b.order)
          .map((resource) => ({
            _id: resource._id,
            name: resource.name,
            color: resource.color,
            font_color: resource.font_color,
            events: events.filter((event) => event.stage.resources.includes(resource._id)),
          })),
      });
    }),
    http.post('*/api/v0/invoice/printProductionPlan', () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7 Produktionsplan').buffer, {
        headers: { 'content-type': 'application/pdf' },
      }),
    ),
    http.post('*/api/v1/invoice/production_plan', async ({ request }) => {
      const { _id } = (await request.json()) as { _id: string };
      const plan = plans.find((each) => each._id === _id);
      return plan
        ? HttpResponse.json(answer(plan))
        : HttpResponse.json({ _id, production_plan: [], plan_status: 'open' });
    }),
    http.put('*/api/v1/invoice/production_plan', async ({ request }) => {
      const input = (await request.json()) as ProductionPlanSave;
      options.sent?.push(input);
      if (!plans.some((each) => each._id === input._id)) {
        plans.push({ _id: input._id, number: null, receiverName: '', production_plan: [] });
      }
      return save(input);
    }),
    http.put('*/api/v1/invoice/production_plan/stage', async ({ request }) => {
      const move = (await request.json()) as StageMove;
      options.sent?.push(move);
      const plan = plans.find((each) => each._id === move._id);
      if (!plan)
        return HttpResponse.json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'document not found' },
          { status: 404 },
        );
      return save({
        _id: move._id,
        production_plan: plan.production_plan.map((stage) =>
          stage.uuid === move.uuid ? { ...stage, start: move.start, end: move.end } : stage,
        ),
      });
    }),
  ];
}
