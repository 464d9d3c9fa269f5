import type { BugEvent, BugTrackerSettings, bugReportSchemas } from '@gartenwerk/domain/schemas';
import { entityEndpoints } from './entity';

/** The bug tracker's reports (`/api/v0/system_bugtracker/`; admin, system). */
export const bugTrackerApi = entityEndpoints<typeof bugReportSchemas>()({
  type: 'BugReport',
  path: '/api/v0/system_bugtracker/',
  one: 'BugReport',
  many: 'BugReports',
});

const tracker = bugTrackerApi.enhanceEndpoints({ addTagTypes: ['BugHistory', 'BugTrackerSettings'] });

/** A report's history and comments, and the lists of bugtracker/settings. */
export const bugTrackerExtrasApi = tracker.injectEndpoints({
  endpoints: (build) => ({
    getBugReportHistory: build.query<BugEvent[], string>({
      query: (id) => ({ path: `/api/v0/system_bugtracker/${encodeURIComponent(id)}/history` }),
      providesTags: (_result, _error, id) => [{ type: 'BugHistory', id }],
    }),
    addBugComment: build.mutation<BugEvent, { id: string; text: string }>({
      query: ({ id, text }) => ({
        verb: 'create',
        path: `/api/v0/system_bugtracker/${encodeURIComponent(id)}/comments`,
        payload: { text },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'BugHistory', id }],
    }),
    getBugTrackerSettings: build.query<BugTrackerSettings, void>({
      query: () => ({ path: '/api/v0/system_bugtracker_settings' }),
      providesTags: ['BugTrackerSettings'],
    }),
    saveBugTrackerSettings: build.mutation<BugTrackerSettings, BugTrackerSettings>({
      query: (settings) => ({
        verb: 'update',
        path: '/api/v0/system_bugtracker_settings',
        payload: settings,
      }),
      invalidatesTags: ['BugTrackerSettings'],
    }),
  }),
});

export const {
  useGetBugReportHistoryQuery,
  useAddBugCommentMutation,
  useGetBugTrackerSettingsQuery,
  useSaveBugTrackerSettingsMutation,
} = bugTrackerExtrasApi;
