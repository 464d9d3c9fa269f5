import type {
  NewsletterConsent,
  NewsletterList,
  NewsletterListCreate,
  NewsletterListQuery,
  newsletterListSchemas,
  NewsletterState,
  NewsletterStatus,
  NewsletterSubscriber,
  NewsletterSubscriberCreate,
  NewsletterSubscriberQuery,
  newsletterSubscriberSchemas,
  NewsletterImport,
  NewsletterImportReport,
  NewsletterRecommend,
  NewsletterRecommendCreate,
  NewsletterRecommendQuery,
  NewsletterSettings,
  NewsletterSettingsUpdate,
} from '@gartenwerk/domain/schemas';
import type { ListResponse } from './types';
import { api } from './api';
import { entityEndpoints } from './entity';

export type {
  NewsletterConsent,
  NewsletterList,
  NewsletterListCreate,
  NewsletterListQuery,
  NewsletterState,
  NewsletterStatus,
  NewsletterSubscriber,
  NewsletterSubscriberCreate,
  NewsletterSubscriberQuery,
  NewsletterImport,
  NewsletterImportReport,
  NewsletterRecommend,
  NewsletterRecommendCreate,
  NewsletterSettings,
};

/**
 * `POST /api/v0/newsletter/subscribe` (the spec's call): the address and the consent text the
 * visitor ticked, kept as proof of the consent; the server sends the double opt-in mail. A confirmed
 * address is refused with code 11000.
 */
export interface NewsletterSubscription {
  email: string;
  consent: string;
  language: string;
  name?: string;
  /** Ids of public lists; none: every public list. */
  lists?: string[];
  form?: 'footer' | 'subscribe_page';
}

/** A public list as the subscribe page offers it. */
export interface PublicNewsletterList {
  _id: string;
  name: string;
  description: string;
}

const NEWSLETTER = '/api/v0/newsletter/';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterState, NewsletterSubscription>({
      query: (body) => ({ verb: 'create', path: `${NEWSLETTER}subscribe`, payload: body }),
    }),
    /** `POST /api/v0/newsletter/verify`: the one-time token of the confirmation mail's link. */
    verifyNewsletter: build.mutation<NewsletterState, string>({
      query: (token) => ({ verb: 'create', path: `${NEWSLETTER}verify`, payload: { token } }),
      invalidatesTags: [{ type: 'NewsletterSubscriber', id: 'LIST' }],
    }),
    /** `POST /api/v0/newsletter/unsubscribe`: the token of the unsubscribe link in every newsletter mail. */
    unsubscribeNewsletter: build.mutation<NewsletterState, string>({
      query: (token) => ({ verb: 'create', path: `${NEWSLETTER}unsubscribe`, payload: { token } }),
      invalidatesTags: [{ type: 'NewsletterSubscriber', id: 'LIST' }],
    }),
    /** `GET /api/v0/newsletter/lists`: the public lists (anyone). */
    getPublicNewsletterLists: build.query<{ items: PublicNewsletterList[] }, void>({
      query: () => ({ path: `${NEWSLETTER}lists` }),
    }),
  }),
});

export const {
  useSubscribeNewsletterMutation,
  useVerifyNewsletterMutation,
  useUnsubscribeNewsletterMutation,
  useGetPublicNewsletterListsQuery,
} = newsletterApi;

/** The newsletter's lists (`/api/v0/newsletter_list/`; admin, system). */
export const newsletterListApi = entityEndpoints<typeof newsletterListSchemas>()({
  type: 'NewsletterList',
  path: '/api/v0/newsletter_list/',
  one: 'NewsletterList',
  many: 'NewsletterLists',
});

export const {
  useGetNewsletterListsQuery,
  useGetNewsletterListQuery,
  useCreateNewsletterListMutation,
  useUpdateNewsletterListMutation,
  useRemoveNewsletterListMutation,
} = newsletterListApi;

/** The subscribers with their consents (`/api/v0/newsletter_subscriber/`; admin, system). */
export const newsletterSubscriberApi = entityEndpoints<typeof newsletterSubscriberSchemas>()({
  type: 'NewsletterSubscriber',
  path: '/api/v0/newsletter_subscriber/',
  one: 'NewsletterSubscriber',
  many: 'NewsletterSubscribers',
});

export const {
  useGetNewsletterSubscribersQuery,
  useGetNewsletterSubscriberQuery,
  useCreateNewsletterSubscriberMutation,
  useUpdateNewsletterSubscriberMutation,
  useRemoveNewsletterSubscriberMutation,
} = newsletterSubscriberApi;

/** The newsletter's settings, the subscribers' CSV import and the recommendations. */
export const newsletterAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v0/newsletter/settings` (admin, system). */
    getNewsletterSettings: build.query<NewsletterSettings, void>({
      query: () => ({ path: `${NEWSLETTER}settings` }),
      providesTags: ['NewsletterSettings'],
    }),
    /** `PUT /api/v0/newsletter/settings`: the parts given are replaced. */
    updateNewsletterSettings: build.mutation<NewsletterSettings, NewsletterSettingsUpdate>({
      query: (body) => ({ verb: 'update', path: `${NEWSLETTER}settings`, payload: body }),
      invalidatesTags: ['NewsletterSettings'],
    }),
    /** `GET /api/v0/newsletter_subscriber/labels`: the tags and groups in use (the filters' choices). */
    getNewsletterSubscriberLabels: build.query<{ tags: string[]; groups: string[] }, void>({
      query: () => ({ path: '/api/v0/newsletter_subscriber/labels' }),
      providesTags: [{ type: 'NewsletterSubscriber', id: 'LIST' }],
    }),
    /** `POST /api/v0/newsletter_subscriber/import`: one part of a CSV file, with its header line. */
    importNewsletterSubscribers: build.mutation<NewsletterImportReport, NewsletterImport>({
      query: (body) => ({ verb: 'create', path: '/api/v0/newsletter_subscriber/import', payload: body }),
      invalidatesTags: [
        { type: 'NewsletterSubscriber', id: 'LIST' },
        { type: 'NewsletterList', id: 'LIST' },
      ],
    }),
    /** `POST /api/v0/newsletter_recommend/`: a visitor forwards a sending to a friend (with the captcha). */
    recommendNewsletter: build.mutation<NewsletterRecommend, NewsletterRecommendCreate>({
      query: (body) => ({ verb: 'create', path: '/api/v0/newsletter_recommend/', payload: body }),
      invalidatesTags: ['NewsletterRecommend'],
    }),
    /** `GET /api/v0/newsletter_recommend/` (admin, system). */
    getNewsletterRecommendations: build.query<
      ListResponse<NewsletterRecommend>,
      NewsletterRecommendQuery | void
    >({
      query: (query) => ({ path: '/api/v0/newsletter_recommend/', ...(query ? { query } : {}) }),
      providesTags: ['NewsletterRecommend'],
    }),
    /** `DELETE /api/v0/newsletter_recommend/:id` (admin, system). */
    removeNewsletterRecommendation: build.mutation<NewsletterRecommend, string>({
      query: (id) => ({ verb: 'remove', path: '/api/v0/newsletter_recommend/', payload: { _id: id } }),
      invalidatesTags: ['NewsletterRecommend'],
    }),
  }),
});

export const {
  useGetNewsletterSettingsQuery,
  useUpdateNewsletterSettingsMutation,
  useImportNewsletterSubscribersMutation,
  useGetNewsletterSubscriberLabelsQuery,
  useRecommendNewsletterMutation,
  useGetNewsletterRecommendationsQuery,
  useRemoveNewsletterRecommendationMutation,
} = newsletterAdminApi;

/** The address of the subscribers' CSV export with the browse filters (a download link). */
export function newsletterSubscriberExportUrl(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const search = params.toString();
  return `/api/v0/newsletter_subscriber/export${search ? `?${search}` : ''}`;
}
