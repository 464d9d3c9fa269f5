import { shopPaths, viennaDay } from '@gartenwerk/domain';
import {
  ANALYTICS_DEVICES,
  ANALYTICS_MAX_DAYS,
  FUNNEL_STEPS,
  type AnalyticsReport,
  type PageView,
} from '@gartenwerk/domain/schemas';
import { and, desc, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { getConfig } from '../config/read';
import { countryOf, deviceOf, fromOwnSite, funnelStep, optedOut, pagePath, referrerHost } from './classify';
import { analyticsDaily } from './table';

/** The site component of the analytics (config enabled_components). */
export const ANALYTICS_COMPONENT = 'analytics';
/** How many pages and referrers a report lists. */
export const ANALYTICS_TOP = 10;
/** The range a report covers without from and to: the last 30 days. */
export const ANALYTICS_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;

/** What of a request a page view is counted from: no address, no cookie. */
export interface ViewRequest {
  headers: Record<string, string | string[] | undefined>;
  now?: Date;
}

const header = (request: ViewRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Counts a page view into the day's aggregate, unless the browser opted out (DNT, Sec-GPC), is a
 * crawler, or the path is no page. Answers whether it was counted.
 */
export async function countView(db: Database, view: PageView, request: ViewRequest): Promise<boolean> {
  if (optedOut(request.headers)) return false;
  const device = deviceOf(header(request, 'user-agent'));
  const path = pagePath(view.path);
  if (!device || !path) return false;
  const host = header(request, 'host');
  const paths = shopPaths((await getConfig(db)).components.shop.urls);
  const entry = fromOwnSite(view.referrer, host) ? 0 : 1;
  await db
    .insert(analyticsDaily)
    .values({
      day: viennaDay(request.now ?? new Date()),
      path,
      referrer: referrerHost(view.referrer, host),
      device,
      country: countryOf(header(request, 'accept-language')),
      step: funnelStep(path, paths),
      views: 1,
      entries: entry,
    })
    .onConflictDoUpdate({
      target: [
        analyticsDaily.day,
        analyticsDaily.path,
        analyticsDaily.referrer,
        analyticsDaily.device,
        analyticsDaily.country,
      ],
      set: {
        views: sql`${analyticsDaily.views} + 1`,
        entries: sql`${analyticsDaily.entries} + ${entry}`,
      },
    });
  return true;
}

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The range of a query: to defaults to today, from to 29 days before to; at most ANALYTICS_MAX_DAYS. */
export function reportRange(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? viennaDay(now);
  const from = query.from ?? dayAfter(to, 1 - ANALYTICS_DEFAULT_DAYS);
  if (from > to) throw new AppError('VALIDATION', 400, 'querystring/from must not be after to');
  if (Date.parse(to) - Date.parse(from) >= ANALYTICS_MAX_DAYS * DAY_MS)
    throw new AppError('VALIDATION', 400, `the range must not span more than ${ANALYTICS_MAX_DAYS} days`);
  return { from, to };
}

const views = sql<number>`coalesce(sum(${analyticsDaily.views}), 0)::int`;
const entries = sql<number>`coalesce(sum(${analyticsDaily.entries}), 0)::int`;

/** GET /api/v0/analytics/: visitors, page views, top pages, referrers, devices and the shop funnel. */
export async function analyticsReport(
  db: Database,
  query: { from?: string; to?: string },
  now = new Date(),
): Promise<AnalyticsReport> {
  const { from, to } = reportRange(query, now);
  const inRange = and(gte(analyticsDaily.day, from), lte(analyticsDaily.day, to))!;
  const grouped = async (column: AnyPgColumn, where: SQL = inRange, limit?: number) => {
    const rows = db
      .select({ key: column, views })
      .from(analyticsDaily)
      .where(where)
      .groupBy(column)
      .orderBy(desc(views), column);
    return (await (limit ? rows.limit(limit) : rows)).map((row) => ({
      key: String(row.key),
      views: Number(row.views),
    }));
  };
  const [totals] = await db.select({ views, entries }).from(analyticsDaily).where(inRange);
  const perDay = await db
    .select({ day: analyticsDaily.day, views, entries })
    .from(analyticsDaily)
    .where(inRange)
    .groupBy(analyticsDaily.day);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const days: AnalyticsReport['days'] = [];
  for (let day = from; day <= to; day = dayAfter(day, 1)) {
    const row = byDay.get(day);
    days.push({ day, visitors: Number(row?.entries ?? 0), views: Number(row?.views ?? 0) });
  }
  const devices = new Map((await grouped(analyticsDaily.device)).map((row) => [row.key, row.views]));
  const steps = new Map((await grouped(analyticsDaily.step)).map((row) => [row.key, row.views]));
  return {
    from,
    to,
    visitors: Number(totals?.entries ?? 0),
    views: Number(totals?.views ?? 0),
    days,
    pages: (await grouped(analyticsDaily.path, inRange, ANALYTICS_TOP)).map(({ key, views }) => ({
      path: key,
      views,
    })),
    referrers: (
      await grouped(analyticsDaily.referrer, and(inRange, ne(analyticsDaily.referrer, ''))!, ANALYTICS_TOP)
    ).map(({ key, views }) => ({ host: key, views })),
    devices: ANALYTICS_DEVICES.map((device) => ({ device, views: devices.get(device) ?? 0 })),
    countries: (await grouped(analyticsDaily.country)).map(({ key, views }) => ({ country: key, views })),
    funnel: FUNNEL_STEPS.map((step) => ({ step, views: steps.get(step) ?? 0 })),
  };
}
