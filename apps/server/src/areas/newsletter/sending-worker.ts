import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { Jobs } from '../../core/jobs';
import { MailRecipientRejectedError, type Mailer, type NewsletterBatch } from '../mail/service';
import { unsubscribeLink, unsubscribePath } from './consent';
import {
  queueScheduledStart,
  SENDING_JOB,
  sendingRow,
  startNewsletterSending,
  type SendingScope,
} from './sendings';
import { newsletterSendingRecipients, newsletterSendings, type NewsletterSendingRow } from './sending-table';
import { newsletterSubscribers } from './table';
import { clickPath, openPixelPath } from './tracking';

/** How fast sendings go and when they stop themselves (throttle and threshold from newsletter/settings). */
export interface SendingPace {
  /** Mails per minute (default 60). */
  throttlePerMinute: number;
  /** The batch's length: each run mails `throttlePerMinute` × this / 1 min, then waits (default 10 s). */
  windowSeconds: number;
  /** A sending pauses itself once bounced ÷ (sent + bounced) reaches this (0: never)… */
  bounceThreshold: number;
  /** …after at least this many mails (default 20), so that one early bounce does not stop it. */
  bounceMinimum: number;
}

export const DEFAULT_SENDING_PACE: SendingPace = {
  throttlePerMinute: 60,
  windowSeconds: 10,
  bounceThreshold: 0.1,
  bounceMinimum: 20,
};

export const webviewPath = (sendingId: string, subscriberId: string) =>
  `/newsletter/webview/${sendingId}/${subscriberId}`;

/** Fills one recipient's personal placeholders into the snapshot. */
export type Personalise = (
  rendered: { subject: string; preheader: string; html: string; text: string },
  values: {
    name: string;
    email: string;
    unsubscribe_url: string;
    webview_url: string;
    open_pixel_url?: string;
    click_url?: string;
  },
) => { subject: string; preheader: string; html: string; text: string };

export interface SendingWorkerOptions extends SendingScope {
  db: Database;
  mailer: Mailer;
  personalise: Personalise;
  /** Read at each batch, so a changed setting applies to the next one. */
  pace: () => Promise<SendingPace>;
  /** From and Reply-To of newsletter mails (newsletter/settings), read at each batch. */
  envelope: () => Promise<{ from?: string; replyTo?: string }>;
  log: { error(object: object, message: string): void };
  /** Whether mails carry the opening pixel and click redirects (newsletter/settings), read at each batch. */
  tracking?: () => Promise<boolean>;
  /** A sending (not a welcome mail) has mailed its last recipient. */
  onFinished?: (sending: NewsletterSendingRow) => Promise<void>;
}

/** `held`: another process has the recipient; `skipped`: unsubscribed since the start. */
type Outcome = 'sent' | 'failed' | 'bounced' | 'skipped' | 'held';

/** The recipient's mail: the snapshot personalised, with the unsubscribe link and its RFC 8058 headers. */
export function recipientMail(
  sending: NewsletterSendingRow,
  subscriber: { id: string; email: string; name: string; unsubscribeToken: string },
  mailer: Mailer,
  personalise: Personalise,
  /** With the opening pixel and the click redirects (the mail); without, plain links (the web view). */
  tracking = false,
) {
  const publicUrl = mailer.settings.publicUrl;
  const unsubscribe = unsubscribeLink(mailer, subscriber);
  const mail = personalise(
    {
      subject: sending.subject,
      preheader: sending.preheader,
      html: sending.html ?? '',
      text: sending.text ?? '',
    },
    {
      name: subscriber.name,
      email: subscriber.email,
      unsubscribe_url: `${publicUrl}${unsubscribePath(subscriber.unsubscribeToken)}`,
      webview_url: `${publicUrl}${webviewPath(sending.id, subscriber.id)}`,
      ...(tracking
        ? {
            open_pixel_url: `${publicUrl}${openPixelPath(sending.id, subscriber.id)}`,
            click_url: `${publicUrl}${clickPath(sending.id, subscriber.id)}`,
          }
        : {}),
    },
  );
  return { mail, headers: unsubscribe.headers };
}

/** Recipients read from the database at a time (keyset by subscriber id; never all at once). */
export const RECIPIENT_PAGE = 200;

interface Recipient {
  id: string;
  email: string;
  name: string;
  status: string;
  unsubscribeToken: string;
}

/**
 * The next page of queued recipients after `after` (keyset pagination over the subscriber ids, the
 * index on sending, state and subscriber): memory holds one page, whatever the size of the lists.
 */
export async function queuedRecipients(
  db: Database,
  sendingId: string,
  after: string | null,
  limit: number,
): Promise<Recipient[]> {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      name: newsletterSubscribers.name,
      status: newsletterSubscribers.status,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
    })
    .from(newsletterSendingRecipients)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterSendingRecipients.subscriberId))
    .where(
      and(
        eq(newsletterSendingRecipients.sendingId, sendingId),
        eq(newsletterSendingRecipients.state, 'queued'),
        after === null ? undefined : gt(newsletterSendingRecipients.subscriberId, after),
      ),
    )
    .orderBy(asc(newsletterSendingRecipients.subscriberId))
    .limit(limit);
}

/**
 * Mails one recipient of a page and records the outcome in the same claim: on PostgreSQL a
 * transaction locks the recipient's row (other processes skip it; one that has it already is left
 * alone) until the mail is handed over and marked; a process that dies before the mark leaves the
 * recipient queued. Embedded, one process and one batch per sending at a time claim alone, and no
 * transaction holds PGlite while SMTP talks.
 */
async function sendTo(
  options: SendingWorkerOptions,
  sending: NewsletterSendingRow,
  recipient: Recipient,
  envelope: { from?: string; replyTo?: string },
  tracking: boolean,
  batch: NewsletterBatch,
): Promise<Outcome> {
  const claim = async (db: Database, lock: boolean): Promise<Outcome> => {
    const mine = and(
      eq(newsletterSendingRecipients.sendingId, sending.id),
      eq(newsletterSendingRecipients.subscriberId, recipient.id),
    );
    if (lock) {
      const [row] = await db
        .select({ state: newsletterSendingRecipients.state })
        .from(newsletterSendingRecipients)
        .where(and(mine, eq(newsletterSendingRecipients.state, 'queued')))
        .for('update', { skipLocked: true });
      // Another process mails them, or did since the page was read.
      if (!row) return 'held';
    }
    const mark = (state: string, error: string | null = null) =>
      db.update(newsletterSendingRecipients).set({ state, error, done: new Date() }).where(mine);
    // Unsubscribed since the start: never mailed again.
    if (recipient.status !== 'confirmed') {
      await mark('failed', 'unsubscribed');
      return 'skipped';
    }
    const { mail, headers } = recipientMail(
      sending,
      recipient,
      options.mailer,
      options.personalise,
      tracking,
    );
    // In the claim's transaction the mark comes before the SMTP server is asked (see
    // Mailer.sendNewsletter) and is corrected on a failure; embedded, it follows the acceptance.
    if (lock) await mark('sent');
    try {
      const { error } = await batch.send(
        { to: recipient.email, subject: mail.subject, html: mail.html, text: mail.text, headers, envelope },
        db,
      );
      if (error) {
        await mark('failed', error);
        return 'failed';
      }
    } catch (error) {
      if (!(error instanceof MailRecipientRejectedError)) throw error;
      await mark('bounced', error.message);
      return 'bounced';
    }
    if (!lock) await mark('sent');
    return 'sent';
  };
  const { db } = options;
  if (options.jobs.mode === 'embedded') return claim(db, false);
  return db.transaction((tx) => claim(tx, true));
}

/** Whether the sending still runs (a pause or cancel takes effect before the next mail). */
async function stillSending(db: Database, sendingId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: newsletterSendings.status })
    .from(newsletterSendings)
    .where(eq(newsletterSendings.id, sendingId));
  return row?.status === 'sending';
}

/** Pauses the sending when its bounce rate crossed the threshold; true when it did. */
async function pauseOnBounces(db: Database, sendingId: string, pace: SendingPace): Promise<boolean> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${newsletterSendingRecipients.state} = 'sent')::int`,
      bounced: sql<number>`count(*) filter (where ${newsletterSendingRecipients.state} = 'bounced')::int`,
    })
    .from(newsletterSendingRecipients)
    .where(eq(newsletterSendingRecipients.sendingId, sendingId));
  const sent = Number(row?.sent ?? 0);
  const bounced = Number(row?.bounced ?? 0);
  if (pace.bounceThreshold <= 0) return false;
  if (sent + bounced < pace.bounceMinimum || bounced / (sent + bounced) < pace.bounceThreshold) return false;
  await db
    .update(newsletterSendings)
    .set({ status: 'paused', pausedReason: 'bounces' })
    .where(and(eq(newsletterSendings.id, sendingId), eq(newsletterSendings.status, 'sending')));
  return true;
}

/**
 * One run of a sending's job: starts a scheduled sending when its time came, else mails one batch
 * (the throttle's share of a window) and queues the next batch for the window's end; with nobody
 * queued any more the sending is done.
 */
export async function runSendingBatch(
  options: SendingWorkerOptions,
  sendingId: string,
  /** The scheduled start's job: nothing to do unless the sending still waits for its time. */
  start = false,
): Promise<void> {
  // One batch per sending at a time in this process (a resume may queue a run while one goes on; the
  // one going on queues the next).
  if (batchesRunning.has(sendingId)) return;
  batchesRunning.add(sendingId);
  try {
    await runBatch(options, sendingId, start);
  } finally {
    batchesRunning.delete(sendingId);
  }
}

const batchesRunning = new Set<string>();

async function runBatch(options: SendingWorkerOptions, sendingId: string, start: boolean): Promise<void> {
  const { db, jobs } = options;
  const now = () => options.now?.() ?? jobs.now();
  const started = now();
  let sending = await sendingRow(db, sendingId).catch(() => undefined);
  if (!sending) return;
  // Sent now before its time: the batches of the start go on under their own key.
  if (start && sending.status !== 'scheduled') return;
  if (sending.status === 'scheduled') {
    // Early (the database's clock ahead of this process's): again at the time.
    if (sending.scheduled && sending.scheduled.getTime() > started.getTime()) {
      await queueScheduledStart(jobs, sendingId, sending.scheduled);
      return;
    }
    // The first batch follows in this run: a second run queued now could start on another worker
    // while this one goes on, find the sending busy and end, and nobody would queue the next batch.
    await startNewsletterSending(db, sendingId, {}, options, false);
    sending = await sendingRow(db, sendingId);
  }
  if (sending.status !== 'sending') return;
  const pace = await options.pace();
  const envelope = await options.envelope();
  const tracking = (await options.tracking?.()) ?? false;
  const size = Math.max(1, Math.round((pace.throttlePerMinute * pace.windowSeconds) / 60));
  // One SMTP connection for the whole batch, closed when it ends.
  const batch = options.mailer.newsletterBatch();
  try {
    let count = 0;
    let after: string | null = null;
    // A page that started over at the beginning (after the last recipient or one other processes held).
    let fromStart = true;
    while (count < size) {
      const page = await queuedRecipients(db, sendingId, after, Math.min(RECIPIENT_PAGE, size - count));
      if (page.length === 0) {
        if (fromStart) {
          const [finished] = await db
            .update(newsletterSendings)
            .set({ status: 'done', finished: now() })
            .where(and(eq(newsletterSendings.id, sendingId), eq(newsletterSendings.status, 'sending')))
            .returning();
          // Only the process that finished it tells; a welcome sending finishes again with every sign-up.
          if (finished && !finished.welcome) await options.onFinished?.(finished);
          return;
        }
        after = null;
        fromStart = true;
        continue;
      }
      let claimed = 0;
      for (const recipient of page) {
        // A pause or cancel takes effect before the next mail.
        if (count > 0 && !(await stillSending(db, sendingId))) return;
        const outcome = await sendTo(options, sending, recipient, envelope, tracking, batch);
        if (outcome === 'held') continue;
        claimed++;
        count++;
        if (outcome === 'bounced' && (await pauseOnBounces(db, sendingId, pace))) return;
      }
      // Everyone of a page from the start held by other processes: the next batch looks again.
      if (fromStart && claimed === 0) break;
      after = page.at(-1)!.id;
      fromStart = false;
    }
  } finally {
    batch.close();
  }
  await jobs.send(
    SENDING_JOB,
    { sending: sendingId },
    { singletonKey: sendingId, startAfter: new Date(started.getTime() + pace.windowSeconds * 1000) },
  );
}

/** Registers the sending job. */
export function registerSendingJob(jobs: Jobs, options: SendingWorkerOptions): void {
  jobs.register<{ sending: string; start?: boolean }>(
    SENDING_JOB,
    async ({ sending, start }) => runSendingBatch(options, sending, start === true),
    {
      // Several sendings at once, each one batch at a time (its singleton key).
      concurrency: 2,
      retry: { limit: 5, delaySeconds: 30, backoff: true },
    },
  );
}
