import {
  NewsletterArchiveSchema,
  NewsletterSendingSchema,
  NewsletterSendingStartSchema,
  newsletterSendingSchemas,
} from '@gartenwerk/domain/schemas';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineEntity, registerEntityRoutes } from '../../core/entity-routes';
import { requireRole } from '../../core/guard';
import { notifyNobody, type Notify } from '../../core/notify';
import { purposeMailbox } from '../config/mailboxes';
import { getConfig } from '../config/service';
import { german } from '../notification/service';
import { personalise, renderTemplate } from './render';
import {
  DEFAULT_SENDING_PACE,
  registerSendingJob,
  type SendingPace,
  type SendingWorkerOptions,
} from './sending-worker';
import {
  cancelNewsletterSending,
  createNewsletterSending,
  deleteNewsletterSending,
  getNewsletterSending,
  getNewsletterSendingsByIds,
  listNewsletterSendings,
  pauseNewsletterSending,
  resumeNewsletterSending,
  resumeRunningSendings,
  startNewsletterSending,
  type SendingScope,
  archivedSending,
} from './sendings';
import { newsletterSendingRecipients, newsletterSendings } from './sending-table';
import { getNewsletterTemplate } from './templates';
import { newsletterFrom, newsletterSettings } from './settings';

export interface SendingRouteOptions {
  /**
   * Overrides of the pace (tests): otherwise throttle and bounce threshold come from
   * newsletter/settings, the rest from DEFAULT_SENDING_PACE.
   */
  sendingPace?: Partial<SendingPace>;
  /** Tells the admin centre when a sending has finished. */
  notify?: Notify;
}

/** What sendings need of the app: the jobs, and the templates rendered with the app's links. */
export function sendingScope(app: FastifyInstance): SendingScope {
  return {
    jobs: app.jobs,
    now: () => app.jobs.now(),
    render: async (template) => {
      const rendered = await renderTemplate(app.db, template, { publicUrl: app.publicUrl });
      return { html: rendered.html, text: rendered.text };
    },
    templateExists: async (template) =>
      getNewsletterTemplate(app.db, template).then(
        () => true,
        () => false,
      ),
  };
}

/** /api/v0/newsletter_sending/: sendings with their progress (admin, system). */
export const newsletterSendingEntity = defineEntity({
  path: 'newsletter_sending',
  names: { one: 'newsletter sending', many: 'newsletter sendings' },
  tags: ['newsletter'],
  schemas: newsletterSendingSchemas,
  access: { read: ['admin', 'system'], write: ['admin', 'system'] },
  scope: (_request, app) => sendingScope(app),
  service: {
    list: listNewsletterSendings,
    get: getNewsletterSending,
    create: createNewsletterSending,
    remove: deleteNewsletterSending,
    getMany: getNewsletterSendingsByIds,
  },
  summaries: {
    list: 'Sendings, the newest first unless sorted, each with its recipients per state',
    create: 'A sending of a template to lists: a draft, or started now (send) or at scheduled',
    remove: 'Removes a sending that is not running, with its recipients’ states',
  },
});

const adminOnly = requireRole('admin', 'system');
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The sendings' routes, their job, and the resume of sendings a stop interrupted. */
export function registerNewsletterSendingRoutes(app: FastifyInstance, options: SendingRouteOptions): void {
  registerEntityRoutes(app, newsletterSendingEntity);
  const worker: SendingWorkerOptions = {
    ...sendingScope(app),
    db: app.db,
    mailer: app.mailer,
    personalise,
    pace: async () => {
      const settings = await newsletterSettings(app.db);
      return {
        ...DEFAULT_SENDING_PACE,
        throttlePerMinute: settings.throttle_per_minute,
        bounceThreshold: settings.bounce_pause_percent / 100,
        ...options.sendingPace,
      };
    },
    envelope: async () => {
      const settings = await newsletterSettings(app.db);
      // Replies go to the mailbox chosen for them in settings/mail, else to the newsletter's own Reply-To.
      const { mail } = await getConfig(app.db);
      const replies = mail.purposes?.newsletter ? purposeMailbox(mail, 'newsletter')?.email : undefined;
      const replyTo = replies || settings.reply_to;
      return {
        from: newsletterFrom(settings, app.mailer.settings.from),
        ...(replyTo ? { replyTo } : {}),
      };
    },
    log: app.log,
    tracking: async () => (await newsletterSettings(app.db)).tracking,
    onFinished: async (sending) => {
      const [row] = await app.db
        .select({ sent: sql<number>`count(*)::int` })
        .from(newsletterSendingRecipients)
        .where(
          and(
            eq(newsletterSendingRecipients.sendingId, sending.id),
            eq(newsletterSendingRecipients.state, 'sent'),
          ),
        );
      await (options.notify ?? notifyNobody)(app, {
        title: german('mail:adminNotifications.newsletterSent.title', { subject: sending.subject }),
        content: german('mail:adminNotifications.newsletterSent.content', { sent: Number(row?.sent ?? 0) }),
        type: 'success',
        icon: 'send',
        group: 'newsletter',
        link: `stats/browse/${sending.id}`,
      });
    },
  };
  registerSendingJob(app.jobs, worker);
  app.addHook('onReady', async () => resumeRunningSendings(app.db, app.jobs));

  const action = (
    name: 'start' | 'pause' | 'resume' | 'cancel',
    summary: string,
    run: (id: string, body: { scheduled?: string | null }) => Promise<unknown>,
  ) =>
    app.post<{ Params: { id: string }; Body: { scheduled?: string | null } }>(
      `/newsletter_sending/:id/${name}`,
      {
        preHandler: adminOnly,
        schema: {
          tags: ['newsletter'],
          summary: `${summary} (admin, system)`,
          params: IdParams,
          ...(name === 'start' ? { body: Type.Optional(NewsletterSendingStartSchema) } : {}),
          response: { 200: NewsletterSendingSchema },
        },
      },
      async (request) => run(request.params.id, request.body ?? {}),
    );
  action('start', 'Starts a draft now, or at scheduled', (id, body) =>
    startNewsletterSending(app.db, id, body, sendingScope(app)),
  );
  action('pause', 'Pauses a running sending', (id) => pauseNewsletterSending(app.db, id));
  action('resume', 'Goes on with a paused sending where it stopped', (id) =>
    resumeNewsletterSending(app.db, id, app.jobs),
  );
  action('cancel', 'Stops a sending for good', (id) => cancelNewsletterSending(app.db, id));

  app.get(
    '/newsletter2/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The archive: sent newsletters of public lists, the newest first (anyone)',
        response: { 200: NewsletterArchiveSchema },
      },
    },
    async () => ({ items: await archive(app) }),
  );
}

/** Finished sendings (not welcome mails) to at least one public list. */
async function archive(app: FastifyInstance) {
  const rows = await app.db
    .select({
      _id: newsletterSendings.id,
      subject: newsletterSendings.subject,
      sent: newsletterSendings.finished,
    })
    .from(newsletterSendings)
    .where(archivedSending())
    .orderBy(desc(newsletterSendings.finished))
    .limit(500);
  return rows.map((row) => ({ ...row, sent: row.sent!.toISOString() }));
}
