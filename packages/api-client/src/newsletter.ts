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
} from '@gartenwerk/domain/schemas';
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
