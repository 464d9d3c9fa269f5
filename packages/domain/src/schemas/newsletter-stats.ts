import { Type, type Static } from '@sinclair/typebox';
import { NullableString } from './common';

/** What the tracking records of a sending's mail (`newsletter_events`): openings and clicks. */
export const NEWSLETTER_EVENT_KINDS = ['open', 'click'] as const;
export type NewsletterEventKind = (typeof NEWSLETTER_EVENT_KINDS)[number];

/** The series of one sending: hourly for the first hours after its start, daily after. */
export const NEWSLETTER_STATS_HOURLY = 48;

/**
 * A sending's figures (`GET /api/v0/newsletter/stats/`). `sent` counts the recipients mailed so far
 * (`delivered` + `failed` + `bounced`); `delivered` the mails the mail server accepted. `opened` and
 * `clicked` count recipients (unique; a click counts as an opening too, for mail programs that block
 * images), `opens` and `clicks` every event. `unsubscribed` counts recipients who unsubscribed after
 * this sending's mail and before another one reached them.
 */
export const NewsletterSendingStatsSchema = Type.Object({
  _id: Type.String(),
  subject: Type.String(),
  status: Type.String(),
  welcome: Type.Boolean(),
  started: NullableString({ format: 'date-time' }),
  finished: NullableString({ format: 'date-time' }),
  recipients: Type.Integer({ minimum: 0 }),
  queued: Type.Integer({ minimum: 0 }),
  sent: Type.Integer({ minimum: 0 }),
  delivered: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  bounced: Type.Integer({ minimum: 0 }),
  opened: Type.Integer({ minimum: 0 }),
  opens: Type.Integer({ minimum: 0 }),
  clicked: Type.Integer({ minimum: 0 }),
  clicks: Type.Integer({ minimum: 0 }),
  unsubscribed: Type.Integer({ minimum: 0 }),
});
export type NewsletterSendingStats = Static<typeof NewsletterSendingStatsSchema>;

/** One link of a sending: every click and the recipients who clicked it. */
export const NewsletterLinkStatsSchema = Type.Object({
  url: Type.String(),
  clicks: Type.Integer({ minimum: 0 }),
  clicked: Type.Integer({ minimum: 0 }),
});
export type NewsletterLinkStats = Static<typeof NewsletterLinkStatsSchema>;

/**
 * One step of the series: from `at` for one `unit` (an hour, or a day after the first
 * NEWSLETTER_STATS_HOURLY hours); `opened`, `clicked` count the recipients whose first opening or
 * click fell into it (their sum is the unique figure).
 */
export const NewsletterStatsPointSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  unit: Type.Union([Type.Literal('hour'), Type.Literal('day')]),
  opens: Type.Integer({ minimum: 0 }),
  opened: Type.Integer({ minimum: 0 }),
  clicks: Type.Integer({ minimum: 0 }),
  clicked: Type.Integer({ minimum: 0 }),
  unsubscribed: Type.Integer({ minimum: 0 }),
});
export type NewsletterStatsPoint = Static<typeof NewsletterStatsPointSchema>;

/** `?sending=<id>` asks for one sending with its links and its series. */
export const NewsletterStatsQuerySchema = Type.Object(
  { sending: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);
export type NewsletterStatsQuery = Static<typeof NewsletterStatsQuerySchema>;

/**
 * `GET /api/v0/newsletter/stats/`: every started sending, the newest first (at most
 * NEWSLETTER_STATS_LIMIT); with `?sending=<id>` that one, and `detail` with its links (in the mail's
 * order) and its series from the start to the last event.
 */
export const NewsletterStatsSchema = Type.Object({
  items: Type.Array(NewsletterSendingStatsSchema),
  total: Type.Integer({ minimum: 0 }),
  detail: Type.Union([
    Type.Object({
      links: Type.Array(NewsletterLinkStatsSchema),
      series: Type.Array(NewsletterStatsPointSchema),
    }),
    Type.Null(),
  ]),
});
export type NewsletterStats = Static<typeof NewsletterStatsSchema>;

export const NEWSLETTER_STATS_LIMIT = 500;
