import type { NotifyRequest, NotifyState, NotifyWaiting } from '@gartenwerk/domain/schemas';
import { api } from './api';

export type { NotifyRequest, NotifyState, NotifyWaiting };

const NOTIFY = '/api/v0/shop/notify/';

/**
 * "Tell me when it's back": a visitor's request for a sold-out product (double opt-in), its
 * confirmation and cancel links, and how many people wait per product (admin).
 */
export const shopNotifyApi = api.enhanceEndpoints({ addTagTypes: ['NotifyWaiting'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/v0/shop/notify/`: mails the confirmation link to the address. */
    requestNotify: build.mutation<NotifyState, NotifyRequest>({
      query: (body) => ({ verb: 'create', path: NOTIFY, payload: body }),
    }),
    /** `POST /api/v0/shop/notify/confirm`: the one-time token of the confirmation mail's link. */
    confirmNotify: build.mutation<NotifyState, string>({
      query: (token) => ({ verb: 'create', path: `${NOTIFY}confirm`, payload: { token } }),
      invalidatesTags: [{ type: 'NotifyWaiting', id: 'LIST' }],
    }),
    /** `POST /api/v0/shop/notify/cancel`: the token of the cancel link of the mails. */
    cancelNotify: build.mutation<NotifyState, string>({
      query: (token) => ({ verb: 'create', path: `${NOTIFY}cancel`, payload: { token } }),
      invalidatesTags: [{ type: 'NotifyWaiting', id: 'LIST' }],
    }),
    /** `GET /api/v0/shop/notify/waiting?product=…`: how many wait for each of the products (admin). */
    getNotifyWaiting: build.query<NotifyWaiting, readonly string[]>({
      query: (products) => ({ path: `${NOTIFY}waiting`, query: { product: products.join(',') } }),
      providesTags: [{ type: 'NotifyWaiting', id: 'LIST' }],
    }),
  }),
});

export const {
  useRequestNotifyMutation,
  useConfirmNotifyMutation,
  useCancelNotifyMutation,
  useGetNotifyWaitingQuery,
} = shopNotifyApi;
