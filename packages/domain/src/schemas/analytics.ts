import { Type, type Static } from '@sinclair/typebox';

/** The device classes a page view is counted under (from the browser's User-Agent). */
export const ANALYTICS_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type AnalyticsDevice = (typeof ANALYTICS_DEVICES)[number];

/** The shop funnel's steps, in their order: a product seen, the cart, the checkout, the order. */
export const FUNNEL_STEPS = ['product', 'cart', 'checkout', 'order'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The longest range GET /api/v0/analytics/ answers, in days. */
export const ANALYTICS_MAX_DAYS = 366;

const Day = () => Type.String({ format: 'date', description: 'A Vienna calendar day, YYYY-MM-DD' });

/** A page view the storefront reports (`POST /api/v0/analytics/view`): where, and whence. */
export const PageViewSchema = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 500 }),
    /** The browser's document.referrer; only its host is kept, and only when it is another site. */
    referrer: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type PageView = Static<typeof PageViewSchema>;

export const AnalyticsQuerySchema = Type.Object({
  from: Type.Optional(Day()),
  to: Type.Optional(Day()),
});
export type AnalyticsQuery = Static<typeof AnalyticsQuerySchema>;

const Views = () => Type.Integer({ minimum: 0 });

/** What GET /api/v0/analytics/ answers for a range of days. */
export const AnalyticsReportSchema = Type.Object({
  from: Day(),
  to: Day(),
  /** Visits (a page view that came from outside the site, or with no referrer) and page views. */
  visitors: Views(),
  views: Views(),
  /** Each day of the range, zero-filled. */
  days: Type.Array(Type.Object({ day: Day(), visitors: Views(), views: Views() })),
  /** The most viewed paths, the most first. */
  pages: Type.Array(Type.Object({ path: Type.String(), views: Views() })),
  /** The other sites visits came from, by host, the most first. */
  referrers: Type.Array(Type.Object({ host: Type.String(), views: Views() })),
  devices: Type.Array(Type.Object({ device: Type.String(), views: Views() })),
  /** Countries as the browser's language names them (de-AT → at), '' where it names none. */
  countries: Type.Array(Type.Object({ country: Type.String(), views: Views() })),
  /** Each step of FUNNEL_STEPS in its order, with the page views that reached it. */
  funnel: Type.Array(Type.Object({ step: Type.String(), views: Views() })),
});
export type AnalyticsReport = Static<typeof AnalyticsReportSchema>;
