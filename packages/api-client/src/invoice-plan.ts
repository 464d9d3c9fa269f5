import type {
  CalendarRange,
  PlanEvent,
  PrintPlan,
  ProductionPlan,
  ProductionPlanSave,
  ResourceEvents,
  resourceSchemas,
  StageMove,
} from '@gartenwerk/domain/schemas';
import { api } from './api';
import { entityEndpoints } from './entity';
import { fetchFile, type RequestOptions } from './request';

/** The production plan's resources (`/api/v0/invoice_resource/`; admin, system). */
export const resourceApi = entityEndpoints<typeof resourceSchemas>()({
  type: 'PlanResource',
  path: '/api/v0/invoice_resource/',
  one: 'Resource',
  many: 'Resources',
  listQuery: { limit: 1000 },
});

const PLAN = { type: 'ProductionPlan' as const, id: 'LIST' };

/**
 * The production plan: the calendar's events (getCalendarRange), the same per resource
 * (ordersByResource), an order's stages and their saves. A save or a move refreshes every calendar.
 */
export const productionPlanApi = api.enhanceEndpoints({ addTagTypes: ['ProductionPlan'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/v0/invoice/getCalendarRange`: the stages of open and partial orders in a range. */
    getCalendarRange: build.query<{ events: PlanEvent[] }, CalendarRange>({
      query: (input) => ({ verb: 'create', path: '/api/v0/invoice/getCalendarRange', payload: input }),
      providesTags: [PLAN],
    }),
    /** `POST /api/v0/invoice/ordersByResource`: each resource with its events in a range. */
    ordersByResource: build.query<ResourceEvents, CalendarRange>({
      query: (input) => ({ verb: 'create', path: '/api/v0/invoice/ordersByResource', payload: input }),
      providesTags: [PLAN],
    }),
    /** An order's stages and their rolled-up status. */
    getProductionPlan: build.query<ProductionPlan, string>({
      query: (id) => ({ verb: 'create', path: '/api/v1/invoice/production_plan', payload: { _id: id } }),
      providesTags: (_result, _error, id) => [{ type: 'ProductionPlan', id }],
    }),
    /** Saves all stages of an order; a conflict is refused (409) with its message. */
    saveProductionPlan: build.mutation<ProductionPlan, ProductionPlanSave>({
      query: (input) => ({ verb: 'update', path: '/api/v1/invoice/production_plan', payload: input }),
      invalidatesTags: (_result, _error, input) => [PLAN, { type: 'ProductionPlan', id: input._id }],
    }),
    /** Moves or resizes one stage (the calendar's drag). */
    moveStage: build.mutation<ProductionPlan, StageMove>({
      query: (input) => ({ verb: 'update', path: '/api/v1/invoice/production_plan/stage', payload: input }),
      invalidatesTags: (_result, _error, input) => [PLAN, { type: 'ProductionPlan', id: input._id }],
    }),
  }),
});

export const {
  useGetCalendarRangeQuery,
  useOrdersByResourceQuery,
  useGetProductionPlanQuery,
  useSaveProductionPlanMutation,
  useMoveStageMutation,
} = productionPlanApi;

export const PRINT_PRODUCTION_PLAN_PATH = '/api/v0/invoice/printProductionPlan';

/** printProductionPlan: a day's or a week's plan per resource as a PDF Blob. */
export async function fetchProductionPlanPdf(input: PrintPlan, options: RequestOptions = {}): Promise<Blob> {
  return (await fetchFile(PRINT_PRODUCTION_PLAN_PATH, input, options)).blob();
}
