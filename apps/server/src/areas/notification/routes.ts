import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NotificationSettingsSchema,
  NotificationUnreadSchema,
  notificationSchemas,
} from '@gartenwerk/domain/schemas';
import { Type } from '@sinclair/typebox';
import { desc } from 'drizzle-orm';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { requireRole } from '../../core/guard';
import { tableService } from '../../core/table-service';
import { gateComponent } from '../config/components';
import { NOTIFICATIONS_COMPONENT, countUnread, getSettings, markAllRead, saveSettings } from './service';
import { notifications } from './table';

const adminOnly = requireRole('admin', 'system');

/**
 * /api/v0/notification/: the admin centre's notifications (admin, system), the unread count of the
 * header's badge, "mark all read" and each admin's choice of groups that also come by mail. Answers 404
 * while the component `notifications` is switched off.
 */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  gateComponent(app, NOTIFICATIONS_COMPONENT);

  app.get(
    '/notification/unread',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: 'How many notifications are unread, for the header’s badge (admin, system)',
        response: { 200: NotificationUnreadSchema },
      },
    },
    async () => ({ unread: await countUnread(app.db) }),
  );

  app.post(
    '/notification/read_all',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: 'Marks every notification read (admin, system)',
        response: { 200: Type.Object({ marked: Type.Integer({ minimum: 0 }) }) },
      },
    },
    async () => ({ marked: await markAllRead(app.db) }),
  );

  app.get(
    '/notification/settings',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: 'The groups of notifications the signed-in admin also gets by mail (admin, system)',
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request) => getSettings(app.db, request.user._id),
  );

  app.put(
    '/notification/settings',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['system'],
        summary: 'Sets the groups of notifications the signed-in admin also gets by mail (admin, system)',
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request) => saveSettings(app.db, request.user._id, request.body),
  );

  registerEntityRoutes(
    app,
    defineEntity({
      path: 'notification',
      names: { one: 'notification', many: 'notifications' },
      tags: ['system'],
      schemas: notificationSchemas,
      access: { read: ['admin', 'system'], write: ['admin', 'system'] },
      service: tableService({
        table: notifications,
        schemas: notificationSchemas,
        notFound: 'notification not found',
        defaultOrder: [desc(notifications.created), desc(notifications.id)],
        search: [notifications.title, notifications.content],
        defaultLimit: 50,
      }),
      summaries: { list: 'Notifications, the newest first unless sorted' },
    }),
  );
};
