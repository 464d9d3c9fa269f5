import type {
  FacebookSettings,
  FacebookStatus,
  InstagramMedia,
  SocialShare,
  SocialShareCreate,
} from '@gartenwerk/domain/schemas';
import { http, HttpResponse } from 'msw';

export const demoFacebookStatus: FacebookStatus = {
  enabled: true,
  instagram: true,
  app_id: '1234567890',
  app_secret_set: true,
  connected: true,
  page: { id: '5550001', name: 'Gartenwerk Baumschule' },
  pages: [{ id: '5550001', name: 'Gartenwerk Baumschule' }],
  instagram_user_id: '1784001',
  connected_by: 'chefin@gartenwerk.test',
  connected_at: '2026-11-28T09:00:00.000Z',
};

export const demoSocialShares: SocialShare[] = [
  {
    _id: 'share-1',
    kind: 'entry',
    item: 'entry-herbst',
    title: 'Herbstpflanzung beginnt',
    link: 'https://www.gartenwerk.test/Aktuelles/herbstpflanzung',
    message: 'Herbstpflanzung beginnt',
    post_id: '5550001_1001',
    result: 'ok',
    error: null,
    by: 'admin-1',
    by_name: 'Chefin',
    created: '2026-11-28T10:00:00.000Z',
  },
];

export const demoInstagramMedia: InstagramMedia[] = [
  {
    _id: '9001',
    file: 'file-ig-1',
    caption: 'Die Thujen sind da',
    permalink: 'https://www.instagram.com/p/9001/',
    timestamp: '2026-11-20T09:00:00.000Z',
  },
];

/**
 * The social area's routes over copies of the given state; `graphError` makes every share fail with
 * the server's message for a refusal of Facebook.
 */
export function createSocialHandlers(
  options: {
    status?: FacebookStatus;
    shares?: SocialShare[];
    media?: InstagramMedia[];
    graphError?: string;
  } = {},
) {
  let status = structuredClone(options.status ?? demoFacebookStatus);
  const shares = structuredClone(options.shares ?? demoSocialShares);
  const media = structuredClone(options.media ?? demoInstagramMedia);
  const sent: { shares: SocialShareCreate[]; settings: FacebookSettings[] } = { shares: [], settings: [] };
  const handlers = [
    http.get('*/api/v0/social/facebook', () => HttpResponse.json(status)),
    http.put('*/api/v0/social/facebook', async ({ request }) => {
      const body = (await request.json()) as FacebookSettings;
      sent.settings.push(body);
      const { app_secret, ...rest } = body;
      status = { ...status, ...rest, app_secret_set: status.app_secret_set || Boolean(app_secret) };
      return HttpResponse.json(status);
    }),
    http.post('*/api/v0/social/facebook/connect', () =>
      HttpResponse.json({ url: 'https://www.facebook.com/dialog/oauth?state=demo' }),
    ),
    http.delete('*/api/v0/social/facebook/connection', () => {
      status = { ...status, connected: false, page: null, pages: [], instagram_user_id: null };
      return HttpResponse.json(status);
    }),
    http.post('*/api/v0/social/facebook/share', async ({ request }) => {
      const body = (await request.json()) as SocialShareCreate;
      sent.shares.push(body);
      if (options.graphError)
        return HttpResponse.json(
          {
            statusCode: 502,
            code: 'GRAPH_ERROR',
            message: `Facebook hat die Anfrage abgelehnt: ${options.graphError}`,
          },
          { status: 502 },
        );
      const share: SocialShare = {
        _id: `share-${shares.length + 1}`,
        kind: body.kind,
        item: body.id,
        title: body.message || 'Geteilt',
        link: `https://www.gartenwerk.test/${body.id}`,
        message: body.message || 'Geteilt',
        post_id: `5550001_${1000 + shares.length + 1}`,
        result: 'ok',
        error: null,
        by: 'admin-1',
        by_name: 'Chefin',
        created: new Date().toISOString(),
      };
      shares.unshift(share);
      return HttpResponse.json(share);
    }),
    http.get('*/api/v0/social/facebook/shares', ({ request }) => {
      const item = new URL(request.url).searchParams.get('item');
      const items = item ? shares.filter((share) => share.item === item) : shares;
      return HttpResponse.json({ items, total: items.length });
    }),
    http.get('*/api/v0/social/instagram/media/', () =>
      status.instagram
        ? HttpResponse.json({ items: media, total: media.length, refreshed: '2026-11-29T08:00:00.000Z' })
        : HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'not found' }, { status: 404 }),
    ),
    http.post('*/api/v0/social/instagram/refresh', () =>
      HttpResponse.json({ items: media, total: media.length, refreshed: new Date().toISOString() }),
    ),
  ];
  return { handlers, sent };
}
