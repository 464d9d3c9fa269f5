import type {
  FacebookSettings,
  FacebookStatus,
  InstagramMediaList,
  SocialShare,
  SocialShareCreate,
  SocialShareList,
} from '@gartenwerk/domain/schemas';
import { api } from './api';

export const SOCIAL = '/api/v0/social/';

/**
 * social/facebook and social/instagram (admin, system): the app, the connected page, sharing a news
 * entry or product and the shares made; the Instagram posts of the public feed block (anyone).
 */
export const socialApi = api
  .enhanceEndpoints({ addTagTypes: ['Facebook', 'SocialShare', 'InstagramMedia'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getFacebookStatus: build.query<FacebookStatus, void>({
        query: () => ({ path: `${SOCIAL}facebook` }),
        providesTags: ['Facebook'],
      }),
      saveFacebookSettings: build.mutation<FacebookStatus, FacebookSettings>({
        query: (body) => ({ verb: 'update', path: `${SOCIAL}facebook`, payload: body }),
        invalidatesTags: ['Facebook', 'InstagramMedia'],
      }),
      /** `POST /api/v0/social/facebook/connect` → the address of Facebook's login dialog. */
      connectFacebook: build.mutation<{ url: string }, void>({
        query: () => ({ verb: 'create', path: `${SOCIAL}facebook/connect`, payload: {} }),
      }),
      chooseFacebookPage: build.mutation<FacebookStatus, { page_id: string }>({
        query: (body) => ({ verb: 'update', path: `${SOCIAL}facebook/page`, payload: body }),
        invalidatesTags: ['Facebook'],
      }),
      disconnectFacebook: build.mutation<FacebookStatus, void>({
        query: () => ({ verb: 'remove', path: `${SOCIAL}facebook/`, payload: { _id: 'connection' } }),
        invalidatesTags: ['Facebook'],
      }),
      shareToFacebook: build.mutation<SocialShare, SocialShareCreate>({
        query: (body) => ({ verb: 'create', path: `${SOCIAL}facebook/share`, payload: body }),
        invalidatesTags: ['SocialShare'],
      }),
      getSocialShares: build.query<SocialShareList, { item?: string } | void>({
        query: (query) => ({
          path: `${SOCIAL}facebook/shares`,
          query: query?.item ? { item: query.item } : {},
        }),
        providesTags: ['SocialShare'],
      }),
      /** `GET /api/v0/social/instagram/media/` (anyone; 404 while the feed is off). */
      getInstagramMedia: build.query<InstagramMediaList, void>({
        query: () => ({ path: `${SOCIAL}instagram/media/` }),
        providesTags: ['InstagramMedia'],
      }),
      refreshInstagramMedia: build.mutation<InstagramMediaList, void>({
        query: () => ({ verb: 'create', path: `${SOCIAL}instagram/refresh`, payload: {} }),
        invalidatesTags: ['InstagramMedia'],
      }),
    }),
  });

export const {
  useGetFacebookStatusQuery,
  useSaveFacebookSettingsMutation,
  useConnectFacebookMutation,
  useChooseFacebookPageMutation,
  useDisconnectFacebookMutation,
  useShareToFacebookMutation,
  useGetSocialSharesQuery,
  useGetInstagramMediaQuery,
  useRefreshInstagramMediaMutation,
} = socialApi;
