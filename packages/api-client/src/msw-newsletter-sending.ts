import { newsletterSendingSchemas } from '@gartenwerk/domain/schemas';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { demoItems, entityHandlers } from './msw-entity';
import type { NewsletterSending, NewsletterSendingAction } from './newsletter-sending';

const EMPTY = { total: 0, queued: 0, sent: 0, failed: 0, bounced: 0 };
const DEFAULTS = { status: 'draft', welcome: false, preheader: '', counts: EMPTY } as const;

export const demoNewsletterSendings = demoItems(newsletterSendingSchemas, DEFAULTS, [
  {
    _id: 'sending-herbst',
    template: 'template-herbst',
    lists: ['list-tipps'],
    subject: 'Herbst im Garten',
    preheader: 'Äpfel, Birnen, Zwiebeln',
    status: 'sending',
    started: '2026-10-01T08:00:00.000Z',
    created: '2026-09-30T08:00:00.000Z',
    counts: { total: 1200, queued: 700, sent: 480, failed: 8, bounced: 12 },
  },
  {
    _id: 'sending-fruehling',
    template: 'template-fruehling',
    lists: ['list-tipps'],
    subject: 'Der Frühling ist da',
    status: 'done',
    started: '2026-03-01T08:00:00.000Z',
    finished: '2026-03-01T09:10:00.000Z',
    created: '2026-02-28T08:00:00.000Z',
    counts: { total: 1100, queued: 0, sent: 1090, failed: 4, bounced: 6 },
  },
]) as NewsletterSending[];

/** Which status each action leads from and to, as the server allows them. */
const ACTIONS: Record<NewsletterSendingAction, { from: string[]; to: NewsletterSending['status'] }> = {
  start: { from: ['draft', 'scheduled'], to: 'sending' },
  pause: { from: ['sending'], to: 'paused' },
  resume: { from: ['paused'], to: 'sending' },
  cancel: { from: ['draft', 'scheduled', 'sending', 'paused'], to: 'cancelled' },
};

/** The sendings' routes over a copy of `sendings`, with the actions and the public archive. */
export function createNewsletterSendingHandlers(
  sendings: NewsletterSending[] = demoNewsletterSendings,
): HttpHandler[] {
  const items = structuredClone(sendings);
  const find = (id: unknown) => items.find((item) => item._id === id);
  return [
    http.post('*/api/v0/newsletter_sending/:id/:action', async ({ params, request }) => {
      const item = find(params.id);
      const rule = ACTIONS[params.action as NewsletterSendingAction];
      if (!item || !rule)
        return HttpResponse.json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'Diese Sendung gibt es nicht.' },
          { status: 404 },
        );
      if (!rule.from.includes(item.status))
        return HttpResponse.json(
          { statusCode: 409, code: 'CONFLICT', message: 'Nicht möglich.' },
          { status: 409 },
        );
      const body = (await request.json().catch(() => ({}))) as { scheduled?: string | null };
      if (params.action === 'start' && body.scheduled)
        Object.assign(item, { status: 'scheduled', scheduled: body.scheduled });
      else Object.assign(item, { status: rule.to, pausedReason: rule.to === 'paused' ? 'manual' : null });
      return HttpResponse.json(item);
    }),
    http.get('*/api/v0/newsletter_template/', () =>
      HttpResponse.json({
        items: [
          { _id: 'template-herbst', name: 'Herbst' },
          { _id: 'template-fruehling', name: 'Frühling' },
        ],
        total: 2,
      }),
    ),
    http.get('*/api/v0/newsletter2/', () =>
      HttpResponse.json({
        items: items
          .filter((item) => item.status === 'done' && !item.welcome)
          .map((item) => ({ _id: item._id, subject: item.subject, sent: item.finished ?? item.created })),
      }),
    ),
    ...entityHandlers({
      path: '/api/v0/newsletter_sending/',
      schemas: newsletterSendingSchemas,
      items,
      defaults: DEFAULTS,
      notFound: 'Diese Sendung gibt es nicht.',
      search: ['subject'],
      filters: ['status'],
      create: (body, _id) =>
        ({
          ...DEFAULTS,
          counts: { ...EMPTY },
          pausedReason: null,
          scheduled: body.scheduled ?? null,
          started: body.send ? new Date().toISOString() : null,
          finished: null,
          created: new Date().toISOString(),
          template: body.template,
          lists: body.lists,
          subject: body.subject,
          preheader: body.preheader ?? '',
          welcome: body.welcome ?? false,
          status: body.send ? 'sending' : body.scheduled ? 'scheduled' : 'draft',
          _id,
        }) as NewsletterSending,
    }),
  ];
}
