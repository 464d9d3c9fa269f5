import type { AnalyticsQuery, AnalyticsReport } from '@gartenwerk/domain/schemas';
import { api } from './api';

/** `GET /api/v0/analytics/?from&to` (admin, system): the page views of a range of days. */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<AnalyticsReport, AnalyticsQuery | void>({
      query: (query) => ({
        path: '/api/v0/analytics/',
        query: Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => !!value)),
      }),
    }),
  }),
});

export const { useGetAnalyticsQuery } = analyticsApi;
