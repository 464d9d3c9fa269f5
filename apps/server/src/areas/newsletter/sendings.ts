import type {
  NEWSLETTER_SENDING_SORTS,
  NewsletterSending,
  NewsletterSendingCounts,
  NewsletterSendingCreate,
  NewsletterSendingQuery,
  NewsletterSendingStatus,
} from '@gartenwerk/domain/schemas';
import { and, arrayOverlaps, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { browse, containsText, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import type { Jobs } from '../../core/jobs';
import type { List } from '../../core/schemas';
import { text } from '../../core/texts';
import { newsletterSendingRecipients, newsletterSendings, type NewsletterSendingRow } from './sending-table';
import { newsletterLists, newsletterSubscribers } from './table';

/** The sendings the public archive shows: finished, not welcome mails, to at least one public list. */
export const archivedSending = () =>
  and(
    eq(newsletterSendings.status, 'done'),
    eq(newsletterSendings.welcome, false),
    sql`exists (select 1 from ${newsletterLists} where ${newsletterLists.public} and ${newsletterLists.id} = any(${newsletterSendings.lists}))`,
  );

/** Whether the public archive shows the sending: only those may be viewed and forwarded by anyone. */
export async function isArchivedSending(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSendings.id })
    .from(newsletterSendings)
    .where(and(eq(newsletterSendings.id, id), archivedSending()))
    .limit(1);
  return row !== undefined;
}

/** The job that mails a sending's recipients, one throttled batch per run. */
export const SENDING_JOB = 'newsletter-sending';

/**
 * The job that starts a scheduled sending at its time, under a key of its own: "send now" before then
 * queues the first batch at once (a batch's key), and the start job, when its time comes, finds the
 * sending started and does nothing.
 */
export async function queueScheduledStart(jobs: Jobs, id: string, scheduled: Date): Promise<void> {
  await jobs.send(
    SENDING_JOB,
    { sending: id, start: true },
    { singletonKey: `start:${id}`, startAfter: scheduled },
  );
}

/** What a sending needs besides the database: the jobs, and the template rendered for a snapshot. */
export interface SendingScope {
  jobs: Jobs;
  /** The template as mailed, personal placeholders left in; throws a 4xx for an unknown template. */
  render(template: string): Promise<{ html: string; text: string }>;
  /** Whether the template exists. */
  templateExists(template: string): Promise<boolean>;
  now?: () => Date;
}

const EMPTY_COUNTS: NewsletterSendingCounts = { total: 0, queued: 0, sent: 0, failed: 0, bounced: 0 };

/** Recipients per state of each sending. */
export async function sendingCounts(
  db: Database,
  ids: string[],
): Promise<Map<string, NewsletterSendingCounts>> {
  const counts = new Map<string, NewsletterSendingCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      sending: newsletterSendingRecipients.sendingId,
      state: newsletterSendingRecipients.state,
      count: sql<number>`count(*)::int`,
    })
    .from(newsletterSendingRecipients)
    .where(inArray(newsletterSendingRecipients.sendingId, ids))
    .groupBy(newsletterSendingRecipients.sendingId, newsletterSendingRecipients.state);
  for (const row of rows) {
    const entry = counts.get(row.sending) ?? { ...EMPTY_COUNTS };
    entry[row.state as keyof Omit<NewsletterSendingCounts, 'total'>] = Number(row.count);
    entry.total += Number(row.count);
    counts.set(row.sending, entry);
  }
  return counts;
}

function toSending(
  row: NewsletterSendingRow,
  counts: Map<string, NewsletterSendingCounts>,
): NewsletterSending {
  return {
    _id: row.id,
    template: row.template,
    lists: row.lists,
    subject: row.subject,
    preheader: row.preheader,
    status: row.status as NewsletterSendingStatus,
    welcome: row.welcome,
    pausedReason: (row.pausedReason as NewsletterSending['pausedReason']) ?? null,
    scheduled: row.scheduled?.toISOString() ?? null,
    started: row.started?.toISOString() ?? null,
    finished: row.finished?.toISOString() ?? null,
    created: row.created.toISOString(),
    counts: counts.get(row.id) ?? { ...EMPTY_COUNTS },
  };
}

const SENDING_BROWSE: BrowseSpec<(typeof NEWSLETTER_SENDING_SORTS)[number]> = {
  table: newsletterSendings,
  id: newsletterSendings.id,
  sortable: {
    created: newsletterSendings.created,
    subject: newsletterSendings.subject,
    started: newsletterSendings.started,
  },
  defaultOrder: [desc(newsletterSendings.created), desc(newsletterSendings.id)],
  search: (words) => containsText(words, [newsletterSendings.subject]),
  defaultLimit: 50,
};

export async function listNewsletterSendings(
  db: Database,
  query: NewsletterSendingQuery,
): Promise<List<NewsletterSending>> {
  const page = await browse<NewsletterSendingRow, NewsletterSendingRow>(
    db,
    SENDING_BROWSE,
    query,
    [query.status ? eq(newsletterSendings.status, query.status) : undefined],
    (row) => row,
  );
  const counts = await sendingCounts(
    db,
    page.items.map((row) => row.id),
  );
  return { items: page.items.map((row) => toSending(row, counts)), total: page.total };
}

export async function sendingRow(db: Database, id: string): Promise<NewsletterSendingRow> {
  const [row] = await db.select().from(newsletterSendings).where(eq(newsletterSendings.id, id)).limit(1);
  if (!row) throw notFound(text('newsletter:sending.notFound'));
  return row;
}

export async function getNewsletterSending(db: Database, id: string): Promise<NewsletterSending> {
  return toSending(await sendingRow(db, id), await sendingCounts(db, [id]));
}

export async function getNewsletterSendingsByIds(db: Database, ids: string[]): Promise<NewsletterSending[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(newsletterSendings).where(inArray(newsletterSendings.id, ids));
  const counts = await sendingCounts(db, ids);
  return ids.flatMap((id) => rows.filter((row) => row.id === id).map((row) => toSending(row, counts)));
}

const statusText = (status: string) =>
  text(`newsletter:sending.status.${status}` as 'newsletter:sending.status.draft');

function scheduledTime(value: string | null | undefined, now: Date): Date | null {
  if (!value) return null;
  const time = new Date(value);
  if (time.getTime() < now.getTime() - 60_000)
    throw new AppError('VALIDATION', 400, text('newsletter:sending.scheduledPast'));
  return time;
}

/** A new sending: a draft, or started now (`send`) or at `scheduled`. */
export async function createNewsletterSending(
  db: Database,
  input: NewsletterSendingCreate,
  scope: SendingScope,
): Promise<NewsletterSending> {
  const now = scope.now?.() ?? new Date();
  const lists = [...new Set(input.lists)];
  const known = await db
    .select({ id: newsletterLists.id })
    .from(newsletterLists)
    .where(inArray(newsletterLists.id, lists));
  const unknown = lists.find((list) => !known.some((row) => row.id === list));
  if (unknown) throw new AppError('VALIDATION', 400, text('newsletter:listUnknown', { list: unknown }));
  if (!(await scope.templateExists(input.template)))
    throw new AppError(
      'VALIDATION',
      400,
      text('newsletter:sending.templateUnknown', { template: input.template }),
    );
  const scheduled = scheduledTime(input.scheduled, now);
  const [row] = await db
    .insert(newsletterSendings)
    .values({
      template: input.template,
      lists,
      subject: input.subject,
      preheader: input.preheader ?? '',
      welcome: input.welcome ?? false,
    })
    .returning();
  if (input.send || scheduled)
    await startNewsletterSending(db, row!.id, { scheduled: scheduled?.toISOString() ?? null }, scope);
  return getNewsletterSending(db, row!.id);
}

/**
 * Starts a draft: at `scheduled` (a job then starts it), or now: the template's snapshot is taken and
 * every confirmed subscriber of the lists gets one queued state row (in the database, set-based: no
 * recipient list passes through memory), then the first batch is queued.
 */
export async function startNewsletterSending(
  db: Database,
  id: string,
  input: { scheduled?: string | null },
  scope: SendingScope,
  /** False when the caller is the sending's job and mails the first batch itself. */
  queueFirstBatch = true,
): Promise<NewsletterSending> {
  const now = scope.now?.() ?? new Date();
  const row = await sendingRow(db, id);
  if (row.status !== 'draft' && row.status !== 'scheduled')
    throw new AppError(
      'CONFLICT',
      409,
      text('newsletter:sending.notDraft', { status: statusText(row.status) }),
    );
  const scheduled = scheduledTime(input.scheduled, now);
  if (scheduled && scheduled.getTime() > now.getTime()) {
    await db
      .update(newsletterSendings)
      .set({ status: 'scheduled', scheduled })
      .where(eq(newsletterSendings.id, id));
    await queueScheduledStart(scope.jobs, id, scheduled);
    return getNewsletterSending(db, id);
  }
  const snapshot = await scope.render(row.template);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(newsletterSendings)
      .set({ status: 'sending', started: now, scheduled: row.scheduled ?? null, ...snapshot })
      .where(and(eq(newsletterSendings.id, id), inArray(newsletterSendings.status, ['draft', 'scheduled'])))
      .returning();
    // Started meanwhile (the scheduled job and a click at once): it is queued already.
    if (!claimed || row.welcome) return;
    await queueListRecipients(tx, id, row.lists);
  });
  if (queueFirstBatch) await scope.jobs.send(SENDING_JOB, { sending: id }, { singletonKey: id });
  return getNewsletterSending(db, id);
}

/** One queued row per confirmed subscriber of any of the lists (each address once). */
async function queueListRecipients(db: Database, sendingId: string, lists: string[]): Promise<void> {
  await db.execute(sql`
    insert into ${newsletterSendingRecipients} (sending_id, subscriber_id)
    select ${sendingId}, ${newsletterSubscribers.id} from ${newsletterSubscribers}
    where ${newsletterSubscribers.status} = 'confirmed'
      and ${arrayOverlaps(newsletterSubscribers.lists, lists)}
    on conflict do nothing`);
}

/**
 * An address the sign-up (a list without double opt-in) or its link has just confirmed gets the
 * welcome sendings of its lists; any other state passes.
 */
export async function welcomeIfConfirmed(
  db: Database,
  jobs: Jobs,
  state: { email: string; status: string },
): Promise<void> {
  if (state.status !== 'confirmed') return;
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, state.email));
  if (subscriber) await queueWelcome(db, jobs, subscriber.id);
}

/**
 * A subscriber confirmed: each running welcome sending of one of their lists queues them (once: the
 * state row's key keeps a second confirmation from mailing again).
 */
export async function queueWelcome(db: Database, jobs: Jobs, subscriberId: string): Promise<number> {
  const [subscriber] = await db
    .select({ lists: newsletterSubscribers.lists, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  if (!subscriber || subscriber.status !== 'confirmed' || subscriber.lists.length === 0) return 0;
  const welcomes = await db
    .select({ id: newsletterSendings.id })
    .from(newsletterSendings)
    .where(
      and(
        eq(newsletterSendings.welcome, true),
        inArray(newsletterSendings.status, ['sending', 'done']),
        arrayOverlaps(newsletterSendings.lists, subscriber.lists),
      ),
    );
  let queued = 0;
  for (const welcome of welcomes) {
    const rows = await db
      .insert(newsletterSendingRecipients)
      .values({ sendingId: welcome.id, subscriberId })
      .onConflictDoNothing()
      .returning();
    if (rows.length === 0) continue;
    queued++;
    // A welcome sending that had mailed everyone runs again for the newcomer.
    await db
      .update(newsletterSendings)
      .set({ status: 'sending', finished: null })
      .where(and(eq(newsletterSendings.id, welcome.id), eq(newsletterSendings.status, 'done')));
    await jobs.send(SENDING_JOB, { sending: welcome.id }, { singletonKey: welcome.id });
  }
  return queued;
}

/** Pauses a running sending; the recipients still queued wait for the resume. */
export async function pauseNewsletterSending(db: Database, id: string): Promise<NewsletterSending> {
  const row = await sendingRow(db, id);
  if (row.status !== 'sending')
    throw new AppError(
      'CONFLICT',
      409,
      text('newsletter:sending.notRunning', { status: statusText(row.status) }),
    );
  await db
    .update(newsletterSendings)
    .set({ status: 'paused', pausedReason: 'manual' })
    .where(and(eq(newsletterSendings.id, id), eq(newsletterSendings.status, 'sending')));
  return getNewsletterSending(db, id);
}

/** Goes on with the recipients still queued, exactly where it stopped. */
export async function resumeNewsletterSending(
  db: Database,
  id: string,
  jobs: Jobs,
): Promise<NewsletterSending> {
  const row = await sendingRow(db, id);
  if (row.status !== 'paused')
    throw new AppError(
      'CONFLICT',
      409,
      text('newsletter:sending.notPaused', { status: statusText(row.status) }),
    );
  await db
    .update(newsletterSendings)
    .set({ status: 'sending', pausedReason: null })
    .where(and(eq(newsletterSendings.id, id), eq(newsletterSendings.status, 'paused')));
  await jobs.send(SENDING_JOB, { sending: id }, { singletonKey: id });
  return getNewsletterSending(db, id);
}

/** Stops a sending for good; who was not mailed yet stays queued (and is counted so). */
export async function cancelNewsletterSending(db: Database, id: string): Promise<NewsletterSending> {
  const row = await sendingRow(db, id);
  if (row.status === 'cancelled' || (row.status === 'done' && !row.welcome))
    throw new AppError(
      'CONFLICT',
      409,
      text('newsletter:sending.finished', { status: statusText(row.status) }),
    );
  await db
    .update(newsletterSendings)
    .set({ status: 'cancelled', finished: new Date() })
    .where(eq(newsletterSendings.id, id));
  return getNewsletterSending(db, id);
}

/** Removes a sending that does not run, with its recipients' states (its web view and archive entry go). */
export async function deleteNewsletterSending(db: Database, id: string): Promise<NewsletterSending> {
  const sending = await getNewsletterSending(db, id);
  if (sending.status === 'sending')
    throw new AppError('CONFLICT', 409, text('newsletter:sending.deleteRunning'));
  await db.delete(newsletterSendings).where(eq(newsletterSendings.id, id));
  return sending;
}

/** Sendings that were running when the server stopped: their next batch is queued again. */
export async function resumeRunningSendings(db: Database, jobs: Jobs): Promise<void> {
  const running = await db
    .select({ id: newsletterSendings.id })
    .from(newsletterSendings)
    .where(eq(newsletterSendings.status, 'sending'))
    .orderBy(asc(newsletterSendings.started));
  for (const { id } of running) await jobs.send(SENDING_JOB, { sending: id }, { singletonKey: id });
}
