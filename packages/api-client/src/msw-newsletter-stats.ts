import { http, HttpResponse, type HttpHandler } from 'msw';
import type { NewsletterSendingStats, NewsletterStats, NewsletterStatsPoint } from './newsletter-stats';

/** The statistics of the demo sendings (demoNewsletterSendings): figures that add up. */
export const demoNewsletterStats: NewsletterSendingStats[] = [
  {
    _id: 'sending-herbst',
    subject: 'Herbst im Garten',
    status: 'sending',
    welcome: false,
    started: '2026-10-01T08:00:00.000Z',
    finished: null,
    recipients: 1200,
    queued: 700,
    sent: 500,
    delivered: 480,
    failed: 8,
    bounced: 12,
    opened: 240,
    opens: 310,
    clicked: 60,
    clicks: 75,
    unsubscribed: 3,
  },
  {
    _id: 'sending-fruehling',
    subject: 'Der Frühling ist da',
    status: 'done',
    welcome: false,
    started: '2026-03-01T08:00:00.000Z',
    finished: '2026-03-01T09:10:00.000Z',
    recipients: 1100,
    queued: 0,
    sent: 1100,
    delivered: 1090,
    failed: 4,
    bounced: 6,
    opened: 436,
    opens: 512,
    clicked: 109,
    clicks: 140,
    unsubscribed: 5,
  },
];

const point = (at: string, unit: 'hour' | 'day', opened: number, clicked: number): NewsletterStatsPoint => ({
  at,
  unit,
  opens: opened,
  opened,
  clicks: clicked,
  clicked,
  unsubscribed: 0,
});

/** Links and series per demo sending. */
export const demoNewsletterStatsDetail: Record<string, NonNullable<NewsletterStats['detail']>> = {
  'sending-herbst': {
    links: [
      { url: 'https://gartenwerk.test/p/thuja-smaragd', clicks: 50, clicked: 40 },
      { url: 'https://gartenwerk.test/news/aepfel-ernten', clicks: 25, clicked: 20 },
    ],
    series: [
      point('2026-10-01T08:00:00.000Z', 'hour', 120, 30),
      point('2026-10-01T09:00:00.000Z', 'hour', 80, 20),
      point('2026-10-01T10:00:00.000Z', 'hour', 40, 10),
    ],
  },
};

/** `GET /api/v0/newsletter/stats/` over `items` (404 in German for an unknown `?sending=`). */
export function createNewsletterStatsHandlers(
  items: NewsletterSendingStats[] = demoNewsletterStats,
  details: Record<string, NonNullable<NewsletterStats['detail']>> = demoNewsletterStatsDetail,
): HttpHandler[] {
  return [
    http.get('*/api/v0/newsletter/stats/', ({ request }) => {
      const sending = new URL(request.url).searchParams.get('sending');
      if (!sending) return HttpResponse.json({ items, total: items.length, detail: null });
      const item = items.find((entry) => entry._id === sending);
      if (!item)
        return HttpResponse.json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'Diese Sendung gibt es nicht.' },
          { status: 404 },
        );
      return HttpResponse.json({
        items: [item],
        total: 1,
        detail: details[sending] ?? { links: [], series: [] },
      });
    }),
  ];
}
