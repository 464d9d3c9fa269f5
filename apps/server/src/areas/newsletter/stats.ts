import {
  NEWSLETTER_STATS_HOURLY,
  NEWSLETTER_STATS_LIMIT,
  type NewsletterEventKind,
  type NewsletterLinkStats,
  type NewsletterSendingStats,
  type NewsletterStats,
  type NewsletterStatsPoint,
} from '@gartenwerk/domain/schemas';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { trackedLinks } from './render';
import { sendingCounts, sendingRow } from './sendings';
import {
  newsletterEvents,
  newsletterSendingRecipients,
  newsletterSendings,
  type NewsletterSendingRow,
} from './sending-table';
import { newsletterSubscribers } from './table';

/** The sending's row if the subscriber is one of its recipients (tracking links name both). */
export async function trackedRecipient(
  db: Database,
  sendingId: string,
  subscriberId: string,
): Promise<NewsletterSendingRow | undefined> {
  const [found] = await db
    .select({ sending: newsletterSendings })
    .from(newsletterSendingRecipients)
    .innerJoin(newsletterSendings, eq(newsletterSendings.id, newsletterSendingRecipients.sendingId))
    .where(
      and(
        eq(newsletterSendingRecipients.sendingId, sendingId),
        eq(newsletterSendingRecipients.subscriberId, subscriberId),
      ),
    )
    .limit(1);
  return found?.sending;
}

/** Records an opening or a click (with its link) of a recipient. */
export async function recordNewsletterEvent(
  db: Database,
  event: { sendingId: string; subscriberId: string; kind: NewsletterEventKind; url?: string; at?: Date },
): Promise<void> {
  await db.insert(newsletterEvents).values({
    sendingId: event.sendingId,
    subscriberId: event.subscriberId,
    kind: event.kind,
    url: event.url ?? null,
    ...(event.at ? { at: event.at } : {}),
  });
}

/**
 * The sending each unsubscription is put down to: the last one whose mail reached the subscriber
 * before they unsubscribed (the unsubscribe link is the subscriber's, not the sending's). One row per
 * unsubscribed recipient: sending, subscriber, time.
 */
function attributedUnsubscriptions(ids: string[]): SQL {
  return sql`
    select r.sending_id, r.subscriber_id, s.unsubscribed as at
    from ${newsletterSendingRecipients} r
    join ${newsletterSubscribers} s on s.id = r.subscriber_id
    where r.sending_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and r.state = 'sent' and s.unsubscribed is not null and r.done <= s.unsubscribed
      and not exists (
        select 1 from ${newsletterSendingRecipients} later
        where later.subscriber_id = r.subscriber_id and later.state = 'sent'
          and later.done > r.done and later.done <= s.unsubscribed
      )`;
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

async function figures(db: Database, rows: NewsletterSendingRow[]): Promise<NewsletterSendingStats[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const counts = await sendingCounts(db, ids);
  const events = rowsOf<{
    sending_id: string;
    opens: number;
    clicks: number;
    opened: number;
    clicked: number;
  }>(
    await db.execute(sql`
      select sending_id,
        count(*) filter (where kind = 'open')::int as opens,
        count(*) filter (where kind = 'click')::int as clicks,
        count(distinct subscriber_id)::int as opened,
        count(distinct subscriber_id) filter (where kind = 'click')::int as clicked
      from ${newsletterEvents}
      where sending_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by sending_id`),
  );
  const unsubscribed = rowsOf<{ sending_id: string; count: number }>(
    await db.execute(
      sql`select sending_id, count(*)::int as count from (${attributedUnsubscriptions(ids)}) u group by sending_id`,
    ),
  );
  return rows.map((row) => {
    const count = counts.get(row.id) ?? { total: 0, queued: 0, sent: 0, failed: 0, bounced: 0 };
    const event = events.find((entry) => entry.sending_id === row.id);
    return {
      _id: row.id,
      subject: row.subject,
      status: row.status,
      welcome: row.welcome,
      started: row.started?.toISOString() ?? null,
      finished: row.finished?.toISOString() ?? null,
      recipients: count.total,
      queued: count.queued,
      sent: count.sent + count.failed + count.bounced,
      delivered: count.sent,
      failed: count.failed,
      bounced: count.bounced,
      opened: Number(event?.opened ?? 0),
      opens: Number(event?.opens ?? 0),
      clicked: Number(event?.clicked ?? 0),
      clicks: Number(event?.clicks ?? 0),
      unsubscribed: Number(unsubscribed.find((entry) => entry.sending_id === row.id)?.count ?? 0),
    };
  });
}

async function linkFigures(db: Database, sending: NewsletterSendingRow): Promise<NewsletterLinkStats[]> {
  const rows = await db
    .select({
      url: newsletterEvents.url,
      clicks: sql<number>`count(*)::int`,
      clicked: sql<number>`count(distinct ${newsletterEvents.subscriberId})::int`,
    })
    .from(newsletterEvents)
    .where(
      and(
        eq(newsletterEvents.sendingId, sending.id),
        eq(newsletterEvents.kind, 'click'),
        isNotNull(newsletterEvents.url),
      ),
    )
    .groupBy(newsletterEvents.url);
  const links = trackedLinks(sending.html ?? '');
  for (const row of rows) if (row.url && !links.includes(row.url)) links.push(row.url);
  return links.map((url) => {
    const row = rows.find((entry) => entry.url === url);
    return { url, clicks: Number(row?.clicks ?? 0), clicked: Number(row?.clicked ?? 0) };
  });
}

const HOUR_MS = 3_600_000;

/**
 * The series from the sending's start hour: an hour a step for NEWSLETTER_STATS_HOURLY hours, then a
 * day a step, up to the step of the last event (every step in between, empty ones as zeros).
 */
async function series(db: Database, sending: NewsletterSendingRow): Promise<NewsletterStatsPoint[]> {
  if (!sending.started) return [];
  const base = new Date(Math.floor(sending.started.getTime() / HOUR_MS) * HOUR_MS);
  // Literals, not parameters: the same expression stands in several unions.
  const from = sql.raw(`'${base.toISOString()}'::timestamptz`);
  const hourly = sql.raw(String(NEWSLETTER_STATS_HOURLY));
  const hours = (at: SQL) => sql`floor(extract(epoch from (${at} - ${from})) / 3600)::int`;
  const step = (at: SQL) =>
    sql`case when ${hours(at)} < ${hourly} then ${hours(at)} else ${hourly} + ((${hours(at)} - ${hourly}) / 24) * 24 end`;
  const rows = rowsOf<{ step: number; what: string; count: number }>(
    await db.execute(sql`
      select ${step(sql`at`)} as step, kind as what, count(*)::int as count
        from ${newsletterEvents} where sending_id = ${sending.id} group by 1, 2
      union all
      select ${step(sql`first`)}, 'first_' || kind, count(*)::int from (
        select kind, subscriber_id, min(at) as first from ${newsletterEvents}
        where sending_id = ${sending.id} group by kind, subscriber_id
      ) f group by 1, 2
      union all
      select ${step(sql`first`)}, 'first_any', count(*)::int from (
        select subscriber_id, min(at) as first from ${newsletterEvents}
        where sending_id = ${sending.id} group by subscriber_id
      ) a group by 1, 2
      union all
      select ${step(sql`at`)}, 'unsubscribed', count(*)::int
        from (${attributedUnsubscriptions([sending.id])}) u group by 1, 2`),
  );
  const counted = rows.filter((row) => Number(row.step) >= 0);
  if (counted.length === 0) return [];
  const last = Math.max(...counted.map((row) => Number(row.step)));
  const points: NewsletterStatsPoint[] = [];
  for (let offset = 0; offset <= last; offset += offset < NEWSLETTER_STATS_HOURLY ? 1 : 24) {
    const of = (what: string) =>
      counted
        .filter((row) => Number(row.step) === offset && row.what === what)
        .reduce((sum, row) => sum + Number(row.count), 0);
    points.push({
      at: new Date(base.getTime() + offset * HOUR_MS).toISOString(),
      unit: offset < NEWSLETTER_STATS_HOURLY ? 'hour' : 'day',
      opens: of('open'),
      opened: of('first_any'),
      clicks: of('click'),
      clicked: of('first_click'),
      unsubscribed: of('unsubscribed'),
    });
  }
  return points;
}

/** The statistics of every started sending, or of one with its links and series. */
export async function newsletterStats(db: Database, query: { sending?: string }): Promise<NewsletterStats> {
  if (query.sending) {
    const row = await sendingRow(db, query.sending);
    return {
      items: await figures(db, [row]),
      total: 1,
      detail: { links: await linkFigures(db, row), series: await series(db, row) },
    };
  }
  const rows = await db
    .select()
    .from(newsletterSendings)
    .where(isNotNull(newsletterSendings.started))
    .orderBy(desc(newsletterSendings.started), desc(newsletterSendings.id))
    .limit(NEWSLETTER_STATS_LIMIT);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterSendings)
    .where(isNotNull(newsletterSendings.started));
  return { items: await figures(db, rows), total: Number(total?.count ?? 0), detail: null };
}
