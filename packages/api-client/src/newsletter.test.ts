import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { createNewsletterAdminHandlers, createNewsletterHandlers } from './msw';
import { newsletterApi, newsletterSubscriberApi } from './newsletter';
import { createStore } from './store';

const server = setupContractServer();
const requests: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  requests.length = 0;
});
afterAll(() => server.close());

function start() {
  server.use(
    ...createNewsletterAdminHandlers(),
    ...createNewsletterHandlers({
      confirmed: ['erika@beispiel.test'],
      tokens: { 'token-rosa-1234567890': 'rosa@beispiel.test' },
    }),
  );
  server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${request.url}`));
  return createStore({ baseUrl: 'http://shop.test' });
}

describe('newsletter endpoints', () => {
  it('filters the subscribers by list and status as query parameters', async () => {
    const store = start();
    const { endpoints } = newsletterSubscriberApi;
    const result = await store.dispatch(
      endpoints.getNewsletterSubscribers.initiate({ list: 'list-tipps', status: 'confirmed', search: '' }),
    );
    expect(requests.at(-1)).toBe(
      'GET http://shop.test/api/v0/newsletter_subscriber/?list=list-tipps&status=confirmed',
    );
    expect(result.data).toMatchObject({ items: [{ email: 'erika@beispiel.test' }], total: 1 });
  });

  it('enters an address as an unconfirmed subscriber with the admin consent', async () => {
    const store = start();
    const created = await store
      .dispatch(
        newsletterSubscriberApi.endpoints.createNewsletterSubscriber.initiate({ email: 'Neu@Beispiel.test' }),
      )
      .unwrap();
    expect(created).toMatchObject({
      email: 'neu@beispiel.test',
      status: 'unconfirmed',
      consents: [{ form: 'admin' }],
    });
  });

  it('subscribes, reports the duplicate 11000, verifies and unsubscribes', async () => {
    const store = start();
    const { endpoints } = newsletterApi;
    const sent = await store
      .dispatch(
        endpoints.subscribeNewsletter.initiate({
          email: 'rosa@beispiel.test',
          consent: 'Ja',
          language: 'de',
        }),
      )
      .unwrap();
    expect(sent).toEqual({ email: 'rosa@beispiel.test', status: 'unconfirmed', mailed: true });
    const duplicate = await store.dispatch(
      endpoints.subscribeNewsletter.initiate({ email: 'erika@beispiel.test', consent: 'Ja', language: 'de' }),
    );
    expect(duplicate.error).toMatchObject({ code: 11000, message: 'Email Adresse ist bereits vorhanden !' });
    const verified = await store
      .dispatch(endpoints.verifyNewsletter.initiate('token-rosa-1234567890'))
      .unwrap();
    expect(verified).toMatchObject({ status: 'confirmed' });
    expect(requests.at(-1)).toBe('POST http://shop.test/api/v0/newsletter/verify');
    const gone = await store
      .dispatch(endpoints.unsubscribeNewsletter.initiate('token-rosa-1234567890'))
      .unwrap();
    expect(gone).toMatchObject({ status: 'unsubscribed' });
    const lists = await store.dispatch(endpoints.getPublicNewsletterLists.initiate()).unwrap();
    expect(lists.items.map((list) => list.name)).toEqual(['Gartentipps']);
  });
});
