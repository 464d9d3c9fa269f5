import {
  NOTIFICATION_GROUPS,
  type NotificationGroup,
  type NotificationSettings,
} from '@gartenwerk/domain/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/db';
import type { NotificationInput, Notify } from '../../core/notify';
import { text, translate, type TextKey } from '../../core/texts';
import { getUserById } from '../auth/service';
import { MAIL_RETRY_JOB } from '../mail/retry';
import { componentOn } from '../config/components';
import { notificationSettings, notifications } from './table';

/** A notification's text: the admin centre speaks German. */
export const german = (key: TextKey, values: Record<string, unknown>) => translate(text(key, values), 'de');

/** The site component the notification centre belongs to (config enabled_components). */
export const NOTIFICATIONS_COMPONENT = 'notifications';

export async function storeNotification(db: Database, input: NotificationInput) {
  const [row] = await db
    .insert(notifications)
    .values({
      title: input.title.slice(0, 200),
      content: (input.content ?? '').slice(0, 2000),
      type: input.type ?? 'notification',
      icon: input.icon ?? 'bell',
      group: input.group,
      link: input.link ?? '',
    })
    .returning();
  return row!;
}

/** The addresses of the admins who get the group's notifications by mail. */
export async function mailRecipients(db: Database, group: NotificationGroup): Promise<string[]> {
  const rows = await db.select().from(notificationSettings);
  const addresses: string[] = [];
  for (const row of rows) {
    if (!row.mailGroups.includes(group)) continue;
    const user = await getUserById(db, row.userId);
    if (user && !user.locked && user.handle.includes('@')) addresses.push(user.handle);
  }
  return addresses;
}

export const notify: Notify = async (app, input) => {
  try {
    if (!(await componentOn(app.db, NOTIFICATIONS_COMPONENT))) return;
    await storeNotification(app.db, input);
    if (input.mail === false) return;
    for (const to of await mailRecipients(app.db, input.group)) {
      await app.mailer.sendComposed({
        to,
        template: 'notification',
        subject: input.title,
        text: [input.content ?? '', input.link ? `${input.link}` : ''].filter(Boolean).join('\n\n'),
      });
    }
  } catch (error) {
    app.log.error({ err: error, notification: input.title }, 'notification not stored or mailed');
  }
};

/** Tells the admin centre about a background job that failed for the last time. */
export async function notifyJobGaveUp(app: FastifyInstance, job: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  await notify(app, {
    title: german('mail:adminNotifications.jobFailed.title', { job }),
    content: german('mail:adminNotifications.jobFailed.content', { error: message }),
    type: 'error',
    icon: 'alert',
    group: 'jobs',
    // A mail job that gave up would fail its notification mail the same way, and that mail would tell again.
    mail: job !== MAIL_RETRY_JOB,
  });
}

export async function countUnread(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(eq(notifications.read, false));
  return Number(row?.count ?? 0);
}

export async function markAllRead(db: Database): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(eq(notifications.read, false))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function getSettings(db: Database, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const groups = (row?.mailGroups ?? []) as string[];
  return { mail_groups: NOTIFICATION_GROUPS.filter((group) => groups.includes(group)) };
}

export async function saveSettings(
  db: Database,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const mailGroups = NOTIFICATION_GROUPS.filter((group) => settings.mail_groups.includes(group));
  await db
    .insert(notificationSettings)
    .values({ userId, mailGroups })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { mailGroups } });
  return { mail_groups: mailGroups };
}
