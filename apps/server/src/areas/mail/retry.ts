import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db';
import type { Jobs } from '../../core/jobs';
import { outbox } from './table';

/** The job that sends a mail of the outbox again after the SMTP server did not take it (`MailRetry`). */
export const MAIL_RETRY_JOB = 'mail.retry';

/** What the outbox row does not keep of a mail: its headers, sender and files (base64). */
export interface MailRetry {
  id: string;
  headers: Record<string, string>;
  envelope: { from?: string; replyTo?: string };
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/** One mail as the SMTP server is asked to take it. */
export interface RetriedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  envelope: { from?: string; replyTo?: string };
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** How often and how soon a mail is tried again (the delay doubles after each failure). */
export interface MailRetryOptions {
  /** Seconds before the first retry (default 60). */
  delaySeconds?: number;
  /** Retries after the first (default 6: about an hour in all). */
  limit?: number;
}

/**
 * Registers the retries: each reads its outbox row, sends it and records the outcome there. A failure
 * throws, so the runner tries again later with a growing delay; an address the server refuses for good
 * ends the retries (recorded as the error). A row sent already (a job run twice) is not sent again.
 */
export function registerMailRetries(
  jobs: Jobs,
  db: Database,
  transmit: (mail: RetriedMail) => Promise<unknown>,
  isRejection: (error: unknown) => boolean,
  options: MailRetryOptions = {},
): void {
  jobs.register<MailRetry>(
    MAIL_RETRY_JOB,
    async ({ id, headers, envelope, attachments }) => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      if (!row || row.sentAt) return;
      try {
        await transmit({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          headers,
          envelope,
          attachments: attachments.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') })),
        });
      } catch (error) {
        await db
          .update(outbox)
          .set({ error: (error as Error).message })
          .where(eq(outbox.id, id));
        if (isRejection(error)) return;
        throw error;
      }
      await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, id));
    },
    { retry: { limit: options.limit ?? 6, delaySeconds: options.delaySeconds ?? 60, backoff: true } },
  );
}

/** Queues the retry of an outbox row (its files as base64), the first one after the delay; one per row. */
export async function queueMailRetry(
  jobs: Jobs,
  mail: Omit<MailRetry, 'attachments'> & { attachments: RetriedMail['attachments'] },
  options: MailRetryOptions = {},
): Promise<void> {
  const attachments = mail.attachments.map((file) => ({ ...file, content: file.content.toString('base64') }));
  await jobs.send(
    MAIL_RETRY_JOB,
    { ...mail, attachments },
    {
      singletonKey: mail.id,
      startAfter: new Date(jobs.now().getTime() + (options.delaySeconds ?? 60) * 1000),
    },
  );
}
