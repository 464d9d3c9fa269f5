import {
  BugCommentCreateSchema,
  BugEventSchema,
  bugReportSchemas,
  BugTrackerSettingsSchema,
} from '@gartenwerk/domain/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { requireRole } from '../../core/guard';
import {
  addBugComment,
  bugReportHistory,
  bugReportService,
  getBugTrackerSettings,
  saveBugTrackerSettings,
} from './service';

const adminOnly = requireRole('admin', 'system');
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** /api/v0/system_bugtracker/: the bug tracker's reports, for the admin centre (admin, system). */
export const bugReportEntity = defineEntity({
  path: 'system_bugtracker',
  names: { one: 'bug report', many: 'bug reports' },
  tags: ['system'],
  schemas: bugReportSchemas,
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  scope: (request) => request.user,
  service: bugReportService,
  summaries: { list: 'Bug reports, the newest first unless sorted' },
});

/** The reports, their history and comments, and bugtracker/settings. */
export const bugReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEntityRoutes(app, bugReportEntity);
  app.get(
    '/system_bugtracker/:id/history',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: "A report's creation, comments and changes, the oldest first (admin, system)",
        params: IdParams,
        response: { 200: Type.Array(BugEventSchema) },
      },
    },
    async (request) => bugReportHistory(app.db, request.params.id),
  );
  app.post(
    '/system_bugtracker/:id/comments',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: 'Adds a comment to a report (admin, system)',
        params: IdParams,
        body: BugCommentCreateSchema,
        response: { 200: BugEventSchema },
      },
    },
    async (request) => addBugComment(app.db, request.params.id, request.body.text, request.user),
  );
  app.get(
    '/system_bugtracker_settings',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: 'The severities, priorities and statuses a report may take (admin, system)',
        response: { 200: BugTrackerSettingsSchema },
      },
    },
    async () => getBugTrackerSettings(app.db),
  );
  app.put(
    '/system_bugtracker_settings',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: 'Saves the severities, priorities and statuses a report may take (admin, system)',
        body: BugTrackerSettingsSchema,
        response: { 200: BugTrackerSettingsSchema },
      },
    },
    async (request) => saveBugTrackerSettings(app.db, request.body),
  );
};
