import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { CATALOGUE_COLOR_IN_USE_MESSAGE, createShopAdminCatalogueHandlers } from './msw';
import { shopColorApi } from './shop-color';
import { createStore } from './store';

// The colours are built on entityEndpoints and entityHandlers; every answer is checked against the server.
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
  server.use(...createShopAdminCatalogueHandlers());
  server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${request.url}`));
  return createStore({ baseUrl: 'http://shop.test' });
}

const { endpoints } = shopColorApi;

describe('entity endpoints and handlers (the colours)', () => {
  it('lists with the default query, leaves out an empty search and sorts', async () => {
    const store = start();
    const all = await store.dispatch(endpoints.getCatalogueColors.initiate({ search: '', sort: '-title' }));
    expect(requests.at(-1)).toBe('GET http://shop.test/api/v0/shop_color/?limit=1000&sort=-title');
    expect(all.data?.items.map((color) => color.title)).toEqual(['Rot', 'Grün']);
    const found = await store.dispatch(endpoints.getCatalogueColors.initiate({ search: 'rot' }));
    expect(found.data).toMatchObject({ items: [{ _id: 'color-red' }], total: 1 });
  });

  it('creates, refreshes the list by its tag, updates and removes', async () => {
    const store = start();
    store.dispatch(endpoints.getCatalogueColors.initiate());
    await Promise.all(store.dispatch(shopColorApi.util.getRunningQueriesThunk()));
    const created = await store
      .dispatch(endpoints.createCatalogueColor.initiate({ title: 'Blau', code: '#1565c0' }))
      .unwrap();
    expect(created).toMatchObject({ _id: 'shop_color-new-1', title: 'Blau', code: '#1565c0', tags: [] });
    await Promise.all(store.dispatch(shopColorApi.util.getRunningQueriesThunk()));
    expect(requests.at(-1)).toBe('GET http://shop.test/api/v0/shop_color/?limit=1000');
    const list = endpoints.getCatalogueColors.select()(store.getState());
    expect(list.data?.total).toBe(3);

    const changed = await store
      .dispatch(endpoints.updateCatalogueColor.initiate({ _id: created._id, title: 'Himmelblau' }))
      .unwrap();
    expect(changed).toMatchObject({ _id: 'shop_color-new-1', title: 'Himmelblau', code: '#1565c0' });
    expect(requests).toContain('PUT http://shop.test/api/v0/shop_color/shop_color-new-1');
    await store.dispatch(endpoints.removeCatalogueColor.initiate(created._id)).unwrap();
    await expect(
      store.dispatch(endpoints.getCatalogueColor.initiate(created._id)).unwrap(),
    ).rejects.toMatchObject({ status: 404, message: 'color not found' });
  });

  it('refuses what the schemas refuse, and a colour in use', async () => {
    const store = start();
    await expect(
      store.dispatch(endpoints.createCatalogueColor.initiate({ title: 'Gelb', code: 'gelb' })).unwrap(),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION' });
    await expect(
      store.dispatch(endpoints.removeCatalogueColor.initiate('color-green')).unwrap(),
    ).rejects.toMatchObject({ status: 409, code: 'IN_USE', message: CATALOGUE_COLOR_IN_USE_MESSAGE });
  });
});
