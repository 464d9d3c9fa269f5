import type { NotificationCreate, NotificationGroup } from '@gartenwerk/domain/schemas';
import type { FastifyInstance } from 'fastify';

/** What an area tells the admin centre: title, content, type, icon and group of the spec's item. */
export type NotificationInput = Omit<NotificationCreate, 'read'> & {
  group: NotificationGroup;
  /** false: stored only, never mailed (the failure of a mail job, whose mail might fail the same way). */
  mail?: boolean;
};

/**
 * Tells the admin centre about something that happened (the notification area's `notify`, handed to
 * other areas as a route option by areas/index.ts). Never throws: what caused it stands whatever
 * happens to the notification.
 */
export type Notify = (app: FastifyInstance, input: NotificationInput) => Promise<void>;

/** For an area started without a notification centre (a test of the area alone). */
export const notifyNobody: Notify = async () => {};
