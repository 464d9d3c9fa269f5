import type {
  NewsletterLinkStats,
  NewsletterSendingStats,
  NewsletterStats,
  NewsletterStatsPoint,
} from '@gartenwerk/domain/schemas';
import { api } from './api';

export type { NewsletterLinkStats, NewsletterSendingStats, NewsletterStats, NewsletterStatsPoint };

export const NEWSLETTER_STATS = '/api/v0/newsletter/stats/';

/** The newsletter's statistics (`GET /api/v0/newsletter/stats/`; admin, system). */
export const newsletterStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Without a sending: the figures of every started sending (`detail` null); with one: its figures,
     * its links and its series over time.
     */
    getNewsletterStats: build.query<NewsletterStats, { sending?: string } | void>({
      query: (args) => ({
        path: NEWSLETTER_STATS,
        ...(args?.sending ? { query: { sending: args.sending } } : {}),
      }),
      providesTags: (_result, _error, args) => [
        { type: 'NewsletterSending', id: args?.sending ? `STATS-${args.sending}` : 'STATS' },
        { type: 'NewsletterSending', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetNewsletterStatsQuery } = newsletterStatsApi;
