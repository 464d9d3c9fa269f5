import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarRangeSchema,
  PlanEventsSchema,
  PrintPlanSchema,
  ProductionPlanSaveSchema,
  ProductionPlanSchema,
  ResourceEventsSchema,
  StageMoveSchema,
} from '@gartenwerk/domain/schemas';
import { requestLanguage } from '../../core/texts';
import {
  calendarEvents,
  eventsByResource,
  getProductionPlan,
  moveStage,
  saveProductionPlan,
} from './production-plan';
import { printProductionPlan } from './plan-print';
import { IdBodySchema } from './schemas';
import { tags } from './route-common';

/**
 * The production plan: the spec's calls getCalendarData, getCalendarRange, ordersByResource and
 * printProductionPlan under POST /api/v0/invoice/, and the reads and saves of an order's stages.
 */
export const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const action of ['getCalendarData', 'getCalendarRange']) {
    app.post(
      `/api/v0/invoice/${action}`,
      {
        schema: {
          tags,
          summary: 'The stages of open and partial orders in a range (Vienna days or date-times) as events',
          body: CalendarRangeSchema,
          response: { 200: PlanEventsSchema },
        },
      },
      async (request) => ({ events: await calendarEvents(app.db, request.body) }),
    );
  }

  app.post(
    '/api/v0/invoice/ordersByResource',
    {
      schema: {
        tags,
        summary: 'Each resource with the stages of open and partial orders in a range',
        body: CalendarRangeSchema,
        response: { 200: ResourceEventsSchema },
      },
    },
    async (request) => eventsByResource(app.db, request.body),
  );

  app.post(
    '/api/v0/invoice/printProductionPlan',
    {
      schema: {
        tags,
        summary: 'A day’s or a week’s production plan per resource as PDF',
        body: PrintPlanSchema,
      },
    },
    async (request, reply) => {
      const file = await printProductionPlan(app.db, request.body, requestLanguage(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .send(file.content);
    },
  );

  app.post(
    '/api/v1/invoice/production_plan',
    {
      schema: {
        tags,
        summary: 'An order’s production plan: its stages and their rolled-up status',
        body: IdBodySchema,
        response: { 200: ProductionPlanSchema },
      },
    },
    async (request) => getProductionPlan(app.db, request.body._id),
  );

  app.put(
    '/api/v1/invoice/production_plan',
    {
      schema: {
        tags,
        summary:
          'Saves all stages of an order; a stage outside its resources’ available dates or a resource booked twice is refused (409)',
        body: ProductionPlanSaveSchema,
        response: { 200: ProductionPlanSchema },
      },
    },
    async (request) => saveProductionPlan(app.db, request.body),
  );

  app.put(
    '/api/v1/invoice/production_plan/stage',
    {
      schema: {
        tags,
        summary: 'Moves or resizes one stage (the calendar’s drag), checked as a save of the plan',
        body: StageMoveSchema,
        response: { 200: ProductionPlanSchema },
      },
    },
    async (request) => moveStage(app.db, request.body),
  );
};
