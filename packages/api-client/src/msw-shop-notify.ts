import { http, HttpResponse, type HttpHandler } from 'msw';
import type { NotifyState } from '@gartenwerk/domain/schemas';

/** The notify-me stand-in: who waits for which product (admin), and the visitor's calls. */
export interface NotifyData {
  waiting: Record<string, number>;
}

export function createNotifyHandlers(data: NotifyData = { waiting: {} }): HttpHandler[] {
  const state = (status: NotifyState['status'], product = '', email = ''): NotifyState => ({
    product,
    email,
    status,
    title: null,
    path: null,
  });
  return [
    http.get('*/api/v0/shop/notify/waiting', ({ request }) => {
      const wanted = new URL(request.url).searchParams.get('product')?.split(',').filter(Boolean);
      const items = Object.entries(data.waiting)
        .filter(([product, waiting]) => waiting > 0 && (!wanted || wanted.includes(product)))
        .map(([product, waiting]) => ({ product, waiting }));
      return HttpResponse.json({ items });
    }),
    http.post('*/api/v0/shop/notify/', async ({ request }) => {
      const body = (await request.json()) as { product: string; email: string };
      return HttpResponse.json(state('unconfirmed', body.product, body.email));
    }),
    http.post('*/api/v0/shop/notify/confirm', () => HttpResponse.json(state('confirmed'))),
    http.post('*/api/v0/shop/notify/cancel', () => HttpResponse.json(state('cancelled'))),
  ];
}
