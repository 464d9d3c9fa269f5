import {
  NOTIFICATION_GROUPS,
  notificationSchemas,
  type Notification,
  type NotificationSettings,
} from '@gartenwerk/domain/schemas';
import { http, HttpResponse } from 'msw';
import { demoItems, entityHandlers } from './msw-entity';

const DEFAULTS = { content: '', type: 'notification', icon: 'bell', link: '', read: false } as const;

export const demoNotifications = demoItems(notificationSchemas, DEFAULTS, [
  {
    _id: 'note-order',
    title: 'Neue Bestellung 2026-0042',
    content: 'Lena Huber, 46,80 €',
    type: 'success',
    icon: 'cart',
    group: 'orders',
    link: 'shop/orders/order-42',
    created: '2026-11-29T08:00:00.000Z',
  },
  {
    _id: 'note-stock',
    title: 'Wenig Bestand: Buchsbaum Kugel',
    content: 'Noch 4 auf Lager',
    type: 'warning',
    icon: 'box',
    group: 'stock',
    link: 'shop/stock',
    read: true,
    created: '2026-11-28T08:00:00.000Z',
  },
]);

/** The notifications' routes over a copy of `items` (the demo ones unless given). */
export function createNotificationHandlers(items: Notification[] = demoNotifications) {
  const notes = structuredClone(items);
  let settings: NotificationSettings = { mail_groups: [] };
  return [
    http.get('*/api/v0/notification/unread', () =>
      HttpResponse.json({ unread: notes.filter((note) => !note.read).length }),
    ),
    http.post('*/api/v0/notification/read_all', () => {
      const unread = notes.filter((note) => !note.read);
      for (const note of unread) note.read = true;
      return HttpResponse.json({ marked: unread.length });
    }),
    http.get('*/api/v0/notification/settings', () => HttpResponse.json(settings)),
    http.put('*/api/v0/notification/settings', async ({ request }) => {
      const body = (await request.json()) as NotificationSettings;
      settings = { mail_groups: NOTIFICATION_GROUPS.filter((group) => body.mail_groups.includes(group)) };
      return HttpResponse.json(settings);
    }),
    ...entityHandlers({
      path: '/api/v0/notification/',
      schemas: notificationSchemas,
      items: notes,
      defaults: DEFAULTS,
      notFound: 'notification not found',
      search: ['title', 'content'],
      filters: ['group', 'type', 'read'],
    }),
  ];
}
