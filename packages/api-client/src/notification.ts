import type {
  NotificationSettings,
  NotificationUnread,
  notificationSchemas,
} from '@gartenwerk/domain/schemas';
import { entityEndpoints } from './entity';

export const NOTIFICATIONS = '/api/v0/notification/';

/** The admin centre's notifications (`/api/v0/notification/`; admin, system). */
export const notificationApi = entityEndpoints<typeof notificationSchemas>()({
  type: 'Notification',
  path: NOTIFICATIONS,
  one: 'Notification',
  many: 'Notifications',
});

const list = { type: 'Notification', id: 'LIST' } as const;

/** The header's unread count, "mark all read" and the signed-in admin's mail choice. */
export const notificationExtraApi = notificationApi
  .enhanceEndpoints({ addTagTypes: ['Notification', 'NotificationSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `GET /api/v0/notification/unread`: refreshed with the list, and polled by the header. */
      getNotificationUnread: build.query<NotificationUnread, void>({
        query: () => ({ path: `${NOTIFICATIONS}unread` }),
        providesTags: [list],
      }),
      /** `POST /api/v0/notification/read_all`. */
      markAllNotificationsRead: build.mutation<{ marked: number }, void>({
        query: () => ({ verb: 'create', path: `${NOTIFICATIONS}read_all`, payload: {} }),
        invalidatesTags: [list],
      }),
      /** `GET /api/v0/notification/settings`: the groups that also come by mail. */
      getNotificationSettings: build.query<NotificationSettings, void>({
        query: () => ({ path: `${NOTIFICATIONS}settings` }),
        providesTags: ['NotificationSettings'],
      }),
      updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
        query: (body) => ({ verb: 'update', path: `${NOTIFICATIONS}settings`, payload: body }),
        invalidatesTags: ['NotificationSettings'],
      }),
    }),
  });

export const { useGetNotificationsQuery, useUpdateNotificationMutation } = notificationApi;
export const {
  useGetNotificationUnreadQuery,
  useMarkAllNotificationsReadMutation,
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
} = notificationExtraApi;
