import type {
  NewsletterArchive,
  NewsletterSending,
  NewsletterSendingCounts,
  NewsletterSendingCreate,
  NewsletterSendingQuery,
  newsletterSendingSchemas,
  NewsletterSendingStatus,
} from '@gartenwerk/domain/schemas';
import { api } from './api';
import { entityEndpoints } from './entity';

export type {
  NewsletterArchive,
  NewsletterSending,
  NewsletterSendingCounts,
  NewsletterSendingCreate,
  NewsletterSendingQuery,
  NewsletterSendingStatus,
};

export const NEWSLETTER_SENDINGS = '/api/v0/newsletter_sending/';

/** Sendings (`/api/v0/newsletter_sending/`; admin, system): GET, POST, DELETE; no changes. */
export const newsletterSendingApi = entityEndpoints<typeof newsletterSendingSchemas>()({
  type: 'NewsletterSending',
  path: NEWSLETTER_SENDINGS,
  one: 'NewsletterSending',
  many: 'NewsletterSendings',
});

/** What a sending can be told: start a draft (now or at `scheduled`), pause, resume, cancel. */
export type NewsletterSendingAction = 'start' | 'pause' | 'resume' | 'cancel';

export const newsletterSendingActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/v0/newsletter_sending/:id/<action>`: the sending as it is afterwards. */
    newsletterSendingAction: build.mutation<
      NewsletterSending,
      { _id: string; action: NewsletterSendingAction; scheduled?: string | null }
    >({
      query: ({ _id, action, scheduled }) => ({
        verb: 'create',
        path: `${NEWSLETTER_SENDINGS}${_id}/${action}`,
        payload: scheduled === undefined ? {} : { scheduled },
      }),
      invalidatesTags: (_result, _error, { _id }) => [
        { type: 'NewsletterSending', id: _id },
        { type: 'NewsletterSending', id: 'LIST' },
      ],
    }),
    /** The templates a sending can choose (`GET /api/v0/newsletter_template/`): id and name. */
    getNewsletterTemplateChoices: build.query<{ items: { _id: string; name: string }[] }, void>({
      query: () => ({ path: '/api/v0/newsletter_template/', query: { limit: '500' } }),
    }),
    /** `GET /api/v0/newsletter2/`: the public archive of sent newsletters (anyone). */
    getNewsletterArchive: build.query<NewsletterArchive, void>({
      query: () => ({ path: '/api/v0/newsletter2/' }),
    }),
  }),
});

export const {
  useGetNewsletterSendingsQuery,
  useGetNewsletterSendingQuery,
  useCreateNewsletterSendingMutation,
  useRemoveNewsletterSendingMutation,
} = newsletterSendingApi;
export const {
  useNewsletterSendingActionMutation,
  useGetNewsletterArchiveQuery,
  useGetNewsletterTemplateChoicesQuery,
} = newsletterSendingActionsApi;
