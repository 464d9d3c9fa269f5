import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { createBugTrackerHandlers } from './msw';
import { createStore } from './store';
import { bugTrackerApi } from './system-bugtracker';

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
  server.use(...createBugTrackerHandlers());
  server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${request.url}`));
  return createStore({ baseUrl: 'http://shop.test' });
}

const { endpoints } = bugTrackerApi;

describe('bug tracker endpoints', () => {
  it('sends the filters as query parameters and reads the matching reports', async () => {
    const store = start();
    const result = await store.dispatch(
      endpoints.getBugReports.initiate({ severity: 'major', developer: 'user-3', search: '' }),
    );
    expect(requests.at(-1)).toBe(
      'GET http://shop.test/api/v0/system_bugtracker/?severity=major&developer=user-3',
    );
    expect(result.data).toMatchObject({ items: [{ _id: 'bug-cart' }], total: 1 });
  });

  it('adds a report with the defaults and changes its priority', async () => {
    const store = start();
    const created = await store
      .dispatch(endpoints.createBugReport.initiate({ title: 'Suche findet nichts' }))
      .unwrap();
    expect(created).toMatchObject({
      title: 'Suche findet nichts',
      reproduce: 'unknown',
      severity: 'normal',
      priority: 'normal',
      developer: null,
    });
    const changed = await store
      .dispatch(endpoints.updateBugReport.initiate({ _id: created._id, priority: 'urgent' }))
      .unwrap();
    expect(changed).toMatchObject({ _id: created._id, priority: 'urgent' });
    await expect(
      store
        .dispatch(endpoints.createBugReport.initiate({ title: 'X', severity: 'egal' as 'minor' }))
        .unwrap(),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});
