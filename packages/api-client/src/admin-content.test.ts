import { http } from 'msw';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminContentApi, messageAttachmentPath } from './admin-content';
import { createAdminContentHandlers, demoConfig } from './msw';
import { createStore } from './store';

const baseUrl = 'http://shop.test';
const server = setupContractServer();
const requests: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function start() {
  server.use(
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
    }),
    ...createAdminContentHandlers({ config: demoConfig }),
  );
  return createStore({ baseUrl });
}

const { endpoints } = adminContentApi;

describe('admin content endpoints', () => {
  it('lists pages by order and refreshes the list after a publish', async () => {
    const store = start();
    const pages = store.dispatch(endpoints.listEntriesAdmin.initiate({ type: 'page', sort: 'order' }));
    const first = await pages;
    expect(first.data?.items.map((entry) => entry.title)).toEqual([
      // Same order: by title.
      'Lebensbäume',
      'Startseite',
      'Jobs',
      'Team',
    ]);
    expect(first.data?.items.find((entry) => entry._id === 'page-jobs')?.published).toBe(false);

    await store.dispatch(endpoints.publishEntryAdmin.initiate('page-jobs')).unwrap();

    // The open list is read again by itself.
    await expect.poll(() => requests.length).toBe(3);
    expect(requests).toEqual([
      'GET /api/v0/entry/?type=page&sort=order',
      'POST /api/v0/publish/entry/',
      'GET /api/v0/entry/?type=page&sort=order',
    ]);
    const again = await store.dispatch(endpoints.listEntriesAdmin.initiate({ type: 'page', sort: 'order' }));
    expect(again.data?.items.find((entry) => entry._id === 'page-jobs')?.published).toBe(true);
    pages.unsubscribe();
  });

  it('updates and removes an entry by its id', async () => {
    const store = start();
    const saved = await store
      .dispatch(endpoints.updateEntryAdmin.initiate({ _id: 'page-team', title: 'Unser Team' }))
      .unwrap();
    expect(saved.title).toBe('Unser Team');
    await store.dispatch(endpoints.removeEntryAdmin.initiate('page-team')).unwrap();
    expect(requests).toEqual(['PUT /api/v0/entry/', 'DELETE /api/v0/entry/page-team']);
  });

  it('reads, marks and removes inbox messages', async () => {
    const store = start();
    const unread = await store
      .dispatch(endpoints.getInboxMessages.initiate({ read: false, limit: 10 }))
      .unwrap();
    expect(unread.items.map((message) => message._id)).toEqual(['message-1']);
    const read = await store
      .dispatch(endpoints.updateInboxMessage.initiate({ _id: 'message-1', read: true }))
      .unwrap();
    expect(read.read).toBe(true);
    await store.dispatch(endpoints.removeInboxMessage.initiate('message-2')).unwrap();
    expect(requests.slice(0, 2)).toEqual([
      'GET /api/v0/message/?read=false&limit=10',
      'PUT /api/v0/message/',
    ]);
    expect(requests).toContain('DELETE /api/v0/message/message-2');
    // The open list is read again after each change.
    expect(requests.filter((request) => request.startsWith('GET')).length).toBeGreaterThan(1);
    expect(messageAttachmentPath('message 2')).toBe('/api/v0/message/message%202/attachment');
  });

  it('answers the updated configuration, not the list around it', async () => {
    const store = start();
    const config = await store
      .dispatch(endpoints.updateConfigAdmin.initiate({ enabled_components: ['newsletter'] }))
      .unwrap();
    expect(config.enabled_components).toEqual(['newsletter']);
    expect(config._id).toBe(demoConfig._id);
  });
});
