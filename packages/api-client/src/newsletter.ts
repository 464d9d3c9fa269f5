import { api } from './api';

/**
 * `POST /api/v0/newsletter/subscribe` (the spec's call): the address and the consent text the
 * visitor ticked, kept as proof of the consent; the server sends the double opt-in mail.
 */
export interface NewsletterSubscription {
  email: string;
  consent: string;
  language: string;
}

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<unknown, NewsletterSubscription>({
      query: (body) => ({ verb: 'create', path: '/api/v0/newsletter/subscribe', payload: body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
