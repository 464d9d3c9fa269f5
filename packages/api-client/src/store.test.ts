import { http, HttpResponse } from 'msw';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { createSlice } from '@reduxjs/toolkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { coreApi } from './core';
import {
  adminUser,
  createHandlers,
  demoConfig,
  demoProducts,
  guestUser,
  handlers,
  serverProductGroup,
} from './msw';
import { createStore } from './store';
import { selectConfig } from './config-slice';

const baseUrl = 'http://shop.test';
const server = setupContractServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createStore with the core endpoints', () => {
  it('loads the configuration as the first list item and keeps it in the config slice', async () => {
    const store = createStore({ baseUrl });
    expect(store.getState().config).toBeNull();
    const result = await store.dispatch(coreApi.endpoints.getConfig.initiate());
    expect(result.data).toEqual(demoConfig);
    expect(store.getState().config).toEqual(demoConfig);
    expect(selectConfig(store.getState())?.components.admincenter.url).toBe('/admincenter');
  });

  it('reads the current user: the guest by default, the admin when signed in', async () => {
    const store = createStore({ baseUrl });
    expect((await store.dispatch(coreApi.endpoints.getCurrentUser.initiate())).data).toEqual(guestUser);

    server.use(...createHandlers({ user: adminUser }));
    const other = createStore({ baseUrl });
    expect((await other.dispatch(coreApi.endpoints.getCurrentUser.initiate())).data?.roles).toContain(
      'admin',
    );
  });

  it('reads entries by route, and products by group', async () => {
    const store = createStore({ baseUrl });
    const entries = await store.dispatch(coreApi.endpoints.getEntries.initiate({ route: '/' }));
    expect(entries.data?.items.map((entry) => entry.route)).toEqual(['/']);
    const products = await store.dispatch(
      coreApi.endpoints.getProducts.initiate({ product_groups: 'group-hedges' }),
    );
    expect(products.data?.items.map((product) => product._id)).toEqual(['product-thuja', 'product-beech']);
    expect(products.data?.total).toBe(2);
  });

  it('reads one group and one product by id, and reports an unknown id with the server message', async () => {
    const store = createStore({ baseUrl });
    expect(
      (await store.dispatch(coreApi.endpoints.getProductGroup.initiate('group-fruit'))).data?.title,
    ).toBe('Obstbäume');
    expect((await store.dispatch(coreApi.endpoints.getProduct.initiate('product-apple'))).data).toEqual(
      demoProducts[2],
    );
    const missing = await store.dispatch(coreApi.endpoints.getProduct.initiate('nope'));
    expect(missing.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('provides a LIST tag and one tag per item, so invalidating an item refetches the list', async () => {
    let listReads = 0;
    server.use(
      http.get('*/api/v0/shop_productgroup/', () => {
        listReads += 1;
        return HttpResponse.json({
          items: [serverProductGroup({ _id: 'group-hedges', title: 'Heckenpflanzen' })],
          total: 1,
        });
      }),
    );
    const store = createStore({ baseUrl });
    const subscription = store.dispatch(coreApi.endpoints.getProductGroups.initiate());
    await subscription;
    store.dispatch(coreApi.util.invalidateTags([{ type: 'ProductGroup', id: 'group-hedges' }]));
    await expect.poll(() => listReads).toBe(2);
    store.dispatch(coreApi.util.invalidateTags([{ type: 'ProductGroup', id: 'LIST' }]));
    await expect.poll(() => listReads).toBe(3);
    subscription.unsubscribe();
  });

  it('sends every call through the fetchFn it was created with', async () => {
    const urls: string[] = [];
    const serverFetch: typeof fetch = async (input) => {
      urls.push(String(input));
      return Response.json([demoConfig]);
    };
    const store = createStore({ baseUrl: 'http://localhost:3000', fetchFn: serverFetch });
    await store.dispatch(coreApi.endpoints.getConfig.initiate());
    expect(urls).toEqual(['http://localhost:3000/api/v0/config/']);
  });

  it('starts from a preloaded state without asking the server again', async () => {
    const first = createStore({ baseUrl });
    await first.dispatch(coreApi.endpoints.getConfig.initiate());
    const serialised = JSON.parse(JSON.stringify(first.getState())) as ReturnType<typeof first.getState>;

    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const hydrated = createStore({ baseUrl, preloadedState: serialised });
    expect(hydrated.getState().config).toEqual(demoConfig);
    const result = await hydrated.dispatch(coreApi.endpoints.getConfig.initiate());
    expect(result.data).toEqual(demoConfig);
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });

  it('adds the slices an app brings', () => {
    const cart = createSlice({ name: 'cart', initialState: { lines: [] as string[] }, reducers: {} });
    const store = createStore({ baseUrl, reducers: { cart: cart.reducer } });
    expect(store.getState().cart).toEqual({ lines: [] });
    expect(store.getState().config).toBeNull();
  });
});
