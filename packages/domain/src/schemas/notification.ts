import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';
import { BrowseQuerySchema, type EntitySchemas } from './entity';

/** How a notification looks in the admin centre (the spec's notification item `type`). */
export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'notification'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a notification is about: its `group`, and the groups an admin may also get by mail. */
export const NOTIFICATION_GROUPS = [
  'orders',
  'messages',
  'payments',
  'stock',
  'newsletter',
  'jobs',
  'bookings',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** A notification of the admin centre (`/api/v0/notification/`) as the API answers it. */
export const NotificationSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  type: oneOf(NOTIFICATION_TYPES),
  /** An icon name of the admin's icon set (`cart`, `mail`, `alert`…). */
  icon: Type.String(),
  group: oneOf(NOTIFICATION_GROUPS),
  /** The admin's screen it is about (`shop/orders/edit/…`), or ''. */
  link: Type.String(),
  read: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
});
export type Notification = Static<typeof NotificationSchema>;

/** What makes a notification: written by the server's notify(), or by an admin. */
export const NotificationFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ maxLength: 2000 }),
  type: oneOf(NOTIFICATION_TYPES),
  icon: Type.String({ maxLength: 40 }),
  group: oneOf(NOTIFICATION_GROUPS),
  link: Type.String({ maxLength: 300 }),
  read: Type.Boolean(),
};

export const NotificationCreateSchema = Type.Composite(
  [
    Type.Object({ title: NotificationFields.title, group: NotificationFields.group }),
    Type.Partial(Type.Object(NotificationFields)),
  ],
  { additionalProperties: false },
);
export type NotificationCreate = Static<typeof NotificationCreateSchema>;

/** An admin marks a notification read (or unread again). */
export const NotificationUpdateSchema = Type.Object(
  { _id: Type.Optional(Id()), read: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type NotificationUpdate = Static<typeof NotificationUpdateSchema>;

export const NOTIFICATION_SORTS = ['created', 'title'] as const;
export const NotificationQuerySchema = BrowseQuerySchema({
  filters: {
    group: Type.Optional(oneOf(NOTIFICATION_GROUPS)),
    type: Type.Optional(oneOf(NOTIFICATION_TYPES)),
    read: Type.Optional(Type.Boolean()),
  },
  sorts: NOTIFICATION_SORTS,
  search: 'Part of the title or the content',
});
export type NotificationQuery = Static<typeof NotificationQuerySchema>;

export const notificationSchemas = {
  item: NotificationSchema,
  create: NotificationCreateSchema,
  update: NotificationUpdateSchema,
  query: NotificationQuerySchema,
} satisfies EntitySchemas;

/** The groups an admin also gets by mail (`/api/v0/notification/settings`). */
export const NotificationSettingsSchema = Type.Object(
  { mail_groups: Type.Array(oneOf(NOTIFICATION_GROUPS), { maxItems: NOTIFICATION_GROUPS.length }) },
  { additionalProperties: false },
);
export type NotificationSettings = Static<typeof NotificationSettingsSchema>;

/** How many notifications are unread (`/api/v0/notification/unread`), for the header's badge. */
export const NotificationUnreadSchema = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type NotificationUnread = Static<typeof NotificationUnreadSchema>;
